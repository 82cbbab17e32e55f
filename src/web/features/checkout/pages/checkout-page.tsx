// Signed-in page: its styles stay out of the first stylesheet (styles/public-pages.css).
import '../../../styles/all-pages.css';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { Order } from '../../../../shared/schemas/orders';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { cartQuery } from '../../../lib/cart-query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { useSavedAddresses } from '../api/use-saved-addresses';
import { CartProblems } from '../components/cart-problems';
import { CashOrderConfirmation } from '../components/cash-order-confirmation';
import { CheckoutForm } from '../components/checkout-form';
import { QuoteCheckout } from '../components/quote-checkout';
import { PLACED_ORDER_STATE } from '../use-submit-checkout';

/** The cash-on-delivery order just placed, kept in the history entry (so a reload shows it again). */
function placedOrderOf(state: unknown): Order | null {
  if (typeof state !== 'object' || state === null) return null;
  const order = (state as Record<string, unknown>)[PLACED_ORDER_STATE];
  if (typeof order !== 'object' || order === null) return null;
  const { number, lines, delivery } = order as Partial<Order>;
  return typeof number === 'string' && Array.isArray(lines) && typeof delivery === 'object' ? (order as Order) : null;
}

function Checkout() {
  const user = useSession().data?.user;
  // Prices, stock and minimums may have changed since the cart was last seen: ask the shop again.
  const cart = useQuery({ ...cartQuery, refetchOnMount: 'always' });
  const addresses = useSavedAddresses();

  if (cart.isError || addresses.isError) {
    const failed = cart.isError ? cart : addresses;
    return <ErrorState title="We could not load your checkout" message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />;
  }
  if (!cart.data || !addresses.data || !user) return <Spinner label="Loading your checkout…" className="min-h-64" />;
  if (cart.data.lines.length === 0) {
    return (
      <EmptyState title="Your cart is empty">
        <p>Add tools to your cart, then come back here to order them.</p>
        <Link to={paths.allProducts} className="btn btn-primary btn-sm mt-4">
          <ShoppingBag aria-hidden="true" size={16} />
          Browse all tools
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <CartProblems cart={cart.data} />
      <CheckoutForm source={{ kind: 'cart', cart: cart.data }} addresses={addresses.data} customer={user} />
    </>
  );
}

/**
 * /checkout (issue 14 §2, signed in): the customer's cart ordered in one go — delivery (home,
 * building site or pickup) with an address and a slot, a phone number, card or cash on delivery,
 * and the shop's review of it all. A cash-on-delivery order ends with its confirmation here; a card
 * order goes on to its payment page. With `?quote=<id>` (issue 15 §6) an answered quote is ordered
 * at its prices instead, and the cart stays as it is.
 */
export default function CheckoutPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get('quote');
  const placed = placedOrderOf(location.state);
  useDocumentTitle(placed ? 'Order placed' : quoteId ? 'Order from a quote' : 'Checkout');
  return (
    <div className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        {placed ? (
          <CashOrderConfirmation order={placed} />
        ) : quoteId ? (
          <QuoteCheckout quoteId={quoteId} />
        ) : (
          <>
            <Link to={paths.cart} className="link link-hover mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-base-content/80">
              <ArrowLeft aria-hidden="true" size={16} /> Back to cart
            </Link>
            <PageHeader eyebrow="Your order" title="Checkout">
              Choose how your order reaches you, check the total and place it.
            </PageHeader>
            <Checkout />
          </>
        )}
      </div>
    </div>
  );
}
