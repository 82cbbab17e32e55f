import { useQuery } from '@tanstack/react-query';
import type { AddressList } from '../../../../shared/schemas/addresses';
import { apiGet } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /api/addresses: my saved delivery addresses, newest first (asked only when `enabled`: a visitor has none). */
export function useSavedAddresses(enabled = true) {
  return useQuery({
    enabled,
    queryKey: checkoutKeys.addresses,
    queryFn: ({ signal }) => apiGet<AddressList>('/api/addresses', { signal }),
    select: (list) => list.addresses,
    meta: { private: true },
  });
}
