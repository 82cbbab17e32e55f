import { z } from 'zod';
import { errorStatus } from '../../shared/errors.js';
import { problemSchema } from '../../shared/schemas/common.js';

const PROBLEM_MEDIA_TYPE = 'application/problem+json';
export const PROBLEM_SCHEMA_NAME = 'Problem';
const problemRef = { $ref: `#/components/schemas/${PROBLEM_SCHEMA_NAME}` };

/** The Problem schema component: problemSchema, with the codes the shop sends listed. */
export function problemComponent(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(problemSchema, { target: 'draft-2020-12', io: 'output' }) as Record<string, unknown> & { properties: Record<string, object> };
  const example: Record<string, unknown> = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Not found.', code: 'NOT_FOUND' };
  for (const [name, value] of Object.entries(example)) schema.properties[name] = { ...schema.properties[name], examples: [value] };
  // The statuses sendProblem uses, instead of every safe integer.
  schema.properties.status = { ...schema.properties.status, minimum: 400, maximum: 599 };
  schema.properties.code = { ...schema.properties.code, enum: Object.keys(errorStatus) };
  return {
    ...schema,
    description: 'The body of every error answer (RFC 9457 problem details), sent as application/problem+json. Branch on `code`, show `detail`.',
  };
}

/** What each error status means for a client of this API. */
const meanings: Record<number, string> = {
  400: 'The request is not valid: `detail` says why, and for a validation failure `errors` lists each field with its message',
  401: 'Not signed in: send the session cookie or a bearer token (see the security schemes)',
  402: 'The payment failed (the card was declined)',
  403: 'Not allowed: an admin-only operation, or a suspended account',
  404: 'Not found, or not yours to see',
  409: 'Conflicts with the current state (it changed since you read it, or the value is taken)',
  413: 'The request body is too large',
  415: 'The request body is not of a media type this operation takes (send JSON unless the operation says otherwise)',
  429: 'Too many requests: wait and try again',
  500: 'Something went wrong on the shop’s side; the body carries no details',
  503: 'The shop cannot answer just now (shutting down or a service it needs is unreachable); try again shortly',
};

function problemDescription(status: number): string {
  return meanings[status] ?? 'The request could not be answered';
}

/** A documented error answer: application/problem+json with the Problem schema; every 429 says when to retry. */
export function problemResponse(status: number) {
  return {
    description: problemDescription(status),
    ...(status === 429
      ? {
          headers: {
            'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again' },
          },
        }
      : {}),
    content: { [PROBLEM_MEDIA_TYPE]: { schema: problemRef } },
  };
}
