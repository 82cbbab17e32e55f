import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ShopConfig } from '../../src/shared/schemas/shop.js';

/** The shop configuration the running server serves (brand, counters, FAQ …). */
export async function fetchShopConfig(request: APIRequestContext): Promise<ShopConfig> {
  const response = await request.get('/api/shop');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ShopConfig;
}

/** Waits until finite CSS animations (the banner's 3 s fade-in) have finished. */
export async function waitForAnimations(page: Page): Promise<void> {
  // Runs in the page; typed loosely because the Node-side tsconfig has no DOM library.
  interface RunningAnimation {
    effect: { getComputedTiming(): { iterations?: number } } | null;
    finished: Promise<unknown>;
  }
  await page.locator('html').evaluate((root) => {
    const animations = (root.ownerDocument.getAnimations() as RunningAnimation[]).filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Number of cards side by side in the first row of a grid of list items. */
export async function columnsOfFirstRow(items: Locator): Promise<number> {
  const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map((box) => ({ x: Math.round(box.x), y: Math.round(box.y) })));
  const firstRowY = Math.min(...boxes.map((box) => box.y));
  return new Set(boxes.filter((box) => Math.abs(box.y - firstRowY) < 2).map((box) => box.x)).size;
}

/**
 * Stops transitions and animations at their end state while axe looks, then lets them run again.
 * Colour contrast is a property of what stays on screen: a button that has just become enabled
 * fades its colours in for 0.2 s and a toast slides in from transparent, and axe measuring them
 * half-way reports a contrast the shopper never reads.
 */
async function withAnimationsAtRest<T>(page: Page, look: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }',
  });
  try {
    return await look();
  } finally {
    await style.evaluate((element) => element.remove()).catch(() => undefined);
  }
}

/** Runs axe (WCAG 2.0/2.1 A and AA) and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await withAnimationsAtRest(page, () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze());
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
  expect(report, report.join('\n')).toEqual([]);
}

export const UUID_ORDER_PATH = /^\/order\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Holds the app's scripts back until the returned function is called: until then the page is the
 * HTML the server sent, as a visitor on a slow connection sees it before the app takes it over.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
