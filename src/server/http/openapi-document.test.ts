import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '../../shared/schemas/common.js';
import { signUp } from '../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { documentedAnswers } from './openapi-answers.js';
import { finishDocument, operationIdFor, type OpenApiObject } from './openapi-document.js';
import { openApiPath } from './openapi-operation.js';
import { BEARER_SCHEME, optionalSignIn, SESSION_COOKIE_SCHEME, securitySchemes, signedIn } from './openapi-security.js';

interface Media {
  schema?: Record<string, unknown>;
}
interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, Media>;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, Record<string, unknown>> };
}

const PROBLEM_CONTENT = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
/** Error answers that are not problems: the health check answers 503 with its own body. */
const NOT_PROBLEMS = new Set(['GET /healthz 503']);
/**
 * Warnings of the recommended ruleset the document keeps: the shop has no licence to name; a
 * few public reads have no client error to answer; the reset link only ever redirects (302).
 */
const ACCEPTED_WARNINGS = new Set(['info-license', 'operation-4xx-response', 'operation-2xx-response']);

function operations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })));
}

function describeProblems(problems: NormalizedProblem[]): string {
  return problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location.map((l) => l.pointer).join(', ')}`).join('\n');
}

/** The same path with its parameters unnamed: `/api/categories/{id}` and `/{slug}` are one path to OpenAPI. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

describe.each(testDatabaseKinds())('the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let document: Document;
  let operationOf: (method: string, url: string) => Operation;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    operationOf = (method, url) => {
      const found = operations(document).find((entry) => entry.method === method && shape(entry.path) === shape(openApiPath(url)));
      if (!found) throw new Error(`${method} ${url} is not in the document`);
      return found.operation;
    };
  });
  afterAll(() => t.close());

  it('passes the redocly "recommended" lint without errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(describeProblems(errors)).toBe('');
    const unexpected = problems.filter((problem) => !ACCEPTED_WARNINGS.has(problem.ruleId));
    expect(describeProblems(unexpected)).toBe('');
  });

  it('gives every operation a unique, readable operationId', () => {
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationOf('GET', '/api/products/:id').operationId).toBe('getProductsById');
    expect(operationOf('POST', '/api/auth/sign-in/email').operationId).toBe('postAuthSignInEmail');
    expect(operationOf('PATCH', '/api/categories/:id').operationId).toBe('patchCategoriesById');
    expect(operationOf('GET', '/api/categories/:slug').operationId).toBe('getCategoriesBySlug');
  });

  it('names the session cookie the shop really sets, and the bearer scheme', async () => {
    const schemes = document.components.securitySchemes;
    expect(schemes[SESSION_COOKIE_SCHEME]).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'shop.session_token' });
    expect(schemes[BEARER_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    const user = await signUp(t.app);
    expect(user.cookie.startsWith(`${String(schemes[SESSION_COOKIE_SCHEME]?.name)}=`)).toBe(true);
    const token = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: user.email, password: user.password }, remoteAddress: '10.248.0.1' });
    const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token.json().token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('declares on each operation the security its access needs', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(50);
    for (const route of t.app.routeAccess) {
      const security = operationOf(route.method, route.url).security;
      if (route.access === 'public') expect([[], optionalSignIn], `${route.method} ${route.url}`).toContainEqual(security);
      else expect(security, `${route.method} ${route.url}`).toEqual(signedIn);
    }
    expect(operationOf('GET', '/api/session').security).toEqual(optionalSignIn);
    expect(operationOf('GET', '/api/products').security).toEqual([]);
    expect(operationOf('GET', '/api/users').responses).toHaveProperty('403');
    expect(operationOf('GET', '/api/orders/mine').responses).toHaveProperty('401');
  });

  it('declares every error answer as application/problem+json with the Problem schema', async () => {
    expect(document.components.schemas.Problem).toMatchObject({ type: 'object', required: ['type', 'title', 'status', 'detail', 'code'] });
    for (const { path, method, operation } of operations(document)) {
      expect(operation.responses['500']?.content, `${method} ${path}`).toEqual(PROBLEM_CONTENT);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || NOT_PROBLEMS.has(`${method} ${path} ${status}`)) continue;
        expect(response.content, `${method} ${path} ${status}`).toEqual(PROBLEM_CONTENT);
      }
    }
    // What the document says is what the shop sends.
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/no-such-product' });
    expect(operationOf('GET', '/api/products/:id').responses).toHaveProperty('404');
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemSchema.safeParse(missing.json()).success).toBe(true);
  });

  it('declares 413 and 415 on every operation that takes a body, and 400 where input is validated', () => {
    const withBody = operations(document).filter(({ operation }) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(40);
    for (const { path, method, operation } of withBody) {
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
      if (operation.requestBody?.content['application/json']) expect(Object.keys(operation.responses), `${method} ${path}`).toContain('400');
    }
    expect(operationOf('POST', '/api/media/pictures').requestBody?.content).toHaveProperty('multipart/form-data');
  });

  it('declares 503 where signing in, signing up or asking for a reset email refuses while its limit cannot be counted', () => {
    for (const [method, url] of [
      ['POST', '/api/auth/sign-in/email'],
      ['POST', '/api/auth/token'],
      ['POST', '/api/auth/sign-up/email'],
      ['POST', '/api/auth/request-password-reset'],
    ] as const) {
      expect(operationOf(method, url).responses['503']?.content, `${method} ${url}`).toHaveProperty('application/problem+json');
    }
  });

  it('declares 429 with Retry-After on rate-limited operations, as the shop sends it', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/sign-up/email'],
      ['POST', '/api/auth/request-password-reset'],
      ['POST', '/api/media/pictures'],
      ['POST', '/api/admin/product-imports'],
    ] as const) {
      expect(operationOf(method, url).responses['429']?.headers, `${method} ${url}`).toHaveProperty('Retry-After');
    }
    expect(operationOf('GET', '/api/products').responses).not.toHaveProperty('429');
    for (const { path, method, operation } of operations(document)) {
      if (operation.responses['429']) expect(operation.responses['429'].headers, `${method} ${path}`).toHaveProperty('Retry-After');
    }
    let answer;
    for (let i = 0; i < 10; i += 1) {
      answer = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'someone@example.com' }, remoteAddress: '10.247.0.1' });
      if (answer.statusCode === 429) break;
    }
    expect(answer?.statusCode).toBe(429);
    expect(Number(answer?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('declares the order event stream as text/event-stream', () => {
    const stream = operationOf('GET', '/api/orders/events');
    expect(Object.keys(stream.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(stream.security).toEqual(signedIn);
  });

  it('documents what sign-up, sign-in, get-session and sign-out really answer, and the cookie they set', async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      const ok = operationOf('POST', url).responses['200'];
      expect(ok?.content?.['application/json']?.schema).toMatchObject({ properties: { user: { properties: { email: { type: 'string' } } } } });
      expect(Object.keys(ok?.headers ?? {})).toEqual(expect.arrayContaining(['Set-Cookie', 'set-auth-token']));
    }
    const email = `documented-${Date.now()}@example.com`;
    const up = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Dora Documented', email, password: 'correct horse battery' }, remoteAddress: '10.246.0.1' });
    const inAgain = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'correct horse battery' }, remoteAddress: '10.246.0.2' });
    const cookie = String([inAgain.headers['set-cookie']].flat().find((c) => String(c).startsWith('shop.session_token='))).split(';')[0] ?? '';
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, payload: {} });
    const answers: [string, { statusCode: number; json(): unknown }][] = [
      ['POST /api/auth/sign-up/email', up],
      ['POST /api/auth/sign-in/email', inAgain],
      ['GET /api/auth/get-session', session],
      ['POST /api/auth/sign-out', out],
    ];
    for (const answer of [up, inAgain]) expect(answer.headers['set-auth-token']).toEqual(expect.any(String));
    for (const [key, answer] of answers) {
      expect(answer.statusCode, key).toBe(200);
      const parsed = documentedAnswers[key]?.[200]?.schema?.safeParse(answer.json());
      expect(parsed?.success, `${key}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true);
    }
  });

  it('describes the rules a client cannot guess: phone numbers, money, test cards, idempotency keys', () => {
    const text = JSON.stringify(document);
    expect(text).toContain('A phone number of 11 to 15 digits');
    expect(text).toContain('4242 4242 4242 4242');
    const info = (document as unknown as { info: { description: string } }).info.description;
    expect(info).toContain(`minor units (cents) of the shop’s currency, ${t.shop.currency}`);
    const placing = operationOf('POST', '/api/checkout');
    expect(JSON.stringify(placing)).toContain('idempotency-key');
    expect(JSON.stringify(operationOf('POST', '/api/products'))).toContain('in cents');
  });

  it('names the server: PUBLIC_URL when set, else the server the document came from', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const finish = finishDocument({ publicUrl: 'https://shop.example.com/', currency: 'EUR' });
    const finished = finish({ openapiObject: { openapi: '3.1.0', paths: {} } }) as OpenApiObject;
    expect(finished.servers).toEqual([expect.objectContaining({ url: 'https://shop.example.com' })]);
  });
});

