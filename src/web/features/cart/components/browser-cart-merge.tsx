import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/routes';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useSession } from '../../../lib/use-session';
import { mergeBrowserCart } from '../api/merge-browser-cart';
import { browserCartLines, useBrowserCart } from '../browser-cart';
import { keepCartNotices } from '../cart-notices';
import { showCartToast } from './cart-toast';

let merging = false;

/**
 * Issue 14 §1: a visitor's cart merges into the account's cart at sign-in. Signing in, whichever
 * way (email and password, registering, Google's return), ends in the session naming a user; when
 * the browser cart then has lines, they are sent to the shop, the browser cart is emptied and
 * what the shop changed is shown. Renders nothing.
 */
export function BrowserCartMerge() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const userId = useSession().data?.user?.id;
  const hasLines = useBrowserCart().length > 0;

  useEffect(() => {
    if (!userId || !hasLines || merging) return;
    merging = true;
    mergeBrowserCart(client, browserCartLines())
      .then((view) => {
        keepCartNotices(userId, view.notices);
        showCartToast({ message: 'The products you picked before signing in are in your cart.', notices: view.notices, onOpenCart: () => void navigate(paths.cart) });
      })
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => {
        merging = false;
      });
  }, [client, navigate, userId, hasLines]);

  return null;
}
