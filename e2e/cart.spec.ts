import { expect, type Locator, type Page } from '@playwright/test';
import { productPath } from '../src/shared/discovery.js';
import { multiply } from '../src/shared/money.js';
import { nearTier, unitPriceFor } from '../src/shared/price-tiers.js';
import { cappedToStockNotice, type CartView } from '../src/shared/schemas/cart.js';
import type { Product } from '../src/shared/schemas/catalog.js';
import { minimumMessage } from '../src/shared/schemas/orders.js';
import { baseUrl, createAccount, expectPath, mainNav, newAccount, signInThroughForm, test, uniqueClientIp } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { adminBrowser, moneyFormatter, placeOrder, productNamed } from './support/orders.js';

/**
 * Issue 14 §1 and §7, the cart. Demo products no other browser test orders or changes (adding to
 * a cart takes no stock), so tests running side by side see them as the demo data has them.
 */
const CART = {
  /** Minimum 1, 90 in stock: test and measurement. */
  fromCategory: 'AC/DC Clamp Meter CM-400',
  /** Minimum 1, 65 in stock. */
  fromSearch: 'Digital Soldering Station 60 W',
  /** Minimum 1, 75 in stock. */
  fromProductPage: 'Pendulum Jigsaw JS-800',
  /** Minimum 5, 400 in stock, quantity prices from 20 and 100 pcs. */
  minimum: 'Tape Measure 8 m / 26 ft',
  /** Minimum 5, 500 in stock. */
  minimumTyped: 'Retractable Utility Knife UK-18',
  /** Minimum 5, only 3 in stock: cannot be ordered. */
  shortOfStock: 'MCB Circuit Breaker C32, 3-Pole, 6 kA',
  /** 0 in stock. */
  outOfStock: '185 mm Circular Saw CS-185',
  /** Minimum 1, 120 in stock: ordered, then ordered again. */
  orderAgain: 'Rechargeable LED Work Light 20 W',
  /** Minimum 2, 160 in stock: its price changes while it is in a cart (and changes back). */
  priceChange: 'Claw Hammer 16 oz, Fibreglass Handle',
  /** Minimum 1, 140 in stock: in an account's cart and a browser cart that merge. */
  merged: 'Insulated Screwdriver Set, 7 Pieces, 1000 V',
} as const;

const STORAGE_KEY = 'shop-cart';

function cartLink(page: Page): Locator {
  return mainNav(page).getByRole('link', { name: /^Cart(, \d+ items?)?$/ });
}

async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function cartLines(page: Page): Locator {
  return page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
}

function cartLine(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Products in your cart' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function serverCart(page: Page): Promise<CartView> {
  const response = await page.request.get('/api/cart');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CartView;
}

/** The page's localStorage and sessionStorage (typed here: the Node-side tsconfig has no DOM library). */
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
type WithStorage = { localStorage: WebStorage; sessionStorage: WebStorage };

/** The visitor's browser cart as stored (what the page keeps in localStorage). */
async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse((globalThis as unknown as WithStorage).localStorage.getItem(key) ?? '[]') as unknown, STORAGE_KEY);
}

/** Opens the shop with a browser cart already holding these lines (a visitor's earlier visit). */
async function withBrowserCart(page: Page, lines: { productId: string; quantity: number }[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      const { localStorage, sessionStorage } = globalThis as unknown as WithStorage;
      if (!sessionStorage.getItem('cart-prepared')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('cart-prepared', '1');
      }
    },
    [STORAGE_KEY, JSON.stringify(lines)] as const,
  );
}

