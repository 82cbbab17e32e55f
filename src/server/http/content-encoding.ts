import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this go out as they are: compressing them saves too little to pay for itself. */
export const COMPRESS_FROM_BYTES = 1024;

/** The encodings the shop compresses in, preferred first. */
export const BODY_ENCODINGS = ['br', 'gzip'] as const;
export type BodyEncoding = (typeof BODY_ENCODINGS)[number];

/** The encodings the client accepts (q=0 means "not this one"). */
export function acceptedEncodings(request: FastifyRequest): Set<string> {
  const header = String(request.headers['accept-encoding'] ?? '');
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
    .map(([name]) => name?.trim().toLowerCase() ?? '');
  return new Set(accepted);
}

/** The shop's preferred encoding among those the client accepts, if any. */
export function preferredEncoding(request: FastifyRequest): BodyEncoding | undefined {
  const accepted = acceptedEncodings(request);
  return BODY_ENCODINGS.find((encoding) => accepted.has(encoding));
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's settings for every compressed answer, kept ones and the others (app.ts): quality 4, as
 * the larger qualities cost many times the time for a few per cent fewer bytes.
 */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** `body` compressed in `encoding`, off the event loop (zlib's thread pool). */
export function compressBody(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body);
  return brotliCompress(body, { params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** Adds accept-encoding to the reply's Vary header, keeping what is there (e.g. Origin). */
export function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names = vary === undefined ? [] : String(vary).split(',').map((name) => name.trim()).filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...names, 'accept-encoding'].join(', '));
}
