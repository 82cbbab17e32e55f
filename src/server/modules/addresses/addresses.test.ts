import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddress } from '../../../shared/delivery.js';
import { addressMessages, MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../shared/schemas/addresses.js';
import { phoneMessages } from '../../../shared/schemas/phone.js';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { addressOf, saveAddress } from './addresses.service.js';
import { deliveryAddresses } from './addresses.tables.js';

const m = addressMessages;
const ADDRESS = { label: 'Site office', recipient: 'Jo Builder', phone: '+1 217 555 0142', street: '12 Foundry Street', postcode: '62701', city: 'Springfield', district: 'Downtown' };

describe.each(testDatabaseKinds())('saved delivery addresses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const save = (user: TestUser | null, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/addresses', payload: payload as Record<string, unknown>, headers: user ? { cookie: user.cookie } : {} });
  const mine = async (user: TestUser) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/addresses', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ addresses: SavedAddress[] }>().addresses;
  };
  const remove = (user: TestUser | null, id: string) => t.app.inject({ method: 'DELETE', url: `/api/addresses/${id}`, headers: user ? { cookie: user.cookie } : {} });
  const rowsOf = (user: TestUser) => t.database.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, user.id));

  it('saves an address, trimmed, and lists mine newest first', async () => {
    const user = await signUp(t.app);
    const first = await save(user, { ...ADDRESS, recipient: '  Jo   Builder ', street: ' 12 Foundry Street ' });
    expect(first.statusCode, first.body).toBe(201);
    const { message, address } = first.json<{ message: string; address: SavedAddress }>();
    expect(message).toBe(m.saved);
    expect(address).toMatchObject({ ...ADDRESS, recipient: 'Jo Builder' });
    const { label: _label, district: _district, ...bare } = ADDRESS;
    const second = (await save(user, { ...bare, street: '1 Main Street' })).json<{ address: SavedAddress }>().address;
    expect(second).toMatchObject({ label: '', district: '', street: '1 Main Street' });
    expect((await mine(user)).map((item) => item.id)).toEqual([second.id, address.id]);
    expect(formatAddress(address)).toBe('Jo Builder, 12 Foundry Street, Downtown, 62701 Springfield');
  });

  it('shows, gives and deletes only the owner’s addresses: another customer’s is 404', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const address = (await save(owner, ADDRESS)).json<{ address: SavedAddress }>().address;
    expect(await mine(stranger)).toEqual([]);
    await expect(addressOf(t.database.db, stranger.id, address.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: m.notFound });
    await expect(addressOf(t.database.db, owner.id, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await addressOf(t.database.db, owner.id, address.id)).toEqual(address);

    for (const id of [address.id, randomUUID(), 'not-a-uuid']) {
      const response = await remove(stranger, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().detail).toBe(m.notFound);
    }
    expect(await rowsOf(owner)).toHaveLength(1);
    expect((await remove(null, address.id)).statusCode).toBe(401);
    const deleted = await remove(owner, address.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: m.deleted });
    expect(await mine(owner)).toEqual([]);
    expect((await remove(owner, address.id)).statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses per customer, also when they are saved at once`, async () => {
    const user = await signUp(t.app);
    const responses = await Promise.all(Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, index) => save(user, { ...ADDRESS, street: `${index + 1} Long Road` })));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const response of refused) expect(response.json()).toMatchObject({ status: 409, code: 'CONFLICT', detail: m.tooMany });
    expect(await rowsOf(user)).toHaveLength(MAX_SAVED_ADDRESSES);
    // Someone else is not held back by it, and deleting one makes room again.
    expect((await save(await signUp(t.app), ADDRESS)).statusCode).toBe(201);
    const [newest] = await mine(user);
    await remove(user, newest?.id ?? '');
    expect((await save(user, ADDRESS)).statusCode).toBe(201);
    await expect(saveAddress(t.database.db, user.id, ADDRESS, t.shop.postcode)).rejects.toMatchObject({ code: 'CONFLICT', message: m.tooMany });
  });

  it('refuses bad addresses with a message a person understands on each field, and saves nothing', async () => {
    const user = await signUp(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ recipient: '' }, 'recipient', m.recipientRequired],
      [{ recipient: '   ' }, 'recipient', m.recipientRequired],
      [{ recipient: 'x'.repeat(101) }, 'recipient', m.recipientTooLong],
      [{ phone: '' }, 'phone', phoneMessages.required],
      [{ phone: '555 0142' }, 'phone', phoneMessages.tooShort],
      [{ phone: 'call me' }, 'phone', phoneMessages.invalid],
      [{ street: undefined }, 'street', m.streetRequired],
      [{ street: 'x'.repeat(151) }, 'street', m.streetTooLong],
      [{ postcode: '' }, 'postcode', m.postcodeRequired],
      [{ postcode: '62701!' }, 'postcode', m.postcodeShape],
      [{ postcode: '1'.repeat(17) }, 'postcode', m.postcodeTooLong],
      [{ city: '' }, 'city', m.cityRequired],
      [{ city: 'x'.repeat(81) }, 'city', m.cityTooLong],
      [{ district: 'x'.repeat(81) }, 'district', m.districtTooLong],
      [{ district: 7 }, 'district', m.districtNotText],
      [{ label: 'x'.repeat(41) }, 'label', m.labelTooLong],
    ];
    for (const [change, field, message] of cases) {
      const response = await save(user, { ...ADDRESS, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors, JSON.stringify(change)).toContainEqual({ field, message });
    }
    // Checked again when another part of the shop saves an address for a customer.
    await expect(saveAddress(t.database.db, user.id, { ...ADDRESS, recipient: ' ' }, t.shop.postcode)).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: m.recipientRequired });
    expect(await rowsOf(user)).toEqual([]);
    expect((await save(null, ADDRESS)).statusCode).toBe(401);
  });
});
