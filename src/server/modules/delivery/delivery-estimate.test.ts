import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredSlots } from '../../../shared/delivery.js';
import { estimateMessages, type DeliveryEstimate } from '../../../shared/schemas/delivery.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { bookSlot, type DeliveryZone } from './delivery.service.js';
import { deliveryZones } from './delivery.tables.js';

let zones = 0;

describe.each(testDatabaseKinds())('the delivery promise of a product page on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function zone(fields: Partial<typeof deliveryZones.$inferInsert> = {}): Promise<DeliveryZone> {
    zones += 1;
    const [row] = await t.database.db
      .insert(deliveryZones)
      .values({ name: `Estimate zone ${zones}`, postcodePrefixes: [`7${String(zones).padStart(2, '0')}`], feeCents: 990, siteFeeCents: 2490, freeFromCents: null, slotCapacity: 1, ...fields })
      .returning();
    if (!row) throw new Error('no zone');
    return row;
  }
  const estimate = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/delivery/estimate?${new URLSearchParams(query).toString()}` });

  it('answers a visitor, with no account, the zone and its first slot from tomorrow, as the checkout offers them', async () => {
    const z = await zone();
    const response = await estimate({ postcode: `${z.postcodePrefixes[0]}01` });
    expect(response.statusCode, response.body).toBe(200);
    const first = offeredSlots(t.shop.delivery, t.shop.timeZone, new Date())[0]!;
    expect(response.json<DeliveryEstimate>()).toEqual({
      postcode: `${z.postcodePrefixes[0]}01`,
      zone: z.name,
      slot: { day: first.day, window: first.window },
      message: null,
      pickup: { address: t.shop.delivery.pickup.address, hours: t.shop.delivery.pickup.hours },
    });
  });

  it('skips a slot that is full, as the checkout would refuse it', async () => {
    const z = await zone({ slotCapacity: 1 });
    const [first, second] = offeredSlots(t.shop.delivery, t.shop.timeZone, new Date());
    expect(await bookSlot(t.database.db, z, first!)).toBe(true);
    const answer = (await estimate({ postcode: `${z.postcodePrefixes[0]}99` })).json<DeliveryEstimate>();
    expect(answer.slot).toEqual({ day: second!.day, window: second!.window });
  });

  it('promises no slot when every one is taken, and says to collect instead', async () => {
    const z = await zone({ slotCapacity: 1 });
    for (const slot of offeredSlots(t.shop.delivery, t.shop.timeZone, new Date())) expect(await bookSlot(t.database.db, z, slot)).toBe(true);
    const answer = (await estimate({ postcode: `${z.postcodePrefixes[0]}55` })).json<DeliveryEstimate>();
    expect(answer).toMatchObject({ zone: z.name, slot: null, message: estimateMessages(t.shop.postcode).slotsFull });
  });

  it('finds a zone by its town when the postcode alone does not, and says when none delivers', async () => {
    const z = await zone({ postcodePrefixes: [], places: ['Estimateville'] });
    expect((await estimate({ postcode: '00000', city: 'estimateville' })).json<DeliveryEstimate>().zone).toBe(z.name);
    const none = (await estimate({ postcode: '00000' })).json<DeliveryEstimate>();
    expect(none).toMatchObject({ zone: null, slot: null, message: 'We do not deliver to this ZIP code yet: collect your order at the trade counter.' });
  });

  it('does not promise a stopped zone', async () => {
    const z = await zone({ active: false });
    expect((await estimate({ postcode: `${z.postcodePrefixes[0]}11` })).json<DeliveryEstimate>().zone).toBeNull();
  });

  it.each([
    [{}, 'Postcode is required'],
    [{ postcode: '' }, 'Postcode is required'],
    [{ postcode: '<script>' }, 'Postcode may contain only letters, digits, spaces and dashes'],
    [{ postcode: "1' or 1=1 --" }, 'Postcode may contain only letters, digits, spaces and dashes'],
    [{ postcode: '1'.repeat(40) }, 'Postcode must be at most 16 characters'],
    [{ postcode: '62701', city: 'x'.repeat(200) }, 'City must be at most 80 characters'],
    // The demo shop's rule (content/shop.json): five digits, or five and four.
    [{ postcode: '6270' }, 'ZIP code must look like 62701'],
    [{ postcode: 'SW1A 1AA' }, 'ZIP code must look like 62701'],
  ])('refuses %j with a 400 that says why', async (query, message) => {
    const response = await estimate(query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body).toContain(message);
  });
});
