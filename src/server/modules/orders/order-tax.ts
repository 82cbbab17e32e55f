import { sql, type SQL } from 'drizzle-orm';
import type { TaxRule } from '../../../shared/tax.js';

/**
 * The tax of an order whose lines come to `linesTotal` (an SQL integer), as `orderTotals` of
 * shared/tax.ts works it out, in SQL, so an order is priced in the statement that takes its stock:
 * within a gross amount, amount × rate ÷ (1 + rate); on a net one, amount × rate; to the nearest
 * cent, halves up.
 */
export function orderTaxSql(linesTotal: SQL, rule: TaxRule): SQL {
  const rate = rule.rateBasisPoints;
  return rule.pricesIncludeTax
    ? sql`((${linesTotal})::bigint * ${rate} * 2 + ${10_000 + rate}) / ${2 * (10_000 + rate)}`
    : sql`((${linesTotal})::bigint * ${rate} + 5000) / 10000`;
}
