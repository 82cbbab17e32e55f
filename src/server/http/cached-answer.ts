import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SerializedAnswer {
  /** The JSON body as bytes, so sending it converts nothing. */
  body: Buffer;
  etag: string;
}

/**
 * Serializes a JSON answer once, with an ETag derived from its bytes. The tag is weak (W/): the
 * same answer may go out compressed or not, and a strong tag would have to differ between them.
 */
export function serializeAnswer(value: unknown): SerializedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
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

/**
 * Sends a JSON body that was serialized earlier, with its ETag; a client that already holds it
 * gets 304 and no body. Browsers revalidate each time (no-cache), so changes show at once.
 */
export function sendSerializedAnswer(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
