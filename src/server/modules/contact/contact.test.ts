import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages as messages } from '../../../shared/schemas/contact.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { CONTACT_RATE_LIMIT } from './contact.routes.js';
import { contactMessages } from './contact.tables.js';

const valid = { email: 'buyer@example.com', subject: 'Bulk order of breakers', message: 'Can you deliver 200 C16 breakers by Friday?' };

describe.each(testDatabaseKinds())('contact API on %s', (kind) => {
  let t: TestApp;
  // Each test speaks from its own client address, so the per-client limit does not leak between tests.
  let clientNumber = 0;
  let remoteAddress: string;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers, remoteAddress });
  const stored = () => t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(() => {
    clientNumber += 1;
    remoteAddress = `10.0.0.${clientNumber}`;
  });
  afterAll(() => t.close());

  it('stores a valid message and confirms it', async () => {
    const response = await post({ ...valid, email: '  buyer@example.com ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: messages.sent });
    const [row] = await stored();
    expect(row).toMatchObject({ email: 'buyer@example.com', subject: valid.subject, message: valid.message, clientIp: remoteAddress, readAt: null });
  });

  it.each([
    [{ ...valid, email: '' }, 'email', messages.emailRequired],
    [{ subject: valid.subject, message: valid.message }, 'email', messages.emailRequired],
    [{ ...valid, email: 'not-an-email' }, 'email', messages.emailInvalid],
    [{ ...valid, subject: '   ' }, 'subject', messages.subjectRequired],
    [{ ...valid, subject: 'x'.repeat(151) }, 'subject', messages.subjectTooLong],
    [{ ...valid, message: '' }, 'message', messages.messageRequired],
    [{ ...valid, message: 'Hi' }, 'message', messages.messageTooShort],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', messages.messageTooLong],
    [{ ...valid, email: 42 }, 'email', messages.emailRequired],
  ])('refuses %j with 400, a message for the field, and stores nothing', async (payload, field, message) => {
    const before = (await stored()).length;
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await stored()).length).toBe(before);
  });

  it('lists every invalid field at once', async () => {
    const response = await post({});
    expect(response.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'message', 'subject']);
  });

  it('answers malformed JSON and other content types with a 4xx problem, never a 500', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/contact', payload: '{"email":', headers: { 'content-type': 'application/json' }, remoteAddress });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const form = await t.app.inject({ method: 'POST', url: '/api/contact', payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('limits how many messages one client sends, without affecting others', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await post(valid)).statusCode).toBe(201);
    }
    const limited = await post(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', detail: messages.rateLimited });
    const otherClient = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: '10.9.9.9' });
    expect(otherClient.statusCode).toBe(201);
  });
});
