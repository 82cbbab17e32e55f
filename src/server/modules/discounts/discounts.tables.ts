import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { orders } from '../orders/orders.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A discount code an admin made: a percentage (`percent_basis_points`, 1,000 = 10 %) or a fixed
 * amount (`amount_cents`) off the lines of an order whose lines reach `min_order_cents`, between
 * `starts_at` and `ends_at`, at most `max_uses` times in all and `max_uses_per_customer` times by
 * one customer. `code_key` is the code upper-cased: customers type it in any case.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    percentBasisPoints: integer('percent_basis_points'),
    amountCents: integer('amount_cents'),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Orders placed with it and not cancelled; checked and raised under the code row's lock. */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    archivedAt: at('archived_at'),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key_idx').on(t.codeKey),
    check('discount_codes_kind_known', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'discount_codes_value_matches_kind',
      sql`(${t.kind} = 'percent' and ${t.percentBasisPoints} between 1 and 10000 and ${t.amountCents} is null) or (${t.kind} = 'amount' and ${t.amountCents} > 0 and ${t.percentBasisPoints} is null)`,
    ),
    check('discount_codes_min_order_not_negative', sql`${t.minOrderCents} >= 0`),
    check('discount_codes_dates_in_order', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('discount_codes_limits_positive', sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0)`),
    check('discount_codes_used_within_limit', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
  ],
);

/** One use of a code: the order it took money off. Removed when that order is cancelled or expires. */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    discountCents: integer('discount_cents').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [index('discount_code_uses_code_user_idx').on(t.codeId, t.userId)],
);
