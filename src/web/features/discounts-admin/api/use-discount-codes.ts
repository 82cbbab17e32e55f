import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DISCOUNT_CODES_PAGE_SIZE, type DiscountCodePage } from '../../../../shared/schemas/discounts';
import { apiGet } from '../../../lib/api-client';
import { discountKeys } from './discount-keys';

/** GET /api/discount-codes (admins): one page of codes with their uses, those in use first, newest first. */
export function useDiscountCodes(page: number) {
  return useQuery({
    queryKey: discountKeys.page(page),
    queryFn: ({ signal }) => apiGet<DiscountCodePage>('/api/discount-codes', { query: { page, pageSize: DISCOUNT_CODES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
