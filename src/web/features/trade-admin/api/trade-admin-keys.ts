import type { InvoiceState, TradeAccountStatus } from '../../../../shared/schemas/trade';

/** Query keys of trade accounts, price tiers and invoices (admins). */
export const tradeAdminKeys = {
  accounts: ['trade-admin', 'accounts'] as const,
  accountPage: (status: TradeAccountStatus, page: number) => ['trade-admin', 'accounts', { status, page }] as const,
  tiers: ['trade-admin', 'tiers'] as const,
  invoices: ['trade-admin', 'invoices'] as const,
  invoicePage: (state: InvoiceState, page: number) => ['trade-admin', 'invoices', { state, page }] as const,
};
