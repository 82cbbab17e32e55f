import { count } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { deliveryZones } from '../modules/delivery/delivery.tables.js';

/**
 * The demo shop delivers around Springfield (its counter is at 1200 Foundry Street): the centre by
 * the 627 postcodes, the outskirts by their own, longer postcodes (the more specific zone wins),
 * and Riverside further away.
 */
export const demoDeliveryZones: (typeof deliveryZones.$inferInsert)[] = [
  { name: 'Springfield central', postcodePrefixes: ['627'], places: ['Springfield'], feeCents: 990, siteFeeCents: 2490, freeFromCents: 25_000, slotCapacity: 8 },
  { name: 'Springfield outskirts', postcodePrefixes: ['62707', '62711', '62712'], places: ['Chatham', 'Rochester', 'Sherman'], feeCents: 1490, siteFeeCents: 3490, freeFromCents: 40_000, slotCapacity: 6 },
  { name: 'Riverside', postcodePrefixes: ['60546'], places: ['Riverside'], feeCents: 1990, siteFeeCents: 4490, freeFromCents: null, slotCapacity: 4 },
];

/** Adds the demo delivery zones to a shop without zones (so running it twice adds nothing). Returns how many it added. */
export async function seedDemoDeliveryZones(db: Executor): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(deliveryZones);
  if ((existing?.total ?? 0) > 0) return 0;
  const added = await db.insert(deliveryZones).values(demoDeliveryZones).onConflictDoNothing({ target: deliveryZones.name }).returning({ id: deliveryZones.id });
  return added.length;
}
