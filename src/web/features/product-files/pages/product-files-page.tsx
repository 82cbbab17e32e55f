import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { productFilesKeys } from '../api/product-files-keys';
import { uploadProductFile, type UploadProgress } from '../api/upload-product-file';
import { useProductImport } from '../api/use-product-import';
import { ImportReport } from '../components/import-report';
import { UploadForm } from '../components/upload-form';
import { UploadProgressView } from '../components/upload-progress';

/** A random id for the import (RFC 4122 version 4), also where crypto.randomUUID is missing. */
function newImportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Upload {
  fileName: string;
  progress: UploadProgress;
}

/** Issue 15 §3, admins: download every product as CSV; upload a product file, read its dry-run report, apply it. */
export default function ProductFilesPage() {
  useDocumentTitle('Product files');
  const client = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const given = searchParams.get('import');
  const importId = given && UUID.test(given) ? given : null;
  const page = usePageParam();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stop = useRef<AbortController | null>(null);
  const report = useProductImport(importId, page, upload !== null);

  useEffect(() => () => stop.current?.abort(), []);

  const start = (file: File) => {
    const id = newImportId();
    const controller = new AbortController();
    stop.current = controller;
    setUploadError(null);
    setSearchParams({ import: id });
    setUpload({ fileName: file.name, progress: { loaded: 0, total: file.size } });
    setAnnouncement(`Uploading ${file.name}`);
    let announcedSent = false;
    uploadProductFile(
      file,
      id,
      (progress) => {
        setUpload((current) => current && { ...current, progress });
        if (!announcedSent && progress.loaded >= progress.total) {
          announcedSent = true;
          setAnnouncement(`${file.name} uploaded; checking its rows`);
        }
      },
      controller.signal,
    )
      .then(async (reply) => {
        // A poll sent before the upload reached the shop may still be on its way to a 404: drop it,
        // or the fresh read would join it instead of asking again.
        await client.cancelQueries({ queryKey: productFilesKeys.imports });
        await client.invalidateQueries({ queryKey: productFilesKeys.imports });
        setAnnouncement(reply.message);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const message = errorMessage(error);
        setUploadError(message);
        setAnnouncement(message);
      })
      .finally(() => setUpload(null));
  };

  const current = report.data;
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Product files">
        Download every product as a CSV file to edit in a spreadsheet, or upload a file of new and changed products: the shop checks every row first and changes nothing until you apply it.
      </PageHeader>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <section aria-labelledby="export-title" className="mb-10">
        <h2 id="export-title" className="mb-2 text-xl font-bold">
          Export
        </h2>
        <p className="mb-3 max-w-2xl text-base-content/75">Every product on sale, with its category, prices, quantity prices, stock and specification. The same columns are read back by the import.</p>
        <a href="/api/admin/products.csv" download className="btn btn-outline">
          <Download aria-hidden="true" size={18} /> Download products (CSV)
        </a>
      </section>

      <section aria-labelledby="import-title" className="mb-8 flex flex-col gap-4">
        <h2 id="import-title" className="text-xl font-bold">
          Import
        </h2>
        <p className="max-w-2xl text-base-content/75">
          Columns: sku (required: the part number matches a row to a product), name, description, category (its address, e.g. drills), price (12.50), min_order, stock, price_tiers (10:5%; 50:10%), brand,
          mpn, ean, low_stock_threshold, picture (a picture key; new products without one show a “picture coming” image) and attr:&lt;attribute&gt; (18 V, 1.5 kW, yes).
        </p>
        <UploadForm busy={upload !== null} onUpload={start} />
        {uploadError && <FormAlert>{uploadError}</FormAlert>}
        {upload && <UploadProgressView fileName={upload.fileName} loaded={upload.progress.loaded} total={upload.progress.total} rowsRead={current?.status === 'checking' ? current.rowsRead : undefined} />}
      </section>

      {importId && !upload && (
        <>
          {report.isPending ? (
            <Spinner label="Loading the report…" className="min-h-32" />
          ) : report.isError ? (
            uploadError ? null : <ErrorState title="We could not load this report" message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
          ) : (
            <ImportReport productImport={report.data} />
          )}
        </>
      )}
    </>
  );
}
