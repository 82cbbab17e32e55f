import { expect, test } from '@playwright/test';
import { REVIEWS_PAGE_SIZE } from '../src/shared/reviews.js';
import { fetchShopConfig } from './support/fixtures.js';

test.describe('customer reviews (/allReview)', () => {
  test('shows the reviews newest first with name, stars, country and Helpful count', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const first = await (await request.get(`/api/reviews?page=1&pageSize=${REVIEWS_PAGE_SIZE}`)).json();
    await page.goto('/allReview');
    await expect(page).toHaveTitle(`Customer Reviews · ${shop.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Reviews');

    const cards = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
    await expect(cards).toHaveCount(first.items.length);
    const names = await page.getByRole('list', { name: 'Reviews' }).getByRole('heading', { level: 2 }).allTextContents();
    expect(names).toEqual(first.items.map((review: { name: string }) => review.name));

    const dates = await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);

    const review = first.items[0];
    const card = cards.first();
    await expect(card.getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeVisible();
    await expect(card.getByText(review.country, { exact: true })).toBeVisible();
    await expect(card.getByText(review.comment)).toBeVisible();
    await expect(card.getByRole('button', { name: `Helpful ${review.helpfulCount}` })).toBeVisible();
  });

  test('comments are shown as plain text', async ({ page }) => {
    await page.route('**/api/reviews?*', (route) =>
      route.fulfill({
        json: {
          items: [
            {
              id: 'r1',
              name: 'Mallory Smith',
              country: 'Nowhere',
              rating: 1,
              picture: null,
              comment: '<img src=x onerror="document.title=\'pwned\'"><b>bold?</b>',
              helpfulCount: 0,
              createdAt: new Date().toISOString(),
            },
          ],
          page: 1,
          pageSize: REVIEWS_PAGE_SIZE,
          total: 1,
          totalPages: 1,
        },
      }),
    );
    await page.goto('/allReview');
    await expect(page.getByText('<b>bold?</b>', { exact: false })).toBeVisible();
    await expect(page.getByText('MS', { exact: true })).toBeVisible(); // initials avatar without a picture
    expect(await page.title()).not.toBe('pwned');
  });

  test('pagination keeps the page in the URL when there is more than one page', async ({ page, request }) => {
    const first = await (await request.get(`/api/reviews?page=1&pageSize=${REVIEWS_PAGE_SIZE}`)).json();
    // The demo data has 15 reviews (12 per page), and tests only add more.
    expect(first.totalPages).toBeGreaterThan(1);
    await page.goto('/allReview');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/allReview\?page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const second = await (await request.get(`/api/reviews?page=2&pageSize=${REVIEWS_PAGE_SIZE}`)).json();
    await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('heading', { level: 2 })).toHaveText(second.items.map((review: { name: string }) => review.name));
  });
});
