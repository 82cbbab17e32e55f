import { FileUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PRODUCT_FILE_MAX_BYTES } from '../../../../shared/schemas/product-files';

interface UploadFormProps {
  busy: boolean;
  onUpload: (file: File) => void;
}

/** Choose a product file and send it to be checked. */
export function UploadForm({ busy, onUpload }: UploadFormProps) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a CSV file first');
    if (file.size > PRODUCT_FILE_MAX_BYTES) return setProblem('A product file is at most 50 MB: split it into smaller files');
    setProblem(null);
    onUpload(file);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
          Product file (CSV)
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="file-input w-full"
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <p id={hintId} className={`mt-1 text-sm ${problem ? 'font-medium text-error' : 'text-base-content/70'}`}>
          {problem ?? 'UTF-8, one header row, at most 50 MB. Nothing changes until you apply the checked file.'}
        </p>
      </div>
      <button type="submit" className="btn btn-primary sm:mt-6" disabled={busy}>
        <FileUp aria-hidden="true" size={18} /> Check file
      </button>
    </form>
  );
}
