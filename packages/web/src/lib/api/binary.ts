import { API_BASE, REQUEST_TIMEOUT_MS, TOKEN_EXPIRE_HEADER } from '@vault/contract';
import { ApiError } from './ApiError';
import { buildHeaders, failWithoutAnswer, readAnswer, type RequestOptions } from './client';
import { isSignedIn, setTokenExpireTime } from '../storage/sessionStore';
import { fileNameFromDisposition } from './disposition';
import { buildQuery } from './query';
import { readBody } from './readBody';
import { ignoredData } from './schema';

export interface BinaryAnswer {
  blob: Blob;
  /** The name from Content-Disposition (RFC 6266 `filename*` first), or null. */
  fileName: string | null;
}

/**
 * GETs a file (page images, downloads). Every call needs the Authorization header, which an
 * `<img src>` or a plain link cannot carry, so files are fetched here and shown through object
 * URLs. A failure answers with the JSON envelope and goes through the central error handler.
 */
export async function fetchBinary(path: string, options: Omit<RequestOptions, 'method' | 'body'> & { post?: unknown } = {}): Promise<BinaryAnswer> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort('timeout'), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort('aborted');
  options.signal?.addEventListener('abort', onCallerAbort);
  // No answer: the call, or its body on the way (client.ts readBody), failed, was cut off, timed out or was abandoned.
  const noAnswer = (): never => {
    if (controller.signal.reason === 'aborted') throw new ApiError({ kind: 'aborted', handled: true });
    return failWithoutAnswer(controller.signal.aborted ? 'timeout' : 'network', options);
  };
  try {
    let response: Response;
    let sentToken: string | null = null;
    try {
      // `post`: a file asked for with a JSON body (POST /fund-major/download).
      const init = options.post === undefined ? {} : { method: 'POST', body: JSON.stringify(options.post) };
      const headers = buildHeaders(options.post === undefined ? options : { ...options, body: options.post });
      sentToken = headers.get('Authorization');
      response = await fetch(`${API_BASE}${path}${buildQuery(options.query)}`, { ...init, headers, credentials: 'same-origin', signal: controller.signal });
    } catch {
      return noAnswer();
    }
    const expiry = response.headers.get(TOKEN_EXPIRE_HEADER);
    if (!response.ok) {
      const read = await readBody(response);
      if (read.cut) return noAnswer();
      // Throws: a failed answer always ends in the central error handler.
      readAnswer({ status: response.status, ok: false, expiry, body: read.body, sentToken }, ignoredData, options);
    }
    // The session slides with file calls too.
    if (expiry && isSignedIn()) setTokenExpireTime(expiry);
    const blob = await response.blob().catch(() => null);
    if (!blob) return noAnswer();
    return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
  } finally {
    window.clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Saves a fetched file under its server-given name through a temporary object URL. */
export function saveBlob(answer: BinaryAnswer, fallbackName: string): void {
  const url = URL.createObjectURL(answer.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL can go once it has been handed over.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
