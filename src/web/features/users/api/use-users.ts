import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserPage } from '../../../../shared/schemas/users';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** GET /api/users (admins): one page of accounts, newest first, with the total. */
export function useUsers(page: number, pageSize: number) {
  return useQuery({
    queryKey: userKeys.list(page, pageSize),
    queryFn: ({ signal }) => apiGet<UserPage>('/api/users', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