async function addFromCard(page: Page, name: string): Promise<void> {
  await card(page, name).getByRole('button', { name: `Add to cart ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
}

test.describe('the cart (issue 14)', () => {
  test('a visitor fills a cart from cards and a product page, changes and removes lines, signs in at checkout and finds it merged', async ({ page, request }) => {
    test.slow();
    const money = await moneyFormatter(request);
    const clampMeter = await productNamed(request, CART.fromCategory);
    const jigsaw = await productNamed(request, CART.fromProductPage);

    // A card on a category page …
    await page.goto('/category/test-and-measurement');
    await expect(cartLink(page)).toBeVisible();
    await addFromCard(page, CART.fromCategory);
    await expectCartCount(page, 1);

    // … a card in the search results …
    await page.goto(`/search?q=${encodeURIComponent('soldering station')}`);
    await addFromCard(page, CART.fromSearch);
    await expectCartCount(page, 2);

    // … and the product page, at the quantity in its field (the minimum to start with).
    await page.goto(productPath(jigsaw));
    const buy = page.getByRole('form', { name: 'Add to cart' });
    await expect(buy.getByLabel('Quantity')).toHaveValue(String(jigsaw.minOrderQuantity));
    await buy.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, 3);

    // The browser keeps products and quantities, never a price.
    const stored = (await storedCart(page)) as Record<string, unknown>[];
    expect(stored).toHaveLength(3);
    for (const line of stored) expect(Object.keys(line).sort()).toEqual(['productId', 'quantity']);

    // The toast leads to the cart.
    await page.getByRole('status').getByRole('link', { name: 'View cart' }).click();
    await expectPath(page, '/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(cartLines(page)).toHaveCount(3);
    await expect(cartLine(page, CART.fromCategory).getByRole('link', { name: CART.fromCategory })).toHaveAttribute('href', productPath(clampMeter));

    // Three clamp meters: the line total and the subtotal follow, and so does the navbar.
    const quantity = cartLine(page, CART.fromCategory).getByLabel(`Quantity of ${CART.fromCategory}`);
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(cartLine(page, CART.fromCategory).getByText(`Line total: ${money(multiply(unitPriceFor(clampMeter.price, clampMeter.priceTiers, 3), 3))}`)).toBeVisible();
    await expectCartCount(page, 5);
    await cartLine(page, CART.fromSearch).getByRole('button', { name: `Remove ${CART.fromSearch}` }).click();
    await expect(cartLines(page)).toHaveCount(2);
    await expectCartCount(page, 4);
    const subtotal = multiply(unitPriceFor(clampMeter.price, clampMeter.priceTiers, 3), 3) + multiply(jigsaw.price, 1);
    await expect(page.getByRole('region', { name: 'Summary' }).getByText(money(subtotal), { exact: true })).toBeVisible();

    // Checkout asks a visitor to sign in, and comes back to checkout afterwards.
    const account = await createAccount(request, newAccount());
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expectPath(page, `/login?returnTo=${encodeURIComponent('/checkout')}`);
    await signInThroughForm(page, account);
    await expectPath(page, '/checkout');

    // The cart is now the account's, on the server; the browser's is empty.
    await expect.poll(async () => (await serverCart(page)).lines.map((line) => [line.name, line.quantity])).toEqual([
      [CART.fromCategory, 3],
      [CART.fromProductPage, 1],
    ]);
    expect(await storedCart(page)).toEqual([]);
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(2);
    await page.reload();
    await expect(cartLines(page)).toHaveCount(2);
    await expectCartCount(page, 4);
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  test('at sign-in the browser cart adds to the cart the account already has; what the shop changed is shown on the cart page', async ({ page, request, playwright }) => {
    const screwdrivers = await productNamed(request, CART.merged);
    const account = await createAccount(request, newAccount());
    // The account's cart from an earlier visit, on another device.
    const device = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl(), 'x-forwarded-for': uniqueClientIp() } });
    try {
      expect((await device.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password } })).status()).toBe(200);
      const put = await device.put(`/api/cart/lines/${screwdrivers.id}`, { data: { quantity: screwdrivers.availableQuantity - 10 } });
      expect(put.status(), await put.text()).toBe(200);
    } finally {
      await device.dispose();
    }

    // Today's visit, before signing in: 20 more, which the stock cannot cover.
    await withBrowserCart(page, [{ productId: screwdrivers.id, quantity: 20 }]);
    await page.goto('/login?returnTo=%2Fcart');
    await signInThroughForm(page, account);
    await expectPath(page, '/cart');
    const notice = cappedToStockNotice(screwdrivers.name, screwdrivers.availableQuantity);
    await expect(page.getByRole('region', { name: 'We updated your cart' }).getByText(notice)).toBeVisible();
    await expect(cartLine(page, CART.merged).getByLabel(`Quantity of ${CART.merged}`)).toHaveValue(String(screwdrivers.availableQuantity));
    await expectCartCount(page, screwdrivers.availableQuantity);
    expect(await storedCart(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dismiss these notes' }).click();
    await expect(page.getByText(notice)).toHaveCount(0);
  });

  test('cards add the minimum order; the product page adds the quantity typed, and the shop refuses one below the minimum', async ({ page, request }) => {
    const money = await moneyFormatter(request);
    const tape = await productNamed(request, CART.minimum);
    const knife = await productNamed(request, CART.minimumTyped);
    expect(tape.minOrderQuantity).toBeGreaterThan(1);

    await page.goto(`/search?q=${encodeURIComponent('tape measure')}`);
    await addFromCard(page, CART.minimum);
    await expectCartCount(page, tape.minOrderQuantity);

    await page.goto(productPath(knife));
    const buy = page.getByRole('form', { name: 'Add to cart' });
    await buy.getByLabel('Quantity').fill(String(knife.minOrderQuantity - 1));
    await buy.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: minimumMessage(knife.minOrderQuantity) })).toBeVisible();
    await expectCartCount(page, tape.minOrderQuantity);
    await buy.getByLabel('Quantity').fill(String(knife.minOrderQuantity + 2));
    await buy.getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, tape.minOrderQuantity + knife.minOrderQuantity + 2);

    // In the cart: the quantity cannot go below the minimum, and a near quantity price is offered.
    await page.goto('/cart');
    const line = cartLine(page, CART.minimum);
    await expect(line.getByRole('button', { name: `One less ${CART.minimum}` })).toBeDisabled();
    const quantity = 12;
    const near = nearTier(tape.price, tape.priceTiers, quantity);
    expect(near, 'the tape measure has a quantity price near 12 pcs').toBeDefined();
    await line.getByLabel(`Quantity of ${CART.minimum}`).fill(String(quantity));
    await line.getByLabel(`Quantity of ${CART.minimum}`).blur();
    const offer = line.getByRole('button', { name: `Add ${near!.addQuantity} more for ${money(near!.unitPrice)} each of ${CART.minimum}` });
    await offer.click();
    await expect(line.getByLabel(`Quantity of ${CART.minimum}`)).toHaveValue(String(near!.minQuantity));
    await expect(line.getByText(`quantity price from ${near!.minQuantity} pcs`)).toBeVisible();
    await expect(line.getByText(`Line total: ${money(multiply(near!.unitPrice, near!.minQuantity))}`)).toBeVisible();
  });

  test('the cards of the home page and of all tools offer Add to cart, each naming its product', async ({ page }) => {
    for (const [path, list] of [
      ['/', page.getByRole('region', { name: 'Our Tools' }).getByRole('list', { name: 'Products' })],
      ['/allProduct', page.getByRole('list', { name: 'Products' })],
    ] as const) {
      await page.goto(path);
      const first = list.getByRole('article').filter({ hasNot: page.getByText('Out of stock') }).first();
      const name = await first.getByRole('heading').innerText();
      await expect(first.getByRole('button', { name: `Add to cart ${name}` })).toBeVisible();
    }
  });

  test('a product that cannot be ordered: no Add to cart on its card or page; in a cart its line says why and checkout waits', async ({ page, request }) => {
    const short = await productNamed(request, CART.shortOfStock);
    const none = await productNamed(request, CART.outOfStock);
    await page.goto(`/search?q=${encodeURIComponent('circular saw')}`);
    await expect(card(page, CART.outOfStock).getByText('Out of stock')).toBeVisible();
    await expect(card(page, CART.outOfStock).getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
    await page.goto(productPath(short));
    await expect(page.getByRole('heading', { level: 1, name: CART.shortOfStock })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);

    // A cart from an earlier visit, when there was stock.
    await withBrowserCart(page, [
      { productId: short.id, quantity: short.minOrderQuantity },
      { productId: none.id, quantity: 1 },
    ]);
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(2);
    const problem = cartLine(page, CART.shortOfStock).getByRole('alert');
    await expect(problem).not.toHaveText('');
    await expect(cartLine(page, CART.shortOfStock).getByLabel(`Quantity of ${CART.shortOfStock}`)).toHaveAccessibleDescription(await problem.innerText());
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await cartLine(page, CART.shortOfStock).getByRole('button', { name: `Remove ${CART.shortOfStock}` }).click();
    await cartLine(page, CART.outOfStock).getByRole('button', { name: `Remove ${CART.outOfStock}` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all tools' })).toHaveAttribute('href', '/allProduct');
    await expectCartCount(page, 0);
  });

  test('a customer: Order again puts an order’s lines in the cart; a price that changed since is pointed out', async ({ page, browser, request }) => {
    test.slow();
    const money = await moneyFormatter(request);
    const light = await productNamed(request, CART.orderAgain);
    const hammer = await productNamed(request, CART.priceChange);
    await createAccount(page.request, newAccount());
    const order = await placeOrder(page.request, light.id, 2);

    // Added from a card while signed in, the line goes into the account's cart.
    await page.goto(`/search?q=${encodeURIComponent('claw hammer')}`);
    await addFromCard(page, CART.priceChange);
    await expectCartCount(page, hammer.minOrderQuantity);
    expect((await serverCart(page)).lines.map((line) => [line.productId, line.quantity])).toEqual([[hammer.id, hammer.minOrderQuantity]]);

    await page.goto('/dashboard');
    const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: order.number });
    await row.getByRole('button', { name: `Order again ${CART.orderAgain}` }).click();
    await expectPath(page, '/cart');
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLine(page, CART.orderAgain).getByLabel(`Quantity of ${CART.orderAgain}`)).toHaveValue('2');
    await expectCartCount(page, hammer.minOrderQuantity + 2);

    const admin = await adminBrowser(browser);
    const newPrice = hammer.price + 100;
    try {
      const changed = await admin.page.request.patch(`/api/products/${hammer.id}`, { data: { price: newPrice }, headers: { origin: baseUrl() } });
      expect(changed.status(), await changed.text()).toBe(200);
      await page.reload();
      await expect(cartLine(page, CART.priceChange).getByText(`Price changed from ${money(hammer.price)} to ${money(newPrice)} since you added it.`)).toBeVisible();
    } finally {
      const restored = await admin.page.request.patch(`/api/products/${hammer.id}`, { data: { price: hammer.price }, headers: { origin: baseUrl() } });
      expect(restored.status(), await restored.text()).toBe(200);
      await admin.context.close();
    }
  });

  for (const width of [390, 1280]) {
    test(`the cart page and the navbar's cart have no serious axe violations at ${width} px`, async ({ page, request }) => {
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/cart');
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      await expectCartCount(page, 0);
      await expectNoSeriousA11yViolations(page);

      const products: Product[] = await Promise.all([CART.minimum, CART.shortOfStock, CART.fromProductPage].map((name) => productNamed(request, name)));
      await withBrowserCart(
        page,
        products.map((product) => ({ productId: product.id, quantity: product.minOrderQuantity + 7 })),
      );
      await page.reload();
      await expect(cartLines(page)).toHaveCount(3);
      await expect(cartLine(page, CART.shortOfStock).getByRole('alert')).toBeVisible();
      await expect(cartLink(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
    });
  }
});
