import { FileText, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { fileSizeLabel, productDocumentKindLabels, type ProductDocumentKind } from '../../../../shared/product-documents';
import type { AdminProductDocument } from '../../../../shared/schemas/product-documents';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { languageName } from '../../../../shared/language-name';
import { toast } from '../../../lib/toasts';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useUpdateDocument } from '../api/use-update-document';
import { documentFieldErrors, type DocumentFieldErrors } from '../document-form-values';
import { DocumentFields } from './document-fields';

/** Its kind, language and title, changed in place: Save sends them, Cancel leaves them as they were. */
function EditDocument({ productId, document, onDone }: { productId: string; document: AdminProductDocument; onDone: () => void }) {
  const update = useUpdateDocument(productId);
  const [values, setValues] = useState({ kind: document.kind, language: document.language, title: document.title });
  const [errors, setErrors] = useState<DocumentFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const idPrefix = `document-${document.id}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    update.mutate(
      { documentId: document.id, changes: { kind: values.kind as ProductDocumentKind, language: values.language, title: values.title } },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          onDone();
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          const fields = error instanceof ApiError ? documentFieldErrors(error.fieldErrors) : {};
          setErrors(fields);
          if (Object.keys(fields).length === 0) setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Edit ${document.title}`} className="w-full">
      <h3 className="mb-3 text-base font-bold break-words">Edit “{document.title}”</h3>
      <DocumentFields idPrefix={idPrefix} values={values} errors={errors} onChange={(next) => setValues({ ...next, kind: next.kind as ProductDocumentKind })} />
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save document
        </button>
      </div>
    </form>
  );
}

/** One attached document: what the product page shows of it and the file it came from, with Edit and Remove. */
export function DocumentRow({ productId, document, onRemove }: { productId: string; document: AdminProductDocument; onRemove: (document: AdminProductDocument) => void }) {
  const { locale } = useShopConfig();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="py-4">
        <EditDocument productId={productId} document={document} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <FileText aria-hidden="true" size={24} className="shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <a href={document.url} download className="link font-semibold break-words link-hover">
          {document.title}
        </a>
        <p className="text-sm text-base-content/75">
          {productDocumentKindLabels[document.kind]} · {languageName(document.language, locale)} · PDF, {fileSizeLabel(document.size)}
        </p>
        <p className="truncate text-xs text-base-content/60">{document.fileName}</p>
      </div>
      <div className="flex w-full gap-2 pl-6 sm:w-auto sm:pl-0">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)} aria-label={`Edit ${document.title}`}>
          <Pencil aria-hidden="true" size={16} />
          Edit
        </button>
        <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => onRemove(document)} aria-label={`Remove ${document.title}`}>
          <Trash2 aria-hidden="true" size={16} />
          Remove
        </button>
      </div>
    </li>
  );
}
