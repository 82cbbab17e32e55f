import { expect } from '@playwright/test';
import { productPath } from '../src/shared/discovery.js';
import { accessoryMessages } from '../src/shared/schemas/product-accessories.js';
import { editProductPath } from '../src/shared/routes.js';
import { test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { adminBrowser } from './support/orders.js';
import { createProductThroughApi, removeProductThroughApi, uniqueProductName } from './support/product-admin.js';

const GLASSES = 'Safety Glasses, Clear, Anti-Fog';
const GLOVES = 'Nitrile-Coated Work Gloves, Size 9 (L)';

/**
 * Issue 38 §5, "Goes with": an admin chooses, on the product's edit page, what a product goes with
 * and in which order; its page lists them with their prices, and each goes into the cart from there.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`an admin chooses what a bare tool goes with, and a shopper adds one to the cart from its page, at ${viewport.width} px`, async ({ page, browser }) => {
    test.slow();
    const admin = await adminBrowser(browser);
    await admin.page.setViewportSize(viewport);
    await page.setViewportSize(viewport);
    const tool = await createProductThroughApi(admin.page.request, { name: uniqueProductName('Bare grinder') });
    try {
      await admin.page.goto(editProductPath(tool.id));
      const panel = admin.page.getByRole('region', { name: 'Goes with' });
      await expect(panel.getByText('Nothing yet')).toBeVisible();
      const finder = panel.getByRole('searchbox', { name: 'Find a product to add' });
      for (const [words, name] of [
        ['safety glasses', GLASSES],
        ['work gloves', GLOVES],
      ] as const) {
        await finder.fill(words);
        await panel.getByRole('list', { name: 'Products found' }).getByRole('button', { name: `Add ${name}` }).click();
      }
      const chosen = panel.getByRole('list', { name: 'Goes with, in this order' }).getByRole('listitem');
      await expect(chosen).toHaveCount(2);
      // Gloves first.
      await panel.getByRole('button', { name: `Move ${GLOVES} up` }).click();
      await expect(chosen.first()).toContainText(GLOVES);
      await expectNoSeriousA11yViolations(admin.page);
      await panel.getByRole('button', { name: 'Save "Goes with"' }).click();
      await expect(admin.page.getByText(accessoryMessages.saved)).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Save "Goes with"' })).toBeDisabled();

      // The shopper's side: in the admins' order, each with its price and "Add to cart".
      await page.goto(productPath(tool));
      const goesWith = page.getByRole('region', { name: 'Goes with' });
      await expect(goesWith.getByRole('article')).toHaveCount(2);
      await expect(goesWith.getByRole('heading', { level: 3 })).toHaveText([GLOVES, GLASSES]);
      await expect(goesWith.getByRole('article').first().getByText(/^Price: /)).toBeVisible();
      await expect(page.locator('html')).toHaveJSProperty('scrollWidth', viewport.width);
      await expectNoSeriousA11yViolations(page);
      await goesWith.getByRole('button', { name: `Add to cart ${GLASSES}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();

      // Taken out again, it is gone from the page.
      await panel.getByRole('button', { name: `Remove ${GLASSES}` }).click();
      await panel.getByRole('button', { name: 'Save "Goes with"' }).click();
      await expect(panel.getByRole('list', { name: 'Goes with, in this order' }).getByRole('listitem')).toHaveCount(1);
      await page.reload();
      await expect(goesWith.getByRole('heading', { level: 3 })).toHaveText([GLOVES]);

      // What was added from "Goes with" is in the cart.
      await page.goto('/cart');
      await expect(page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: GLASSES })).toBeVisible();
    } finally {
      await removeProductThroughApi(admin.page.request, tool.id);
      await admin.context.close();
    }
  });
}
