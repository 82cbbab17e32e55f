import { ArrowLeft, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { Order } from '../../../../shared/schemas/orders';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopDays } from '../../../lib/use-shop-days';
import { useOrder } from '../api/use-order';
import { useOrderEvents } from '../api/use-order-events';
import { InvoiceLink } from '../components/invoice-link';
import { OrderAgainButton } from '../components/order-again-button';
import { OrderFacts, OrderLinesTable, OrderSums } from '../components/order-summary';
import { OrderTimeline } from '../components/order-timeline';
import { StatusBadge } from '../components/status-badge';
import { itemsOf, paymentPathOf } from '../order-lines';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderView({ order }: { order: Order }) {
  const formatMoney = useFormatMoney();
  const { dayOf } = useShopDays();
  const product = itemsOf(order);
  const unpaidCard = order.status === 'pending_payment' && order.paymentChoice === 'card';
  return (
    <>
      <PageHeader
        eyebrow="Order"
        titleId="order-title"
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span className="font-mono">{order.number}</span>
            <StatusBadge status={order.status} payment={order.paymentChoice} paid={order.paidAt !== null} method={order.delivery.method} />
          </span>
        }
      >
        Placed on {dayOf(order.createdAt)} · {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'} · {formatMoney(order.total)}
      </PageHeader>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        {unpaidCard && (
          <Link to={paymentPathOf(order)} className="btn btn-primary btn-sm">
            <CreditCard aria-hidden="true" size={16} />
            Pay now
          </Link>
        )}
        <OrderAgainButton order={order} product={product} />
        <InvoiceLink order={order} />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8">
        <div className="flex flex-col gap-6">
          <Panel title="Progress">
            <OrderTimeline order={order} />
          </Panel>
          <Panel title="Delivery and payment">
            <OrderFacts order={order} />
          </Panel>
        </div>
        <Panel title="Items">
          <div className="flex flex-col gap-3">
            <OrderLinesTable order={order} />
            <div className="border-t border-base-300 pt-3">
              <OrderSums order={order} />
            </div>
          </div>
        </Panel>
      </div>
    </>
  );
}

/**
 * /dashboard/orders/:id: one of the customer's orders (admins: any order) — where it is on its
 * way, with the moment of each step, how it reaches them, its lines and sums and its invoice. The
 * server pushes every change (paid, shipped, delivered, cancelled) and the page follows at once.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  useOrderEvents();
  const order = useOrder(id);
  const notFound = order.isError && order.error instanceof ApiError && order.error.status === 404;
  useDocumentTitle(order.data ? `Order ${order.data.number}` : notFound ? 'Order not found' : 'Order');
  return (
    <>
      <Link to={paths.dashboard} className="link link-hover mb-4 inline-flex items-center gap-1 text-sm font-semibold">
        <ArrowLeft aria-hidden="true" size={16} />
        My Orders
      </Link>
      {order.isPending ? (
        <Spinner label="Loading the order…" className="min-h-64" />
      ) : order.isError ? (
        <ErrorState
          title={notFound ? 'This order does not exist' : 'We could not load this order'}
          message={notFound ? 'Check the link, or find it in My Orders.' : errorMessage(order.error)}
          onRetry={notFound ? undefined : () => void order.refetch()}
        />
      ) : (
        <OrderView key={order.data.id} order={order.data} />
      )}
    </>
  );
}
