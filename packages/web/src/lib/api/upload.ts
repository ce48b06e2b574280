import { API_BASE, REQUEST_TIMEOUT_MS, TOKEN_EXPIRE_HEADER } from '@vault/contract';
import { ApiError } from './ApiError';
import { buildHeaders, failWithoutAnswer, readAnswer, type RequestOptions } from './client';
import { buildQuery } from './query';
import type { ResponseSchema } from './schema';

export interface UploadOptions extends Omit<RequestOptions, 'method' | 'body'> {
  /** Bytes of the request body sent so far, and the body's total size. */
  onProgress?: (loaded: number, total: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a multipart body to `/customer<path>` with upload progress. fetch() reports no upload
 * progress, so this uses XMLHttpRequest with the same headers as `request()` (Api-Version,
 * Authorization), the same-origin cookie, the same timeout, and the same answer handling: the
 * envelope goes through `readAnswer`, so failures reach the central error handler just the same.
 */
export function uploadWithProgress<T>(path: string, body: FormData, schema: ResponseSchema<T>, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const settle = (produce: () => T) => {
      options.signal?.removeEventListener('abort', onCallerAbort);
      try {
        resolve(produce());
      } catch (error) {
        reject(error as Error);
      }
    };
    const onCallerAbort = () => xhr.abort();
    xhr.open('POST', `${API_BASE}${path}${buildQuery(options.query)}`);
    xhr.withCredentials = false; // same origin: the session cookie goes along as with fetch's 'same-origin'
    xhr.timeout = REQUEST_TIMEOUT_MS;
    const headers = buildHeaders({ ...options, body });
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () =>
      settle(() =>
        readAnswer(
          { status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, expiry: xhr.getResponseHeader(TOKEN_EXPIRE_HEADER), body: parseJson(xhr.responseText), sentToken: headers.get('Authorization') },
          schema,
          options,
        ),
      );
    xhr.onerror = () => settle(() => failWithoutAnswer('network', options));
    xhr.ontimeout = () => settle(() => failWithoutAnswer('timeout', options));
    xhr.onabort = () => settle(() => {
      throw new ApiError({ kind: 'aborted', handled: true });
    });
    options.signal?.addEventListener('abort', onCallerAbort);
    xhr.send(body);
  });
}
