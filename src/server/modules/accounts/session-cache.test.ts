import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle, ListenGaps } from '../../db/database.js';
import type { Auth } from './auth.js';
import { forgetSessionsAfterChanges, sessionPlugin } from './session.js';
import { ACCOUNTS_CHANGED_CHANNEL, SESSION_RECHECK_MS, createSessionCache, credentialsKey } from './session-cache.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface FakeSession {
  expiresAt: Date;
  user: { id: string; name: string; email: string; image: string | null; role: string; banned: boolean | null; banExpires: Date | null };
}

/**
 * The session plugin with a stand-in for Better Auth (counting how often it is asked) and for the
 * database's announcements, so what is looked up, kept and forgotten can be watched exactly.
 */
async function harness() {
  const sessions = new Map<string, FakeSession>();
  const getSession = vi.fn(async ({ headers }: { headers: Headers }) => {
    const token = /shop\.session_token=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1] ?? headers.get('authorization')?.replace('Bearer ', '');
    const found = token ? sessions.get(token) : undefined;
    return found ? { session: { expiresAt: found.expiresAt }, user: found.user } : null;
  });
  const announcements: { onMessage: (payload: string) => void; gaps?: ListenGaps }[] = [];
  const database = {
    listen: async (channel: string, onMessage: (payload: string) => void, gaps?: ListenGaps) => {
      expect(channel).toBe(ACCOUNTS_CHANGED_CHANNEL);
      announcements.push({ onMessage, ...(gaps ? { gaps } : {}) });
      return async () => undefined;
    },
  } as unknown as DatabaseHandle;
  const cache = createSessionCache();
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(sessionPlugin, { auth: { api: { getSession } } as unknown as Auth, database, sessions: cache });
  app.get('/api/me', { config: { access: 'user' } }, async (request) => request.user);
  await app.register(async (accounts) => {
    forgetSessionsAfterChanges(accounts, cache);
    accounts.get('/api/profile', { config: { access: 'user' } }, async () => ({ ok: true }));
    accounts.put('/api/profile', { config: { access: 'user' } }, async () => ({ ok: true }));
  });
  app.post('/api/orders', { config: { access: 'user' } }, async () => ({ ok: true }));
  await app.ready();

  const signIn = (token: string, user: Partial<FakeSession['user']> = {}, expiresAt = new Date(Date.now() + 30 * DAY_MS)) => {
    sessions.set(token, { expiresAt, user: { id: `user-${token}`, name: 'Ada', email: 'ada@example.com', image: null, role: 'customer', banned: null, banExpires: null, ...user } });
  };
  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/me', headers });
  const announce = (payload = '') => announcements.forEach((a) => a.onMessage(payload));
  return { app, sessions, getSession, announcements, cache, signIn, me, announce };
}

