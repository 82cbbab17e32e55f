/** Shown while the first page and the shop configuration load. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">Loading the shop…</span>
    </div>
  );
}
