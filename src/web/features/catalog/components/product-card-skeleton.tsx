/** Placeholder with the card's shape, so nothing jumps when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="card overflow-hidden border border-base-300 bg-base-100">
      <div className="skeleton aspect-[4/3] rounded-none" />
      <div className="card-body gap-2 p-3 sm:gap-3 sm:p-5">
        <div className="skeleton h-5 w-3/4" />
        <div className="skeleton hidden h-4 w-full sm:block" />
        <div className="flex items-center justify-between gap-2">
          <div className="skeleton h-7 w-20" />
          <div className="skeleton h-8 w-16" />
        </div>
        <div className="skeleton h-8 w-2/3" />
        <div className="skeleton h-8 w-full" />
      </div>
    </div>
  );
}
