import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS } from '../../../shared/money.js';
import { deliveryMessages, type DeliveryZoneView } from '../../../shared/schemas/delivery.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

const m = deliveryMessages;
let zones = 0;

/** A valid new zone with a name of its own. */
function newZone(overrides: Record<string, unknown> = {}) {
  zones += 1;
  return { name: `Zone ${zones}`, postcodePrefixes: [`9${zones}`], places: [], fee: 990, siteFee: 2490, freeFrom: 25_000, slotCapacity: 8, ...overrides };
}

describe.each(testDatabaseKinds())('delivery zones and the cash-on-delivery maximum on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, user: TestUser | null = admin) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: user ? { cookie: user.cookie } : {} });
  const add = async (zone: Record<string, unknown>) => {
    const response = await send('POST', '/api/delivery/zones', zone);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: string; zone: DeliveryZoneView }>().zone;
  };
  const listed = async () => (await send('GET', '/api/delivery/zones')).json<{ zones: DeliveryZoneView[] }>().zones;
  const expectRefused = async (response: Awaited<ReturnType<typeof send>>, field: string, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().errors).toContainEqual({ field, message });
  };

  describe('managing zones', () => {
    it('adds an active zone with its prefixes normalised and lists it', async () => {
      const response = await send('POST', '/api/delivery/zones', newZone({ name: '  Springfield central ', postcodePrefixes: [' 627 ', 'ls 1'], places: ['  Springfield ', 'Springfield/ Downtown'] }));
      expect(response.statusCode, response.body).toBe(201);
      const { message, zone } = response.json<{ message: string; zone: DeliveryZoneView }>();
      expect(message).toBe(m.zoneAdded);
      expect(zone).toMatchObject({ name: 'Springfield central', postcodePrefixes: ['627', 'LS1'], places: ['Springfield', 'Springfield / Downtown'], fee: 990, siteFee: 2490, freeFrom: 25_000, slotCapacity: 8, active: true });
      expect((await listed()).find((item) => item.id === zone.id)).toEqual(zone);
    });

    it('takes a zone by places only or by prefixes only, and free-from left out as never free', async () => {
      const { freeFrom: _unused, ...withoutFreeFrom } = newZone({ postcodePrefixes: [], places: ['Riverside'] });
      const byPlace = await add(withoutFreeFrom);
      expect(byPlace).toMatchObject({ postcodePrefixes: [], places: ['Riverside'], freeFrom: null });
      const { places: _none, ...byPrefix } = newZone({ fee: 0, siteFee: 0 });
      expect(await add(byPrefix)).toMatchObject({ places: [], fee: 0, siteFee: 0 });
    });

    it('changes fees, capacity and area, deactivates and activates a zone', async () => {
      const zone = await add(newZone());
      const edited = await send('PUT', `/api/delivery/zones/${zone.id}`, { fee: 1290, freeFrom: null, slotCapacity: 12, places: ['Chatham'] });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ message: m.zoneSaved, zone: { id: zone.id, name: zone.name, fee: 1290, siteFee: zone.siteFee, freeFrom: null, slotCapacity: 12, places: ['Chatham'], postcodePrefixes: zone.postcodePrefixes, active: true } });

      const off = await send('PUT', `/api/delivery/zones/${zone.id}`, { active: false });
      expect(off.json()).toMatchObject({ message: m.zoneDeactivated, zone: { active: false, fee: 1290 } });
      const all = await listed();
      expect(all.findIndex((item) => item.id === zone.id)).toBeGreaterThan(all.findLastIndex((item) => item.active));

      const on = await send('PUT', `/api/delivery/zones/${zone.id}`, { active: true });
      expect(on.json()).toMatchObject({ message: m.zoneActivated, zone: { active: true } });
    });

    it('refuses a second zone of the same name, case aside, with 409 on the name', async () => {
      const zone = await add(newZone({ name: 'Riverside north' }));
      for (const name of ['Riverside north', 'RIVERSIDE NORTH ']) {
        const response = await send('POST', '/api/delivery/zones', newZone({ name }));
        expect(response.statusCode, name).toBe(409);
        expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: m.nameTaken, errors: [{ field: 'name', message: m.nameTaken }] });
      }
      const other = await add(newZone());
      const rename = await send('PUT', `/api/delivery/zones/${other.id}`, { name: 'riverside North' });
      expect(rename.statusCode).toBe(409);
      expect(rename.json().detail).toBe(m.nameTaken);
      // Its own name in another case is fine.
      expect((await send('PUT', `/api/delivery/zones/${zone.id}`, { name: 'Riverside North' })).statusCode).toBe(200);
    });

    it('refuses bad zones with a message on the field, and stores nothing', async () => {
      const before = (await listed()).length;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: '' }, 'name', m.nameRequired],
        [{ name: 'x'.repeat(61) }, 'name', m.nameTooLong],
        [{ name: undefined }, 'name', m.nameRequired],
        [{ postcodePrefixes: [], places: [] }, 'postcodePrefixes', m.areaRequired],
        [{ postcodePrefixes: ['62#'] }, 'postcodePrefixes.0', m.prefixShape],
        [{ postcodePrefixes: ['  '] }, 'postcodePrefixes.0', m.prefixEmpty],
        [{ postcodePrefixes: ['627', '6 27'] }, 'postcodePrefixes', m.prefixesRepeated],
        [{ places: ['Springfield', ' springfield'] }, 'places', m.placesRepeated],
        [{ places: [''] }, 'places.0', m.placeEmpty],
        [{ fee: -1 }, 'fee', m.feeCents],
        [{ fee: 9.9 }, 'fee', m.feeCents],
        [{ fee: '990' }, 'fee', m.feeRequired],
        [{ fee: MAX_MINOR_UNITS + 1 }, 'fee', m.amountTooHigh],
        [{ siteFee: -5 }, 'siteFee', m.siteFeeCents],
        [{ freeFrom: 0.5 }, 'freeFrom', m.freeFromCents],
        [{ slotCapacity: 0 }, 'slotCapacity', m.capacityRange],
        [{ slotCapacity: 501 }, 'slotCapacity', m.capacityRange],
        [{ slotCapacity: 2.5 }, 'slotCapacity', m.capacityRange],
      ];
      for (const [change, field, message] of cases) await expectRefused(await send('POST', '/api/delivery/zones', newZone(change)), field, message);
      expect(await listed()).toHaveLength(before);
    });

    it('refuses a change that leaves a zone without prefixes or places, or changes nothing; unknown zones are 404', async () => {
      const zone = await add(newZone({ places: ['Sherman'] }));
      expect((await send('PUT', `/api/delivery/zones/${zone.id}`, { postcodePrefixes: [] })).statusCode).toBe(200);
      await expectRefused(await send('PUT', `/api/delivery/zones/${zone.id}`, { places: [] }), 'postcodePrefixes', m.areaRequired);
      expect((await send('PUT', `/api/delivery/zones/${zone.id}`, {})).json().detail).toBe(m.nothingToChange);
      await expectRefused(await send('PUT', `/api/delivery/zones/${zone.id}`, { active: 'no' }), 'active', m.activeFlag);
      for (const id of [randomUUID(), 'not-an-id']) {
        const response = await send('PUT', `/api/delivery/zones/${id}`, { fee: 100 });
        expect(response.statusCode).toBe(404);
        expect(response.json().detail).toBe(m.zoneNotFound);
      }
      expect((await listed()).find((item) => item.id === zone.id)?.places).toEqual(['Sherman']);
    });

    it('is for admins only: customers get 403, visitors 401', async () => {
      const zone = await add(newZone());
      const calls: [('GET' | 'POST' | 'PUT'), string, unknown][] = [
        ['GET', '/api/delivery/zones', undefined],
        ['POST', '/api/delivery/zones', newZone()],
        ['PUT', `/api/delivery/zones/${zone.id}`, { active: false }],
        ['GET', '/api/delivery/settings', undefined],
        ['PUT', '/api/delivery/settings', { cashOnDeliveryMax: 1 }],
      ];
      for (const [method, url, payload] of calls) {
        expect((await send(method, url, payload, customer)).statusCode, `${method} ${url}`).toBe(403);
        expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await listed()).find((item) => item.id === zone.id)?.active).toBe(true);
      expect((await send('GET', '/api/delivery/settings')).json().cashOnDeliveryMax).not.toBe(1);
    });
  });

  describe('cash-on-delivery maximum', () => {
    it('starts at the shop default and is changed by an admin', async () => {
      expect((await send('GET', '/api/delivery/settings')).json()).toEqual({ cashOnDeliveryMax: 50_000 });
      const saved = await send('PUT', '/api/delivery/settings', { cashOnDeliveryMax: 75_000 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ message: m.settingsSaved, cashOnDeliveryMax: 75_000 });
      expect((await send('GET', '/api/delivery/settings')).json()).toEqual({ cashOnDeliveryMax: 75_000 });
      expect((await send('PUT', '/api/delivery/settings', { cashOnDeliveryMax: 0 })).json().cashOnDeliveryMax).toBe(0);
    });

    it('refuses a maximum that is not whole cents from 0 to the money limit, and keeps the old one', async () => {
      await send('PUT', '/api/delivery/settings', { cashOnDeliveryMax: 40_000 });
      const cases: [unknown, string][] = [
        [-1, m.codMaxCents],
        [12.5, m.codMaxCents],
        ['500', m.codMaxRequired],
        [null, m.codMaxRequired],
        [undefined, m.codMaxRequired],
        [MAX_MINOR_UNITS + 1, m.amountTooHigh],
      ];
      for (const [value, message] of cases) await expectRefused(await send('PUT', '/api/delivery/settings', { cashOnDeliveryMax: value }), 'cashOnDeliveryMax', message);
      expect((await send('GET', '/api/delivery/settings')).json()).toEqual({ cashOnDeliveryMax: 40_000 });
    });
  });
});
