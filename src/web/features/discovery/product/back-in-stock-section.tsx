import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/use-session';

/** The form (react-hook-form, the Zod schema and resolver) loads in its own chunk, only for products that cannot be ordered. */
const BackInStockForm = lazy(() => import('./back-in-stock-form').then((module) => ({ default: module.BackInStockForm })));

function FormSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-1.5 motion-safe:animate-pulse">
      <div className="skeleton h-5 w-16" />
      <div className="skeleton h-10 w-full" />
      <div className="h-5" />
      <div className="skeleton h-10 w-56" />
    </div>
  );
}

/** Out of stock: leave an address and the shop writes once when the product can be ordered again. */
export function BackInStockSection({ productId }: { productId: string }) {
  const session = useSession();
  return (
    <section aria-labelledby="back-in-stock-heading" className="flex flex-col gap-3 border-t border-base-300 pt-4">
      <div>
        <h2 id="back-in-stock-heading" className="text-lg font-bold">
          Email me when it is back
        </h2>
        <p className="text-sm text-base-content/75">We write once, as soon as it can be ordered again. Every email has a link to stop it.</p>
      </div>
      {session.isPending ? (
        <FormSkeleton />
      ) : (
        <Suspense fallback={<FormSkeleton />}>
          <BackInStockForm productId={productId} defaultEmail={session.data?.user?.email ?? ''} />
        </Suspense>
      )}
    </section>
  );
}
