/** Placeholder with the card's shape, so nothing jumps when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="card overflow-hidden border border-base-300 bg-base-100">
      <div className="skeleton aspect-[4/3] rounded-none" />
      <div className="card-body gap-3 p-5">
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-5/6" />
        <div className="grid grid-cols-2 gap-2">
          <div className="skeleton h-12" />
          <div className="skeleton h-12" />
        </div>
        <div className="flex items-center justify-between pt-2">
          <div className="skeleton h-8 w-24" />
          <div className="skeleton h-10 w-20" />
        </div>
      </div>
    </div>
  );
}
