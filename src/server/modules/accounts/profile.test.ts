import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneMessages } from '../../../shared/schemas/phone.js';
import { ageOn, profileMessages } from '../../../shared/schemas/profile.js';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { profiles } from './accounts.tables.js';

const valid = { name: 'Rahim Uddin', phone: '+880 1712-345678', dateOfBirth: '1990-04-15', hometown: 'Dhaka', nationality: 'Bangladeshi', education: 'BSc in Electrical Engineering' };

function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds())('my profile on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signUp(t.app, { name: 'Rahim' });
  });
  afterAll(() => t.close());

  const get = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: cookie ? { cookie } : {} });
  const put = (payload: object, cookie = user.cookie) => t.app.inject({ method: 'PUT', url: '/api/profile', payload, headers: { cookie } });

  it('is for signed-in users only', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', payload: valid })).statusCode).toBe(401);
  });

  it('starts with the account name and email, other fields empty', async () => {
    const response = await get(user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Rahim', email: user.email, phone: null, dateOfBirth: null, age: null, hometown: null, nationality: null, education: null });
  });

  it('saves in place and computes the age from the date of birth', async () => {
    const saved = await put(valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(profileMessages.saved);
    expect((await get(user.cookie)).json()).toEqual({ ...valid, email: user.email, age: ageOn('1990-04-15') });
    await put({ ...valid, hometown: 'Chattogram', email: 'hacker@example.com', role: 'admin', age: 5 });
    const reloaded = (await get(user.cookie)).json();
    expect(reloaded).toMatchObject({ hometown: 'Chattogram', email: user.email, age: ageOn('1990-04-15') });
    const rows = await t.database.db.select().from(profiles);
    expect(rows.filter((row) => row.userId === user.id)).toHaveLength(1);
    const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: user.cookie } })).json();
    expect(session.user).toMatchObject({ name: 'Rahim Uddin', role: 'customer' });
  });

  it("keeps each user's profile to themselves", async () => {
    const other = await signUp(t.app);
    expect((await get(other.cookie)).json()).toMatchObject({ email: other.email, hometown: null });
  });

  it.each([
    [{ phone: '' }, 'phone', phoneMessages.required],
    [{ phone: '12345' }, 'phone', phoneMessages.tooShort],
    [{ phone: '0171 234 567a' }, 'phone', phoneMessages.invalid],
    [{ dateOfBirth: '' }, 'dateOfBirth', profileMessages.dateOfBirthRequired],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', profileMessages.dateOfBirthInvalid],
    [{ dateOfBirth: yearsAgo(-1) }, 'dateOfBirth', profileMessages.dateOfBirthFuture],
    [{ dateOfBirth: yearsAgo(13, 1) }, 'dateOfBirth', profileMessages.ageRange],
    [{ dateOfBirth: yearsAgo(121) }, 'dateOfBirth', profileMessages.ageRange],
    [{ hometown: ' ' }, 'hometown', profileMessages.hometownRequired],
    [{ nationality: '' }, 'nationality', profileMessages.nationalityRequired],
    [{ education: '' }, 'education', profileMessages.educationRequired],
    [{ name: '' }, 'name', 'Name is required'],
  ])('refuses %j with the field message and changes nothing', async (change, field, message) => {
    const before = (await get(user.cookie)).json();
    const response = await put({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await get(user.cookie)).json()).toEqual(before);
  });

  it('accepts the youngest and oldest allowed ages', async () => {
    expect((await put({ ...valid, dateOfBirth: yearsAgo(13) })).statusCode).toBe(200);
    expect((await put({ ...valid, dateOfBirth: yearsAgo(120) })).statusCode).toBe(200);
  });
});
