import { z } from 'zod';
import { isErrorCode, type ErrorCode } from '../errors.js';

/** Query string of every paginated list: `?page=2&pageSize=24`. */
export function pageQuerySchema(defaultPageSize: number, maxPageSize = 100) {
  return z.object({
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .max(100_000, 'Page is too large')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be 1 or more')
      .max(maxPageSize, `Page size must be at most ${maxPageSize}`)
      .default(defaultPageSize),
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/** A page of a list, with what the client needs to draw the pagination. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Path parameter `:id`; a malformed id is answered like an unknown one (404), not 400. */
export const idParamSchema = z.object({ id: z.string().max(100) });

/** An image served in several widths (`srcSet`) with `src` as the fallback. */
export const imageSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/** application/problem+json, the body of every error the API returns. */
export const problemSchema = z.object({
  type: z.string().describe('Always `about:blank`: the status says what kind of problem it is'),
  title: z.string().describe('The HTTP status in words, e.g. "Not Found"'),
  status: z.number().int().describe('The HTTP status code'),
  detail: z.string().describe('What went wrong, in words to show to people'),
  code: z.string().describe('What went wrong, for programs to branch on'),
  errors: z
    .array(z.object({ field: z.string().describe('The field, as a dotted path (`lines.0.quantity`)'), message: z.string() }))
    .optional()
    .describe('Validation failures (400): one message per field'),
});
export type Problem = z.infer<typeof problemSchema> & { code: ErrorCode };

export function isProblem(value: unknown): value is Problem {
  const parsed = problemSchema.safeParse(value);
  return parsed.success && isErrorCode(parsed.data.code);
}

/** Reply of a write that only reports success. */
export const messageSchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageSchema>;

export const idempotencyMessages = {
  keyShape: 'Idempotency-Key must be 1 to 255 visible characters (letters, digits and punctuation, no spaces)',
  keyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
} as const;

/**
 * The optional `Idempotency-Key` header of a request that creates something (an order, a
 * payment): a client that did not get the answer sends the request again with the same key and
 * gets the first request's result, never a second one. A fresh random key (a UUID) per intent.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, idempotencyMessages.keyShape)
    .optional()
    .describe('A key of your choosing (a UUID) per order or payment you mean to create; a retry with the same key and body answers the first result, and the same key with another order is refused with 409'),
});
