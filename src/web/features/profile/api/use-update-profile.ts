import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../../shared/schemas/profile';
import { apiPut } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/session';
import { profileKeys } from './profile-keys';

/** PUT /api/profile. The name is also the account's display name, so the session is asked again. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) => apiPut<{ message: string; profile: Profile }>('/api/profile', profile),
    onSuccess: async (reply) => {
      client.setQueryData(profileKeys.mine, reply.profile);
      await client.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
