import type { FieldError } from '@vault/contract';

/** Why a call did not produce data. `http` covers every enveloped failure, whatever its status. */
export type ApiFailureKind = 'http' | 'network' | 'timeout' | 'aborted' | 'formula' | 'badResponse';

/**
 * Thrown by the API client for every failed call. `handled` is true when the central error handler
 * already told the user (toast, dialog, field errors or a session action), so callers only need to
 * stop their loading state; when false the caller asked to handle this error itself.
 */
export class ApiError extends Error {
  readonly kind: ApiFailureKind;
  readonly status: number;
  readonly errorCode: string | null;
  readonly errorMsg: string | null;
  readonly fieldErrors: FieldError[];
  readonly requestId: string | null;
  readonly handled: boolean;

  constructor(init: {
    kind: ApiFailureKind;
    status?: number;
    errorCode?: string | null;
    errorMsg?: string | null;
    fieldErrors?: FieldError[];
    requestId?: string | null;
    handled: boolean;
  }) {
    super(init.errorMsg || `${init.kind} failure${init.errorCode ? ` ${init.errorCode}` : ''}`);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.errorCode = init.errorCode ?? null;
    this.errorMsg = init.errorMsg ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
    this.requestId = init.requestId ?? null;
    this.handled = init.handled;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
