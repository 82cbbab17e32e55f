import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/database.js';
import { listPricing, type LinePricing } from '../orders/order-lines-check.js';

/** What paying on invoice allows an approved trade account right now (issue 15 §5). */
export interface InvoiceAllowance {
  paymentTermsDays: number;
  creditLimit: number;
  /** The totals of its open invoices: orders on invoice neither paid nor cancelled. */
  creditUsed: number;
}

/** Whose prices a customer buys at, and whether they may pay on invoice. */
export interface TradeBuyer {
  pricing: LinePricing;
  /** Null: not an approved trade account, or one without payment terms. */
  invoice: InvoiceAllowance | null;
}

const listBuyer: TradeBuyer = { pricing: listPricing, invoice: null };

/**
 * The customer's trade terms as they stand: an approved account's tier share and its invoice
 * allowance; everyone else buys at list prices. Read in the order's transaction after the
 * customer's lock, so two orders on invoice at once are judged one after the other.
 */
export async function tradeBuyerOf(db: Executor, userId: string): Promise<TradeBuyer> {
  const [row] = await rowsOf<{ discount: number; terms: number; credit_limit: number; credit_used: number }>(
    db,
    sql`select t.discount_basis_points as discount, a.payment_terms_days as terms, a.credit_limit_cents as credit_limit,
               (select coalesce(sum(o.total_cents), 0)::integer from orders o
                 where o.user_id = a.user_id and o.payment_choice = 'invoice' and o.paid_at is null and o.status <> 'cancelled') as credit_used
          from trade_accounts a join trade_tiers t on t.id = a.tier_id
         where a.user_id = ${userId} and a.status = 'approved'`,
  );
  if (!row) return listBuyer;
  return {
    pricing: { tradeDiscountBasisPoints: row.discount },
    invoice: row.terms > 0 ? { paymentTermsDays: row.terms, creditLimit: row.credit_limit, creditUsed: row.credit_used } : null,
  };
}
