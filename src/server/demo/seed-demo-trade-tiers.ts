import { count } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { tierNameKeyOf } from '../modules/trade/trade-tiers.service.js';
import { tradeTiers } from '../modules/trade/trade.tables.js';

/** The demo shop's trade price tiers (issue 15 §5): 10 % off list prices for the trade, 15 % for contractors. */
export const demoTradeTiers: { name: string; discountBasisPoints: number }[] = [
  { name: 'Trade', discountBasisPoints: 1_000 },
  { name: 'Contractor', discountBasisPoints: 1_500 },
];

/** Adds the demo trade tiers to a shop without tiers (so running it twice adds nothing). Returns how many it added. */
export async function seedDemoTradeTiers(db: Executor): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(tradeTiers);
  if ((existing?.total ?? 0) > 0) return 0;
  const added = await db
    .insert(tradeTiers)
    .values(demoTradeTiers.map((tier) => ({ ...tier, nameKey: tierNameKeyOf(tier.name) })))
    .onConflictDoNothing({ target: tradeTiers.nameKey })
    .returning({ id: tradeTiers.id });
  return added.length;
}
