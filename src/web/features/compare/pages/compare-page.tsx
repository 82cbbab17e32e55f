import { useQueries } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isOutOfStock } from '../../../../shared/catalog';
import { compareMessages, comparedIds, comparePath, differs } from '../../../../shared/compare';
import { categoryPath, productPath } from '../../../../shared/discovery';
import { averageLabel } from '../../../../shared/product-reviews';
import type { ProductDetails } from '../../../../shared/schemas/discovery';
import { BuyerPrice } from '../../../components/ui/buyer-price';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormatMoney } from '../../../lib/use-format-money';
import { keepComparison } from '../compare-store';

interface Row {
  key: string;
  label: string;
  values: string[];
}

/** The rows of the table: what every product has (price, rating, stock, brand, part number), then each specification any of them has. */
function rowsOf(products: readonly ProductDetails[], money: (cents: number) => string): Row[] {
  const specLabels = new Map<string, string>();
  for (const product of products) for (const spec of product.specs) if (!specLabels.has(spec.key)) specLabels.set(spec.key, spec.label);
  const value = (text: string | null | undefined) => (text ? text : '—');
  return [
    { key: 'price', label: 'Price', values: products.map((product) => money(product.price)) },
    { key: 'rating', label: 'Rating', values: products.map((product) => (product.rating ? averageLabel(product.rating).replace('Rated ', '') : 'No reviews yet')) },
    { key: 'stock', label: 'Stock', values: products.map((product) => (isOutOfStock(product) ? 'Out of stock' : `In stock: ${product.availableQuantity} pcs`)) },
    { key: 'brand', label: 'Brand', values: products.map((product) => value(product.brand)) },
    { key: 'sku', label: 'Part number', values: products.map((product) => value(product.sku)) },
    ...[...specLabels].map(([key, label]) => ({ key: `spec:${key}`, label, values: products.map((product) => value(product.specs.find((spec) => spec.key === key)?.value)) })),
  ];
}

/**
 * /compare?ids=… (issue 38 §6): up to four products of one category side by side, one column
 * each, their specifications in rows; rows where they differ are marked, and may be shown alone
 * (`show=differences`).
 * On a phone the table scrolls sideways one product at a time, the row names staying in view.
 */
