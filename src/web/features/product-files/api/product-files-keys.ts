/** Query keys of the product files page (admins). */
export const productFilesKeys = {
  import: (id: string, page: number) => ['product-files', 'import', id, page] as const,
  imports: ['product-files', 'import'] as const,
};
