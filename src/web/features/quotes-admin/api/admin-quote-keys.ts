import type { QuoteStatus } from '../../../../shared/schemas/quotes';

/** Query keys of the quotes admins answer. */
export const adminQuoteKeys = {
  all: ['admin-quotes'] as const,
  page: (status: QuoteStatus | undefined, page: number) => ['admin-quotes', { status: status ?? null, page }] as const,
};

export const adminQuoteUrl = (id: string) => `/api/admin/quotes/${encodeURIComponent(id)}`;
