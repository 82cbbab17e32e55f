export const reviewKeys = {
  all: ['reviews'] as const,
  list: (page: number, pageSize: number) => ['reviews', 'list', { page, pageSize }] as const,
};
