import { useQuery } from '@tanstack/react-query';
import type { DeliveryEstimate } from '../../../../shared/schemas/delivery';
import { apiGet } from '../../../lib/api-client';
import { retryUnlessRefused } from './no-retry-on-bad-request';

/** Where the promise is asked for: a postcode, and the town when it is known (a saved address). */
export interface EstimatePlace {
  postcode: string;
  city?: string | undefined;
}

/** GET /api/delivery/estimate: the zone and first free slot for the postcode (slots fill up, so it is asked again after a minute). */
export function deliveryEstimateQuery(place: EstimatePlace) {
  return {
    queryKey: ['delivery', 'estimate', place.postcode.toUpperCase(), place.city?.toLowerCase() ?? ''] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<DeliveryEstimate>('/api/delivery/estimate', { query: { postcode: place.postcode, city: place.city || undefined }, signal }),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  };
}

export function useDeliveryEstimate(place: EstimatePlace | null) {
  return useQuery({ ...deliveryEstimateQuery(place ?? { postcode: '' }), enabled: place !== null });
}
