/** Same shape as the profile form, while the saved profile loads. */
export function ProfileFormSkeleton() {
  return (
    <div role="status" className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm motion-safe:animate-pulse sm:p-8">
      <span className="sr-only">Loading your profile…</span>
      <div aria-hidden="true" className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="flex flex-col gap-1.5">
            <div className="skeleton h-5 w-28" />
            <div className="skeleton h-10 w-full" />
            <div className="h-5" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="skeleton mt-4 h-12 w-32" />
    </div>
  );
}