describe('parts of the OpenAPI document', () => {
  it('makes operationIds from the method and path', () => {
    expect(operationIdFor('get', '/api/orders/{id}/invoice')).toBe('getOrdersByIdInvoice');
    expect(operationIdFor('get', '/api/admin/products.csv')).toBe('getAdminProductsCsv');
    expect(operationIdFor('get', '/healthz')).toBe('getHealthz');
  });

  it('refuses two operations that would share an operationId', () => {
    const finish = finishDocument({ publicUrl: undefined, currency: 'EUR' });
    const paths = { '/api/project-lists': { get: { responses: {} } }, '/api/project/lists': { get: { responses: {} } } };
    expect(() => finish({ openapiObject: { openapi: '3.1.0', paths } as never })).toThrow(/getProjectLists/);
  });

  it('merges paths that differ only in parameter names, saying which one each operation takes', () => {
    const finish = finishDocument({ publicUrl: undefined, currency: 'EUR' });
    const parameter = (name: string) => ({ in: 'path', name, required: true, schema: { type: 'string' } });
    const paths = {
      '/api/categories/{slug}': { get: { parameters: [parameter('slug')], responses: {} } },
      '/api/categories/{id}': { patch: { parameters: [parameter('id')], responses: {} } },
    };
    const finished = finish({ openapiObject: { openapi: '3.1.0', paths } as never }) as OpenApiObject;
    expect(Object.keys(finished.paths ?? {})).toEqual(['/api/categories/{slugOrId}']);
    expect(finished.paths?.['/api/categories/{slugOrId}']?.get?.parameters?.[0]).toMatchObject({ name: 'slugOrId', description: 'The slug' });
    expect(finished.paths?.['/api/categories/{slugOrId}']?.patch?.operationId).toBe('patchCategoriesById');
  });

  it('names the session cookie __Secure-… in production, as Better Auth does with Secure cookies', () => {
    expect(securitySchemes(true)[SESSION_COOKIE_SCHEME].name).toBe('__Secure-shop.session_token');
    expect(securitySchemes(false)[SESSION_COOKIE_SCHEME].name).toBe('shop.session_token');
  });
});
