import type { NewTask } from '../../outbox/outbox.js';

/**
 * Outbox task recorded in the transaction that opened a low-stock notice: the admins' email about
 * it (low-stock-mail.ts sends it after the commit). One per notice, so its key is the notice's.
 */
export const LOW_STOCK_EMAIL_TASK = 'low-stock-email';

export function lowStockEmailTask(noticeId: string): NewTask {
  return { kind: LOW_STOCK_EMAIL_TASK, key: `low-stock-email:${noticeId}`, payload: { noticeId } };
}

export function lowStockNoticeIdOf(payload: Record<string, unknown>): string {
  if (typeof payload.noticeId !== 'string') throw new Error('low-stock-email task without a notice id');
  return payload.noticeId;
}
