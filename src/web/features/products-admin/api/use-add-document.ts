import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDocumentReply } from '../../../../shared/schemas/product-documents';
import { apiPostForm } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** What an admin attaches: the PDF, its kind and language, and a title (empty: the kind and language). */
export interface NewDocument {
  file: File;
  kind: string;
  language: string;
  title: string;
}

/**
 * POST /api/admin/products/:id/documents (admins, multipart/form-data): attaches a PDF. The edit
 * page and the product page ('products') show it once it is added.
 */
export function useAddDocument(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind, language, title }: NewDocument) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('language', language);
      form.append('title', title);
      form.append('file', file, file.name);
      return apiPostForm<ProductDocumentReply>(`/api/admin/products/${encodeURIComponent(productId)}/documents`, form);
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: productAdminKeys.all });
    },
  });
}
