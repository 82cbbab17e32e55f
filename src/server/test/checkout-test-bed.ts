import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { offeredSlots } from '../../shared/delivery.js';
import type { CheckoutQuote } from '../../shared/schemas/checkout.js';
import type { Order } from '../../shared/schemas/orders.js';
import { products } from '../modules/catalog/catalog.tables.js';
import type { NewProduct } from '../modules/catalog/catalog.service.js';
import { checkoutSettings, deliverySlotBookings, deliveryZones } from '../modules/delivery/delivery.tables.js';
import type { Mailer } from '../mail/mailer.js';
import { signUp, signUpAdmin, signUpConfirmed, type TestUser } from './accounts-helpers.js';
import { insertProduct } from './fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { DatabaseKind } from './test-database.js';

let zones = 0;

/** A delivery address in a zone of its own (`zoneAt` makes the zone for its postcode). */
export function addressIn(postcode: string) {
  return { recipient: 'Ada Builder', phone: '+1 555 014 2290', street: '12 Foundry Street', postcode, city: 'Springfield', district: '' };
}

/**
 * The shop of the checkout tests (a test file's describe block calls it): an admin, customers made
 * on demand, products, delivery zones, and the cart and checkout requests the tests make.
 */
export function checkoutTestBed(kind: DatabaseKind, options: { mailer?: Mailer; env?: Record<string, string> } = {}) {
  const bed = {
    t: undefined as unknown as TestApp,
    admin: undefined as unknown as TestUser,
    /** A customer whose address is confirmed (cash on delivery needs one). */
    customer: () => signUpConfirmed(bed.t.app, bed.t.database.db),
    /** A customer who has not opened the confirmation link mailed to their address (yet). */
    unconfirmedCustomer: (overrides: { name?: string; email?: string } = {}) => signUp(bed.t.app, overrides),
    product: (overrides: Partial<NewProduct> = {}) => insertProduct(bed.t.database.db, { availableQuantity: 50, ...overrides }),
    /** A zone of its own (a postcode prefix no other test uses); answers it with an address in it (a ZIP code, as the demo shop's rule wants). */
    zone: async (fields: Partial<typeof deliveryZones.$inferInsert> = {}) => {
      zones += 1;
      const prefix = `${kind === 'pglite' ? 8 : 9}${String(zones).padStart(3, '0')}`;
      const [zone] = await bed.t.database.db
        .insert(deliveryZones)
        .values({ name: `Zone ${prefix}`, postcodePrefixes: [prefix], feeCents: 990, siteFeeCents: 2490, freeFromCents: null, slotCapacity: 5, ...fields })
        .returning();
      return { zone: zone!, address: addressIn(`${prefix}1`) };
    },
    /** The first slot the shop offers now. */
    slot: (index = 0) => offeredSlots(bed.t.shop.delivery, bed.t.shop.timeZone, new Date())[index]!,
    booked: async (zoneId: string, slot: { day: string; window: string }) =>
      (
        await bed.t.database.db
          .select()
          .from(deliverySlotBookings)
          .where(and(eq(deliverySlotBookings.zoneId, zoneId), eq(deliverySlotBookings.day, slot.day), eq(deliverySlotBookings.window, slot.window)))
      )[0]?.booked ?? 0,
    stockOf: async (productId: string) => (await bed.t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.availableQuantity,
    setCashOnDeliveryMax: (cents: number) => bed.t.database.db.update(checkoutSettings).set({ cashOnDeliveryMaxCents: cents }),
    /** Puts lines in the customer's cart through the API. */
    fill: async (user: TestUser, lines: [string, number][]) => {
      for (const [productId, quantity] of lines) {
        const response = await bed.t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: { cookie: user.cookie }, payload: { quantity } });
        expect(response.statusCode, response.body).toBe(200);
      }
    },
    quoteRequest: (user: TestUser, delivery: Record<string, unknown>) => bed.t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie: user.cookie }, payload: { delivery } }),
    quote: async (user: TestUser, delivery: Record<string, unknown>): Promise<CheckoutQuote> => {
      const response = await bed.quoteRequest(user, delivery);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    checkoutRequest: (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      bed.t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: user.cookie, ...headers }, payload: { phone: '+1 555 014 2290', payment: 'card', acceptTerms: true, ...body } }),
    /** Reviews the cart with this delivery, then places it as reviewed; answers the response. */
    reviewAndPlace: async (user: TestUser, delivery: Record<string, unknown>, body: Record<string, unknown> = {}) => {
      const quote = await bed.quote(user, delivery);
      return bed.checkoutRequest(user, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, ...body });
    },
    /** As `reviewAndPlace`, expecting 201; answers the order. */
    place: async (user: TestUser, delivery: Record<string, unknown>, body: Record<string, unknown> = {}): Promise<Order> => {
      const response = await bed.reviewAndPlace(user, delivery, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().order;
    },
    act: (user: TestUser, orderId: string, action: 'cancel' | 'ship' | 'deliver') => bed.t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/${action}`, headers: { cookie: user.cookie } }),
  };
  beforeAll(async () => {
    bed.t = await createTestApp(kind, options);
    bed.admin = await signUpAdmin(bed.t.app, bed.t.database.db);
  });
  afterAll(() => bed.t.close());
  return bed;
}
