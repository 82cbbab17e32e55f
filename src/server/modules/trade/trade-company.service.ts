import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { tradeAccounts } from './trade.tables.js';

/** A trade account's company as its invoices name the buyer (issue 15 §5). */
export interface TradeCompany {
  name: string;
  /** Lines separated by new lines. */
  address: string;
  vatNumber: string;
}

/** The company of the customer's trade account; null when they have none (never applied, or the account is gone). */
export async function tradeCompanyOf(db: Executor, userId: string): Promise<TradeCompany | null> {
  const [row] = await db
    .select({ name: tradeAccounts.companyName, address: tradeAccounts.companyAddress, vatNumber: tradeAccounts.vatNumber })
    .from(tradeAccounts)
    .where(eq(tradeAccounts.userId, userId));
  return row ?? null;
}
