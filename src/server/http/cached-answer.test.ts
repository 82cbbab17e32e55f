import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSerializedAnswer, serializeAnswer, textAnswer } from './cached-answer.js';
import { BODY_ENCODINGS, BROTLI_OPTIONS, COMPRESS_FROM_BYTES } from './content-encoding.js';

/** A list answer well above the compression threshold, like a page of products. */
const large = { items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Cordless drill ${i}`, description: 'Brushless, two batteries, case.' })) };
const small = { items: [{ id: 1, name: 'Fuse' }] };

describe('answers kept serialized', () => {
  let app: FastifyInstance;
  const answers = { large: serializeAnswer(large), small: serializeAnswer(small), page: textAnswer(`<!doctype html><title>Drills</title>${'<p>Cordless drill</p>'.repeat(100)}`) };

  beforeAll(async () => {
    app = Fastify();
    // Registered as the shop registers it (app.ts): it must leave an answer's own encoding alone.
    await app.register(compress, { threshold: COMPRESS_FROM_BYTES, encodings: [...BODY_ENCODINGS], brotliOptions: BROTLI_OPTIONS });
    app.get('/large', (request, reply) => sendSerializedAnswer(request, reply, answers.large));
    app.get('/small', (request, reply) => sendSerializedAnswer(request, reply, answers.small));
    app.get('/page', (request, reply) => sendSerializedAnswer(request, reply, answers.page, 'text/html; charset=utf-8'));
    app.get('/origin', (request, reply) => sendSerializedAnswer(request, reply.header('vary', 'Origin'), answers.large));
  });
  afterAll(() => app.close());

  it('goes out compressed in the encoding the client takes, brotli first, and decodes to the same body', async () => {
    expect(answers.large.body.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const plain = await app.inject({ method: 'GET', url: '/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(large);

    const br = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(answers.large.body.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(large);

    const gzip = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // Decoded once: compressed twice, it would decode to gzip bytes rather than JSON.
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(large);
  });

  it('is compressed once per encoding, however many requests take it', async () => {
    const answer = serializeAnswer(large);
    const once = Fastify();
    once.get('/', (request, reply) => sendSerializedAnswer(request, reply, answer));
    const first = await once.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    const made = answer.compressed.get('gzip');
    expect(made).toBeDefined();
    const second = await once.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.compressed.get('gzip')).toBe(made);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // A copy of the answer (as the catalog cache keeps them, with its own fields) shares the compressed body.
    expect({ ...answer, list: true }.compressed).toBe(answer.compressed);
    await once.close();
  });

  it('keeps a small body as it is, whatever the client takes', async () => {
    const response = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(small);
    expect(answers.small.compressed.size).toBe(0);
  });

  it('answers 304 without a body to a client that holds the version, compressed or not', async () => {
    const response = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'br', 'if-none-match': answers.large.etag } });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });

  it('sends a page of another type compressed with its own type', async () => {
    const response = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(response.rawPayload).toString()).toBe(answers.page.body.toString());
  });

  it('adds accept-encoding to what the answer already varies by', async () => {
    const response = await app.inject({ method: 'GET', url: '/origin', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.vary).toBe('Origin, accept-encoding');
  });
});
