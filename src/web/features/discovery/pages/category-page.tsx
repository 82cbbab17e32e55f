import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategoryPage } from '../api/use-category-page';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CategoryChip } from '../components/category-chip';
import { ProductResults, type ResultsSlots } from '../components/product-results';

interface CategoryPageProps extends ResultsSlots {
  /** What an unknown category shows (the shop's "Page not found"). */
  NotFound: ComponentType;
}

/**
 * /category/:slug: breadcrumbs, the category's name and description, links to its subcategories,
 * and its products (with those of its subcategories) as a filterable list like search results.
 */
export function CategoryPage({ Grid, GridSkeleton, NotFound }: CategoryPageProps) {
  const { slug = '' } = useParams();
  const category = useCategoryPage(slug);
  const notFound = category.isError && category.error instanceof ApiError && category.error.status === 404;
  useDocumentTitle(notFound ? 'Page not found' : (category.data?.category.name ?? 'Category'));
  if (notFound) return <NotFound />;

  const page = category.data;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-3 pb-8 sm:px-6 sm:pt-8 lg:px-8">
      {page ? (
        <>
          <Breadcrumbs trail={page.breadcrumbs} current={page.category.name} hideOnPhoneWhenTop />
          <header className="mb-3 sm:mb-6">
            <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">{page.category.name}</h1>
            {page.category.description && <p className="mt-1 line-clamp-1 max-w-3xl text-sm text-base-content/75 sm:mt-2 sm:line-clamp-none sm:text-base">{page.category.description}</p>}
          </header>
          {page.children.length > 0 && (
            <nav aria-label="Subcategories" className="-mx-4 mb-3 overflow-x-auto px-4 sm:mx-0 sm:mb-8 sm:px-0">
              {/* One row that scrolls sideways on a phone, so the products stay in the first screen. */}
              <ul className="flex gap-2 whitespace-nowrap sm:flex-wrap">
                {page.children.map((child) => (
                  <li key={child.id}>
                    <CategoryChip category={child} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      ) : category.isError ? (
        <div className="mb-8">
          <ErrorState title="We could not load this category" message={errorMessage(category.error)} onRetry={() => void category.refetch()} />
        </div>
      ) : (
        <div aria-hidden="true" className="mb-8 flex flex-col gap-3 motion-safe:animate-pulse">
          <div className="skeleton h-4 w-48" />
          <div className="skeleton h-10 w-72 max-w-full" />
          <div className="skeleton h-5 w-full max-w-2xl" />
        </div>
      )}
      {!category.isError && <ProductResults scope={{ q: '', category: slug }} Grid={Grid} GridSkeleton={GridSkeleton} />}
    </div>
  );
}
