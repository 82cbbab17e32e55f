export const stockLedgerKeys = {
  all: ['stock-movements'] as const,
  history: (productId: string, page: number) => ['stock-movements', productId, { page }] as const,
};
