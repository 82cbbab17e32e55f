import { useInfiniteQuery } from '@tanstack/react-query';
import { ROLE_CHANGES_PAGE_SIZE, type RoleChangePage } from '../../../../shared/schemas/users';
import { apiGet } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** GET /api/users/role-changes (admins): the role history, newest first, a page at a time. */
export function useRoleChanges() {
  return useInfiniteQuery({
    queryKey: userKeys.roleChanges,
    queryFn: ({ pageParam, signal }) => apiGet<RoleChangePage>('/api/users/role-changes', { query: { page: pageParam, pageSize: ROLE_CHANGES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    meta: { private: true },
  });
}
