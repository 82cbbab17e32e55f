import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { PRODUCT_DOCUMENT_MAX_BYTES, productDocumentMessages } from '../../../../shared/product-documents';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useAddDocument } from '../api/use-add-document';
import { documentFieldErrors, type DocumentFieldErrors, type DocumentFieldValues } from '../document-form-values';
import { DocumentFields } from './document-fields';

const EMPTY: DocumentFieldValues = { kind: 'datasheet', language: 'en', title: '' };

/**
 * Attach a PDF: the file, its kind, language and title. The server checks the file (a PDF by its
 * content, at most 20 MB); its messages show beside the fields they concern, or above the button.
 */
export function DocumentUploadForm({ productId, full }: { productId: string; full: boolean }) {
  const add = useAddDocument(productId);
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<DocumentFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = 'product-document';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const chosen = file ?? fileInput.current?.files?.[0] ?? null;
    if (!chosen) return setErrors({ file: productDocumentMessages.missing });
    if (chosen.size > PRODUCT_DOCUMENT_MAX_BYTES) return setErrors({ file: productDocumentMessages.tooLarge });
    setErrors({});
    add.mutate(
      { file: chosen, ...values },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setValues(EMPTY);
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          const fields = error instanceof ApiError ? documentFieldErrors(error.fieldErrors) : {};
          setErrors(fields);
          // A file that is not a PDF, too large or one too many: said for the file, or for the form.
          if (error instanceof ApiError && ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'].includes(error.code)) setErrors({ ...fields, file: error.message });
          else if (Object.keys(fields).length === 0) setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Attach a document" className="mt-6 border-t border-base-300 pt-5">
      <h3 className="mb-3 text-base font-bold">Attach a document</h3>
      <FormField id={`${id}-file`} label="PDF file" hint="A PDF of at most 20 MB." error={errors.file}>
        {(a11y) => (
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="application/pdf,.pdf"
            className="file-input w-full"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            disabled={full}
            {...a11y}
          />
        )}
      </FormField>
      <DocumentFields idPrefix={id} values={values} errors={errors} onChange={setValues} />
      {problem && <FormAlert>{problem}</FormAlert>}
      {full && <p className="text-sm text-base-content/75">{productDocumentMessages.tooMany}</p>}
      <div className="mt-3 flex justify-end">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={add.isPending || full}>
          {add.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Upload aria-hidden="true" size={18} />}
          Upload document
        </button>
      </div>
    </form>
  );
}
