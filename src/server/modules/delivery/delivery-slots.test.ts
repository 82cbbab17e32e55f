import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn, offeredSlots } from '../../../shared/delivery.js';
import { deliveryMessages, type DeliveryOptions } from '../../../shared/schemas/delivery.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { bookSlot, releaseSlot, slotAvailability, zoneForAddress, type DeliveryZone } from './delivery.service.js';
import { deliverySlotBookings, deliveryZones } from './delivery.tables.js';

let zones = 0;

describe.each(testDatabaseKinds())('delivery slots and options on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  async function zone(fields: Partial<typeof deliveryZones.$inferInsert> = {}): Promise<DeliveryZone> {
    zones += 1;
    const [row] = await db()
      .insert(deliveryZones)
      .values({ name: `Slot zone ${zones}`, postcodePrefixes: [`8${zones}`], feeCents: 990, siteFeeCents: 2490, freeFromCents: 25_000, slotCapacity: 3, ...fields })
      .returning();
    if (!row) throw new Error('no zone');
    return row;
  }
  const bookedIn = async (zoneId: string, slot: { day: string; window: string }) => {
    const [row] = await db()
      .select({ booked: deliverySlotBookings.booked })
      .from(deliverySlotBookings)
      .where(and(eq(deliverySlotBookings.zoneId, zoneId), eq(deliverySlotBookings.day, slot.day), eq(deliverySlotBookings.window, slot.window)));
    return row?.booked ?? 0;
  };
  const tomorrow = () => ({ day: addDays(dayIn(t.shop.timeZone, new Date()), 1), window: t.shop.delivery.slotWindows[0] ?? '' });
  const options = (address: unknown, user: TestUser | null = customer) =>
    t.app.inject({ method: 'POST', url: '/api/delivery/options', payload: { address } as Record<string, unknown>, headers: user ? { cookie: user.cookie } : {} });

  describe('booking a slot', () => {
    it('books up to the capacity, then answers false and books nothing more', async () => {
      const z = await zone({ slotCapacity: 2 });
      const slot = tomorrow();
      expect(await bookSlot(db(), z, slot)).toBe(true);
      expect(await bookSlot(db(), z, slot)).toBe(true);
      expect(await bookSlot(db(), z, slot)).toBe(false);
      expect(await bookedIn(z.id, slot)).toBe(2);
      // Another window of the same day and the same window of another zone are their own slots.
      const other = { ...slot, window: t.shop.delivery.slotWindows[1] ?? '' };
      expect(await bookSlot(db(), z, other)).toBe(true);
      const second = await zone({ slotCapacity: 2 });
      expect(await bookSlot(db(), second, slot)).toBe(true);
    });

    it("books against the zone as it is when booking: a capacity lowered or a zone stopped meanwhile counts, whatever the caller read before", async () => {
      const z = await zone({ slotCapacity: 3 });
      const slot = tomorrow();
      expect(await bookSlot(db(), z, slot)).toBe(true);
      await db().update(deliveryZones).set({ slotCapacity: 1 }).where(eq(deliveryZones.id, z.id));
      expect(await bookSlot(db(), z, slot)).toBe(false);
      const stopped = await zone({ slotCapacity: 3 });
      await db().update(deliveryZones).set({ active: false }).where(eq(deliveryZones.id, stopped.id));
      expect(await bookSlot(db(), stopped, slot)).toBe(false);
      expect([await bookedIn(z.id, slot), await bookedIn(stopped.id, slot)]).toEqual([1, 0]);
    });

    it('never overbooks under concurrency: capacity 3, 10 bookings at once → exactly 3 booked', async () => {
      const z = await zone({ slotCapacity: 3 });
      const slot = tomorrow();
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          db().transaction(async (tx) => {
            const booked = await bookSlot(tx, z, slot);
            // Each booking's transaction stays open a moment, so the others queue on the slot's row.
            await tx.execute(sql`select pg_sleep(0.02)`);
            return booked;
          }),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(3);
      expect(await bookedIn(z.id, slot)).toBe(3);
    });

    it('loses nothing when the transaction that booked is rolled back', async () => {
      const z = await zone({ slotCapacity: 1 });
      const slot = tomorrow();
      await expect(
        db().transaction(async (tx) => {
          expect(await bookSlot(tx, z, slot)).toBe(true);
          throw new Error('the order could not be placed');
        }),
      ).rejects.toThrow('the order could not be placed');
      expect(await bookedIn(z.id, slot)).toBe(0);
      expect(await bookSlot(db(), z, slot)).toBe(true);
    });

    it('releases a booking, never below 0, and the slot can be booked again', async () => {
      const z = await zone({ slotCapacity: 1 });
      const slot = tomorrow();
      expect(await bookSlot(db(), z, slot)).toBe(true);
      expect(await bookSlot(db(), z, slot)).toBe(false);
      await releaseSlot(db(), z.id, slot);
      expect(await bookedIn(z.id, slot)).toBe(0);
      await releaseSlot(db(), z.id, slot);
      await releaseSlot(db(), z.id, { ...slot, window: 'never-booked' });
      expect(await bookedIn(z.id, slot)).toBe(0);
      expect(await bookSlot(db(), z, slot)).toBe(true);
    });

    it('refuses a day that is not a calendar day with a readable 400, without touching the database', async () => {
      const z = await zone();
      await expect(bookSlot(db(), z, { day: '2025-02-30', window: '08:00-12:00' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('free slots', () => {
    it('lists every offered slot with what it can still take', async () => {
      const z = await zone({ slotCapacity: 3 });
      const now = new Date();
      const offered = offeredSlots(t.shop.delivery, t.shop.timeZone, now);
      const [first, second] = offered;
      if (!first || !second) throw new Error('no slots offered');
      await bookSlot(db(), z, first);
      for (let i = 0; i < 3; i += 1) await bookSlot(db(), z, second);
      const availability = await slotAvailability(db(), z, t.shop.delivery, t.shop.timeZone, now);
      expect(availability.map(({ day, window }) => ({ day, window }))).toEqual(offered);
      expect(availability[0]).toEqual({ ...first, remaining: 2 });
      expect(availability[1]).toEqual({ ...second, remaining: 0 });
      expect(availability.slice(2).every((slot) => slot.remaining === 3)).toBe(true);
      // A capacity lowered below what is booked shows the slot full, not a negative number.
      expect((await slotAvailability(db(), { id: z.id, slotCapacity: 2 }, t.shop.delivery, t.shop.timeZone, now))[1]?.remaining).toBe(0);
    });
  });

  describe('zone of an address', () => {
    it('matches by postcode prefix or place, the most specific zone winning, inactive zones ignored', async () => {
      const central = await zone({ name: 'Lakeview central', postcodePrefixes: ['551'], places: ['Lakeview'] });
      const north = await zone({ name: 'Lakeview north', postcodePrefixes: ['55107'], places: [] });
      const harbour = await zone({ name: 'Lakeview harbour', postcodePrefixes: [], places: ['Lakeview / Harbour'] });
      const closed = await zone({ name: 'Lakeview closed', postcodePrefixes: ['551077'], places: ['Lakeview / Old town'], active: false });

      const find = (postcode: string, city: string, district?: string) => zoneForAddress(db(), { postcode, city, ...(district === undefined ? {} : { district }) });
      expect((await find('551 01', 'Elsewhere'))?.id).toBe(central.id);
      expect((await find('55107', 'Lakeview'))?.id).toBe(north.id);
      expect((await find('00000', ' LAKEVIEW ', 'harbour'))?.id).toBe(harbour.id);
      expect((await find('00000', 'Lakeview'))?.id).toBe(central.id);
      // The inactive zone has the longest prefix and the district, but delivers nowhere.
      expect((await find('551077', 'Lakeview'))?.id).toBe(north.id);
      expect((await find('00000', 'Lakeview', 'Old town'))?.id).toBe(central.id);
      expect(await find('00000', 'Nowhere')).toBeNull();
      expect(closed.active).toBe(false);
    });
  });

  describe('POST /api/delivery/options', () => {
    it('answers the zone, its fees and free slots, pickup and the cash-on-delivery maximum', async () => {
      const z = await zone({ name: 'Options zone', postcodePrefixes: ['4455'], places: [], slotCapacity: 5, freeFromCents: null });
      const response = await options({ postcode: ' 44551 ', city: 'Anywhere' });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<DeliveryOptions>();
      expect(body.zone).toEqual({ id: z.id, name: 'Options zone', fee: 990, siteFee: 2490, freeFrom: null });
      expect(body.message).toBeNull();
      expect(body.slots).toHaveLength(t.shop.delivery.slotDaysAhead * t.shop.delivery.slotWindows.length);
      expect(body.slots[0]).toEqual({ ...tomorrow(), remaining: 5 });
      expect(body.pickup).toEqual(t.shop.delivery.pickup);
      expect(body.cashOnDeliveryMax).toBe(50_000);

      await t.app.inject({ method: 'PUT', url: '/api/delivery/settings', payload: { cashOnDeliveryMax: 30_000 }, headers: { cookie: admin.cookie } });
      expect((await options({ postcode: '44551-0012', city: 'Anywhere' })).json<DeliveryOptions>().cashOnDeliveryMax).toBe(30_000);
    });

    it('offers pickup only, with a clear message, outside every zone or in a deactivated one', async () => {
      const z = await zone({ name: 'Soon closed', postcodePrefixes: ['3344'], places: [] });
      expect((await options({ postcode: '33440', city: 'X' })).json<DeliveryOptions>().zone?.id).toBe(z.id);
      await t.app.inject({ method: 'PUT', url: `/api/delivery/zones/${z.id}`, payload: { active: false }, headers: { cookie: admin.cookie } });
      const response = await options({ postcode: '33440', city: 'X' });
      expect(response.statusCode).toBe(200);
      expect(response.json<DeliveryOptions>()).toMatchObject({ zone: null, message: deliveryMessages.noZone, slots: [], pickup: t.shop.delivery.pickup });
    });

    it('refuses a missing or bad address with messages on its fields, and visitors with 401', async () => {
      const bad = await options({ postcode: '', city: 'x'.repeat(81) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'address.postcode', message: 'Postcode is required' },
          { field: 'address.city', message: 'City must be at most 80 characters' },
        ]),
      );
      expect((await options(undefined)).statusCode).toBe(400);
      expect((await options({ postcode: '627<script>', city: 'Springfield' })).json().errors).toEqual([{ field: 'address.postcode', message: 'Postcode may contain only letters, digits, spaces and dashes' }]);
      expect((await options({ postcode: '62701', city: 'Springfield' }, null)).statusCode).toBe(401);
    });

    it("refuses a postcode that breaks the shop's rule (the demo shop's ZIP codes), naming it as the shop does", async () => {
      for (const postcode of ['6270', '627011', 'SW1A 1AA', '62701-12']) {
        const response = await options({ postcode, city: 'Springfield' });
        expect(response.statusCode, postcode).toBe(400);
        expect(response.json().errors).toEqual([{ field: 'address.postcode', message: `ZIP code must look like ${t.shop.postcode.example}` }]);
      }
    });
  });
});
