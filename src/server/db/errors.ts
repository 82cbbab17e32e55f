/** The database's own error, under the query builder's wrapper when there is one. */
function databaseError(error: unknown): { code?: unknown; constraint?: unknown } | null {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True when `error` is PostgreSQL's unique violation (23505) of the named constraint (either engine). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = databaseError(error);
  return found?.code === '23505' && found.constraint === constraint;
}
