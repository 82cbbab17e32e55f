import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Where the shop delivers: an address is in a zone when its postcode starts with one of the
 * zone's prefixes or its city (or "city / district") is one of the zone's places (compared
 * case-insensitively). Fees in cents; free above `free_from_cents` when set.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    postcodePrefixes: text('postcode_prefixes').array().notNull().default(sql`'{}'::text[]`),
    places: text('places').array().notNull().default(sql`'{}'::text[]`),
    feeCents: integer('fee_cents').notNull(),
    siteFeeCents: integer('site_fee_cents').notNull(),
    freeFromCents: integer('free_from_cents'),
    /** Deliveries one slot (a time window of one day) of this zone can take. */
    slotCapacity: integer('slot_capacity').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('delivery_zones_fees_not_negative', sql`${t.feeCents} >= 0 and ${t.siteFeeCents} >= 0 and (${t.freeFromCents} is null or ${t.freeFromCents} >= 0)`),
    check('delivery_zones_capacity_positive', sql`${t.slotCapacity} > 0`),
  ],
);

/** Deliveries booked in one slot of one zone: never more than the zone's capacity. */
export const deliverySlotBookings = pgTable(
  'delivery_slot_bookings',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The window as the shop names it, e.g. "08:00-12:00" (content/shop.json). */
    window: text('window').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.day, t.window] }), check('delivery_slot_bookings_booked_not_negative', sql`${t.booked} >= 0`)],
);

/** Checkout settings an admin changes (one row). */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** The largest order total that may be paid in cash on delivery. */
    cashOnDeliveryMaxCents: integer('cash_on_delivery_max_cents').notNull().default(50_000),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('checkout_settings_one_row', sql`${t.id}`), check('checkout_settings_cod_not_negative', sql`${t.cashOnDeliveryMaxCents} >= 0`)],
);
