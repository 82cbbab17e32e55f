/** A small centred spinner for a part of a page that is loading, announced to screen readers. */
export function Spinner({ label = 'Loading…', className = 'min-h-[50vh]' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
