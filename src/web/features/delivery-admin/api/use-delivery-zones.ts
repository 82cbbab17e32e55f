import { useQuery } from '@tanstack/react-query';
import type { ZoneList } from '../../../../shared/schemas/delivery';
import { apiGet } from '../../../lib/api-client';
import { deliveryAdminKeys } from './delivery-admin-keys';

/** GET /api/delivery/zones (admins): every zone, active ones first. */
export function useDeliveryZones() {
  return useQuery({
    queryKey: deliveryAdminKeys.zones,
    queryFn: ({ signal }) => apiGet<ZoneList>('/api/delivery/zones', { signal }),
    meta: { private: true },
  });
}
