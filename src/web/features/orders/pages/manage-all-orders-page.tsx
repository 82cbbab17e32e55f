import { Link, useSearchParams } from 'react-router';
import { orderStatuses, type OrderStatus } from '../../../../shared/order-status';
import { statusCountLabels } from '../../../lib/order-status-counts';
import { paths } from '../../../../shared/routes';
import { ORDERS_PAGE_SIZE, type Order } from '../../../../shared/schemas/orders';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { actionToasts, useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormatMoney } from '../../../lib/use-format-money';
import { usePageParam } from '../../../lib/use-page-param';
import { useAllOrders } from '../api/use-all-orders';
import { useCancelOrder } from '../api/use-cancel-order';
import { useDeliverOrder } from '../api/use-deliver-order';
import { useOrderEvents } from '../api/use-order-events';
import { useShipOrder } from '../api/use-ship-order';
import { AllOrdersTable } from '../components/all-orders-table';
import { StatusFilter } from '../components/status-filter';
import { itemsOf, quantityOf } from '../order-lines';

const TITLE_ID = 'manage-all-orders-title';

/** `?status=` when it names a status, else every order. */
function useStatusParam(): [OrderStatus | undefined, (status: OrderStatus | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('status');
  const status = (orderStatuses as readonly (string | null)[]).includes(value) ? (value as OrderStatus) : undefined;
  const setStatus = (next: OrderStatus | undefined) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next) params.set('status', next);
      else params.delete('status');
      // Another filter starts again at its first page.
      params.delete('page');
      return params;
    });
  return [status, setStatus];
}

/**
 * SPEC §6 Manage All Orders (/dashboard/manageAllOrders, admins): every order, filtered by status
 * and paged in the URL (?status=paid&page=2); ship, mark delivered or cancel (a paid order is
 * refunded). Changes from anywhere arrive through the server's event stream.
 */
export default function ManageAllOrdersPage() {
  useDocumentTitle('Manage All Orders');
  useOrderEvents();
  const formatMoney = useFormatMoney();
  const page = usePageParam();
  const [status, setStatus] = useStatusParam();
  const orders = useAllOrders(status, page, ORDERS_PAGE_SIZE);
  const ship = useShipOrder();
  const deliver = useDeliverOrder();
  const cancel = useCancelOrder();
  // The Cancel button (where focus would return) is disabled once the order is cancelled.
  const cancelling = useConfirmedAction<Order>(cancel, { focusAfterSuccess: TITLE_ID });
  const toCancel = cancelling.item;

  const busyId = [ship, deliver, cancel].find((action) => action.isPending)?.variables ?? null;

  const data = orders.data;
  const filterName = status ? ` with the status “${statusCountLabels[status]}”` : '';
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Manage All Orders" titleId={TITLE_ID} actions={<StatusFilter value={status} onChange={setStatus} />}>
        {data ? `${data.total} ${data.total === 1 ? 'order' : 'orders'}${filterName}. ` : ''}
        Ship paid orders, mark them delivered, or cancel an order (a paid one is refunded).
      </PageHeader>
      {orders.isPending ? (
        <Spinner label="Loading orders…" className="min-h-64" />
      ) : orders.isError ? (
        <ErrorState title="We could not load the orders" message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState title={orders.data.total > 0 ? 'There are no orders on this page' : status ? `No orders${filterName}` : 'No orders yet'}>
          {(orders.data.total > 0 || status) && (
            <Link to={orders.data.total > 0 && status ? `${paths.manageAllOrders}?status=${status}` : paths.manageAllOrders} className="link link-primary">
              {orders.data.total > 0 ? 'Go to the first page' : 'Show all orders'}
            </Link>
          )}
        </EmptyState>
      ) : (
        <div aria-busy={orders.isPlaceholderData} className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <AllOrdersTable
            orders={orders.data.items}
            firstNumber={(orders.data.page - 1) * orders.data.pageSize + 1}
            busyId={busyId}
            onShip={(order) => ship.mutate(order.id, actionToasts)}
            onDeliver={(order) => deliver.mutate(order.id, actionToasts)}
            onCancel={cancelling.ask}
          />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
      <ConfirmDialog
        title={toCancel ? `Cancel order ${toCancel.number}?` : 'Cancel order?'}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        {...cancelling.dialog}
      >
        {toCancel && (
          <>
            <p>
              {toCancel.customerName}&apos;s order of {quantityOf(toCancel)} pcs of <strong className="font-semibold text-base-content">{itemsOf(toCancel)}</strong> will be
              cancelled and the pieces go back in stock.
            </p>
            {toCancel.status === 'paid' && (
              <p className="mt-3 font-semibold text-base-content">This order has been paid: {formatMoney(toCancel.total)} will be refunded to the customer.</p>
            )}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
