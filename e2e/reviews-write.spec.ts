import { expect, type Locator, type Page } from '@playwright/test';
import { HOME_REVIEW_COUNT, REVIEWS_PAGE_SIZE, reviewMessages } from '../src/shared/reviews.js';
import type { Review, ReviewPage } from '../src/shared/schemas/reviews.js';
import { createAccount, expectPath, signInThroughForm, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { pictureFile } from './support/pictures.js';

const ADD_REVIEW = '/dashboard/addReview';

function reviewCards(scope: Page | Locator): Locator {
  return scope.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
}

/** A review card (inside `scope`) by the reviewer's name. */
function reviewCard(page: Page, name: string, scope: Page | Locator = page): Locator {
  return reviewCards(scope).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function newestReviews(page: Page, count = REVIEWS_PAGE_SIZE): Promise<Review[]> {
  return ((await (await page.request.get(`/api/reviews?page=1&pageSize=${count}`)).json()) as ReviewPage).items;
}

/** Fills and sends the Add Review form (the Name is prefilled from the account). */
async function writeReview(page: Page, review: { country: string; stars: number; comment: string; picture?: string }) {
  const form = page.getByRole('form', { name: 'Add Review' });
  await form.getByLabel('Country').fill(review.country);
  await form.getByRole('radio', { name: review.stars === 1 ? '1 star' : `${review.stars} stars` }).check();
  if (review.picture) {
    await form.getByLabel('Picture').setInputFiles(review.picture);
    await expect(form.getByText('Picture uploaded')).toBeVisible();
  }
  await form.getByLabel('Comment').fill(review.comment);
  await form.getByRole('button', { name: 'Add Review' }).click();
}

test.describe('Add Review (/dashboard/addReview)', () => {
  // These tests publish reviews and check that theirs is the newest: one after the other.
  test.describe.configure({ mode: 'serial' });

  test('a customer writes a review with stars and a picture; it shows first on /allReview and the home page', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const account = await createAccount(page.request);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add Review' }).click();
    await expectPath(page, ADD_REVIEW);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Review');
    await expect(page).toHaveTitle(`Add Review · ${shop.name}`);

    const form = page.getByRole('form', { name: 'Add Review' });
    await expect(form.getByLabel('Name')).toHaveValue(account.name);
    const comment = 'The clamp meter arrived in two days and reads DC current spot on. Recommended!';
    await writeReview(page, { country: 'Norway', stars: 4, comment, picture: await pictureFile('png') });

    await expect(page.getByText(reviewMessages.added)).toBeVisible();
    await expectPath(page, '/allReview');
    const first = reviewCards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(account.name);
    await expect(first.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(first.getByText('Norway', { exact: true })).toBeVisible();
    await expect(first.getByText(comment)).toBeVisible();
    await expect(first.getByRole('button', { name: 'Helpful 0' })).toHaveAttribute('aria-pressed', 'false');
    // The uploaded picture is the reviewer's picture.
    const saved = (await newestReviews(page, 1))[0];
    expect(saved).toMatchObject({ name: account.name, country: 'Norway', rating: 4, comment });
    await expect(first.locator('img').first()).toHaveAttribute('src', saved!.picture!.src);

    await page.goto('/');
    const section = page.getByRole('region', { name: 'What Our Customers Say' });
    await expect(reviewCards(section)).toHaveCount(HOME_REVIEW_COUNT);
    await expect(reviewCards(section).first().getByRole('heading', { level: 3 })).toHaveText(account.name);
    await expect(reviewCards(section).first().getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  });

  test('a comment that looks like HTML is shown as the text it is, and runs nothing', async ({ page }) => {
    const account = await createAccount(page.request);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.goto(ADD_REVIEW);
    const comment = '<img src=x onerror=alert(1)>';
    await writeReview(page, { country: 'Testland', stars: 2, comment });
    await expect(page.getByText(reviewMessages.added)).toBeVisible();
    await expectPath(page, '/allReview');

    const card = reviewCard(page, account.name);
    await expect(card.getByText(comment, { exact: true })).toBeVisible();
    await expect(card.locator('img[src="x"]')).toHaveCount(0);
    await page.goto('/');
    await expect(reviewCard(page, account.name, page.getByRole('region', { name: 'What Our Customers Say' })).getByText(comment, { exact: true })).toBeVisible();
    expect(dialogs).toBe(0);
  });
});

test.describe('Add Review checks', () => {
  test("every field is checked with the server's messages before anything is sent", async ({ page }) => {
    await createAccount(page.request);
    let posted = 0;
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/reviews') && (posted += 1));
    await page.goto(ADD_REVIEW);
    const form = page.getByRole('form', { name: 'Add Review' });
    // The name is the account's: shown, not typed.
    await expect(form.getByLabel('Name')).not.toBeEditable();
    await form.getByRole('button', { name: 'Add Review' }).click();
    for (const message of [reviewMessages.countryRequired, reviewMessages.ratingRange, reviewMessages.commentRequired]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Country')).toBeFocused();

    await form.getByLabel('Comment').fill('Good');
    await expect(form.getByText(reviewMessages.commentTooShort)).toBeVisible();
    // The stars are a radio group: the arrow keys choose the rating.
    await form.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(form.getByText(reviewMessages.ratingRange)).toHaveCount(0);
    await expect(form.getByRole('group', { name: 'Rating' })).toBeVisible();
    expect(posted).toBe(0);
  });
});

test.describe('Helpful on review cards', () => {
  test('a signed-in customer marks a review helpful and takes it back; the count comes from the server', async ({ page }) => {
    await createAccount(page.request);
    const target = (await newestReviews(page))[2]!;
    await page.goto('/allReview');
    const button = reviewCard(page, target.name).getByRole('button', { name: /^Helpful \d+$/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const before = Number((await button.textContent())!.replace(/\D/g, ''));

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName(`Helpful ${before + 1}`);
    await expect.poll(async () => (await newestReviews(page)).find((review) => review.id === target.id)).toMatchObject({ likedByMe: true, helpfulCount: before + 1 });

    // The like is kept on the server: still there after a reload, and counted once.
    await page.reload();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName(`Helpful ${before + 1}`);

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleName(`Helpful ${before}`);
    await expect.poll(async () => (await newestReviews(page)).find((review) => review.id === target.id)).toMatchObject({ likedByMe: false, helpfulCount: before });
  });

  test("the count shown is the server's answer, and a failed click is put right from the server", async ({ page }) => {
    await createAccount(page.request);
    const target = (await newestReviews(page))[3]!;
    await page.route(`**/api/reviews/${target.id}/helpful`, (route) => route.fulfill({ json: { helpfulCount: 1234, likedByMe: true } }));
    await page.goto('/allReview');
    const button = reviewCard(page, target.name).getByRole('button', { name: /^Helpful \d+$/ });
    await button.click();
    await expect(button).toHaveAccessibleName('Helpful 1234');
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    await page.route(`**/api/reviews/${target.id}/helpful`, (route) =>
      route.fulfill({ status: 404, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Not found', status: 404, detail: 'This review no longer exists.', code: 'NOT_FOUND' }) }),
    );
    await button.click();
    await expect(page.getByText('This review no longer exists.')).toBeVisible();
    // After a failure the card is asked again and shows what the server really has (no like was stored).
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleName(`Helpful ${target.helpfulCount}`);
  });

  test('a visitor who clicks Helpful is asked to sign in and comes back to the reviews', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/allReview?page=2');
    const card = reviewCards(page).first();
    const button = card.getByRole('button', { name: /^Helpful \d+$/ });
    const name = await button.textContent();
    let liked = 0;
    page.on('request', (sent) => sent.url().endsWith('/helpful') && (liked += 1));
    await button.click();
    await expect(page.getByText(reviewMessages.signInToLike)).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await button.textContent()).toBe(name);
    expect(liked).toBe(0);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/login?returnTo=%2FallReview%3Fpage%3D2');
    await signInThroughForm(page, account);
    await expectPath(page, '/allReview?page=2');
    await expect(reviewCards(page).first().getByRole('button', { name: /^Helpful \d+$/ })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('accessibility of Add Review', () => {
  for (const width of [1280, 390]) {
    test(`Add Review at ${width} px, empty and with its messages`, async ({ page }) => {
      // axe on a whole page can take most of the default 30 s on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await createAccount(page.request);
      await page.goto(ADD_REVIEW);
      await expect(page.getByRole('form', { name: 'Add Review' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Add Review' }).click();
      await expect(page.getByText(reviewMessages.ratingRange)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
