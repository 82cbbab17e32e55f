import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRODUCTS_PAGE_SIZE } from '../src/shared/catalog.js';
import { columnsOfFirstRow, UUID_ORDER_PATH } from './support/fixtures.js';

function productCards(page: Page) {
  return page.getByRole('list', { name: 'Products' }).getByRole('listitem');
}

async function productNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 2 }).allTextContents();
}

/** The names of one page of the catalog, as the server answers them now. */
async function apiPageNames(request: APIRequestContext, pageNumber: number): Promise<string[]> {
  const answer = await (await request.get(`/api/products?page=${pageNumber}&pageSize=${PRODUCTS_PAGE_SIZE}`)).json();
  return answer.items.map((product: { name: string }) => product.name);
}

test.describe('all tools (/allProduct)', () => {
  test('lists 24 products per page, newest first, each orderable or marked out of stock', async ({ page, request }) => {
    await expect(async () => {
      const first = await (await request.get(`/api/products?page=1&pageSize=${PRODUCTS_PAGE_SIZE}`)).json();
      await page.goto('/allProduct');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Tools');
      // Once the cards are there, they match the server's newest products, unless a test beside
      // this one added or removed one in between: then ask and load again.
      await expect(productCards(page)).toHaveCount(Math.min(PRODUCTS_PAGE_SIZE, first.total));
      expect(await productNames(page)).toEqual(first.items.map((product: { name: string }) => product.name));
    }).toPass();
    for (const card of await productCards(page).all()) {
      const order = card.getByRole('link', { name: /^Order\b/ });
      if ((await order.count()) === 1) expect(await order.getAttribute('href')).toMatch(UUID_ORDER_PATH);
      else await expect(card.getByText('Out of stock', { exact: true })).toBeVisible();
    }
  });

  test('the grid has 3 columns on desktops and 2 on tablets and phones', async ({ page }) => {
    await page.goto('/allProduct');
    await expect(productCards(page).first()).toBeVisible();
    expect(await columnsOfFirstRow(productCards(page))).toBe(3);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => columnsOfFirstRow(productCards(page))).toBe(2);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => columnsOfFirstRow(productCards(page))).toBe(2);
  });

  test('pagination keeps the page in the URL and shows other products', async ({ page, request }) => {
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    // Each page shown matches the server's page, unless a test beside this one added or removed a
    // product in between (the pages then shift by one): then go through the pages again.
    await expect(async () => {
      await page.goto('/allProduct');
      await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(productCards(page).first()).toBeVisible();
      const firstPage = await productNames(page);
      expect(firstPage).toEqual(await apiPageNames(request, 1));

      await pagination.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/allProduct\?page=2$/);
      await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => productNames(page)).not.toEqual(firstPage);
      const secondPage = await productNames(page);
      expect(secondPage).toEqual(await apiPageNames(request, 2));
      expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

      await page.reload();
      await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => productNames(page)).toEqual(secondPage);

      await pagination.getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(/\/allProduct$/);
      await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => productNames(page)).toEqual(firstPage);
    }).toPass();
  });

  test('opening ?page=2 directly shows the second page', async ({ page, request }) => {
    await expect(async () => {
      const second = await apiPageNames(request, 2);
      await page.goto('/allProduct?page=2');
      await expect(productCards(page)).toHaveCount(second.length);
      expect(await productNames(page)).toEqual(second);
    }).toPass();
  });

  test('a page past the end says so and links to the first page', async ({ page }) => {
    await page.goto('/allProduct?page=999');
    await expect(page.getByText('There are no tools on this page')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(productCards(page).first()).toBeVisible();
  });

  test('comes from the server with its tools: they show while the catalog is not asked', async ({ page }) => {
    let asked = 0;
    await page.route('**/api/products?*', (route) => {
      asked += 1;
      return route.abort();
    });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/allProduct');
    await expect(productCards(page)).toHaveCount(PRODUCTS_PAGE_SIZE);
    expect(asked).toBe(0);
  });

  test('shows placeholders while loading, when reached from another page', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.goto('/');
    const viewAll = page.getByRole('link', { name: 'View All Tools' });
    await expect(viewAll).toBeVisible();
    // The app has taken the page over: the link is followed in the browser, and the list asked for.
    await expect(page.getByRole('button', { name: /^Add to cart / }).first()).toBeEnabled();
    await page.route('**/api/products?*', async (route) => {
      await held;
      await route.continue();
    });
    await viewAll.click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading tools…' })).toBeVisible();
    release();
    await expect(productCards(page).first()).toBeVisible();
    await expect(page.getByText('Loading tools…')).toHaveCount(0);
  });

  test('a failing catalog shows an error with "Try again"', async ({ page }) => {
    test.slow(); // TanStack Query retries 3 times (1 s, 2 s, 4 s) before it gives up
    let fail = true;
    await page.route('**/api/products?*', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503, detail: 'The catalog is resting.', code: 'UNAVAILABLE' }),
          })
        : route.continue(),
    );
    await page.goto('/allProduct');
    await expect(page.getByText('We could not load the tools')).toBeVisible();
    await expect(page.getByText('The catalog is resting.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(productCards(page).first()).toBeVisible();
  });
});
