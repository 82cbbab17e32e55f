export const lowStockKeys = {
  all: ['low-stock-notices'] as const,
  list: (page: number) => ['low-stock-notices', 'list', { page }] as const,
};
