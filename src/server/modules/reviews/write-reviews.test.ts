import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEWS_PER_HOUR, reviewMessages } from '../../../shared/reviews.js';
import type { Review, ReviewPage } from '../../../shared/schemas/reviews.js';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { insertReview } from '../../test/fixtures.js';
import { storedPictureKey } from '../../test/picture-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { users } from '../accounts/accounts.tables.js';
import { reviews } from './reviews.tables.js';

describe.each(testDatabaseKinds())('writing reviews and Helpful likes on %s', (kind) => {
  let t: TestApp;
  let author: TestUser;
  let reader: TestUser;
  const valid = { country: 'India', rating: 4, comment: 'Solid drill, fast delivery to Chennai.' };

  beforeAll(async () => {
    t = await createTestApp(kind);
    author = await signUp(t.app, { name: 'Priya Natarajan' });
    reader = await signUp(t.app);
  });
  afterAll(() => t.close());

  const write = (payload: object, user: TestUser | null = author) => t.app.inject({ method: 'POST', url: '/api/reviews', payload, headers: user ? { cookie: user.cookie } : {} });
  const helpful = (id: string, on: boolean, user: TestUser | null = reader) =>
    t.app.inject({ method: on ? 'PUT' : 'DELETE', url: `/api/reviews/${id}/helpful`, headers: user ? { cookie: user.cookie } : {} });

  it('is for signed-in customers', async () => {
    expect((await write(valid, null)).statusCode).toBe(401);
  });

  it("publishes a review as its author (never someone else), under the account's name, newest first", async () => {
    const response = await write({ ...valid, name: 'The Shop Owner', authorId: 'someone-else', helpfulCount: 999, createdAt: '2001-01-01T00:00:00Z' });
    expect(response.statusCode).toBe(201);
    const { message, review } = response.json<{ message: string; review: Review }>();
    expect(message).toBe(reviewMessages.added);
    expect(review).toMatchObject({ ...valid, name: 'Priya Natarajan', helpfulCount: 0, likedByMe: false, picture: null });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.authorId).toBe(author.id);
    const first = (await t.app.inject({ method: 'GET', url: '/api/reviews?pageSize=1' })).json<ReviewPage>().items[0];
    expect(first?.id).toBe(review.id);
  });

  it('uses an uploaded picture, or else the author’s account picture', async () => {
    const pictureKey = await storedPictureKey(t, '#947');
    const withPicture = (await write({ ...valid, pictureKey })).json().review;
    expect(withPicture.picture.src).toBe(`/media/${pictureKey}-800.webp`);
    await t.database.db.update(users).set({ image: '/media/avatar.webp' }).where(eq(users.id, author.id));
    // Changed by hand: the shop hears of it through the database's announcement.
    await vi.waitFor(async () => expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: author.cookie } })).json().user.image).toBe('/media/avatar.webp'), { timeout: 5000, interval: 20 });
    const withAvatar = (await write(valid)).json().review;
    expect(withAvatar.picture).toEqual({ src: '/media/avatar.webp', srcSet: '' });
    expect((await write({ ...valid, pictureKey: 'e'.repeat(24) })).json().errors).toContainEqual({ field: 'pictureKey', message: reviewMessages.pictureUnknown });
  });

  it.each([
    [{ rating: 0 }, 'rating', reviewMessages.ratingRange],
    [{ rating: 6 }, 'rating', reviewMessages.ratingRange],
    [{ rating: 3.5 }, 'rating', reviewMessages.ratingRange],
    [{ rating: undefined }, 'rating', reviewMessages.ratingRange],
    [{ country: '' }, 'country', reviewMessages.countryRequired],
    [{ comment: '' }, 'comment', reviewMessages.commentRequired],
    [{ comment: 'Nice' }, 'comment', reviewMessages.commentTooShort],
    [{ comment: 'x'.repeat(2001) }, 'comment', reviewMessages.commentTooLong],
  ])('refuses %j with the field message', async (change, field, message) => {
    const response = await write({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it(`limits each customer to ${REVIEWS_PER_HOUR} reviews an hour, and writes nothing when refusing`, async () => {
    const prolific = await signUp(t.app);
    for (let i = 0; i < REVIEWS_PER_HOUR; i += 1) expect((await write({ ...valid, comment: `Review number ${i} of many.` }, prolific)).statusCode).toBe(201);
    const refused = await write({ ...valid, comment: 'One review too many.' }, prolific);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', detail: reviewMessages.tooMany });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.authorId, prolific.id))).toHaveLength(REVIEWS_PER_HOUR);
    expect((await write(valid, reader)).statusCode).toBe(201);
  });

  it('keeps HTML in comments as plain text', async () => {
    const comment = '<img src=x onerror=alert(1)> works great';
    const review = (await write({ ...valid, comment })).json().review;
    expect(review.comment).toBe(comment);
  });

  it('counts one Helpful per customer, undoable, safe against repeats and races', async () => {
    const review = await insertReview(t.database.db, { helpfulCount: 3 });
    expect((await helpful(review.id, true, null)).statusCode).toBe(401);
    const results = await Promise.all(Array.from({ length: 10 }, () => helpful(review.id, true)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.at(-1)?.json()).toEqual({ helpfulCount: 4, likedByMe: true });

    const asReader = (await t.app.inject({ method: 'GET', url: '/api/reviews?pageSize=100', headers: { cookie: reader.cookie } })).json<ReviewPage>();
    expect(asReader.items.find((r) => r.id === review.id)).toMatchObject({ helpfulCount: 4, likedByMe: true });
    const asVisitor = (await t.app.inject({ method: 'GET', url: '/api/reviews?pageSize=100' })).json<ReviewPage>();
    expect(asVisitor.items.find((r) => r.id === review.id)).toMatchObject({ helpfulCount: 4, likedByMe: false });

    expect((await helpful(review.id, true, author)).json()).toEqual({ helpfulCount: 5, likedByMe: true });
    await Promise.all(Array.from({ length: 5 }, () => helpful(review.id, false)));
    expect((await helpful(review.id, false)).json()).toEqual({ helpfulCount: 4, likedByMe: false });
    expect((await helpful('4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11', true)).statusCode).toBe(404);
  });
});
