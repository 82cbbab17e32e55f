import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A trade price tier (issue 15 §5): a named share off the list price of every product for the
 * trade accounts an admin puts in it ("Trade" 10 %, "Contractor" 15 %). Quantity-break prices
 * then apply on top of the trade price. Basis points: 1,000 = 10 %.
 */
export const tradeTiers = pgTable(
  'trade_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Upper-cased name: two tiers cannot differ only by case. */
    nameKey: text('name_key').notNull(),
    discountBasisPoints: integer('discount_basis_points').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trade_tiers_name_key_idx').on(t.nameKey), check('trade_tiers_discount_range', sql`${t.discountBasisPoints} between 1 and 5000`)],
);

/**
 * A customer's trade account (issue 15 §5): applied for with the company's name, address and VAT
 * number; an admin approves it (with a tier, payment terms and a credit limit) or refuses it with
 * a reason. A refused customer may apply again (the row goes back to `applied`).
 * `payment_terms_days` 0 means the account may not pay on invoice.
 */
export const tradeAccounts = pgTable(
  'trade_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('applied'),
    companyName: text('company_name').notNull(),
    /** The company's address as its invoices show it, lines separated by new lines. */
    companyAddress: text('company_address').notNull(),
    vatNumber: text('vat_number').notNull(),
    tierId: uuid('tier_id').references(() => tradeTiers.id, { onDelete: 'restrict' }),
    paymentTermsDays: integer('payment_terms_days').notNull().default(0),
    creditLimitCents: integer('credit_limit_cents').notNull().default(0),
    refusalReason: text('refusal_reason'),
    appliedAt: at('applied_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('trade_accounts_status_known', sql`${t.status} in ('applied', 'approved', 'refused')`),
    check('trade_accounts_approved_has_tier', sql`${t.status} <> 'approved' or ${t.tierId} is not null`),
    check('trade_accounts_refused_has_reason', sql`${t.status} <> 'refused' or ${t.refusalReason} is not null`),
    check('trade_accounts_terms_range', sql`${t.paymentTermsDays} between 0 and 120`),
    check('trade_accounts_credit_not_negative', sql`${t.creditLimitCents} >= 0`),
    index('trade_accounts_status_idx').on(t.status, t.appliedAt),
  ],
);
