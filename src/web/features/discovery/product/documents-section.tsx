import { Download, FileText } from 'lucide-react';
import { fileSizeLabel, productDocumentKindLabels } from '../../../../shared/product-documents';
import type { ProductDocument } from '../../../../shared/schemas/product-documents';
import { languageName } from '../../../../shared/language-name';
import { useShopConfig } from '../../../lib/use-shop-config';

/**
 * The product's datasheets, manuals, declarations of conformity and safety data sheets: one row
 * each (title; kind, language and size), the whole row a link that downloads the PDF. Nothing
 * when the product has none.
 */
export function DocumentsSection({ documents }: { documents: ProductDocument[] }) {
  const { locale } = useShopConfig();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-heading" className="mt-12">
      <h2 id="documents-heading" className="mb-4 text-2xl font-extrabold tracking-tight">
        Documents
      </h2>
      <ul className="divide-y divide-base-300 overflow-hidden rounded-box border border-base-300 bg-base-100">
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} download className="flex min-h-14 items-center gap-3 px-4 py-3 transition-colors hover:bg-base-200 focus-visible:bg-base-200 sm:gap-4">
              <FileText aria-hidden="true" size={28} className="shrink-0 text-primary" />
              <span className="min-w-0 flex-1">
                <span className="sr-only">Download </span>
                <span className="block font-semibold break-words">{document.title}</span>
                <span className="block text-sm text-base-content/75">
                  {productDocumentKindLabels[document.kind]} · {languageName(document.language, locale)} · PDF, {fileSizeLabel(document.size)}
                </span>
              </span>
              <Download aria-hidden="true" size={20} className="shrink-0 text-base-content/70" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
