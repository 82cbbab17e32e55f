import { ApiError, toProblem, unreachableProblem } from './api-error';

type Query = Record<string, string | number | undefined>;

/** How a request reaches the API: the browser's fetch, or the server's own when it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * The server renders pages with the same queries as the browser (src/web/render-page.tsx) and
 * answers them itself, without a network round trip.
 */
export function sendApiRequestsWith(next: ApiTransport): void {
  transport = next;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function request<T>(method: string, path: string, init: { body?: unknown; signal?: AbortSignal | undefined; headers?: Record<string, string> | undefined }): Promise<T> {
  let response: Response;
  try {
    // A form (files) goes as multipart/form-data, with the boundary the browser chooses; anything else as JSON.
    const form = init.body instanceof FormData ? init.body : undefined;
    response = await transport(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json, application/problem+json', ...(init.body === undefined || form ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: form ?? (init.body === undefined ? null : JSON.stringify(init.body)),
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(unreachableProblem());
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) throw new ApiError(toProblem(response.status, body));
  return body as T;
}

/** GET a JSON resource under /api. Throws ApiError with the server's problem on failure. */
export function apiGet<T>(path: string, options: { query?: Query; signal?: AbortSignal } = {}): Promise<T> {
  return request<T>('GET', withQuery(path, options.query), { signal: options.signal });
}

/** POST JSON to /api. Throws ApiError (with field errors for 400s) on failure. */
export function apiPost<T>(path: string, body: unknown, options: { signal?: AbortSignal; headers?: Record<string, string> } = {}): Promise<T> {
  return request<T>('POST', path, { body, signal: options.signal, headers: options.headers });
}

/** POST a form with files (multipart/form-data) to /api. Throws ApiError (with field errors for 400s) on failure. */
export function apiPostForm<T>(path: string, form: FormData, options: { signal?: AbortSignal } = {}): Promise<T> {
  return request<T>('POST', path, { body: form, signal: options.signal });
}

/** PUT JSON to /api (replace a resource). Throws ApiError on failure. */
export function apiPut<T>(path: string, body: unknown, options: { signal?: AbortSignal } = {}): Promise<T> {
  return request<T>('PUT', path, { body, signal: options.signal });
}

/** PATCH JSON to /api (change some fields of a resource). Throws ApiError on failure. */
export function apiPatch<T>(path: string, body: unknown, options: { signal?: AbortSignal } = {}): Promise<T> {
  return request<T>('PATCH', path, { body, signal: options.signal });
}

/** DELETE a resource under /api. Throws ApiError on failure. */
export function apiDelete<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  return request<T>('DELETE', path, { signal: options.signal });
}
