import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliveryPlaceInput } from '../../../../shared/schemas/addresses';
import type { DeliveryOptions } from '../../../../shared/schemas/delivery';
import { apiPost } from '../../../lib/api-client';
import { retryUnlessRefused } from './retry-unless-refused';
import { checkoutKeys } from './checkout-keys';

/**
 * POST /api/delivery/options for the place the customer chose (null: none yet): its zone and fees,
 * the slots with the places left in each, pickup and the cash-on-delivery maximum.
 */
export function useDeliveryOptions(place: DeliveryPlaceInput | null) {
  return useQuery({
    queryKey: checkoutKeys.options(place ?? { postcode: '', city: '' }),
    queryFn: ({ signal }) => apiPost<DeliveryOptions>('/api/delivery/options', { address: place }, { signal }),
    enabled: place !== null,
    // Slots fill up as others order: ask again after a while rather than trusting an old answer.
    staleTime: 20 * 1000,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
