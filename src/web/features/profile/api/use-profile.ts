import { useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/profile';
import { apiGet } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/profile: the signed-in person's saved profile (fields never saved are null). */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.mine,
    queryFn: ({ signal }) => apiGet<Profile>('/api/profile', { signal }),
    meta: { private: true },
  });
}
