import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.js';
import type { S3Settings } from '../../config.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { mediaStoreMessages, objectUrl, s3MediaStorage, type MediaStoreLog } from './media-storage-s3.js';

const NAME = `${'a1'.repeat(12)}-400.webp`;

function capturingLog(): MediaStoreLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, error: (details, message) => void lines.push(`${message} ${String((details as { err?: unknown }).err)}`) };
}

async function unavailable(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'UNAVAILABLE', message: mediaStoreMessages.unavailable });
}

describe('addresses of objects in the bucket', () => {
  const base: S3Settings = { bucket: 'shop-pictures', endpoint: undefined, region: 'eu-west-1', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: false };
  it.each([
    [{}, `https://shop-pictures.s3.eu-west-1.amazonaws.com/${NAME}`],
    [{ forcePathStyle: true }, `https://s3.eu-west-1.amazonaws.com/shop-pictures/${NAME}`],
    [{ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }, `http://127.0.0.1:9000/shop-pictures/${NAME}`],
    [{ endpoint: 'https://storage.example.com/s3/', forcePathStyle: true }, `https://storage.example.com/s3/shop-pictures/${NAME}`],
    [{ endpoint: 'https://account.r2.example.com', forcePathStyle: false }, `https://shop-pictures.account.r2.example.com/${NAME}`],
  ])('%j → %s', (settings, url) => {
    expect(objectUrl({ ...base, ...settings }, NAME)).toBe(url);
  });
});

describe('the S3 picture store against an S3-compatible server', () => {
  let s3: S3TestServer;
  let settings: S3Settings;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    settings = { bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  });
  afterAll(() => s3?.close());

  it('puts a picture as WebP with a year-long cache, finds it, and streams it back', async () => {
    const storage = s3MediaStorage(settings, { log: capturingLog() });
    expect(await storage.stat(NAME)).toBeNull();
    expect(await storage.get(NAME)).toBeNull();
    await storage.put(NAME, Buffer.from('RIFF....WEBPVP8 picture bytes'));
    const info = await storage.stat(NAME);
    expect(info?.size).toBe(29);
    expect(info?.lastModified?.getTime()).not.toBeNaN();
    const file = await storage.get(NAME);
    expect(file?.size).toBe(29);
    expect(await text(file!.body)).toBe('RIFF....WEBPVP8 picture bytes');
    const head = await fetch(`${s3.endpoint}/${s3.bucket}/${NAME}`, { method: 'HEAD' });
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 503 (and logs why) when the bucket refuses the keys or does not exist', async () => {
    const log = capturingLog();
    await unavailable(s3MediaStorage({ ...settings, accessKeyId: 'NOT-A-KEY' }, { log }).stat(NAME));
    expect(log.lines.join('\n')).toMatch(/looking up failed .*403/);
    await unavailable(s3MediaStorage({ ...settings, bucket: 'no-such-bucket' }, { log }).put(NAME, Buffer.from('x')));
    expect(log.lines.join('\n')).toMatch(/storing failed .*404.*NoSuchBucket/);
  });

  it('answers 503 when nothing listens at the endpoint', async () => {
    const closed = await startS3TestServer();
    await closed.close();
    const log = capturingLog();
    const storage = s3MediaStorage({ ...settings, endpoint: closed.endpoint }, { log });
    await unavailable(storage.stat(NAME));
    await unavailable(storage.get(NAME));
    await unavailable(storage.put(NAME, Buffer.from('x')));
    expect(log.lines).toHaveLength(3);
  });

  describe('a bucket that never answers', () => {
    let silent: ScriptedBucket;
    beforeAll(async () => {
      // Takes the request and says nothing: a store that hangs.
      silent = await startScriptedBucket(() => undefined);
    });
    afterAll(() => silent.close());

    it('is given up after the store timeout, with a 503', async () => {
      const storage = s3MediaStorage({ ...settings, endpoint: silent.endpoint }, { log: capturingLog(), timeoutMs: 300 });
      await unavailable(storage.get(NAME));
    });
  });

  describe('a bucket that answers an error and never finishes explaining it', () => {
    let stalling: ScriptedBucket;
    beforeAll(async () => {
      stalling = await startScriptedBucket((_request, response) => {
        response.writeHead(500, { 'content-type': 'application/xml' });
        response.write('<Error><Code>InternalError</Code>');
      });
    });
    afterAll(() => stalling.close());

    it('is given up after the store timeout, with a 503 and the start of the explanation logged', async () => {
      const log = capturingLog();
      // The time limit covers the three tries and their pauses (up to 300 ms in all) before the
      // explanation is read: it must leave them room on a busy machine, or it runs out before the
      // third answer and there is no explanation to log.
      const storage = s3MediaStorage({ ...settings, endpoint: stalling.endpoint }, { log, timeoutMs: 2_000 });
      await unavailable(storage.get(NAME));
      await unavailable(storage.stat(NAME));
      await unavailable(storage.put(NAME, Buffer.from('x')));
      expect(log.lines).toHaveLength(3);
      expect(log.lines[0]).toMatch(/reading failed .*answered 500: <Error><Code>InternalError<\/Code> \(the rest did not arrive/);
    });
  });

  describe('a bucket busy for a moment', () => {
    let busy: ScriptedBucket;
    beforeAll(async () => {
      /** Closes when the connection of the first (refused) request is let go. */
      let firstConnectionClosed: Promise<void> = Promise.resolve();
      busy = await startScriptedBucket((request, response, count) => {
        if (count === 1) {
          firstConnectionClosed = new Promise((resolve) => request.socket.once('close', () => resolve()));
          response.writeHead(503, { 'content-type': 'application/xml' });
          response.write('<Error><Code>SlowDown</Code>');
          return;
        }
        // Answered only once the answer set aside no longer holds a connection.
        void firstConnectionClosed.then(() => {
          response.writeHead(200, { 'content-type': 'image/webp', 'content-length': '29', 'last-modified': 'Tue, 01 Jul 2025 10:00:00 GMT' });
          response.end('RIFF....WEBPVP8 picture bytes');
        });
      });
    });
    afterAll(() => busy.close());

    it('is asked again, once the connection of the refused answer is let go', async () => {
      const storage = s3MediaStorage({ ...settings, endpoint: busy.endpoint }, { log: capturingLog() });
      const file = await storage.get(NAME);
      expect(file).toMatchObject({ size: 29, lastModified: new Date('2025-07-01T10:00:00Z') });
      expect(await text(file!.body)).toBe('RIFF....WEBPVP8 picture bytes');
      expect(busy.requests()).toBe(2);
    });
  });
});

interface ScriptedBucket {
  endpoint: string;
  requests(): number;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that answers every request as `answer` says (`count`: the request's number, from 1). */
async function startScriptedBucket(answer: (request: IncomingMessage, response: ServerResponse, count: number) => void): Promise<ScriptedBucket> {
  let count = 0;
  const server: Server = createServer((request, response) => answer(request, response, ++count));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
