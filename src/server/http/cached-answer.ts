import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, compressBody, preferredEncoding, varyByEncoding, type BodyEncoding } from './content-encoding.js';

export interface SerializedAnswer {
  /** The body as bytes, so sending it converts nothing. */
  body: Buffer;
  etag: string;
  /**
   * The body compressed, per encoding: made for the first request that takes that encoding and
   * shared by every later one (copies of the answer share it too), so a kept answer is compressed
   * once rather than at every request.
   */
  compressed: Map<BodyEncoding, Promise<Buffer>>;
}

/**
 * An answer of a text body, as bytes made once, with an ETag derived from them. The tag is weak
 * (W/): the same answer may go out compressed or not, and a strong tag would have to differ
 * between them.
 */
export function textAnswer(text: string): SerializedAnswer {
  const body = Buffer.from(text);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, compressed: new Map() };
}

/** Serializes a JSON answer once (see `textAnswer`). */
export function serializeAnswer(value: unknown): SerializedAnswer {
  return textAnswer(JSON.stringify(value));
}

/** The answer's body in `encoding`, compressed at the first call (a failed compression is tried again next time). */
function compressedBody(answer: SerializedAnswer, encoding: BodyEncoding): Promise<Buffer> {
  let compressed = answer.compressed.get(encoding);
  if (!compressed) {
    compressed = compressBody(answer.body, encoding);
    answer.compressed.set(encoding, compressed);
    const made = compressed;
    made.catch(() => answer.compressed.get(encoding) === made && answer.compressed.delete(encoding));
  }
  return compressed;
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" and "x" are the same version. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || opaque(value) === opaque(etag);
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a body made earlier (JSON unless `type` says otherwise) with its ETag; a client that
 * already holds it gets 304 and no body. Browsers revalidate each time (no-cache), so changes show
 * at once. A body worth compressing goes out in an encoding the client accepts, from the answer's
 * own compressed copy (the response compression leaves a body that has its encoding alone).
 */
export async function sendSerializedAnswer(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer, type = JSON_TYPE): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type(type);
  const encoding = answer.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request) : undefined;
  if (!encoding) return reply.send(answer.body);
  const body = await compressedBody(answer, encoding);
  varyByEncoding(reply);
  return reply.header('content-encoding', encoding).send(body);
}
