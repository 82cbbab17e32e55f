import { useEffect, useState } from 'react';

/**
 * The value as it was once it stopped changing for `delayMs` (compared as JSON), so typing an
 * address does not ask the shop on every key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return JSON.stringify(settled) === key ? value : settled;
}
