import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_REVIEW_BODY_MAX, PRODUCT_REVIEWS_PER_HOUR, PRODUCT_REVIEW_TITLE_MAX, eligibilityMessages, productReviewMessages } from '../../../shared/product-reviews.js';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { AdminProductReview, AdminProductReviewPage, MyProductReview, ProductReview, ProductReviewPage } from '../../../shared/schemas/product-reviews.js';
import type { SearchResult } from '../../../shared/schemas/discovery.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { createCategory } from '../catalog/categories.service.js';
import { act, payWithTestCard, placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { productReviews } from './product-reviews.tables.js';

describe.each(testDatabaseKinds())('product reviews on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  let categorySlug: string;
  let reviewed: { id: string; slug: string };
  let other: { id: string; slug: string };
  const valid = { rating: 4, title: 'Does the job', body: 'Strong drill, the battery lasts a whole day of fitting kitchens.' };

  /** An order of the product, paid, shipped and delivered to the customer. */
  async function deliver(customer: TestUser, productId: string) {
    const order = await placeOrderFor(t.app, customer, productId);
    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(200);
    expect((await act(t.app, admin, order.id, 'ship')).statusCode).toBe(200);
    expect((await act(t.app, admin, order.id, 'deliver')).statusCode).toBe(200);
    return order;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    buyer = await signUp(t.app, { name: 'Dana Okafor' });
    stranger = await signUp(t.app);
    const category = await createCategory(t.database.db, { name: 'Review drills' });
    categorySlug = category.slug;
    reviewed = await insertProduct(t.database.db, { name: 'Reviewed Drill', categoryId: category.id, availableQuantity: 500 });
    other = await insertProduct(t.database.db, { name: 'Unreviewed Drill', categoryId: category.id, availableQuantity: 500 });
  });
  afterAll(() => t.close());

  const write = (productId: string, payload: object, user: TestUser | null) =>
    t.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews`, payload, headers: user ? { cookie: user.cookie } : {} });
  const mine = async (productId: string, user: TestUser) => (await t.app.inject({ method: 'GET', url: `/api/products/${productId}/my-review`, headers: { cookie: user.cookie } })).json<MyProductReview>();
  const reviewsOf = async (idOrSlug: string, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${idOrSlug}/reviews${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<ProductReviewPage>();
  };
  const productOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
  const moderate = (id: string, payload: object, user: TestUser = admin) => t.app.inject({ method: 'PATCH', url: `/api/admin/product-reviews/${id}`, payload, headers: { cookie: user.cookie } });
  const rowsBy = (user: TestUser) => t.database.db.select().from(productReviews).where(eq(productReviews.authorId, user.id));

  it('shows a product without reviews as unrated, and asks visitors to sign in to write one', async () => {
    expect(await reviewsOf(reviewed.slug)).toMatchObject({ items: [], total: 0, rating: null, stars: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })) });
    expect((await productOf(reviewed.id)).rating).toBeNull();
    expect((await write(reviewed.id, valid, null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${reviewed.id}/my-review` })).statusCode).toBe(401);
  });

  it('lets only a customer the product was delivered to review it, not one whose order is on its way', async () => {
    expect(await mine(reviewed.id, buyer)).toEqual({ eligibility: 'not-received', message: eligibilityMessages['not-received'], review: null });
    const refused = await write(reviewed.id, valid, buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: productReviewMessages.notReceived });

    const onItsWay = await placeOrderFor(t.app, buyer, reviewed.id);
    expect((await payWithTestCard(t.app, buyer, onItsWay.id)).statusCode).toBe(200);
    expect((await act(t.app, admin, onItsWay.id, 'ship')).statusCode).toBe(200);
    expect((await write(reviewed.id, valid, buyer)).statusCode).toBe(403);
    // Another customer's delivered order does not count for this one.
    await deliver(stranger, reviewed.id);
    expect((await write(reviewed.id, valid, buyer)).statusCode).toBe(403);
    expect(await rowsBy(buyer)).toHaveLength(0);

    expect((await act(t.app, admin, onItsWay.id, 'deliver')).statusCode).toBe(200);
    expect((await mine(reviewed.id, buyer)).eligibility).toBe('can-review');
  });

  it('publishes the review under the account’s name as a verified purchase, once per customer and product', async () => {
    const response = await write(reviewed.id, { ...valid, authorName: 'The Shop', verifiedPurchase: false, reply: 'forged', hidden: true }, buyer);
    expect(response.statusCode).toBe(201);
    const { message, review } = response.json<{ message: string; review: ProductReview }>();
    expect(message).toBe(productReviewMessages.added);
    expect(review).toMatchObject({ ...valid, authorName: 'Dana Okafor', verifiedPurchase: true, reply: null });

    const again = await write(reviewed.id, { ...valid, rating: 1 }, buyer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: productReviewMessages.alreadyReviewed });
    expect(await rowsBy(buyer)).toHaveLength(1);
    expect(await mine(reviewed.slug, buyer)).toMatchObject({ eligibility: 'reviewed', review: { id: review.id, rating: 4 } });
  });

  it('shows the average and the count on the product, its reviews, and its cards in lists', async () => {
    const second = await write(reviewed.id, { rating: 5, body: 'Light and well balanced, I use it every day.' }, stranger);
    expect(second.statusCode).toBe(201);
    expect((await productOf(reviewed.id)).rating).toEqual({ average: 4.5, count: 2 });
    const page = await reviewsOf(reviewed.slug);
    expect(page).toMatchObject({ total: 2, rating: { average: 4.5, count: 2 } });
    expect(page.stars).toEqual([
      { rating: 5, count: 1 },
      { rating: 4, count: 1 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ]);
    // Newest first.
    expect(page.items.map((item) => item.rating)).toEqual([5, 4]);
    expect((await reviewsOf(reviewed.slug, '?pageSize=1&page=2')).items.map((item) => item.rating)).toEqual([4]);

    const listed = (await t.app.inject({ method: 'GET', url: `/api/search?category=${categorySlug}&sort=top-rated` })).json<SearchResult>();
    expect(listed.items.map((item) => [item.name, item.rating])).toEqual([
      ['Reviewed Drill', { average: 4.5, count: 2 }],
      ['Unreviewed Drill', null],
    ]);
  });

  it('counts every review when customers write them at the same moment', async () => {
    const customers = await Promise.all([1, 2, 3].map(() => signUp(t.app)));
    for (const customer of customers) await deliver(customer, other.id);
    const answers = await Promise.all(customers.map((customer, i) => write(other.id, { rating: i + 1, body: 'Written at the same moment as the others.' }, customer)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const [row] = await t.database.db.select({ count: products.ratingCount, total: products.ratingTotal }).from(products).where(eq(products.id, other.id));
    expect(row).toEqual({ count: 3, total: 6 });
    // A product whose average is higher comes first; "Top rated" puts the 4.5 before the 2.
    const listed = (await t.app.inject({ method: 'GET', url: `/api/search?category=${categorySlug}&sort=top-rated` })).json<SearchResult>();
    expect(listed.items.map((item) => item.name)).toEqual(['Reviewed Drill', 'Unreviewed Drill']);
  });

  it('lets admins hide a review (it leaves the page and the average) and reply to one', async () => {
    const [target] = (await reviewsOf(reviewed.slug)).items;
    expect((await moderate(target!.id, { hidden: true }, buyer)).statusCode).toBe(403);
    const hidden = await moderate(target!.id, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<AdminProductReview>()).toMatchObject({ id: target!.id, hidden: true, product: { id: reviewed.id, name: 'Reviewed Drill' } });
    expect((await reviewsOf(reviewed.slug)).items.map((item) => item.id)).not.toContain(target!.id);
    expect((await productOf(reviewed.id)).rating).toEqual({ average: 4, count: 1 });

    const listedHidden = (await t.app.inject({ method: 'GET', url: '/api/admin/product-reviews?shown=hidden', headers: { cookie: admin.cookie } })).json<AdminProductReviewPage>();
    expect(listedHidden.items.map((item) => item.id)).toEqual([target!.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/product-reviews', headers: { cookie: buyer.cookie } })).statusCode).toBe(403);

    expect((await moderate(target!.id, { hidden: false })).statusCode).toBe(200);
    expect((await productOf(reviewed.id)).rating).toEqual({ average: 4.5, count: 2 });

    const replied = await moderate(target!.id, { reply: '  Thank you, glad it serves you well.  ' });
    expect(replied.json<AdminProductReview>()).toMatchObject({ reply: 'Thank you, glad it serves you well.', hidden: false });
    const shown = (await reviewsOf(reviewed.slug)).items.find((item) => item.id === target!.id);
    expect(shown).toMatchObject({ reply: 'Thank you, glad it serves you well.' });
    expect(shown?.repliedAt).toEqual(expect.any(String));
    expect((await moderate(target!.id, { reply: null })).json<AdminProductReview>()).toMatchObject({ reply: null, repliedAt: null });
  });

  describe('bad input', () => {
    it.each([
      ['no rating', { body: valid.body }, productReviewMessages.ratingRange],
      ['six stars', { ...valid, rating: 6 }, productReviewMessages.ratingRange],
      ['half a star', { ...valid, rating: 4.5 }, productReviewMessages.ratingRange],
      ['a rating as text', { ...valid, rating: '5' }, productReviewMessages.ratingRange],
      ['no words', { rating: 5, body: '   ' }, productReviewMessages.bodyRequired],
      ['too few words', { rating: 5, body: 'Good.' }, productReviewMessages.bodyTooShort],
      ['too many words', { rating: 5, body: 'x'.repeat(PRODUCT_REVIEW_BODY_MAX + 1) }, productReviewMessages.bodyTooLong],
      ['a long title', { ...valid, title: 'x'.repeat(PRODUCT_REVIEW_TITLE_MAX + 1) }, productReviewMessages.titleTooLong],
    ])('refuses %s with a 400 and writes nothing', async (_, payload, message) => {
      const customer = await signUp(t.app);
      await deliver(customer, other.id);
      const response = await write(other.id, payload, customer);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
      expect(await rowsBy(customer)).toHaveLength(0);
    });

    it('keeps HTML as plain text', async () => {
      const customer = await signUp(t.app);
      await deliver(customer, other.id);
      const body = '<script>alert(1)</script> works; drop table products;';
      const response = await write(other.id, { rating: 3, title: '<b>bold</b>', body }, customer);
      expect(response.json<{ review: ProductReview }>().review).toMatchObject({ title: '<b>bold</b>', body });
    });

    it('answers 404 for a product that does not exist or an unknown review, never a 500', async () => {
      for (const id of ['no-such-product', '00000000-0000-4000-8000-000000000000', 'x'.repeat(99)]) {
        expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}/reviews` })).statusCode).toBe(404);
        expect((await write(id, valid, buyer)).statusCode).toBe(404);
      }
      expect((await moderate('00000000-0000-4000-8000-000000000000', { hidden: true })).statusCode).toBe(404);
      expect((await moderate('not-an-id', { hidden: true })).statusCode).toBe(404);
      const empty = await moderate((await reviewsOf(reviewed.slug)).items[0]!.id, {});
      expect(empty.statusCode).toBe(400);
      expect(JSON.stringify(empty.json())).toContain(productReviewMessages.nothingToChange);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/product-reviews?shown=everything', headers: { cookie: admin.cookie } })).statusCode).toBe(400);
    });

    it(`limits each customer to ${PRODUCT_REVIEWS_PER_HOUR} tries an hour`, async () => {
      const eager = await signUp(t.app);
      for (let i = 0; i < PRODUCT_REVIEWS_PER_HOUR; i += 1) expect((await write(other.id, valid, eager)).statusCode).toBe(403);
      const limited = await write(other.id, valid, eager);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ detail: productReviewMessages.tooMany });
      expect((await write(other.id, valid, await signUp(t.app))).statusCode).toBe(403);
    });
  });
});
