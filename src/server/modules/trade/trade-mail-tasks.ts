import type { NewTask } from '../../outbox/outbox.js';

/**
 * Outbox task recorded in the transaction that answered a trade application: the customer's
 * email about the decision (trade-mail.ts sends it after the commit). One per decision, so its
 * key names the account and the moment it was decided.
 */
export const TRADE_ACCOUNT_EMAIL_TASK = 'trade-account-email';

export type TradeDecision = 'approved' | 'refused';

export interface TradeDecisionTask {
  userId: string;
  decision: TradeDecision;
  decidedAt: Date;
}

export function tradeAccountEmailTask({ userId, decision, decidedAt }: TradeDecisionTask): NewTask {
  return { kind: TRADE_ACCOUNT_EMAIL_TASK, key: `trade-account-email:${userId}:${decision}:${decidedAt.getTime()}`, payload: { userId, decision, decidedAt: decidedAt.toISOString() } };
}

export function tradeDecisionOf(payload: Record<string, unknown>): TradeDecisionTask {
  const { userId, decision, decidedAt } = payload;
  if (typeof userId !== 'string' || (decision !== 'approved' && decision !== 'refused') || typeof decidedAt !== 'string') throw new Error('trade-account-email task without an account, a decision and its time');
  return { userId, decision, decidedAt: new Date(decidedAt) };
}
