import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBlogPosts } from '../api/use-blog-posts';
import { BlogPostEntry } from '../components/blog-post-entry';

function BlogSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3 motion-safe:animate-pulse">
      <span className="sr-only">Loading the posts…</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} aria-hidden="true" className="skeleton h-16 w-full" />
      ))}
    </div>
  );
}

/** SPEC §11 /blogs: five questions about how the shop is built, each opening to its answer. */
export default function BlogPage() {
  useDocumentTitle('Blog');
  const posts = useBlogPosts();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">Engineering notes</p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Blog</h1>
        <p className="mt-3 max-w-2xl text-lg text-base-content/75">Short answers about how this shop is kept fast, safe and honest. Open a question to read its answer.</p>
      </header>
      {posts.isPending ? (
        <BlogSkeleton />
      ) : posts.isError ? (
        <ErrorState title="We could not load the blog" message={errorMessage(posts.error)} onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <EmptyState title="No posts yet">Please check back soon.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Questions and answers">
          {posts.data.map((post) => (
            <li key={post.slug}>
              <BlogPostEntry post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
