/** Same size as the contact form, shown for the moment its code loads. */
export function ContactFormSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2 motion-safe:animate-pulse">
      {[0, 1].map((index) => (
        <div key={index} className="flex flex-col gap-1.5">
          <div className="skeleton h-5 w-20" />
          <div className="skeleton h-10 w-full" />
          <div className="h-5" />
        </div>
      ))}
      <div className="skeleton h-5 w-20" />
      <div className="skeleton h-36 w-full" />
      <div className="h-5" />
      <div className="skeleton mt-2 h-12 w-44" />
    </div>
  );
}
