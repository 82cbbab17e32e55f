import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../../shared/schemas/discovery.js';
import { SYNONYM_TERMS_MAX, synonymMessages, type SynonymList, type SynonymReply } from '../../../shared/schemas/search-synonyms.js';
import { rowsOf } from '../../db/database.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { searchUrl } from '../../test/search-url.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { withSynonyms } from './search-synonyms.js';

describe('the words a search tries with synonyms', () => {
  const groups = [
    ['mcb', 'miniature circuit breaker'],
    ['rcd', 'residual current device', 'rccb'],
  ];

  it.each([
    ['mcb', 'mcb or "miniature circuit breaker"'],
    ['MCB 16a', 'MCB 16a or "miniature circuit breaker" 16a'],
    ['Miniature circuit breaker b16', 'Miniature circuit breaker b16 or mcb b16'],
    ['rcd 30ma', 'rcd 30ma or "residual current device" 30ma or rccb 30ma'],
  ])('%s → %s', (typed, searched) => {
    expect(withSynonyms(typed, groups)).toBe(searched);
  });

  it.each(['drill', 'mcbs', 'rcd-mcb', '"mcb"', ''])('leaves %j as typed: no whole term of a group, or a phrase the visitor quoted', (typed) => {
    expect(withSynonyms(typed, groups)).toBe(typed);
  });

  it('changes only the words as typed, never a phrase another group put in', () => {
    expect(withSynonyms('mcb breaker', [['mcb', 'miniature circuit breaker'], ['breaker', 'switch']]).split(' or ')).toEqual([
      'mcb breaker',
      '"miniature circuit breaker" breaker',
      'mcb switch',
      '"miniature circuit breaker" switch',
    ]);
  });

  it('tries both groups of "mcb rcd", but never more than eight alternatives', () => {
    expect(withSynonyms('mcb rcd', groups).split(' or ')).toHaveLength(6);
    const wide = [Array.from({ length: 9 }, (_, i) => `term${i}`)];
    expect(withSynonyms('term0', wide)).toBe('term0');
  });
});

describe.each(testDatabaseKinds())('search synonyms, on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let mcb: { id: string };
  let spelledOut: { id: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    mcb = await insertProduct(t.database.db, { name: 'MCB B16, 1-pole', description: 'Type B tripping curve for DIN rail.', sku: 'PR-16B1' });
    spelledOut = await insertProduct(t.database.db, { name: 'Miniature circuit breaker C10', description: 'Three poles, 6 kA.' });
    await insertProduct(t.database.db, { name: 'Cordless drill', description: 'Drills holes.', sku: 'MCB-DRILL' });
  });
  // Through the API, which forgets this process's answers at once (a delete by hand is heard a moment later).
  beforeEach(async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/search-synonyms', headers: { cookie: admin.cookie } });
    for (const group of listed.json<SynonymList>().groups) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/search-synonyms/${group.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const search = async (q: string): Promise<SearchResult> => {
    const response = await t.app.inject({ method: 'GET', url: searchUrl({ q }) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResult>();
  };
  const ids = async (q: string) => (await search(q)).items.map((item) => item.id);
  const add = (terms: unknown, user: TestUser = admin) => t.app.inject({ method: 'POST', url: '/api/search-synonyms', headers: { cookie: user.cookie }, payload: { terms } });

  it('finds the products of every term of a group, from the moment an admin adds it until it is removed', async () => {
    expect(await ids('miniature circuit breaker')).toEqual([spelledOut.id]);
    expect(await ids('mcb b16')).toEqual([mcb.id]);

    const added = await add(['MCB', ' Miniature  Circuit Breaker ']);
    expect(added.statusCode, added.body).toBe(201);
    const { group } = added.json<SynonymReply>();
    expect(group.terms).toEqual(['mcb', 'miniature circuit breaker']);

    expect(await ids('miniature circuit breaker')).toEqual(expect.arrayContaining([mcb.id, spelledOut.id]));
    const found = await search('mcb');
    expect(found.items.map((item) => item.id)).toEqual(expect.arrayContaining([mcb.id, spelledOut.id]));
    // The words shown stay as typed.
    expect(found.understood).toEqual({ q: 'mcb', terms: [], correctedFrom: null });
    // The other words still count: "type b" is in one of them only, which comes first.
    expect((await ids('miniature circuit breaker type b'))[0]).toBe(mcb.id);

    const listed = await t.app.inject({ method: 'GET', url: '/api/search-synonyms', headers: { cookie: admin.cookie } });
    expect(listed.json<SynonymList>().groups).toEqual([group]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/search-synonyms/${group.id}`, headers: { cookie: admin.cookie } });
    expect(removed.statusCode).toBe(200);
    expect(await ids('miniature circuit breaker')).toEqual([spelledOut.id]);
  });

  it('still finds names close to words typed wrong, beside the synonyms', async () => {
    expect((await add(['mcb', 'miniature circuit breaker'])).statusCode).toBe(201);
    expect(await ids('mcb b16 1-pol')).toContain(mcb.id);
  });

  it('keeps exact part numbers first', async () => {
    expect((await add(['mcb', 'miniature circuit breaker'])).statusCode).toBe(201);
    expect((await ids('PR-16B1'))[0]).toBe(mcb.id);
    expect((await ids('mcb-drill'))[0]).not.toBe(spelledOut.id);
  });

  it('is heard by every process: a group written straight into the database changes the answers', async () => {
    expect(await ids('miniature circuit breaker')).toEqual([spelledOut.id]);
    await t.database.db.execute(sql`insert into search_synonyms (terms) values (array['mcb', 'miniature circuit breaker'])`);
    await vi.waitFor(async () => expect(await ids('miniature circuit breaker')).toEqual(expect.arrayContaining([mcb.id, spelledOut.id])), { timeout: 5000, interval: 20 });
  });

  describe('bad input', () => {
    it.each([
      [['mcb'], synonymMessages.tooFew],
      [[], synonymMessages.tooFew],
      ['mcb, breaker', synonymMessages.tooFew],
      [Array.from({ length: SYNONYM_TERMS_MAX + 1 }, (_, i) => `term ${i}`), synonymMessages.tooMany],
      [['mcb', 'MCB'], synonymMessages.sameTwice],
      [['mcb', '<script>alert(1)</script>'], synonymMessages.termShape],
      [['mcb', "x' or '1'='1"], synonymMessages.termShape],
      [['mcb', 'b'.repeat(61)], synonymMessages.termLength],
      [['mcb', '   '], synonymMessages.termLength],
    ])('refuses %j with a message', async (terms, message) => {
      const response = await add(terms);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
      expect(await rowsOf(t.database.db, sql`select 1 from search_synonyms`)).toHaveLength(0);
    });

    it('refuses a term already in another group, naming it', async () => {
      expect((await add(['mcb', 'miniature circuit breaker'])).statusCode).toBe(201);
      const clash = await add(['breaker', 'MCB']);
      expect(clash.statusCode).toBe(409);
      expect(clash.json<{ detail: string }>().detail).toBe('“mcb” is already a synonym of “miniature circuit breaker”');
    });

    it('answers 404 for a group that is not there, and 403 to a customer', async () => {
      expect((await t.app.inject({ method: 'DELETE', url: '/api/search-synonyms/4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11', headers: { cookie: admin.cookie } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/search-synonyms/not-an-id', headers: { cookie: admin.cookie } })).statusCode).toBe(404);
      const customer = await signUp(t.app);
      expect((await add(['mcb', 'breaker'], customer)).statusCode).toBe(403);
    });
  });
});
