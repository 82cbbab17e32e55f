import { expect, test, type Locator, type Page } from '@playwright/test';
import { columnsOfFirstRow } from './support/fixtures.js';

const PHONE = { width: 390, height: 844 };

function productCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Products' }).getByRole('article');
}

/** Whether the whole of `part` lies inside the screen as the page first shows it (nothing scrolled). */
async function inFirstScreen(part: Locator): Promise<boolean> {
  const box = await part.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

/**
 * How many product cards show their picture, name, price and stock state within the first screen:
 * what a shopper can compare before scrolling.
 */
async function productsInFirstScreen(page: Page): Promise<number> {
  let count = 0;
  for (const card of (await productCards(page).all()).slice(0, 8)) {
    const parts = [
      card.getByRole('img'),
      card.getByRole('heading'),
      card.getByText(/^(Price|Trade price): /),
      card.getByText(/^(In stock|Available)$/),
    ];
    let shown = true;
    for (const part of parts) shown &&= await inFirstScreen(part.first());
    if (shown) count += 1;
  }
  return count;
}

test.describe('the catalogue on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  for (const path of ['/allProduct', '/category/hand-tools', '/search?q=cable']) {
    test(`${path} shows at least four products, two to a row, in the first screen`, async ({ page }) => {
      await page.goto(path);
      await expect(productCards(page).nth(3)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await columnsOfFirstRow(page.getByRole('list', { name: 'Products' }).getByRole('listitem'))).toBe(2);
      expect(await productsInFirstScreen(page)).toBeGreaterThanOrEqual(4);
      expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
    });
  }

  test('a card has one primary action, the SPEC’s Order link, a compact Add to list and Compare', async ({ page, request }) => {
    const { items } = await (await request.get('/api/products?page=1&pageSize=24')).json();
    const product = items.find((item: { availableQuantity: number; minOrderQuantity: number }) => item.availableQuantity >= item.minOrderQuantity);
    await page.goto('/allProduct');
    const card = productCards(page).filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    // "Compare" as a small round button on the picture; then the primary action, and the list as an icon beside it.
    await expect(card.getByRole('button')).toHaveText([`Compare ${product.name}`, `Add to cart ${product.name}`, `Add to list ${product.name}`]);
    expect((await card.getByRole('button', { name: `Compare ${product.name}` }).boundingBox())!.width).toBeLessThan(48);
    await expect(card.getByRole('link', { name: `Order ${product.name}` })).toHaveAttribute('href', `/order/${product.id}`);
    const addToList = card.getByRole('button', { name: `Add to list ${product.name}` });
    await expect(addToList).toBeVisible();
    // An icon, not a second full-width button.
    expect((await addToList.boundingBox())!.width).toBeLessThan(48);
    await expect(card.getByText(`${product.availableQuantity} pcs`, { exact: true })).toBeVisible();
    await expect(card.getByText(`${product.minOrderQuantity} pcs`, { exact: true }).last()).toBeVisible();
  });

  test('the filters open in a sheet whose "Show N products" stays in view and follows each choice', async ({ page }) => {
    await page.goto('/allProduct');
    // The page's own count (tests beside this one may add products to the shop meanwhile).
    const count = page.getByRole('status').filter({ hasText: /^\d+ products$/ });
    await expect(count).toBeVisible();
    const all = Number((await count.textContent())!.split(' ')[0]);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const show = sheet.getByRole('button', { name: `Show ${all} products` });
    await expect(show).toBeVisible();
    expect(await inFirstScreen(show)).toBe(true);
    // Down at the end of a long list of filters, the button is still on screen.
    await sheet.getByRole('checkbox', { name: 'In stock only' }).hover();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => sheet.evaluate((dialog) => dialog.querySelector('.overflow-y-auto')!.scrollTop)).toBeGreaterThan(0);
    expect(await inFirstScreen(show)).toBe(true);
    await sheet.getByRole('checkbox', { name: 'In stock only' }).click();
    await expect(page).toHaveURL(/inStock=true/);
    // The demo shop has products that cannot be ordered: the count goes down.
    const fewer = sheet.getByRole('button', { name: /^Show \d+ products?$/ });
    await expect.poll(async () => Number((await fewer.textContent())!.split(' ')[1])).toBeLessThan(all);
    await fewer.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
  });

  test('a number every product in view shares is stated, not offered as a range', async ({ page }) => {
    await page.goto('/search?q=multimeter');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByText('One value for every product here that states it')).toBeVisible();
    await expect(sheet.getByRole('term').filter({ hasText: 'Measures up to' })).toBeVisible();
    await expect(sheet.getByRole('definition').filter({ hasText: '600 V' })).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: /Measures up to/ })).toHaveCount(0);
  });

  test('the home page has a tile for each top category with products, leading to its page', async ({ page, request }) => {
    const { categories } = await (await request.get('/api/categories')).json();
    const top = categories.filter((category: { parentId: string | null; productCount: number }) => category.parentId === null && category.productCount > 0);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Shop by category' });
    // Each top category with products has its tile (a test beside this one may add another meanwhile).
    for (const category of top) await expect(section.getByRole('link', { name: new RegExp(`^${category.name} `) })).toBeVisible();
    const first = top[0];
    const tile = section.getByRole('link', { name: new RegExp(`^${first.name} ${first.productCount} products?$`) });
    await expect(tile).toBeVisible();
    expect(await columnsOfFirstRow(section.getByRole('listitem'))).toBe(2);
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`/category/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  });
});
