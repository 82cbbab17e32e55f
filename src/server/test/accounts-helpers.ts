import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { users } from '../modules/accounts/accounts.tables.js';

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** `cookie` header value carrying the session. */
  cookie: string;
}

/** The session cookie from a response, as a `cookie` request header value. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = all.find((c) => c.startsWith('shop.session_token='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return session.split(';')[0] ?? '';
}

/** Registers a new account through the API and returns it signed in. */
export async function signUp(app: FastifyInstance, overrides: { name?: string; email?: string; password?: string } = {}): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: overrides.name ?? `User ${counter}`, email, password }, remoteAddress: `10.250.${Math.floor(counter / 250) % 250}.${counter % 250}` });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { id: response.json().user.id, email, password, cookie: sessionCookie(response.headers['set-cookie']) };
}

/**
 * Registers a new account whose address is confirmed (as its owner does by opening the mailed
 * link), for tests of what needs one, such as paying cash on delivery.
 */
export async function signUpConfirmed(app: FastifyInstance, db: Database, overrides: { name?: string; email?: string; password?: string } = {}): Promise<TestUser> {
  const user = await signUp(app, overrides);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

export async function signUpAdmin(app: FastifyInstance, db: Database): Promise<TestUser> {
  const user = await signUp(app);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return user;
}

/** A bearer token for a program acting as this user (POST /api/auth/token). */
export async function bearerToken(app: FastifyInstance, user: Pick<TestUser, 'email' | 'password'>, remoteAddress = '10.249.0.1'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: user.email, password: user.password }, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`token failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}
