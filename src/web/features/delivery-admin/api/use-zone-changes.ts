import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZoneInput, ZoneReply, ZoneUpdate } from '../../../../shared/schemas/delivery';
import { apiPost, apiPut } from '../../../lib/api-client';
import { deliveryAdminKeys } from './delivery-admin-keys';

const zoneUrl = (id: string) => `/api/delivery/zones/${encodeURIComponent(id)}`;

/** POST /api/delivery/zones (admins). */
export function useAddZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ZoneInput) => apiPost<ZoneReply>('/api/delivery/zones', input),
    onSuccess: () => client.invalidateQueries({ queryKey: deliveryAdminKeys.zones }),
  });
}

/** PUT /api/delivery/zones/:id (admins): change fields, or `active` to deactivate or activate. */
export function useUpdateZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ZoneUpdate }) => apiPut<ZoneReply>(zoneUrl(id), changes),
    onSettled: () => client.invalidateQueries({ queryKey: deliveryAdminKeys.zones }),
  });
}
