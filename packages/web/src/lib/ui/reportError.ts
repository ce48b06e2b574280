import { isApiError } from '../api/ApiError';
import { CryptoUnavailableError } from '../crypto/encryptPassword';
import i18n from '../i18n/i18n';
import { SignInError } from '../session/signIn';
import { toastError } from './feedback';

/**
 * For errors that reach a form's submit handler. API failures were already shown by the central
 * handler (unless the caller asked to handle them, in which case it does so before this); anything
 * else would otherwise vanish silently.
 */
export function reportUnhandledError(error: unknown): void {
  if (isApiError(error)) {
    if (!error.handled) toastError(error.errorMsg || i18n.t('common:errors.unexpectedClient'));
    return;
  }
  if (error instanceof SignInError) return;
  if (error instanceof CryptoUnavailableError) {
    toastError(i18n.t('common:errors.insecureContext'));
    return;
  }
  toastError(i18n.t('common:errors.unexpectedClient'));
}
