import { expect, type Locator, type Page } from '@playwright/test';
import { accountMessages } from '../src/shared/accounts.js';
import { categoryAdminMessages, type CategoryReply } from '../src/shared/schemas/categories-admin.js';
import type { CategoryList, CategoryPage } from '../src/shared/schemas/discovery.js';
import { baseUrl, createAccount, expectPath, signInThroughApi, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { E2E_ADMIN } from './support/global-setup.js';

const PAGE = '/dashboard/categories';

async function openAsAdmin(page: Page) {
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Category tree' })).toBeVisible();
}

function categoryCard(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

test.describe('Categories (/dashboard/categories)', () => {
  test('an admin adds a category under another and gives it a number attribute with a unit', async ({ page, request }) => {
    test.slow(); // one flow through several dialogs, each answered by the server
    const shop = await fetchShopConfig(request);
    const suffix = unique();
    const parentName = `Site lighting ${suffix}`;
    const name = `Work lights ${suffix}`;
    await openAsAdmin(page);
    await expect(page).toHaveTitle(`Categories · ${shop.name}`);
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Categories' }).filter({ visible: true }).first()).toHaveAttribute('aria-current', 'page');

    // A category at the top, then one under it.
    await page.getByRole('button', { name: 'Add category' }).click();
    const addTop = page.getByRole('dialog', { name: 'Add a category' });
    await addTop.getByLabel('Name', { exact: true }).fill(parentName);
    await addTop.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText(categoryAdminMessages.categoryAdded)).toBeVisible();
    await expect(addTop).toBeHidden();
    const parent = categoryCard(page, parentName);
    await parent.getByRole('button', { name: `Add subcategory to ${parentName}` }).click();
    const addSub = page.getByRole('dialog', { name: `Add a subcategory to ${parentName}` });
    await addSub.getByRole('button', { name: 'Add category' }).click();
    await expect(addSub.getByText(categoryAdminMessages.nameRequired)).toBeVisible(); // the shared schema, before any request
    await addSub.getByLabel('Name', { exact: true }).fill(name);
    await addSub.getByRole('button', { name: 'Add category' }).click();
    await expect(addSub).toBeHidden();
    const card = categoryCard(page, name);
    await expect(card).toBeVisible();
    const slug = `work-lights-${suffix}`;
    await expect(card).toContainText(`/category/${slug}`);
    const listed = (await (await request.get('/api/categories')).json()) as CategoryList;
    const parentId = listed.categories.find((category) => category.name === parentName)?.id;
    expect(listed.categories.find((category) => category.name === name)?.parentId).toBe(parentId);

    // A number attribute with a unit, as a key attribute.
    await card.getByRole('button', { name: `Attributes of ${name} (0)` }).click();
    await card.getByRole('button', { name: `Add attribute to ${name}` }).click();
    const addAttribute = page.getByRole('dialog', { name: `Add an attribute to ${name}` });
    const key = `luminous-flux-${suffix}`;
    await addAttribute.getByLabel('Key', { exact: true }).fill('Luminous flux');
    await addAttribute.getByLabel('Label').fill('Luminous flux');
    await addAttribute.getByLabel('Kind').selectOption({ label: 'Number with a unit' });
    await addAttribute.getByRole('button', { name: 'Add attribute' }).click();
    await expect(addAttribute.getByText(categoryAdminMessages.keyShape)).toBeVisible();
    await expect(addAttribute.getByText(categoryAdminMessages.unitRequired)).toBeVisible();
    await addAttribute.getByLabel('Key', { exact: true }).fill(key);
    await addAttribute.getByLabel('Unit').selectOption('lm');
    await addAttribute.getByLabel('Key attribute').check();
    await addAttribute.getByRole('button', { name: 'Add attribute' }).click();
    await expect(page.getByText(categoryAdminMessages.attributeAdded)).toBeVisible();
    await expect(addAttribute).toBeHidden();
    const attributes = card.getByRole('list', { name: `Attributes of ${name}` });
    await expect(attributes.getByRole('listitem')).toHaveCount(1);
    await expect(attributes.getByRole('listitem')).toContainText('Luminous flux');
    await expect(attributes.getByRole('listitem')).toContainText('Number in lm');
    await expect(attributes.getByRole('listitem')).toContainText('Key attribute');
    const categoryPage = (await (await request.get(`/api/categories/${slug}`)).json()) as CategoryPage;
    expect(categoryPage.attributes).toContainEqual({ key, label: 'Luminous flux', kind: 'number', unit: 'lm', choices: [] });

    // Out of the shop again, for the other tests.
    for (const id of [listed.categories.find((category) => category.name === name)?.id, parentId]) {
      expect((await page.request.delete(`/api/categories/${id}`, { headers: { origin: baseUrl() } })).status()).toBe(200);
    }
  });

  test('an admin moves a category, renames it (its address stays) and archives it', async ({ page, request }) => {
    test.slow(); // one flow through several dialogs, each answered by the server
    const suffix = unique();
    const parentName = `Site lighting ${suffix}`;
    const name = `Work lights ${suffix}`;
    const renamed = `LED work lights ${suffix}`;
    const slug = `work-lights-${suffix}`;
    await signInThroughApi(page, E2E_ADMIN);
    const create = async (data: object) => {
      const response = await page.request.post('/api/categories', { data, headers: { origin: baseUrl() } });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as CategoryReply).category.id;
    };
    const parentId = await create({ name: parentName });
    await create({ name, parentId });
    await openAsAdmin(page);
    const card = categoryCard(page, name);
    const parent = categoryCard(page, parentName);

    // Moved to the top of the tree, and back under its parent.
    await card.getByRole('button', { name: `Move ${name}` }).click();
    const move = page.getByRole('dialog', { name: `Move ${name}` });
    await expect(move.getByLabel('New parent')).toHaveValue(parentId ?? '');
    await move.getByLabel('New parent').selectOption({ label: 'Top level (no parent)' });
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText(`${name} moved`)).toBeVisible();
    const moved = (await (await request.get('/api/categories')).json()) as CategoryList;
    expect(moved.categories.find((category) => category.name === name)?.parentId).toBeNull();
    await card.getByRole('button', { name: `Move ${name}` }).click();
    await move.getByLabel('New parent').selectOption({ label: parentName });
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toBeHidden();
    await expect(card).toContainText(`/category/${slug}`);

    // Renamed: the address stays.
    await card.getByRole('button', { name: `Rename ${name}` }).click();
    const rename = page.getByRole('dialog', { name: `Rename ${name}` });
    await expect(rename.getByLabel('Name', { exact: true })).toHaveValue(name);
    await rename.getByLabel('Name', { exact: true }).fill(renamed);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(categoryAdminMessages.categoryUpdated)).toBeVisible();
    const renamedCard = categoryCard(page, renamed);
    await expect(renamedCard).toContainText(`/category/${slug}`);
    const afterRename = (await (await request.get(`/api/categories/${slug}`)).json()) as CategoryPage;
    expect(afterRename.category.name).toBe(renamed);

    // Archived after a question that names it.
    await renamedCard.getByRole('button', { name: `Archive ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Archive ${renamed}?` });
    await expect(confirm).toContainText(`/category/${slug}`);
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(`${renamed} archived`)).toBeVisible();
    await expect(renamedCard).toHaveCount(0);
    expect((await request.get(`/api/categories/${slug}`)).status()).toBe(404);
    await page.getByLabel(/^Show archived categories/).check();
    await expect(categoryCard(page, `${renamed} Archived`)).toBeVisible();

    // The parent, now empty, goes too.
    await parent.getByRole('button', { name: `Archive ${parentName}` }).click();
    await page.getByRole('dialog', { name: `Archive ${parentName}?` }).getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(`${parentName} archived`)).toBeVisible();
  });

  test('refusals are explained: archiving a category that holds products', async ({ page }) => {
    await openAsAdmin(page);
    const drills = categoryCard(page, 'Drills and drivers');
    await drills.getByRole('button', { name: 'Archive Drills and drivers' }).click();
    await page.getByRole('dialog', { name: 'Archive Drills and drivers?' }).getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(/^Drills and drivers still holds \d+ products?: move them to another category or remove them first$/)).toBeVisible();
    await expect(drills).toBeVisible();
  });

  test('a customer who opens it goes to My Orders with "Admins only"', async ({ page }) => {
    await createAccount(page.request);
    await page.goto(PAGE);
    await expectPath(page, '/dashboard');
    await expect(page.getByText(accountMessages.adminsOnly, { exact: true })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`has no serious or critical axe violations at ${width} px, with attributes open and in the attribute form`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAsAdmin(page);
      const card = categoryCard(page, 'Power tools');
      await card.getByRole('button', { name: /^Attributes of Power tools/ }).click();
      await expect(card.getByRole('list', { name: 'Attributes of Power tools' })).toBeVisible();
      const scrollWidth = await page.locator('html').evaluate((root) => root.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await card.getByRole('button', { name: 'Add attribute to Power tools' }).click();
      await expect(page.getByRole('dialog', { name: 'Add an attribute to Power tools' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
