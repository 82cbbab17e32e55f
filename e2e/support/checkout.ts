import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { z } from 'zod';
import type { CartView } from '../../src/shared/schemas/cart.js';
import type { checkoutDeliverySchema, CheckoutQuote } from '../../src/shared/schemas/checkout.js';
import type { DeliveryOptions, DeliveryZoneView, ZoneInput } from '../../src/shared/schemas/delivery.js';
import type { Order, OrderPage } from '../../src/shared/schemas/orders.js';
import { baseUrl } from './accounts.js';
import { productNamed } from './orders.js';

/** A delivery as the API takes it (optional address fields may be left out). */
export type DeliveryBody = z.input<typeof checkoutDeliverySchema>;

/** Headers of a state-changing call made on a person's behalf (the shop checks where POSTs come from). */
export function postHeaders(): Record<string, string> {
  return { origin: baseUrl() };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A delivery address in the demo shop's "Springfield central" zone (postcodes 627…). */
export const SPRINGFIELD = { street: '48 Market Square', postcode: '62701', city: 'Springfield', phone: '+1 217 555 0142' } as const;

/** Puts demo products (by exact name) into the cart of whoever `request` is signed in as. */
export async function fillCart(request: APIRequestContext, lines: readonly { name: string; quantity: number }[]): Promise<CartView> {
  let cart: CartView | undefined;
  for (const line of lines) {
    const product = await productNamed(request, line.name);
    cart = await json<CartView>(await request.put(`/api/cart/lines/${product.id}`, { data: { quantity: line.quantity }, headers: postHeaders() }));
  }
  if (!cart) throw new Error('fillCart needs at least one line');
  return cart;
}

/** POST /api/checkout/quote as whoever `request` is: what the shop says the cart costs with this delivery. */
export async function quoteThroughApi(request: APIRequestContext, delivery: DeliveryBody): Promise<CheckoutQuote> {
  return json<CheckoutQuote>(await request.post('/api/checkout/quote', { data: { delivery }, headers: postHeaders() }));
}

/** Places the cart of whoever `request` is through the API, as reviewed, paid in cash on delivery. */
export async function checkoutThroughApi(request: APIRequestContext, delivery: DeliveryBody, phone: string): Promise<Order> {
  const quote = await quoteThroughApi(request, delivery);
  const reply = await json<{ order: Order }>(
    await request.post('/api/checkout', {
      data: { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, phone, payment: 'cash_on_delivery', acceptTerms: true },
      headers: postHeaders(),
    }),
    201,
  );
  return reply.order;
}

/** POST /api/delivery/options as whoever `request` is: the zone, slots and cash-on-delivery maximum for a place. */
export async function deliveryOptionsThroughApi(request: APIRequestContext, place: { postcode: string; city: string; district?: string }): Promise<DeliveryOptions> {
  return json<DeliveryOptions>(await request.post('/api/delivery/options', { data: { address: place }, headers: postHeaders() }));
}

/** Adds a delivery zone as the admin whose browser `adminRequest` belongs to. */
export async function addZone(adminRequest: APIRequestContext, zone: ZoneInput): Promise<DeliveryZoneView> {
  return (await json<{ zone: DeliveryZoneView }>(await adminRequest.post('/api/delivery/zones', { data: zone, headers: postHeaders() }), 201)).zone;
}

export function checkoutForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Checkout' });
}

export function reviewPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Step 4: Review your order' });
}

/** Types a new delivery address into the checkout form (recipient as prefilled unless given). */
export async function typeNewAddress(page: Page, address: { recipient?: string; phone: string; street: string; postcode: string; city: string; district?: string; label?: string }): Promise<void> {
  const form = checkoutForm(page);
  if (address.recipient !== undefined) await form.getByLabel('Recipient').fill(address.recipient);
  await form.getByLabel('Phone at this address').fill(address.phone);
  await form.getByLabel('Street and house number').fill(address.street);
  await form.getByLabel('ZIP code').fill(address.postcode);
  await form.getByLabel('City').fill(address.city);
  if (address.district !== undefined) await form.getByLabel('District (optional)').fill(address.district);
  if (address.label !== undefined) await form.getByLabel('Label (optional)').fill(address.label);
}