export default function ComparePage() {
  useDocumentTitle('Compare products');
  const money = useFormatMoney();
  const [params, setParams] = useSearchParams();
  const ids = comparedIds(params.get('ids'));
  // In the address too, so a shared or reloaded comparison shows the same rows.
  const onlyDifferences = params.get('show') === 'differences';
  const answers = useQueries({
    queries: ids.map((id) => ({ queryKey: ['products', 'details', id] as const, queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<ProductDetails>(`/api/products/${encodeURIComponent(id)}`, { signal }) })),
  });
  const pending = answers.some((answer) => answer.isPending);
  // A product the shop no longer sells answers 404; one that failed to load (the network) is kept in the comparison.
  const failed = answers.some((answer) => answer.isError && !(answer.error instanceof ApiError && answer.error.status === 404));
  const found = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
  // One category: that of the first product; others (a link put together by hand) are left out and said so.
  const categoryId = found[0]?.categoryId ?? null;
  const products = found.filter((product) => product.categoryId === categoryId);
  const leftOut = ids.length - products.length;
  const shownIds = products.map((product) => product.id).join(',');

  useEffect(() => {
    if (pending || failed || ids.length === 0) return;
    keepComparison({ categoryId, products: products.map((product) => ({ id: product.id, name: product.name, categoryId: product.categoryId })) });
    // The shown products decide; their objects change with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, failed, shownIds]);

  const change = (next: { ids?: string[]; onlyDifferences?: boolean }) => {
    const query = new URLSearchParams(comparePath(next.ids ?? products.map((product) => product.id)).split('?')[1] ?? '');
    if (next.onlyDifferences ?? onlyDifferences) query.set('show', 'differences');
    setParams(query, { replace: true });
  };
  // The Remove button pressed goes with its column: the page's heading takes the focus, so it is not lost.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterRemove = useRef(false);
  const remove = (id: string) => {
    focusAfterRemove.current = true;
    change({ ids: products.map((product) => product.id).filter((other) => other !== id) });
  };
  useEffect(() => {
    if (!focusAfterRemove.current) return;
    focusAfterRemove.current = false;
    heading.current?.focus();
  }, [shownIds]);

  const category = products[0]?.category ?? null;
  const rows = rowsOf(products, money);
  const shownRows = onlyDifferences ? rows.filter((row) => differs(row.values)) : rows;

  return (
    <div className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight focus:outline-none">
          Compare products
        </h1>
        {category && (
          <p className="mt-1 text-base-content/75">
            In{' '}
            <Link to={categoryPath(category)} className="link font-semibold link-primary">
              {category.name}
            </Link>
          </p>
        )}
        {pending ? (
          <Spinner label="Loading the products…" className="min-h-60" />
        ) : products.length < 2 ? (
          <div className="mt-6">
            <EmptyState title={products.length === 1 ? 'One product chosen' : 'Nothing to compare yet'}>{compareMessages.tooFew}</EmptyState>
            {products[0] && (
              <p className="mt-4 text-center">
                <Link to={productPath(products[0])} className="link link-primary">
                  Back to {products[0].name}
                </Link>
              </p>
            )}
          </div>
        ) : (
          <>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
                <input type="checkbox" className="checkbox checkbox-sm" checked={onlyDifferences} onChange={(event) => change({ onlyDifferences: event.target.checked })} />
                Show only differences
              </label>
              {leftOut > 0 && <p className="text-sm text-base-content/75">{leftOut === 1 ? 'One product is' : `${leftOut} products are`} not shown: no longer sold, or in another category.</p>}
            </div>
            <div className="relative mt-4 snap-x snap-mandatory scroll-pl-28 overflow-x-auto rounded-box sm:scroll-pl-44 border border-base-300 bg-base-100 shadow-sm" tabIndex={0} role="region" aria-label="Comparison table, scrolls sideways">
              <table className="w-full border-separate border-spacing-0 text-sm sm:table-fixed">
                <caption className="sr-only">Specifications of {products.map((product) => product.name).join(', ')}; rows marked “differs” are not the same for all</caption>
                <thead>
                  <tr>
                    <td className="sticky left-0 z-10 w-28 border-b border-base-300 bg-base-100 sm:w-44" />
                    {products.map((product) => (
                      <th key={product.id} scope="col" className="min-w-[62vw] snap-start border-b border-l border-base-300 p-3 text-left align-top font-normal sm:min-w-56">
                        <img src={product.image.src} srcSet={product.image.srcSet} sizes="14rem" alt="" width={800} height={600} className="aspect-[4/3] w-full rounded-box bg-base-200 object-cover" />
                        <Link to={productPath(product)} className="link mt-2 line-clamp-3 font-bold link-hover">
                          {product.name}
                        </Link>
                        <button type="button" className="btn btn-ghost btn-xs mt-1 -ml-2" onClick={() => remove(product.id)}>
                          <Trash2 aria-hidden="true" size={14} />
                          Remove<span className="sr-only"> {product.name}</span>
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shownRows.map((row) => {
                    const different = differs(row.values);
                    return (
                      <tr key={row.key}>
                        <th scope="row" className={`sticky left-0 z-10 border-b border-base-300 bg-base-100 p-3 text-left align-top font-semibold ${different ? 'border-l-4 border-l-warning' : ''}`}>
                          <span className="block">{row.label}</span>
                          {different && <span className="badge badge-warning badge-xs mt-1 font-semibold">differs</span>}
                        </th>
                        {row.values.map((value, index) => (
                          <td key={products[index]!.id} className={`border-b border-l border-base-300 p-3 align-top ${different ? 'bg-warning/10 font-semibold' : ''}`}>
                            {row.key === 'price' ? <BuyerPrice listPrice={products[index]!.price} className="font-semibold" /> : value}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
