import { Info, X } from 'lucide-react';

/** What the shop changed in the cart (merged at sign-in, lines left out …), at the top of the cart page. */
export function CartNoticesList({ notices, onDismiss }: { notices: readonly string[]; onDismiss?: (() => void) | undefined }) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="cart-notices-heading" className="mb-6 flex items-start gap-3 rounded-box border border-info/40 bg-info/5 px-4 py-3">
      <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-info" />
      <div className="min-w-0 flex-1">
        <h2 id="cart-notices-heading" className="font-semibold">
          We updated your cart
        </h2>
        <ul className="mt-1 list-disc pl-5 text-sm">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      </div>
      {onDismiss && (
        <button type="button" className="btn btn-ghost btn-square btn-sm" aria-label="Dismiss these notes" onClick={onDismiss}>
          <X aria-hidden="true" size={18} />
        </button>
      )}
    </section>
  );
}
