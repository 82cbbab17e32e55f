/** Query keys of discount codes (admins). */
export const discountKeys = {
  all: ['discount-codes'] as const,
  page: (page: number) => ['discount-codes', { page }] as const,
};