/** Chooses the `dayIndex`-th day that still has room and its first window with a place left; returns the slot chosen. */
export async function chooseSlot(page: Page, dayIndex = 0): Promise<{ day: string; window: string }> {
  const form = checkoutForm(page);
  const day = form.getByRole('group', { name: 'Delivery day' }).getByRole('radio', { disabled: false }).nth(dayIndex);
  await day.check();
  const window = form.getByRole('group', { name: /^Time window on / }).getByRole('radio', { disabled: false }).first();
  await window.check();
  return { day: await day.inputValue(), window: await window.inputValue() };
}

/** A slot as people read it: "Thursday, November 26, 08:00–12:00" (the day is a calendar day, shown as such). */
export function slotWords(slot: { day: string; window: string }, locale: string): string {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${slot.day}T12:00:00Z`));
  return `${day}, ${slot.window.replace('-', '–')}`;
}

/** With SHOTS_DIR set, keeps a full-page screenshot of the step there (to look at the pages); else nothing. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Demo products of the checkout tests, none ordered by any other browser test, so the stock
 * others read is never disturbed.
 */
export const LINES = {
  card: [
    { name: 'Insulated Screwdriver Set, 7 Pieces, 1000 V', quantity: 1 },
    { name: 'Ratchet Crimping Tool CT-22', quantity: 1 },
    { name: 'RCD 2-Pole 40 A 30 mA, Type A', quantity: 2 },
  ],
  cash: [
    { name: 'Socket and Wrench Set, 94 Pieces', quantity: 1 },
    { name: 'Wire Stripper and Cutter WS-10', quantity: 2 },
  ],
  pickup: [
    { name: '125 mm Angle Grinder AG-125', quantity: 1 },
    { name: 'LED Floodlight 100 W, IP66', quantity: 1 },
  ],
  /** Never ordered: the tests that refuse. */
  refused: [{ name: 'Non-Contact Voltage Tester VT-1000', quantity: 2 }],
  /** $599.94: above the cash-on-delivery maximum. */
  aboveCashMaximum: { name: '3-Core Rubber Cable 3 x 2.5 mm², 100 m Reel', quantity: 6 },
  /** Minimum 5, only 3 in stock: a line that cannot be ordered. */
  shortOfStock: 'MCB Circuit Breaker C32, 3-Pole, 6 kA',
  /** Minimum 10, 1200 in stock: the slot that fills up. */
  slots: { name: 'MCB Circuit Breaker B16, 1-Pole, 6 kA', quantity: 10 },
  /** Ordered for pickup by the accessibility checks. */
  a11y: [
    { name: '3-Core Flexible Cable 3 x 1.5 mm², 100 m Reel', quantity: 1 },
    { name: 'LED Floodlight 50 W, IP65', quantity: 2 },
  ],
} as const;

/** A phone number the shop takes. */
export const PHONE_DIGITS = '+1 217 555 0187';

/** Text to find as it is inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The cart of whoever `request` is, as the shop has it. */
export async function serverCart(request: APIRequestContext): Promise<CartView> {
  return (await (await request.get('/api/cart')).json()) as CartView;
}

/** The saved addresses of whoever `request` is. */
export async function savedAddresses(request: APIRequestContext) {
  return ((await (await request.get('/api/addresses')).json()) as { addresses: { label: string; street: string; postcode: string }[] }).addresses;
}

/** Saves an address for whoever `request` is (as the address book would). */
export async function saveAddress(request: APIRequestContext, address: Record<string, string>): Promise<void> {
  const response = await request.post('/api/addresses', { data: address, headers: postHeaders() });
  expect(response.status(), await response.text()).toBe(201);
}

/** The newest order of whoever `request` is. */
export async function myNewestOrder(request: APIRequestContext): Promise<Order> {
  const page = (await (await request.get('/api/orders/mine')).json()) as OrderPage;
  const [order] = page.items;
  if (!order) throw new Error('No order was placed');
  return order;
}

/** Opens /checkout and waits for its form. */
export async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(checkoutForm(page)).toBeVisible();
}

/** The review shows a total (the shop's review of the delivery chosen has arrived). */
export async function expectReviewedTotal(page: Page, total: string): Promise<void> {
  const review = reviewPanel(page);
  // The total is the last amount of the review (the subtotal may be the same amount).
  await expect(review.getByRole('definition').filter({ hasText: total }).last()).toBeVisible();
  await expect(review.locator('[aria-busy="true"]')).toHaveCount(0);
}