describe('resolved sessions kept in memory', () => {
  let h: Awaited<ReturnType<typeof harness>>;
  beforeEach(async () => {
    h = await harness();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await h.app.close();
  });

  it('asks Better Auth once for repeated requests with the same credentials, and again for other credentials', async () => {
    h.signIn('a');
    h.signIn('b');
    for (let i = 0; i < 3; i += 1) expect((await h.me({ cookie: 'shop.session_token=a' })).json()).toMatchObject({ id: 'user-a' });
    expect(h.getSession).toHaveBeenCalledTimes(1);
    expect((await h.me({ cookie: 'shop.session_token=b' })).json()).toMatchObject({ id: 'user-b' });
    expect((await h.me({ authorization: 'Bearer a' })).json()).toMatchObject({ id: 'user-a' });
    expect(h.getSession).toHaveBeenCalledTimes(3);
  });

  it('never keeps a refusal: a request without a valid session is checked every time', async () => {
    expect((await h.me({ cookie: 'shop.session_token=unknown' })).statusCode).toBe(401);
    expect((await h.me({ cookie: 'shop.session_token=unknown' })).statusCode).toBe(401);
    expect(h.getSession).toHaveBeenCalledTimes(2);
    h.signIn('unknown');
    expect((await h.me({ cookie: 'shop.session_token=unknown' })).statusCode).toBe(200);
  });

  it('does not ask at all when the request carries no credentials', async () => {
    expect((await h.me({})).statusCode).toBe(401);
    expect(h.getSession).not.toHaveBeenCalled();
  });

  it('forgets every resolved session when the database announces a change to sessions or accounts', async () => {
    h.signIn('a');
    await h.me({ cookie: 'shop.session_token=a' });
    h.sessions.delete('a'); // e.g. signed out through another process
    h.announce();
    expect((await h.me({ cookie: 'shop.session_token=a' })).statusCode).toBe(401);
  });

  it('forgets only the sessions of the accounts an announcement names', async () => {
    h.signIn('a');
    h.signIn('b');
    h.signIn('c');
    for (const token of ['a', 'b', 'c']) await h.me({ cookie: `shop.session_token=${token}` });
    h.sessions.get('a')!.user.name = 'Ann Renamed';
    h.sessions.get('c')!.user.name = 'Cy Renamed';
    h.announce('user-a,user-c');
    expect((await h.me({ cookie: 'shop.session_token=a' })).json()).toMatchObject({ name: 'Ann Renamed' });
    expect((await h.me({ cookie: 'shop.session_token=c' })).json()).toMatchObject({ name: 'Cy Renamed' });
    await h.me({ cookie: 'shop.session_token=b' });
    expect(h.getSession).toHaveBeenCalledTimes(5);
  });

  it("forgets them before answering a change made through the accounts routes, but not for other routes' changes", async () => {
    h.signIn('a');
    const cookie = 'shop.session_token=a';
    await h.me({ cookie });
    await h.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie } });
    await h.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(h.getSession).toHaveBeenCalledTimes(1);
    h.sessions.get('a')!.user.name = 'Ada Lovelace';
    await h.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie } });
    expect((await h.me({ cookie })).json()).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('keeps nothing while the announcements cannot be heard', async () => {
    h.signIn('a');
    const cookie = 'shop.session_token=a';
    h.announcements[0]!.gaps!.onLost();
    await h.me({ cookie });
    await h.me({ cookie });
    expect(h.getSession).toHaveBeenCalledTimes(2);
    h.announcements[0]!.gaps!.onRestored();
    await h.me({ cookie });
    await h.me({ cookie });
    expect(h.getSession).toHaveBeenCalledTimes(3);
  });

  it(`asks again after ${SESSION_RECHECK_MS / 1000} s, and never serves a session past its end`, async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    h.signIn('long');
    h.signIn('short', {}, new Date(Date.now() + 5000));
    await h.me({ cookie: 'shop.session_token=long' });
    await h.me({ cookie: 'shop.session_token=short' });
    vi.setSystemTime(Date.now() + 5000);
    h.sessions.delete('short'); // Better Auth no longer finds an expired session
    expect((await h.me({ cookie: 'shop.session_token=short' })).statusCode).toBe(401);
    await h.me({ cookie: 'shop.session_token=long' });
    expect(h.getSession).toHaveBeenCalledTimes(3);
    vi.setSystemTime(Date.now() + SESSION_RECHECK_MS);
    await h.me({ cookie: 'shop.session_token=long' });
    expect(h.getSession).toHaveBeenCalledTimes(4);
  });

  it('judges a ban on every request, so one that ends while the session is kept ends on time', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    h.signIn('a', { banned: true, banExpires: new Date(Date.now() + 1000) });
    expect((await h.me({ cookie: 'shop.session_token=a' })).statusCode).toBe(401);
    vi.setSystemTime(Date.now() + 1000);
    expect((await h.me({ cookie: 'shop.session_token=a' })).statusCode).toBe(200);
    expect(h.getSession).toHaveBeenCalledTimes(1);
  });
});

describe('credentialsKey', () => {
  it('differs for any change to the cookies or the Authorization header, and is null without either', () => {
    const keys = [
      credentialsKey({ cookie: 'shop.session_token=a.sig' }),
      credentialsKey({ cookie: 'shop.session_token=a.sih' }),
      credentialsKey({ cookie: 'shop.session_token=a.sig', authorization: 'Bearer x' }),
      credentialsKey({ authorization: 'Bearer x' }),
      credentialsKey({ cookie: 'shop.session_token=a.sig; other=1' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(credentialsKey({ cookie: 'shop.session_token=a.sig' })).toBe(keys[0]);
    expect(credentialsKey({})).toBeNull();
  });
});
