import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { AppError } from '../../../shared/errors.js';
import type { S3Settings } from '../../config.js';
import type { MediaStorage, StoredMediaInfo } from './media-storage.js';
import { STORED_PICTURE_CACHE_CONTROL } from './media-urls.js';

export const mediaStoreMessages = {
  unavailable: 'Pictures cannot be reached right now. Please try again in a moment.',
};

/** How the bucket's failures are reported (the shop's logger). */
export interface MediaStoreLog {
  error(details: object, message: string): void;
}

/** Address of an object: path style (`{endpoint}/{bucket}/{name}`) or virtual-hosted (`{bucket}.{host}/{name}`). */
export function objectUrl(settings: S3Settings, fileName: string): string {
  const base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  if (!settings.forcePathStyle) base.hostname = `${settings.bucket}.${base.hostname}`;
  const prefix = base.pathname.replace(/\/+$/, '');
  base.pathname = settings.forcePathStyle ? `${prefix}/${settings.bucket}/${encodeURIComponent(fileName)}` : `${prefix}/${encodeURIComponent(fileName)}`;
  base.search = '';
  return base.toString();
}

/** Tries of one request while the bucket answers 5xx or 429 (it may be busy a moment). */
const ATTEMPTS = 3;
/** How much of a refusal's explanation is read (and logged). */
const EXPLANATION_CHARS = 500;

/** The beginning of an answer's text; the rest is cancelled, so its connection is let go. */
async function beginningOf(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.length >= EXPLANATION_CHARS) break;
    }
  } catch (error) {
    text += ` (the rest did not arrive: ${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text;
}

/** The metadata the bucket sends with an object. */
function infoOf(headers: Headers): StoredMediaInfo {
  const length = Number(headers.get('content-length'));
  const modified = headers.get('last-modified');
  return {
    size: headers.has('content-length') && Number.isSafeInteger(length) && length >= 0 ? length : undefined,
    lastModified: modified ? new Date(modified) : undefined,
  };
}

/**
 * Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), through signed HTTP
 * requests (SigV4). The bucket being down or refusing us is a 503 problem for the caller (the
 * cause is logged), never a 500. Each operation, its retries and the reading of a refusal included,
 * is given up after `timeoutMs`; only the streaming of a picture's bytes is not bounded (a slow
 * client may take its time).
 */
export function s3MediaStorage(settings: S3Settings, options: { log: MediaStoreLog; timeoutMs?: number }): MediaStorage {
  // Retried here rather than by aws4fetch, which leaves the bodies of the answers it retries unread (their connections stay open).
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region, retries: 0 });
  const timeoutMs = options.timeoutMs ?? 15_000;

  const unavailable = (action: string, fileName: string, cause: unknown): AppError => {
    options.log.error({ err: cause, bucket: settings.bucket, fileName }, `picture storage: ${action} failed`);
    return new AppError('UNAVAILABLE', mediaStoreMessages.unavailable);
  };
  /** The bucket's answer, asked again after a short pause while it is 5xx or 429 (the body of an answer not used is cancelled). */
  const fetchRetrying = async (fileName: string, init: RequestInit, signal: AbortSignal): Promise<Response> => {
    for (let attempt = 1; ; attempt++) {
      const response = await client.fetch(objectUrl(settings, fileName), { ...init, signal });
      if (attempt === ATTEMPTS || (response.status < 500 && response.status !== 429)) return response;
      await response.body?.cancel();
      await sleep(Math.random() * 50 * 2 ** attempt, undefined, { signal });
    }
  };
  /**
   * One operation on an object: `handle` turns the answer into the result, under the same time
   * limit as the request. A refusal is answered with `refused` (it reads the start of the explanation).
   */
  const operate = async <T>(action: string, fileName: string, init: RequestInit, handle: (response: Response, refused: () => Promise<never>) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    let response: Response;
    try {
      response = await fetchRetrying(fileName, init, controller.signal);
    } catch (error) {
      clearTimeout(timer);
      throw unavailable(action, fileName, error);
    }
    const refused = async (): Promise<never> => {
      const explanation = (await beginningOf(response.body)).replace(/\s+/g, ' ').slice(0, EXPLANATION_CHARS);
      throw unavailable(action, fileName, new Error(`the bucket answered ${response.status}: ${explanation}`));
    };
    try {
      return await handle(response, refused);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    put(fileName, data) {
      const headers = { 'content-type': 'image/webp', 'cache-control': STORED_PICTURE_CACHE_CONTROL, 'x-amz-content-sha256': createHash('sha256').update(data).digest('hex') };
      return operate('storing', fileName, { method: 'PUT', body: data, headers }, async (response, refused) => {
        if (!response.ok) return refused();
        await response.body?.cancel();
      });
    },
    stat(fileName) {
      return operate('looking up', fileName, { method: 'HEAD' }, async (response, refused) => {
        if (response.status === 404) return null;
        if (!response.ok) return refused();
        return infoOf(response.headers);
      });
    },
    get(fileName) {
      return operate('reading', fileName, { method: 'GET' }, async (response, refused) => {
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        if (!response.ok || !response.body) return refused();
        return { body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), ...infoOf(response.headers) };
      });
    },
  };
}
