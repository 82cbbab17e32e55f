import { orderStatuses, type OrderStatus } from '../../../shared/order-status.js';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { TaskHandler } from '../../outbox/outbox-worker.js';
import { orderMail, type OrderMailing } from './order-mail.js';
import { getOrder } from './orders.service.js';
import { ORDER_EMAIL_TASK } from './order-tasks.js';

function statusOf(payload: Record<string, unknown>): OrderStatus {
  const status = orderStatuses.find((known) => known === payload.status);
  if (!status || typeof payload.orderId !== 'string') throw new Error('order-email task without an order id and status');
  return status;
}

export function orderMailTaskHandlers(db: Database, mailing: OrderMailing & { mailer: Mailer }): Record<string, TaskHandler> {
  return {
    [ORDER_EMAIL_TASK]: async (task) => {
      const status = statusOf(task.payload);
      const order = await getOrder(db, String(task.payload.orderId));
      // "Please pay" is not sent late: once the order is paid or cancelled, its own email says so.
      if (status === 'pending_payment' && order.status !== 'pending_payment') return;
      await mailing.mailer.send(orderMail(mailing, order, status));
    },
  };
}
