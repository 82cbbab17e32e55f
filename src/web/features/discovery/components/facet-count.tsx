/** How many products a filter value has: the number shown, "(3 products)" read. */
export function FacetCount({ count }: { count: number }) {
  return (
    <span className="text-xs text-base-content/70 tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">
        ({count} {count === 1 ? 'product' : 'products'})
      </span>
    </span>
  );
}
