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
import { readBody } from './readBody';
import type { ResponseSchema, SchemaSource } from './schema';

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

/** Api-Version, the JSON type when there is a JSON body, and Authorization (shared with uploads). */
export function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ 'Api-Version': API_VERSION });
  // Only with a JSON body: a JSON content type on an empty POST (the switch calls) is refused as
  // malformed, and a multipart body (FormData) brings its own type with the boundary.
  if (options.body !== undefined && !isMultipart(options.body)) headers.set('Content-Type', 'application/json');
  const token = sessionTokenFor(options);
  if (token) headers.set('Authorization', token);
  return headers;
}

/** The token a call of this kind carries now: the CSRF token (default) or the client-manager token. */
const sessionTokenFor = (options: RequestOptions): string | null => (options.auth === 'clientManager' ? getClientManagerToken() : getCsrfToken()) ?? null;

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

async function send(path: string, options: RequestOptions, headers: Headers): Promise<Response> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort('timeout'), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort('aborted');
  options.signal?.addEventListener('abort', onCallerAbort);
  try {
    return await fetch(`${API_BASE}${path}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
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

/** What arrived: the status, the sliding-expiry header and the parsed body (undefined if not JSON). */
export interface RawAnswer {
  status: number;
  ok: boolean;
  expiry: string | null;
  body: unknown;
  /** The Authorization header the call went out with (null: none), when the sender knows it. */
  sentToken?: string | null;
}

/**
 * Turns an answer into the envelope's data checked against `schema`, or into a failure through
 * the central error handler. Shared by `request()` and the upload with progress (`upload.ts`).
 */
export function readAnswer<T>(answer: RawAnswer, schema: ResponseSchema<T>, options: RequestOptions): T {
  // An answer to a call sent with a session that has since been replaced (a profile switch, View Fund and its way
  // back, a new sign-in) says nothing about the current one: its 401 must not end the new session, nor its expiry
  // slide it. The caller only stops waiting.
  const stale = answer.sentToken !== undefined && answer.sentToken !== sessionTokenFor(options);
  if (stale && !answer.ok) throw new ApiError({ kind: 'aborted', status: answer.status, handled: true });
  // The session slides with each call; the Inactivity Warning depends on this being current.
  if (answer.expiry && !stale && isSignedIn()) setTokenExpireTime(answer.expiry);
  if (answer.body === undefined || answer.body === null || typeof answer.body !== 'object') {
    const kind = answer.ok ? 'badResponse' : 'http';
    return fail({ kind, status: answer.status, ...noFailureDetails }, options);
  }
  const envelope = answer.body as RawEnvelope;
  if (!answer.ok || envelope.success !== true) {
    return fail(
      {
        kind: 'http',
        status: answer.status,
        errorCode: asString(envelope.errorCode),
        errorMsg: asString(envelope.errorMsg),
        fieldErrors: Array.isArray(envelope.fieldErrors) ? (envelope.fieldErrors as FieldError[]) : [],
        requestId: asString(envelope.requestId),
      },
      options,
    );
  }
  const parsed = schema.safeParse(envelope.data ?? null);
  if (!parsed.success) return fail({ kind: 'badResponse', status: answer.status, ...noFailureDetails }, options);
  return parsed.data;
}

/** Failures before any answer (network, timeout) go through the same handler. */
export function failWithoutAnswer(kind: 'network' | 'timeout', options: RequestOptions): never {
  return fail({ kind, status: 0, ...noFailureDetails }, options);
}

/** A loader's schema, or null when its chunk could not be loaded (never a rejection left unhandled). */
const schemaNow = <T>(schema: SchemaSource<T>): Promise<ResponseSchema<T> | null> =>
  typeof schema === 'function' ? schema().catch(() => null) : Promise.resolve(schema);

/**
 * Calls `/customer<path>` and returns the envelope's data checked against `schema` (or a loader of
 * it, started beside the call). Every failure goes through the central error handler, then throws an
 * ApiError; a schema whose chunk cannot be loaded counts as a network failure.
 */
export async function request<T>(path: string, schema: SchemaSource<T>, options: RequestOptions = {}): Promise<T> {
  refuseFormulaValues(options);
  const checker = schemaNow(schema);
  const headers = buildHeaders(options);
  const response = await send(path, options, headers);
  const read = await readBody(response);
  if (read.cut) {
    if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', handled: true });
    return failWithoutAnswer('network', options);
  }
  const body = read.body;
  const sentToken = headers.get('Authorization');
  const answer = { status: response.status, ok: response.ok, expiry: response.headers.get(TOKEN_EXPIRE_HEADER), body, sentToken };
  const resolved = await checker;
  if (!resolved) return failWithoutAnswer('network', options);
  return readAnswer(answer, resolved, options);
}
