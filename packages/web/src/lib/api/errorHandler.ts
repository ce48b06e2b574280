import type { FieldError } from '@vault/contract';
import i18n from '../i18n/i18n';
import { toastError } from '../ui/feedback';
import type { ApiFailureKind } from './ApiError';
import { decideErrorAction } from './errorPolicy';
import { matchFieldErrors, type FieldErrorTarget } from './fieldErrors';
import {
  logoutAndReload,
  showEmailIncorrectDialog,
  showPasswordDialog,
  showRemovedFromCompanyDialog,
  showSessionEndedDialog,
} from './sessionDialogs';

export interface Failure {
  kind: ApiFailureKind;
  status: number;
  errorCode: string | null;
  errorMsg: string | null;
  fieldErrors: FieldError[];
  requestId: string | null;
}

export interface FailureContext {
  isLoginCall: boolean;
  quiet: boolean | readonly string[];
  form?: FieldErrorTarget;
}

/** Text for failures that carry no server message. */
function fallbackText(failure: Failure): string {
  if (failure.kind === 'timeout') return i18n.t('common:errors.timeout');
  if (failure.kind === 'network') return i18n.t('common:errors.network');
  if (failure.kind === 'badResponse') return i18n.t('common:errors.badResponse');
  return i18n.t('common:errors.unexpected', { status: failure.status });
}

function toastText(failure: Failure, unmatched: FieldError[]): string {
  const base = failure.errorMsg || fallbackText(failure);
  const details = unmatched.map((e) => e.message).filter((m) => m && m !== base);
  const text = details.length ? `${base} ${details.join(' ')}` : base;
  // Server failures carry a request id that support can find in the log.
  return failure.requestId && failure.status >= 500
    ? `${text} ${i18n.t('common:errors.reference', { id: failure.requestId })}`
    : text;
}

/**
 * The single place where failed calls turn into what the user sees. Returns whether it showed or
 * did something (so callers know they only need to stop loading).
 */
export function handleFailure(failure: Failure, context: FailureContext): boolean {
  const formFields = context.form ? Object.keys((context.form.getFieldsValue() as object | undefined) ?? {}) : [];
  const { matched, unmatched } = matchFieldErrors(failure.fieldErrors, formFields);
  const action = decideErrorAction({
    status: failure.status,
    errorCode: failure.errorCode,
    isLoginCall: context.isLoginCall,
    quiet: context.quiet,
    fieldErrorsOnForm: matched.length > 0,
  });
  switch (action.kind) {
    case 'sessionExpired':
      showSessionEndedDialog();
      return true;
    case 'removedFromCompany':
      showRemovedFromCompanyDialog(failure.errorMsg || fallbackText(failure));
      return true;
    case 'passwordDialog':
      showPasswordDialog(action.reason);
      return true;
    case 'logoutAndReload':
      logoutAndReload();
      return true;
    case 'emailIncorrect':
      showEmailIncorrectDialog();
      return true;
    case 'fieldErrors':
      context.form?.setFields(matched);
      if (unmatched.length) toastError(toastText(failure, unmatched));
      return true;
    case 'toast':
      toastError(toastText(failure, unmatched));
      return true;
    case 'none':
      return false;
  }
}
