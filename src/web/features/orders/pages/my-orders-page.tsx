import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { ORDERS_PAGE_SIZE, type Order } from '../../../../shared/schemas/orders';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormatMoney } from '../../../lib/use-format-money';
import { usePageParam } from '../../../lib/use-page-param';
import { useCancelOrder } from '../api/use-cancel-order';
import { useMyOrders } from '../api/use-my-orders';
import { useOrderEvents } from '../api/use-order-events';
import { MyOrdersTable } from '../components/my-orders-table';
import { itemsOf, quantityOf } from '../order-lines';

const TITLE_ID = 'my-orders-title';

/**
 * SPEC §6 My Orders (the dashboard's index for customers): every order with its payment state,
 * "Pay" for unpaid ones and "Delete" (cancel) while unpaid. The server pushes changes (an admin
 * ships an order …) and the table refreshes itself.
 */
export default function MyOrdersPage() {
  useDocumentTitle('My Orders');
  useOrderEvents();
  const formatMoney = useFormatMoney();
  const page = usePageParam();
  const orders = useMyOrders(page, ORDERS_PAGE_SIZE);
  const cancelOrder = useCancelOrder();
  // The Delete button focus would return to is now disabled: focus the heading instead.
  const cancel = useConfirmedAction<Order>(cancelOrder, { focusAfterSuccess: TITLE_ID });
  const toDelete = cancel.item;

  const data = orders.data;
  return (
    <>
      <PageHeader eyebrow="Dashboard" title={data ? `My Orders (${data.total})` : 'My Orders'} titleId={TITLE_ID}>
        Pay for new orders to confirm them and follow each one until it reaches you.
      </PageHeader>
      {orders.isPending ? (
        <Spinner label="Loading your orders…" className="min-h-64" />
      ) : orders.isError ? (
        <ErrorState title="We could not load your orders" message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState title={orders.data.total === 0 ? 'You have not ordered anything yet' : 'There are no orders on this page'}>
          <Link to={orders.data.total === 0 ? paths.allProducts : paths.dashboard} className="btn btn-primary btn-sm mt-2">
            <ShoppingBag aria-hidden="true" size={16} />
            {orders.data.total === 0 ? 'Browse all tools' : 'Go to the first page'}
          </Link>
        </EmptyState>
      ) : (
        <div aria-busy={orders.isPlaceholderData} className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <MyOrdersTable orders={orders.data.items} firstNumber={(orders.data.page - 1) * orders.data.pageSize + 1} onDelete={cancel.ask} />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
      <ConfirmDialog
        title="Delete this order?"
        confirmLabel="Delete order"
        cancelLabel="Keep order"
        {...cancel.dialog}
      >
        {toDelete && (
          <p>
            Your order of {quantityOf(toDelete)} pcs of <strong className="font-semibold text-base-content">{itemsOf(toDelete)}</strong> ({formatMoney(toDelete.total)}) will be
            cancelled. You have not paid for it, so nothing is charged.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
