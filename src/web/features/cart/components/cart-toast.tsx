import type { MouseEvent } from 'react';
import { paths } from '../../../../shared/routes';
import { toast } from '../../../lib/toasts';

/** One cart toast at a time: a quick second "Add to cart" replaces the first. */
const CART_TOAST_ID = 'cart';

interface CartToastProps {
  message: string;
  notices?: readonly string[];
  /** Goes to the cart inside the app (the toasts are drawn outside the router, so no <Link>). */
  onOpenCart: () => void;
}

function CartToast({ message, notices = [], onOpenCart }: CartToastProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    toast.dismiss(CART_TOAST_ID);
    onOpenCart();
  };
  return (
    <div>
      <p>
        {message}
        {/* Toasts are drawn in the browser only; on the cart page itself no link is needed. */}
        {window.location.pathname !== paths.cart && (
          <>
            {' '}
            <a href={paths.cart} onClick={open} className="link font-semibold link-primary">
              View cart
            </a>
          </>
        )}
      </p>
      {notices.map((notice) => (
        <p key={notice} className="mt-2 text-sm">
          {notice}
        </p>
      ))}
    </div>
  );
}

/** How long the toast stays: long enough to reach its link (a success toast's 2 s are not; hovering pauses it too). */
const CART_TOAST_MS = 8_000;

/** "Added to cart" (or another cart message) with a link to the cart. */
export function showCartToast(props: CartToastProps): void {
  toast.success(<CartToast {...props} />, { id: CART_TOAST_ID, duration: CART_TOAST_MS });
}
