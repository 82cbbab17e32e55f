import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPage } from '../../../shared/schemas/reviews.js';
import { insertReview, minutesAgo } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

describe.each(testDatabaseKinds())('reviews API on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (let i = 0; i < 15; i += 1) {
      await insertReview(t.database.db, { name: `Reviewer ${i}`, rating: (i % 5) + 1, helpfulCount: i, createdAt: minutesAgo(50 - i) });
    }
    await insertReview(t.database.db, { name: 'Mallory', comment: '<img src=x onerror=alert(1)>', createdAt: minutesAgo(0) });
  });
  afterAll(() => t.close());

  it('lists reviews newest first with their ratings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reviews?pageSize=6' });
    expect(response.statusCode).toBe(200);
    const page = response.json<ReviewPage>();
    expect(page).toMatchObject({ page: 1, pageSize: 6, total: 16, totalPages: 3 });
    expect(page.items.map((r) => r.name)).toEqual(['Mallory', 'Reviewer 14', 'Reviewer 13', 'Reviewer 12', 'Reviewer 11', 'Reviewer 10']);
    expect(page.items[1]).toMatchObject({ rating: 5, helpfulCount: 14, country: 'Canada', picture: null });
  });

  it('returns comments exactly as written, as plain text', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/reviews?pageSize=1' })).json<ReviewPage>();
    expect(page.items[0]?.comment).toBe('<img src=x onerror=alert(1)>');
  });

  it('pages through all reviews', async () => {
    const last = (await t.app.inject({ method: 'GET', url: '/api/reviews?page=2&pageSize=12' })).json<ReviewPage>();
    expect(last.items.map((r) => r.name)).toEqual(['Reviewer 3', 'Reviewer 2', 'Reviewer 1', 'Reviewer 0']);
  });

  it('refuses a bad page size', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reviews?pageSize=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'pageSize' }] });
  });
});
