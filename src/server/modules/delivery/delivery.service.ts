import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { isDay, mostSpecificZone, offeredSlots, type Slot } from '../../../shared/delivery.js';
import { AppError } from '../../../shared/errors.js';
import { assertPostcodeFits } from '../../../shared/shop-locale.js';
import { deliveryMessages, estimateMessages, type DeliveryEstimate, type DeliveryOptions, type SlotAvailability } from '../../../shared/schemas/delivery.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import { rowsOf, type Executor } from '../../db/database.js';
import { checkoutSettings, deliverySlotBookings, deliveryZones } from './delivery.tables.js';

/** A delivery zone as stored. */
export type DeliveryZone = typeof deliveryZones.$inferSelect;

/**
 * The active zone that delivers to the address, or null. When several cover it, the most specific
 * wins: the longest matching postcode prefix, then "city / district" before the city alone.
 */
export async function zoneForAddress(db: Executor, address: { postcode: string; city: string; district?: string }): Promise<DeliveryZone | null> {
  const zones = await db.select().from(deliveryZones).where(eq(deliveryZones.active, true));
  return mostSpecificZone(zones, address);
}

const notOffered = () => new AppError('VALIDATION_FAILED', 'Choose one of the offered delivery slots', { errors: [{ field: 'slot', message: 'Choose one of the offered delivery slots' }] });

/**
 * Books one delivery in the zone's slot, in ONE statement: the first booking inserts the slot's
 * row, later ones add one while it is below the capacity. Concurrent bookings of the same slot
 * queue on its row, and each sees the count the one before left, so a slot is never overbooked.
 * False: the slot is full (nothing was booked). Checking that the slot is offered is the caller's.
 */
export async function bookSlot(tx: Executor, zone: { id: string }, slot: Slot): Promise<boolean> {
  if (!isDay(slot.day)) throw notOffered();
  // The zone's capacity (and that it still delivers) is read in the statement itself, so an admin's change made meanwhile counts.
  const booked = await rowsOf<{ booked: number }>(
    tx,
    sql`insert into delivery_slot_bookings (zone_id, day, "window", booked)
        select id, ${slot.day}::date, ${slot.window}, 1 from delivery_zones where id = ${zone.id} and active and slot_capacity >= 1
        on conflict (zone_id, day, "window") do update set booked = delivery_slot_bookings.booked + 1
         where delivery_slot_bookings.booked < (select z.slot_capacity from delivery_zones z where z.id = delivery_slot_bookings.zone_id and z.active)
        returning booked`,
  );
  return booked.length === 1;
}

/** Gives a booked delivery back to its slot (an order cancelled): one less, never below 0. */
export async function releaseSlot(tx: Executor, zoneId: string, slot: Slot): Promise<void> {
  if (!isDay(slot.day)) return;
  await tx
    .update(deliverySlotBookings)
    .set({ booked: sql`${deliverySlotBookings.booked} - 1` })
    .where(and(eq(deliverySlotBookings.zoneId, zoneId), eq(deliverySlotBookings.day, slot.day), eq(deliverySlotBookings.window, slot.window), gt(deliverySlotBookings.booked, 0)));
}

/** The slots offered at `now` with the deliveries each can still take in the zone, earliest first. */
export async function slotAvailability(
  db: Executor,
  zone: { id: string; slotCapacity: number },
  config: ShopConfig['delivery'],
  timeZone: string,
  now: Date,
): Promise<SlotAvailability[]> {
  const slots = offeredSlots(config, timeZone, now);
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const rows = await db
    .select({ day: deliverySlotBookings.day, window: deliverySlotBookings.window, booked: deliverySlotBookings.booked })
    .from(deliverySlotBookings)
    .where(and(eq(deliverySlotBookings.zoneId, zone.id), gte(deliverySlotBookings.day, first.day), lte(deliverySlotBookings.day, last.day)));
  const booked = new Map(rows.map((row) => [`${row.day}|${row.window}`, row.booked]));
  return slots.map((slot) => ({ ...slot, remaining: Math.max(0, zone.slotCapacity - (booked.get(`${slot.day}|${slot.window}`) ?? 0)) }));
}

/** The largest order total (cents) that may be paid in cash on delivery; 0 (none) if the setting is missing. */
export async function cashOnDeliveryMax(db: Executor): Promise<number> {
  const [row] = await db.select({ max: checkoutSettings.cashOnDeliveryMaxCents }).from(checkoutSettings).where(eq(checkoutSettings.id, true));
  return row?.max ?? 0;
}

/** PUT /api/delivery/settings: the cash-on-delivery maximum (already validated). */
export async function setCashOnDeliveryMax(db: Executor, cents: number): Promise<number> {
  const [row] = await db
    .insert(checkoutSettings)
    .values({ id: true, cashOnDeliveryMaxCents: cents })
    .onConflictDoUpdate({ target: checkoutSettings.id, set: { cashOnDeliveryMaxCents: cents, updatedAt: new Date() } })
    .returning({ max: checkoutSettings.cashOnDeliveryMaxCents });
  return row?.max ?? cents;
}

/** POST /api/delivery/options: the zone, fees and free slots for the address, pickup and the cash-on-delivery maximum. */
export async function deliveryOptions(db: Executor, address: { postcode: string; city: string; district?: string }, shop: Pick<ShopConfig, 'delivery' | 'timeZone' | 'postcode'>, now = new Date()): Promise<DeliveryOptions> {
  assertPostcodeFits(shop.postcode, address.postcode, 'address.postcode');
  const [zone, codMax] = await Promise.all([zoneForAddress(db, address), cashOnDeliveryMax(db)]);
  const pickup = { address: shop.delivery.pickup.address, hours: shop.delivery.pickup.hours };
  if (!zone) return { zone: null, message: deliveryMessages.noZone, slots: [], pickup, cashOnDeliveryMax: codMax };
  return {
    zone: { id: zone.id, name: zone.name, fee: zone.feeCents, siteFee: zone.siteFeeCents, freeFrom: zone.freeFromCents },
    message: null,
    slots: await slotAvailability(db, zone, shop.delivery, shop.timeZone, now),
    pickup,
    cashOnDeliveryMax: codMax,
  };
}

/**
 * GET /api/delivery/estimate: when an order placed now would arrive at a postcode, by the rules the
 * checkout applies (the zone that delivers there, its first offered slot with room), so the product
 * page never promises what the checkout would refuse.
 */
export async function deliveryEstimate(db: Executor, place: { postcode: string; city?: string | undefined }, shop: Pick<ShopConfig, 'delivery' | 'timeZone' | 'postcode'>, now = new Date()): Promise<DeliveryEstimate> {
  const pickup = { address: shop.delivery.pickup.address, hours: shop.delivery.pickup.hours };
  const postcode = place.postcode.trim();
  assertPostcodeFits(shop.postcode, postcode, 'postcode');
  const zone = await zoneForAddress(db, { postcode, city: place.city ?? '' });
  const messages = estimateMessages(shop.postcode);
  if (!zone) return { postcode, zone: null, slot: null, message: messages.noZone, pickup };
  const first = (await slotAvailability(db, zone, shop.delivery, shop.timeZone, now)).find((slot) => slot.remaining > 0);
  return { postcode, zone: zone.name, slot: first ? { day: first.day, window: first.window } : null, message: first ? null : messages.slotsFull, pickup };
}
