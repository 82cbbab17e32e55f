// The legal pages load the full stylesheet: their prose styles do not weigh on every public page's first one.
import '../../../styles/all-pages.css';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PROSE } from '../../../components/ui/prose';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLegalPage } from '../api/use-legal-page';

/** The prose styles with a page's section headings, and the "Last updated" line set apart. */
const BODY = [
  PROSE,
  '[&>p:first-child]:mb-8 [&>p:first-child]:text-sm [&>p:first-child]:text-base-content/70',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-base-content',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-base-content',
].join(' ');

function LegalPageSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4 motion-safe:animate-pulse">
      <span className="sr-only">Loading the page…</span>
      <div aria-hidden="true" className="skeleton h-10 w-2/3" />
      <div aria-hidden="true" className="skeleton h-4 w-40" />
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} aria-hidden="true" className="skeleton h-24 w-full" />
      ))}
    </div>
  );
}

/**
 * /legal/:slug: terms of use, privacy policy, cookie policy or delivery and returns, written as
 * Markdown in the shop's content and rendered (raw HTML escaped) on the server. An unknown slug
 * shows `NotFound` (the app's 404 content).
 */
export function LegalPage({ NotFound }: { NotFound: ComponentType }) {
  const { slug = '' } = useParams();
  const page = useLegalPage(slug);
  const notFound = page.isError && page.error instanceof ApiError && page.error.status === 404;
  useDocumentTitle(page.data ? page.data.title : notFound ? 'Page not found' : 'Legal');
  if (notFound) return <NotFound />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      {page.isPending ? (
        <LegalPageSkeleton />
      ) : page.isError ? (
        <ErrorState title="We could not load this page" message={errorMessage(page.error)} onRetry={() => void page.refetch()} />
      ) : (
        <article aria-labelledby="legal-page-title">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Legal</p>
          <h1 id="legal-page-title" className="mt-1 mb-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {page.data.title}
          </h1>
          <div className={BODY} dangerouslySetInnerHTML={{ __html: page.data.html }} />
        </article>
      )}
    </div>
  );
}
