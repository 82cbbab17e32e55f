import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { problemSchema } from '../../shared/schemas/common.js';
import type { RouteAccess } from '../modules/accounts/session.js';
import { documentedAnswers } from './openapi-answers.js';
import { problemResponse } from './openapi-problems.js';
import { securityFor } from './openapi-security.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route?: RouteOptions };
type JsonResponses = Record<string, Record<string, unknown>>;

/** `/api/orders/:id` → `/api/orders/{id}`, as paths are written in the document. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function methodsOf(route: RouteOptions | undefined): string[] {
  return [route?.method ?? []].flat().map((method) => String(method).toUpperCase());
}

/** A multipart or CSV upload read by the handler itself (no body schema): what to send. */
function uploadBody(mediaTypes: readonly string[]) {
  const content: Record<string, { schema: Record<string, unknown> }> = {};
  for (const mediaType of mediaTypes) {
    content[mediaType] =
      mediaType === 'multipart/form-data'
        ? {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file: one file part (its field name is not checked)' } },
              required: ['file'],
            },
          }
        : { schema: { type: 'string', description: `The file's content, sent as the body (${mediaType})` } };
  }
  return { content };
}

/**
 * Per route, for @fastify/swagger: the Zod schemas become JSON Schema (fastify-type-provider-zod),
 * then what every client needs to know that the route does not spell out is added from what the
 * route declares: the security its `config.access` implies; error answers as
 * application/problem+json (400 when it validates input, 401/403 by access, 413/415 when it takes
 * a body, 429 when it has `config.rateLimit`, 500 everywhere); documented answers
 * of relayed bodies (openapi-answers.ts); the body of uploads the handler reads itself.
 */
export function describeOperation(input: TransformInput): { schema: FastifySchema; url: string } {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);

  const problems = new Map<number, string | undefined>();
  const response: Record<string, unknown> = {};
  for (const [status, declared] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    if (declared === problemSchema) problems.set(Number(status), undefined);
    else response[status] = declared;
  }
  const documented = methodsOf(route)
    .map((method) => documentedAnswers[`${method} ${openApiPath(url)}`])
    .find(Boolean);
  for (const [status, answer] of Object.entries(documented ?? {})) {
    if (Number(status) >= 400) problems.set(Number(status), answer.description);
    else if (answer.schema) response[status] = answer.schema;
  }

  const converted = jsonSchemaTransform({ ...input, schema: { ...schema, response } });
  const out = { ...converted.schema } as FastifySchema & { response?: JsonResponses };
  const responses: JsonResponses = { ...(out.response ?? {}) };
  for (const [status, answer] of Object.entries(documented ?? {})) {
    if (Number(status) >= 400) continue;
    responses[status] = answer.schema
      ? { ...responses[status], 'x-response-description': answer.description, ...(answer.headers ? { headers: answer.headers } : {}) }
      : { type: 'null', description: answer.description, ...(answer.headers ? { headers: answer.headers } : {}) };
  }
  if (!Object.keys(responses).some((status) => /^[23]/.test(status))) responses['200'] = { type: 'null', description: 'Done' };

  const config = (route?.config ?? {}) as { access?: RouteAccess; rateLimit?: unknown };
  const takesBody = Boolean(schema.body || schema.consumes?.length);
  if (schema.body || schema.querystring || schema.params || schema.headers) problems.set(400, problems.get(400));
  if (securityFor(config.access).length > 0) problems.set(401, problems.get(401));
  if (config.access === 'admin') problems.set(403, problems.get(403));
  if (takesBody) {
    problems.set(413, problems.get(413));
    problems.set(415, problems.get(415));
  }
  if (config.rateLimit) problems.set(429, problems.get(429));
  problems.set(500, problems.get(500));
  for (const [status, description] of [...problems].sort(([a], [b]) => a - b)) {
    const answer = problemResponse(status);
    responses[String(status)] = description ? { ...answer, description } : answer;
  }
  out.response = responses;

  out.security = schema.security ?? securityFor(config.access);
  if (!schema.body && schema.consumes?.length) out.body = uploadBody(schema.consumes);
  return { schema: out, url: converted.url };
}
