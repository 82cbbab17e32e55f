import { PRODUCT_DOCUMENTS_PER_PRODUCT } from '../../../../shared/product-documents';
import type { AdminProductDocument } from '../../../../shared/schemas/product-documents';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useRemoveDocument } from '../api/use-remove-document';
import { DocumentRow } from './document-row';
import { DocumentUploadForm } from './document-upload-form';

/**
 * The edit page's Documents (issue 38 §5): the PDFs attached to the product, in the order the
 * product page lists them, each to edit or remove (after a question), and the form to attach one.
 * Saved at once, apart from the product's form above it.
 */
export function DocumentsPanel({ productId, documents }: { productId: string; documents: AdminProductDocument[] }) {
  const remove = useRemoveDocument(productId);
  const removal = useConfirmedAction<AdminProductDocument>(remove, { focusAfterSuccess: 'product-document-file' });
  return (
    <section aria-labelledby="documents-panel-heading" className="mt-8 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-8">
      <h2 id="documents-panel-heading" className="text-lg font-bold">
        Documents
      </h2>
      <p className="mt-1 text-sm text-base-content/75">
        Datasheets, manuals, declarations of conformity (CE/UKCA) and safety data sheets, as PDF files. Shoppers download them from the product page; changes here are saved at once.
      </p>
      {documents.length === 0 ? (
        <p className="mt-4 text-sm text-base-content/75">No documents are attached yet.</p>
      ) : (
        <ul aria-label="Attached documents" className="mt-3 divide-y divide-base-300">
          {documents.map((document) => (
            <DocumentRow key={document.id} productId={productId} document={document} onRemove={removal.ask} />
          ))}
        </ul>
      )}
      <DocumentUploadForm productId={productId} full={documents.length >= PRODUCT_DOCUMENTS_PER_PRODUCT} />
      <ConfirmDialog title="Remove this document?" confirmLabel="Remove document" {...removal.dialog}>
        {removal.item ? `“${removal.item.title}” will no longer be on the product page.` : null}
      </ConfirmDialog>
    </section>
  );
}
