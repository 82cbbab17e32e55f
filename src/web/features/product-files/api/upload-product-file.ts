import type { ProductImportReply } from '../../../../shared/schemas/product-files';
import { ApiError, toProblem, unreachableProblem } from '../../../lib/api-error';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POST /api/admin/product-imports with the file as the body (text/csv), through XMLHttpRequest,
 * whose upload events tell how much of the file has gone: fetch cannot. `id` names the import, so
 * the page can follow its check while the file is still on its way.
 */
export function uploadProductFile(file: File, id: string, onProgress: (progress: UploadProgress) => void, signal: AbortSignal): Promise<ProductImportReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ id, fileName: file.name.slice(0, 200) });
    request.open('POST', `/api/admin/product-imports?${query.toString()}`);
    request.setRequestHeader('content-type', 'text/csv');
    request.setRequestHeader('accept', 'application/json, application/problem+json');
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (request.status === 201) resolve(body as ProductImportReply);
      else reject(new ApiError(toProblem(request.status, body)));
    };
    request.onerror = () => reject(new ApiError(unreachableProblem()));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
