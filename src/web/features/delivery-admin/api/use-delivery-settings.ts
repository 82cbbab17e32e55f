import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySettings, DeliverySettingsReply } from '../../../../shared/schemas/delivery';
import { apiGet, apiPut } from '../../../lib/api-client';
import { deliveryAdminKeys } from './delivery-admin-keys';

/** GET /api/delivery/settings (admins): the cash-on-delivery maximum in cents. */
export function useDeliverySettings() {
  return useQuery({
    queryKey: deliveryAdminKeys.settings,
    queryFn: ({ signal }) => apiGet<DeliverySettings>('/api/delivery/settings', { signal }),
    meta: { private: true },
  });
}

/** PUT /api/delivery/settings (admins). */
export function useSaveDeliverySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeliverySettings) => apiPut<DeliverySettingsReply>('/api/delivery/settings', settings),
    onSuccess: (reply) => client.setQueryData<DeliverySettings>(deliveryAdminKeys.settings, { cashOnDeliveryMax: reply.cashOnDeliveryMax }),
  });
}
