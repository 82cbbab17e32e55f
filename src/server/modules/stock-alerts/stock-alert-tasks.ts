import { and, eq, isNull } from 'drizzle-orm';
import { productPath } from '../../../shared/discovery.js';
import { paths } from '../../../shared/routes.js';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import { enqueueTask, type NewTask } from '../../outbox/outbox.js';
import type { TaskHandler } from '../../outbox/outbox-worker.js';
import { stockStateOf } from '../catalog/stock.service.js';
import { backInStockProductIdOf, PRODUCT_BACK_IN_STOCK_TASK } from '../catalog/stock-tasks.js';
import { backInStockMail } from './stock-alert-mail.js';
import { stockAlerts } from './stock-alerts.tables.js';

/** Outbox task: the email of one alert, decided (its `sent_at` set) when its product came back. */
export const STOCK_ALERT_EMAIL_TASK = 'stock-alert-email';

function stockAlertEmailTask(alert: { id: string; sentAt: Date | null }): NewTask {
  // An alert asked for again after it was sent is sent again the next time: one key per sending.
  return { kind: STOCK_ALERT_EMAIL_TASK, key: `stock-alert-email:${alert.id}:${alert.sentAt?.getTime() ?? 0}`, payload: { alertId: alert.id } };
}

/**
 * A product came back: if it can still be ordered, every alert waiting for it is claimed (its
 * `sent_at` set by one conditional UPDATE, so however often this runs, in however many
 * processes, each alert is claimed once) and its email recorded, in one transaction. Sold out
 * again already: the alerts keep waiting for the next time.
 */
export async function claimWaitingAlerts(db: Database, productId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const product = await stockStateOf(tx, productId);
    if (!product || product.availableQuantity < product.minOrderQuantity) return 0;
    const claimed = await tx
      .update(stockAlerts)
      .set({ sentAt: new Date() })
      .where(and(eq(stockAlerts.productId, product.id), isNull(stockAlerts.sentAt)))
      .returning({ id: stockAlerts.id, sentAt: stockAlerts.sentAt });
    for (const alert of claimed) await enqueueTask(tx, stockAlertEmailTask(alert));
    return claimed.length;
  });
}

export interface StockAlertMailing {
  mailer: Mailer;
  /** The shop's address as customers reach it (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  shopName: string;
}

/** Sends the email of one claimed alert, unless it was cancelled (unsubscribed) or its product left the shop meanwhile. */
export async function sendStockAlert(db: Database, mailing: StockAlertMailing, alertId: string): Promise<boolean> {
  const [alert] = await db.select().from(stockAlerts).where(eq(stockAlerts.id, alertId));
  if (!alert) return false;
  const product = await stockStateOf(db, alert.productId);
  if (!product) return false;
  await mailing.mailer.send(
    backInStockMail(mailing, {
      to: alert.email,
      productName: product.name,
      productUrl: `${mailing.publicUrl}${productPath(product)}`,
      unsubscribeUrl: `${mailing.publicUrl}${paths.stockAlertUnsubscribe}?token=${encodeURIComponent(alert.token)}`,
      messageId: `stock-alert.${alert.id}.${alert.sentAt?.getTime() ?? 0}`,
    }),
  );
  return true;
}

/** The outbox handlers of the stock-alerts module. */
export function stockAlertTaskHandlers(db: Database, mailing: StockAlertMailing): Record<string, TaskHandler> {
  return {
    [PRODUCT_BACK_IN_STOCK_TASK]: async (task) => {
      await claimWaitingAlerts(db, backInStockProductIdOf(task.payload));
    },
    [STOCK_ALERT_EMAIL_TASK]: async (task) => {
      if (typeof task.payload.alertId !== 'string') throw new Error('stock-alert-email task without an alert id');
      await sendStockAlert(db, mailing, task.payload.alertId);
    },
  };
}
