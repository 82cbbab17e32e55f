import type { UploadedPicture } from '../../../../shared/schemas/media';
import { ApiError, toProblem, unreachableProblem } from '../../../lib/api-error';

interface UploadOptions {
  /** Called as the bytes go out, with a share from 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/media/pictures (multipart, one field "file"). XMLHttpRequest rather than fetch,
 * because only XHR reports upload progress. Fails with ApiError like every other API call.
 */
export function uploadPicture(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadedPicture> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media/pictures');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json, application/problem+json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as UploadedPicture);
      } else {
        reject(new ApiError(toProblem(xhr.status, body)));
      }
    };
    xhr.onerror = () => reject(new ApiError(unreachableProblem()));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
