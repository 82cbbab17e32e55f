import type { NewTask } from '../../outbox/outbox.js';

/**
 * Outbox tasks of quotes (issue 15 §6), recorded in the transaction that makes the change and
 * sent after it commits (quote-mail.ts): the admins hear of a new request; the customer of the
 * answer (prices, last day) or of the refusal (the reason). One of each per quote.
 */
export const QUOTE_REQUESTED_EMAIL_TASK = 'quote-requested-email';
export const QUOTE_ANSWERED_EMAIL_TASK = 'quote-answered-email';
export const QUOTE_DECLINED_EMAIL_TASK = 'quote-declined-email';

type QuoteEmailKind = typeof QUOTE_REQUESTED_EMAIL_TASK | typeof QUOTE_ANSWERED_EMAIL_TASK | typeof QUOTE_DECLINED_EMAIL_TASK;

export function quoteEmailTask(kind: QuoteEmailKind, quoteId: string): NewTask {
  return { kind, key: `${kind}:${quoteId}`, payload: { quoteId } };
}

export function quoteIdOf(payload: Record<string, unknown>): string {
  if (typeof payload.quoteId !== 'string') throw new Error('quote email task without a quote id');
  return payload.quoteId;
}
