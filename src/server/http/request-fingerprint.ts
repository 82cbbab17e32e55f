import { createHash } from 'node:crypto';

/** JSON with object keys in order, so the same request written in another order reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a request asked for, as a short hash of its validated body: a retry under the same
 * `Idempotency-Key` must ask for the same thing.
 */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('base64url');
}
