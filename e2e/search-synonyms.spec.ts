import { expect } from '@playwright/test';
import { synonymMessages } from '../src/shared/schemas/search-synonyms.js';
import { signInThroughApi, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { E2E_ADMIN } from './support/global-setup.js';

const PAGE = '/dashboard/search-synonyms';

/**
 * Issue 38 §4: an admin gives the search a synonym, and shoppers' words find the products named
 * otherwise. The made-up word finds nothing else, so other tests searching "multimeter" or
 * "grinder" at the same time see the same products; each width takes its own word, as a word is in
 * one group only.
 */
for (const { viewport, other, named } of [
  { viewport: { width: 390, height: 844 }, other: 'multimeter', named: /Multimeter/ },
  { viewport: { width: 1280, height: 800 }, other: 'grinder', named: /Grinder/ },
]) {
  test(`an admin adds a synonym at ${viewport.width} px, a search for it finds the products of the other word, and removing it undoes that`, async ({ page }) => {
    const word = `sparkometer${Date.now().toString(36).replace(/\d/g, '')}${Math.floor(Math.random() * 26 ** 3).toString(26).replace(/\d/g, 'q')}`;
    await page.setViewportSize(viewport);
    await signInThroughApi(page, E2E_ADMIN);

    await page.goto(`/search?q=${word}`);
    await expect(page.getByText(`No products match “${word}”`)).toBeVisible();

    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Search synonyms' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Words that mean the same' });
    await field.fill(word);
    await page.getByRole('button', { name: 'Add synonyms' }).click();
    await expect(page.getByText(synonymMessages.tooFew)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(`${word}, ${other.toUpperCase()}`);
    await page.getByRole('button', { name: 'Add synonyms' }).click();
    await expect(field).toHaveValue('');
    const group = page.getByRole('list', { name: 'Synonyms' }).getByRole('listitem').filter({ hasText: word });
    await expect(group).toContainText(other);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/search?q=${word}`);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { name: named }).first()).toBeVisible();

    await page.goto(PAGE);
    await group.getByRole('button', { name: `Remove synonyms “${word}”, “${other}”` }).click();
    await page.getByRole('dialog', { name: 'Remove these synonyms?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(group).toHaveCount(0);
    await page.goto(`/search?q=${word}`);
    await expect(page.getByText(`No products match “${word}”`)).toBeVisible();
  });
}
