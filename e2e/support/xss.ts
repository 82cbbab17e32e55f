import { expect, type Page } from '@playwright/test';

/** Text that runs code if a page ever inserts it as HTML: it sets `window.__xss`. */
export const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
} as const;

/** Globals of the page that these checks read (typed loosely: the Node-side tsconfig has no DOM library). */
interface Watched {
  __xss?: unknown;
  __cspViolations?: string[];
  document: { addEventListener(type: string, listener: (event: { violatedDirective: string; sample: string }) => void): void };
}

/**
 * Watches a page (every document it loads) for stored text that ran or was inserted as markup:
 * dialogs, `window.__xss`, and Content-Security-Policy violations. The CSP blocks inline handlers,
 * so markup that slipped into the page shows up as a violation even though its code never ran.
 */
export async function watchForXss(page: Page): Promise<{ dialogs: string[] }> {
  const watch = { dialogs: [] as string[] };
  page.on('dialog', async (dialog) => {
    watch.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const self = globalThis as unknown as Watched;
    self.__cspViolations = [];
    self.document.addEventListener('securitypolicyviolation', (event) => self.__cspViolations?.push(`${event.violatedDirective}: ${event.sample}`));
  });
  return watch;
}

/** Nothing ran and nothing was inserted as markup on the page as it is now. */
export async function expectNoXss(page: Page, watch: { dialogs: string[] }): Promise<void> {
  const state = await page.evaluate(() => {
    const self = globalThis as unknown as Watched;
    return { xss: self.__xss, violations: self.__cspViolations };
  });
  expect(state.xss, 'window.__xss was set by stored text').toBeUndefined();
  expect(state.violations, 'the page broke its Content-Security-Policy').toEqual([]);
  expect(watch.dialogs, 'a dialog opened').toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__xss' })).toHaveCount(0);
}
