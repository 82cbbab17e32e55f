import { expect } from '@playwright/test';
import { eligibilityMessages, productReviewMessages } from '../src/shared/product-reviews.js';
import { createAccount, newAccount, signInThroughApi, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { adminBrowser, orderAction, payOrder, placeOrder } from './support/orders.js';
import { createProductThroughApi, uniqueProductName } from './support/product-admin.js';

/**
 * Issue 38 §5: a customer reviews a product once it was delivered to them; the review shows as a
 * verified purchase with its stars, the average follows on the product's card; an admin replies
 * to it and hides it.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a customer reviews a delivered product at ${viewport.width} px, its average shows on the card, and an admin replies and hides it`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    const admin = await adminBrowser(browser);
    const product = await createProductThroughApi(admin.page.request, { name: uniqueProductName('Review Test Drill'), availableQuantity: 50 });
    const customer = await createAccount(page.request, newAccount('reviewer'));
    await signInThroughApi(page, customer);

    const order = await placeOrder(page.request, product.id, 1);
    await payOrder(page.request, order.id);
    await page.goto(`/product/${product.slug}`);
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews.getByText('No reviews yet.')).toBeVisible();
    await expect(reviews.getByText(eligibilityMessages['not-received'])).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

    expect((await orderAction(admin.page.request, order.id, 'ship')).status()).toBe(200);
    expect((await orderAction(admin.page.request, order.id, 'deliver')).status()).toBe(200);
    await page.reload();
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const form = reviews.getByRole('form', { name: `Review ${product.name}` });
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByText(productReviewMessages.ratingRange)).toBeVisible();
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByRole('textbox', { name: 'Title (optional)' }).fill('Steady on site');
    await form.getByRole('textbox', { name: 'Your review' }).fill('Drilled every fixing of a kitchen refit without a second battery.');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Post review' }).click();

    await expect(page.getByRole('status').filter({ hasText: productReviewMessages.added })).toBeVisible();
    const review = reviews.getByRole('article').filter({ hasText: 'Steady on site' });
    await expect(review.getByText('Verified purchase')).toBeVisible();
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(review.getByText(customer.name)).toBeVisible();
    await expect(reviews.getByText(eligibilityMessages.reviewed)).toBeVisible();
    // The summary beside the name, and in the reviews.
    await expect(page.getByRole('link', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();
    await expect(reviews.getByRole('listitem').filter({ hasText: '4 stars' })).toContainText('1');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
    const card = page.getByRole('list', { name: 'Products' }).getByRole('article').filter({ hasText: product.name });
    await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();

    // The admin replies, and the reply shows under the review; then hides it, and it leaves the page.
    await admin.page.goto('/dashboard/product-reviews');
    const item = admin.page.getByRole('list', { name: 'Product reviews' }).getByRole('listitem').filter({ hasText: product.name });
    await item.getByRole('button', { name: `Reply to the review by ${customer.name} of ${product.name}` }).click();
    await item.getByRole('textbox', { name: `Reply to ${customer.name}` }).fill('Thank you for the kind words.');
    await item.getByRole('button', { name: 'Save reply' }).click();
    await expect(item.getByText('Thank you for the kind words.')).toBeVisible();
    await expectNoSeriousA11yViolations(admin.page);
    await page.goto(`/product/${product.slug}`);
    await expect(review.getByText('Thank you for the kind words.')).toBeVisible();

    await item.getByRole('button', { name: `Hide the review by ${customer.name} of ${product.name}` }).click();
    await expect(item.getByText('Hidden', { exact: true })).toBeVisible();
    await page.reload();
    await expect(reviews.getByText('No reviews yet.')).toBeVisible();
    await expect(review).toHaveCount(0);
    await admin.context.close();
  });
}

test('"Top rated" lists the best average first, unrated products last, and stays in the address', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/category/drills-and-drivers');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Top rated' });
  await expect(page).toHaveURL(/sort=top-rated/);
  // The demo's drill driver averages 4.7 from 3 reviews, the hammer drill 4.5 from 2; the others (products other tests add too) have none.
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  expect((await cards.getByRole('heading').allInnerTexts()).slice(0, 2)).toEqual(['18V Cordless Drill Driver DD-18', '18V Brushless Hammer Drill HD-18B']);
  await expect(cards.first().getByRole('img', { name: 'Rated 4.7 out of 5 from 3 reviews' })).toBeVisible();
  await expect(cards.last().getByRole('img', { name: /^Rated / })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('top-rated');
});
