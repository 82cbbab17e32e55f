// The cart page loads the full stylesheet: its styles do not weigh on every public page's first one.
import '../../../styles/all-pages.css';
import { ShoppingBag } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { CartView } from '../../../../shared/schemas/cart';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { browserCartLines, useBrowserCart, writeBrowserCart } from '../browser-cart';
import { dismissCartNotices, keepCartNotices, useCartNotices } from '../cart-notices';
import { useCart } from '../use-cart';
import { CartLineItem } from './cart-line-item';
import { CartNoticesList } from './cart-notices-list';
import { CartSummary } from './cart-summary';

const VISITOR = 'visitor';

/**
 * A browser cart may hold products the shop no longer knows at all: its answer leaves them out
 * and says so. They leave the browser cart too (so the navbar counts what the cart shows), and the
 * shop's note stays on the page.
 */
function useForgetUnknownProducts(view: CartView | undefined, current: boolean) {
  const lines = useBrowserCart();
  useEffect(() => {
    if (!view || !current || view.notices.length === 0) return;
    const known = new Set(view.lines.map((line) => line.productId));
    const kept = browserCartLines().filter((line) => known.has(line.productId));
    if (kept.length === lines.length) return;
    keepCartNotices(VISITOR, view.notices);
    writeBrowserCart(kept);
  }, [view, current, lines]);
}

function CartLines({ view, signedIn }: { view: CartView; signedIn: boolean }) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3 lg:gap-8">
      <ul aria-label="Products in your cart" className="flex flex-col gap-4 lg:col-span-2">
        {view.lines.map((line) => (
          <CartLineItem key={line.productId} line={line} />
        ))}
      </ul>
      <CartSummary view={view} signedIn={signedIn} />
    </div>
  );
}

/**
 * /cart (issue 14 §1): the cart's lines with their quantities, prices and problems, what the shop
 * changed, the subtotal and the way to checkout. A visitor's cart is the browser's, priced by the
 * shop; a customer's is the account's. `customerAction` (the app's "Save as list") shows beside the
 * heading while a signed-in customer's cart has lines.
 */
export default function CartPage({ customerAction }: { customerAction?: ReactNode }) {
  useDocumentTitle('Cart');
  const { owner, query, view } = useCart();
  const userId = useSession().data?.user?.id;
  const kept = useCartNotices(owner === 'visitor' ? VISITOR : userId);
  useForgetUnknownProducts(owner === 'visitor' ? view : undefined, Boolean(query && !query.isPlaceholderData && !query.isFetching));
  const notices = [...new Set([...kept, ...(view?.notices ?? [])])];

  let content;
  if (!view && query?.isError) {
    content = <ErrorState title="We could not load your cart" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else if (!view) {
    content = <Spinner label="Loading your cart…" className="min-h-64" />;
  } else if (view.lines.length === 0) {
    content = (
      <EmptyState title="Your cart is empty">
        <p>Add tools from the shop and they wait here until you check out.</p>
        <Link to={paths.allProducts} className="btn btn-primary btn-sm mt-4">
          <ShoppingBag aria-hidden="true" size={16} />
          Browse all tools
        </Link>
      </EmptyState>
    );
  } else {
    content = <CartLines view={view} signedIn={owner === 'customer'} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader eyebrow="Your order" title="Cart" actions={owner === 'customer' && view && view.lines.length > 0 ? customerAction : undefined}>
        Change quantities, remove what you do not need and check out when you are ready.
      </PageHeader>
      <CartNoticesList notices={notices} onDismiss={kept.length > 0 ? dismissCartNotices : undefined} />
      <div aria-busy={Boolean(query?.isFetching)}>{content}</div>
    </div>
  );
}
