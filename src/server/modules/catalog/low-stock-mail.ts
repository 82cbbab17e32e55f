import { lowStockInboxPath, stockHistoryPath } from '../../../shared/routes.js';
import type { Database } from '../../db/database.js';
import type { Mail, Mailer } from '../../mail/mailer.js';
import { shopMail, type ShopMailSender } from '../../mail/shop-mail.js';
import type { TaskHandler } from '../../outbox/outbox-worker.js';
import { adminEmailAddresses } from '../accounts/users.service.js';
import { lowStockNoticeOf } from './low-stock.service.js';
import { LOW_STOCK_EMAIL_TASK, lowStockNoticeIdOf } from './low-stock-tasks.js';

export interface LowStockMailing extends ShopMailSender {
  mailer: Mailer;
  /** ADMIN_EMAILS: the shop's owners, told even before they have an account. */
  ownerEmails: readonly string[];
}

/** The email to the admins about one low-stock notice: the product, its pieces and threshold, where to see more. */
export function lowStockMail(sender: ShopMailSender, { to, productName, quantity, threshold, historyUrl, inboxUrl, messageId }: { to: string; productName: string; quantity: number; threshold: number; historyUrl: string; inboxUrl: string; messageId: string }): Mail {
  return shopMail(sender, {
    to,
    subject: `Low stock: ${productName} (${quantity} left)`,
    blocks: [
      { kind: 'paragraph', strong: productName, text: `is running low at ${sender.shopName}: ${quantity} ${quantity === 1 ? 'piece' : 'pieces'} left, at or below its threshold of ${threshold}.` },
      { kind: 'rows', caption: 'Stock', rows: [['Pieces on hand', String(quantity)], ['Low-stock threshold', String(threshold)]] },
      { kind: 'link', label: 'See where the stock went', url: historyUrl },
      { kind: 'link', label: 'Open the low-stock inbox', url: inboxUrl, quiet: true },
      { kind: 'small', text: 'You get this email once each time the product falls to its threshold.' },
    ],
    messageId,
  });
}

/** Everyone who runs the shop: the admins' accounts and the owners' addresses (ADMIN_EMAILS), each once. */
async function adminAddresses(db: Database, ownerEmails: readonly string[]): Promise<string[]> {
  const admins = await adminEmailAddresses(db);
  return [...new Set([...admins, ...ownerEmails].map((email) => email.toLowerCase()))].sort();
}

/**
 * Sends the admins the email of one notice, as one message to all of them; not when the stock
 * rose again (the notice was resolved) or the product left the shop before it could go.
 */
export async function sendLowStockEmail(db: Database, mailing: LowStockMailing, noticeId: string): Promise<boolean> {
  const notice = await lowStockNoticeOf(db, noticeId);
  if (!notice || notice.resolved || notice.product.archived) return false;
  const to = await adminAddresses(db, mailing.ownerEmails);
  if (to.length === 0) return false;
  await mailing.mailer.send(
    lowStockMail(mailing, {
      to: to.join(', '),
      productName: notice.product.name,
      quantity: notice.quantity,
      threshold: notice.threshold,
      historyUrl: `${mailing.publicUrl}${stockHistoryPath(notice.product.id)}`,
      inboxUrl: `${mailing.publicUrl}${lowStockInboxPath}`,
      messageId: `low-stock.${notice.id}`,
    }),
  );
  return true;
}

/** The outbox handlers of the low-stock notices. */
export function lowStockTaskHandlers(db: Database, mailing: LowStockMailing): Record<string, TaskHandler> {
  return {
    [LOW_STOCK_EMAIL_TASK]: async (task) => {
      await sendLowStockEmail(db, mailing, lowStockNoticeIdOf(task.payload));
    },
  };
}
