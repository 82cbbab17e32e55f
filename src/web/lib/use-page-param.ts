import { useSearchParams } from 'react-router';

const MAX_PAGE = 100_000;

/** The current list page from `?page=`, 1 when missing or not a sensible whole number. */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  const page = Number(searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
