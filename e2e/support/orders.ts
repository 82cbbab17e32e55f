import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../src/shared/money.js';
import type { Product } from '../../src/shared/schemas/catalog.js';
import type { Order, OrderPage } from '../../src/shared/schemas/orders.js';
import { groupCardDigits, TEST_CARDS as SHOP_TEST_CARDS, type PaymentSession } from '../../src/shared/schemas/payments.js';
import { E2E_ADMIN } from './global-setup.js';
import { baseUrl, signInThroughApi, uniqueClientIp } from './accounts.js';
import { fetchShopConfig } from './fixtures.js';

/**
 * Demo products with plenty of stock, one per kind of test, so that tests running side by side
 * never drain or disturb each other's product.
 */
export const PRODUCTS = {
  /** On the home page ("Our Tools": among the newest); minimum 2, 240 in stock. The journey test. */
  journey: 'LED Panel 600 x 600 mm, 40 W, 4000 K',
  /** Minimum 10, 2500 in stock: cancelling returns stock (nothing else orders it). */
  cancel: 'Nylon Cable Ties 200 x 4.8 mm, Pack of 100',
  /** Minimum 10, 800 in stock: My Orders with every status. */
  statuses: 'Double Socket Outlet 16 A, White',
  /** Minimum 12, 2000 in stock: payments. */
  payment: 'Nitrile-Coated Work Gloves, Size 9 (L)',
  /** Minimum 10, 1500 in stock: Manage All Orders. */
  admin: 'Safety Glasses, Clear, Anti-Fog',
  /** Minimum 10, 650 in stock: an admin's cancellation returns stock (nothing else orders it). */
  refund: 'One-Way Light Switch, Anthracite',
  /** Minimum 10, 900 in stock: the accessibility checks. */
  a11y: 'IP65 Junction Box 150 x 110 x 70 mm',
  /** Minimum 2, 340 in stock: ordered by a customer whose name looks like HTML (stored XSS). */
  storedXss: 'Heat Shrink Tubing Kit, 560 Pieces',
  /** Minimum 1, 70 in stock: ordered by an admin (the order is cancelled again). */
  adminOrder: 'Extension Cable Reel 25 m, 4 Sockets',
  /** Minimum 1, 150 in stock: an order whose answer is lost and which is sent again. */
  retry: 'Digital Multimeter DM-600',
  /** 0 available: out of stock. */
  outOfStock: '185 mm Circular Saw CS-185',
} as const;

/** The test mode's cards as a person types them, in groups of four (the shop's own list, schemas/payments.ts). */
export const TEST_CARDS = { succeeds: groupCardDigits(SHOP_TEST_CARDS.succeeds[0]), declined: groupCardDigits(SHOP_TEST_CARDS.declined) };

export const DELIVERY = { phone: '+1 217 555 0142', address: '12 Station Road, 62701 Springfield' } as const;

/** Headers of a state-changing call made on a person's behalf (the shop checks where POSTs come from). */
function postHeaders(): Record<string, string> {
  return { origin: baseUrl() };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A demo product by its exact name, as the server has it now. */
export async function productNamed(request: APIRequestContext, name: string): Promise<Product> {
  const page = await json<{ items: Product[] }>(await request.get('/api/products?pageSize=100'));
  const product = page.items.find((item) => item.name === name);
  if (!product) throw new Error(`No product named "${name}" in the demo data`);
  return product;
}

/** GET /api/products/:id: the product's current stock. */
export async function availableQuantity(request: APIRequestContext, productId: string): Promise<number> {
  return (await json<Product>(await request.get(`/api/products/${productId}`))).availableQuantity;
}

/** Places an order through the API as whoever `request` is signed in as. */
export async function placeOrder(request: APIRequestContext, productId: string, quantity: number): Promise<Order> {
  const reply = await json<{ order: Order }>(
    await request.post('/api/orders', { data: { productId, quantity, phone: DELIVERY.phone, deliveryAddress: DELIVERY.address }, headers: postHeaders() }),
    201,
  );
  return reply.order;
}

/** Pays an order with the test card 4242 … through the API; returns the transaction id. */
export async function payOrder(request: APIRequestContext, orderId: string): Promise<string> {
  const session = await json<PaymentSession>(await request.post(`/api/orders/${orderId}/payment`, { headers: postHeaders() }));
  const reply = await json<{ transactionId: string }>(
    await request.post(`/api/payments/${session.paymentId}/test-card`, { data: { number: TEST_CARDS.succeeds, expiry: '12 / 39', cvc: '123' }, headers: postHeaders() }),
  );
  return reply.transactionId;
}

export async function orderById(request: APIRequestContext, orderId: string): Promise<Order> {
  return json<Order>(await request.get(`/api/orders/${orderId}`));
}

/** POST /api/orders/:id/{action} as whoever `request` is; returns the raw response. */
export function orderAction(request: APIRequestContext, orderId: string, action: 'ship' | 'deliver' | 'cancel') {
  return request.post(`/api/orders/${orderId}/${action}`, { headers: postHeaders() });
}

/** Every order of the shop (admins), newest first, to look one up. */
export async function allOrders(request: APIRequestContext, status?: string): Promise<OrderPage> {
  return json<OrderPage>(await request.get(`/api/orders?pageSize=100${status ? `&status=${status}` : ''}`));
}

/** A second browser (its own cookies and client address), signed in as the test admin. */
export async function adminBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  const page = await context.newPage();
  await signInThroughApi(page, E2E_ADMIN);
  return { context, page };
}

/** Formats cents as the shop does (its currency and locale). */
export async function moneyFormatter(request: APIRequestContext): Promise<(cents: number) => string> {
  const shop = await fetchShopConfig(request);
  return (cents) => formatMoney(cents, shop.currency, shop.locale);
}

/** The row of an order in My Orders or Manage All Orders, found by its order number. */
export function orderRow(page: Page, tableName: 'My Orders' | 'All Orders', order: Pick<Order, 'number'>): Locator {
  return page.getByRole('table', { name: tableName }).getByRole('row').filter({ hasText: order.number });
}

/** How far the table's scroll box, or the page itself, would scroll sideways (0 when it fits the screen). */
export async function sidewaysOverflow(table: Locator): Promise<number> {
  return table.evaluate((element) => {
    const box = element.parentElement!;
    const root = element.ownerDocument.documentElement;
    return Math.max(box.scrollWidth - box.clientWidth, root.scrollWidth - root.clientWidth);
  });
}
