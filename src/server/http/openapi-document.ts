import type { SwaggerTransformObject } from '@fastify/swagger';
import { TEST_CARDS_TEXT } from '../../shared/schemas/payments.js';
import { PROBLEM_SCHEMA_NAME, problemComponent } from './openapi-problems.js';
import { tagDescriptions } from './openapi-tags.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Parameter {
  in: string;
  name: string;
  description?: string;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses?: Record<string, { description?: string }>;
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>>;
export interface OpenApiObject {
  info?: Record<string, unknown>;
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, PathItem>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

function pascal(words: string): string {
  return words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/**
 * A readable, stable operationId from the method and path: `GET /api/orders/{id}/invoice` →
 * `getOrdersByIdInvoice` (the `/api` prefix left out, path parameters as `By…`).
 */
export function operationIdFor(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const words = segments.map((segment) => {
    const parameter = /^\{(.+)\}$/.exec(segment);
    return parameter ? `By${pascal(parameter[1]!)}` : pascal(segment.replace(/\.(\w+)$/, ' $1'));
  });
  return method.toLowerCase() + words.join('');
}

function operationsOf(paths: Record<string, PathItem>): { path: string; method: string; operation: Operation }[] {
  return Object.entries(paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })));
}

function giveOperationIds(paths: Record<string, PathItem>): void {
  const taken = new Map<string, string>();
  for (const { path, method, operation } of operationsOf(paths)) {
    operation.operationId ??= operationIdFor(method, path);
    const earlier = taken.get(operation.operationId);
    if (earlier) throw new Error(`OpenAPI: ${earlier} and ${method.toUpperCase()} ${path} would both be "${operation.operationId}"; give one an explicit schema.operationId`);
    taken.set(operation.operationId, `${method.toUpperCase()} ${path}`);
  }
}

/**
 * Paths that differ only in their parameters' names (`/api/categories/{slug}` for reading,
 * `/api/categories/{id}` for editing) are one path to OpenAPI: they are merged under a name that
 * joins both (`{slugOrId}`), each operation's parameter saying which one it takes.
 */
function mergeIdenticalPaths(paths: Record<string, PathItem>): Record<string, PathItem> {
  const groups = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    groups.set(shape, [...(groups.get(shape) ?? []), path]);
  }
  const merged: Record<string, PathItem> = {};
  for (const [shape, group] of groups) {
    if (group.length === 1) {
      merged[group[0]!] = paths[group[0]!]!;
      continue;
    }
    const namesAt = group.map((path) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!));
    const joinedNames = namesAt[0]!.map((_, position) => {
      const [first, ...others] = [...new Set(namesAt.map((names) => names[position]!))];
      return first + others.map((name) => `Or${name[0]!.toUpperCase()}${name.slice(1)}`).join('');
    });
    let index = 0;
    const mergedPath = shape.replace(/\{\}/g, () => `{${joinedNames[index++]}}`);
    const item: PathItem = {};
    group.forEach((path, groupIndex) => {
      for (const method of METHODS) {
        const operation = paths[path]![method];
        if (!operation) continue;
        if (item[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} and ${method.toUpperCase()} ${mergedPath} are the same operation`);
        for (const parameter of operation.parameters ?? []) {
          const position = namesAt[groupIndex]!.indexOf(parameter.name);
          if (parameter.in !== 'path' || position < 0 || joinedNames[position] === parameter.name) continue;
          parameter.description = `The ${parameter.name}${parameter.description ? `: ${parameter.description}` : ''}`;
          parameter.name = joinedNames[position]!;
        }
        item[method] = operation;
      }
    });
    merged[mergedPath] = item;
  }
  return merged;
}

const successes: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content' };

interface DocumentOptions {
  /** PUBLIC_URL: where clients reach the API; without it, the server the document came from. */
  publicUrl: string | undefined;
  /** The shop's currency (ISO 4217), in whose minor units every amount is given. */
  currency: string;
}

function apiDescription(currency: string): string {
  return [
    'JSON API of the shop. Every operation below is what the shop’s own web pages use.',
    '',
    '**Signing in.** Browsers get a session cookie from `POST /api/auth/sign-in/email` or `/api/auth/sign-up/email`. Programs (requests without an Origin, or from a page allowed by CORS_ORIGINS) read the bearer token from the `set-auth-token` header of those answers (or call `POST /api/auth/token`) and send `Authorization: Bearer <token>`. Operations that need an account list both security schemes; public ones list none, or an empty requirement first when signing in changes their answer.',
    '',
    '**Errors** are `application/problem+json` (the `Problem` schema): branch on `code`, show `detail`; a validation failure (400) lists each field in `errors`. Bodies are at most 1 MB unless an operation says otherwise (413); they are JSON unless an operation says otherwise (415). Every 429 (a rate limit) carries `Retry-After` in seconds.',
    '',
    `**Money** is always an integer number of minor units (cents) of the shop’s currency, ${currency} (also in \`GET /api/shop\`): 1299 is 12.99. Percentages are in basis points (1,250 = 12.5 %).`,
    '',
    '**Lists** are paginated with `?page=` and `?pageSize=` and answer `items`, `page`, `pageSize`, `total` and `totalPages`.',
    '',
    '**Retrying.** Placing an order (`POST /api/checkout`, `POST /api/orders`) takes an optional `Idempotency-Key` header, a fresh UUID per order: a retry with the same key and body answers the first order instead of placing a second; the same key with another body is refused with 409. Creating a payment is idempotent by itself (one payment per order and amount).',
    '',
    `**Test mode.** With the built-in test-card provider (\`PAYMENT_PROVIDER=test-card\`), no money moves: card ${TEST_CARDS_TEXT} (any expiry from this month on, any CVC of 3 or 4 digits). The card form is \`POST /api/payments/{paymentId}/test-card\`, offered only in test mode.`,
  ].join('\n');
}

/**
 * The document as a whole, for @fastify/swagger's transformObject: where the API is (servers),
 * what it is about (description, tags), the Problem schema, an operationId for every operation,
 * and paths that are one path to OpenAPI merged.
 */
export function finishDocument(options: DocumentOptions): SwaggerTransformObject {
  return (documentObject) => {
    if (!('openapiObject' in documentObject)) throw new Error('OpenAPI: expected an OpenAPI 3 document');
    // Operations registered for several methods share one object: copy, so each is changed once.
    const document = structuredClone(documentObject.openapiObject) as OpenApiObject;
    const paths = document.paths ?? {};
    giveOperationIds(paths);
    for (const { operation } of operationsOf(paths)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response') response.description = successes[status] ?? 'Success';
      }
    }
    const used = new Set(operationsOf(paths).flatMap(({ operation }) => operation.tags ?? []));
    const finished: OpenApiObject = {
      ...document,
      info: { ...document.info, description: apiDescription(options.currency) },
      servers: [options.publicUrl ? { url: options.publicUrl.replace(/\/+$/, ''), description: 'The shop (PUBLIC_URL)' } : { url: '/', description: 'The server this document came from' }],
      tags: [...used].sort().map((name) => ({ name, description: tagDescriptions[name] ?? name })),
      paths: mergeIdenticalPaths(paths),
      components: { ...document.components, schemas: { ...document.components?.schemas, [PROBLEM_SCHEMA_NAME]: problemComponent() } },
    };
    return finished as ReturnType<SwaggerTransformObject>;
  };
}
