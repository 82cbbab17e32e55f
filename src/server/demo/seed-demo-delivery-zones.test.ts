import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryFee } from '../../shared/delivery.js';
import { zoneForAddress } from '../modules/delivery/delivery.service.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { seedDemoDeliveryZones } from './seed-demo-delivery-zones.js';

describe.each(testDatabaseKinds())('demo delivery zones on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('are added once, and cover the demo addresses around Springfield', async () => {
    expect(await seedDemoDeliveryZones(t.database.db)).toBe(3);
    expect(await seedDemoDeliveryZones(t.database.db)).toBe(0);
    const zoneOf = async (postcode: string, city: string) => (await zoneForAddress(t.database.db, { postcode, city }))?.name;
    expect(await zoneOf('62701', 'Springfield')).toBe('Springfield central');
    expect(await zoneOf('', 'springfield')).toBe('Springfield central');
    expect(await zoneOf('62707', 'Springfield')).toBe('Springfield outskirts');
    expect(await zoneOf('62629', 'Chatham')).toBe('Springfield outskirts');
    expect(await zoneOf('60546', 'Riverside')).toBe('Riverside');
    expect(await zoneOf('LS1 4DY', 'Leeds')).toBeUndefined();
    const central = await zoneForAddress(t.database.db, { postcode: '62704', city: 'Springfield' });
    expect(central && [deliveryFee(central, 'home', 10_000), deliveryFee(central, 'site', 10_000), deliveryFee(central, 'home', 25_000), central.slotCapacity]).toEqual([990, 2490, 0, 8]);
  });
});
