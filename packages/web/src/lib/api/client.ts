import {
  API_BASE,
  API_VERSION,
  REQUEST_TIMEOUT_MS,
  TOKEN_EXPIRE_HEADER,
  errorMessage,
  findSuspiciousValues,
  type FieldError,
} from '@vault/contract';
import i18n from '../i18n/i18n';
import { resolveLanguage } from '../i18n/languages';
import { getClientManagerToken, getCsrfToken, isSignedIn, setTokenExpireTime } from '../storage/sessionStore';
import { toastError } from '../ui/feedback';
import { ApiError } from './ApiError';
import { handleFailure, type Failure } from './errorHandler';
import type { FieldErrorTarget } from './fieldErrors';
import { buildQuery, type QueryParams } from './query';
import type { ResponseSchema } from './schema';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  /** Authorization: the CSRF token (default) or the client-manager token for paid-admin calls. */
  auth?: 'csrf' | 'clientManager';
  /** Sign-in, SSO and sign-out calls never raise the session dialogs (see errorPolicy). */
  isLoginCall?: boolean;
  /** Error codes this caller handles itself (`true`: all of them); nothing is shown for those. */
  quiet?: boolean | readonly string[];
  /** Form that receives the answer's field errors. */
  form?: FieldErrorTarget;
  signal?: AbortSignal;
}

interface RawEnvelope {
  success?: unknown;
  data?: unknown;
  errorCode?: unknown;
  errorMsg?: unknown;
  fieldErrors?: unknown;
  requestId?: unknown;
}

const asString = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** File uploads send FormData as it is (multipart). */
const isMultipart = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ 'Api-Version': API_VERSION });
  // Only with a JSON body: a JSON content type on an empty POST (the switch calls) is refused as
  // malformed, and a multipart body (FormData) brings its own type with the boundary.
  if (options.body !== undefined && !isMultipart(options.body)) headers.set('Content-Type', 'application/json');
  const token = options.auth === 'clientManager' ? getClientManagerToken() : getCsrfToken();
  if (token) headers.set('Authorization', token);
  return headers;
}

function fail(failure: Failure, options: RequestOptions): never {
  const handled = handleFailure(failure, {
    isLoginCall: options.isLoginCall ?? false,
    quiet: options.quiet ?? false,
    form: options.form,
  });
  throw new ApiError({ ...failure, handled });
}

const noFailureDetails = { errorCode: null, errorMsg: null, fieldErrors: [], requestId: null };

/** Spec §5: text values starting like a formula are refused before they leave the browser. */
function refuseFormulaValues(options: RequestOptions): void {
  const method = options.method ?? 'GET';
  if ((method !== 'POST' && method !== 'PUT') || isMultipart(options.body) || findSuspiciousValues(options.body).length === 0) return;
  const text = errorMessage('FORMULA_INJECTION', resolveLanguage(i18n.language));
  toastError(text);
  throw new ApiError({ kind: 'formula', errorMsg: text, handled: true });
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort('timeout'), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort('aborted');
  options.signal?.addEventListener('abort', onCallerAbort);
  try {
    return await fetch(`${API_BASE}${path}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: options.body === undefined ? undefined : isMultipart(options.body) ? options.body : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    if (controller.signal.aborted && controller.signal.reason === 'aborted') {
      throw new ApiError({ kind: 'aborted', handled: true });
    }
    const kind = controller.signal.aborted ? 'timeout' : 'network';
    return fail({ kind, status: 0, ...noFailureDetails }, options);
  } finally {
    window.clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * Calls `/customer<path>` and returns the envelope's data checked against `schema`. Every failure
 * goes through the central error handler, then throws an ApiError.
 */
export async function request<T>(path: string, schema: ResponseSchema<T>, options: RequestOptions = {}): Promise<T> {
  refuseFormulaValues(options);
  const response = await send(path, options);
  // The session slides with each call; the Inactivity Warning depends on this being current.
  const expiry = response.headers.get(TOKEN_EXPIRE_HEADER);
  if (expiry && isSignedIn()) setTokenExpireTime(expiry);

  let envelope: RawEnvelope;
  try {
    envelope = (await response.json()) as RawEnvelope;
  } catch {
    const kind = response.ok ? 'badResponse' : 'http';
    return fail({ kind, status: response.status, ...noFailureDetails }, options);
  }
  if (!response.ok || envelope.success !== true) {
    return fail(
      {
        kind: 'http',
        status: response.status,
        errorCode: asString(envelope.errorCode),
        errorMsg: asString(envelope.errorMsg),
        fieldErrors: Array.isArray(envelope.fieldErrors) ? (envelope.fieldErrors as FieldError[]) : [],
        requestId: asString(envelope.requestId),
      },
      options,
    );
  }
  const parsed = schema.safeParse(envelope.data ?? null);
  if (!parsed.success) return fail({ kind: 'badResponse', status: response.status, ...noFailureDetails }, options);
  return parsed.data;
}
