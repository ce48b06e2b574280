import { ERRORS, SILENT_ERROR_CODES } from '@vault/contract';

/** What the central handler knows about a failed call. */
export interface FailureFacts {
  /** HTTP status (0 when no answer arrived). */
  status: number;
  errorCode: string | null;
  /**
   * Sign-in, single sign-on and sign-out calls: there is no session to expire yet (or any more), so
   * they never trigger the session dialogs (spec §8 "except on the login call").
   */
  isLoginCall: boolean;
  /** Codes the caller handles itself; `true` for every code. */
  quiet: boolean | readonly string[];
  /** Some field errors of the answer matched a field of the form the caller passed. */
  fieldErrorsOnForm: boolean;
}

export type ErrorAction =
  /** 401: front-end logout, Inactivity Warning or Invalid Request dialog, then the site root. */
  | { kind: 'sessionExpired' }
  /**
   * 401 with 70000021 / 70000013: the person was removed as administrator or authorised
   * representative; the server's message in the generic dialog, then logout to the site root.
   */
  | { kind: 'removedFromCompany' }
  /** 00000230 / 00000231: blocking dialog; Confirm clears all storage and returns to the root. */
  | { kind: 'passwordDialog'; reason: 'weak' | 'expired' }
  /** Any other 403: the session or CSRF check failed; log out and reload. */
  | { kind: 'logoutAndReload' }
  /** 70000115: the 'Email is incorrect' dialog. */
  | { kind: 'emailIncorrect' }
  /** Field errors go onto the form instead of a toast. */
  | { kind: 'fieldErrors' }
  /** Error toast with the server's message for 5 s. */
  | { kind: 'toast' }
  /** Nothing shown: the caller or a dedicated dialog deals with it. */
  | { kind: 'none' };

/** Codes that end a session because its person lost the company role it acted in. */
const REMOVED_CODES: ReadonlySet<string> = new Set([ERRORS.ADMIN_REMOVED.code, ERRORS.AUTHORISED_REP_REMOVED.code]);

function isQuiet(quiet: FailureFacts['quiet'], code: string | null): boolean {
  if (quiet === true) return true;
  if (quiet === false || code === null) return false;
  return quiet.includes(code);
}

/** The one place that decides how a failed call is shown to the user. Pure, so every rule is tested. */
export function decideErrorAction(facts: FailureFacts): ErrorAction {
  const { status, errorCode: code, isLoginCall } = facts;
  if (!isLoginCall) {
    if (status === 401 && code !== null && REMOVED_CODES.has(code)) return { kind: 'removedFromCompany' };
    if (status === 401) return { kind: 'sessionExpired' };
    if (code === ERRORS.PASSWORD_WEAK.code) return { kind: 'passwordDialog', reason: 'weak' };
    if (code === ERRORS.PASSWORD_EXPIRED.code) return { kind: 'passwordDialog', reason: 'expired' };
    if (status === 403) return { kind: 'logoutAndReload' };
  }
  if (isQuiet(facts.quiet, code)) return { kind: 'none' };
  if (code === ERRORS.EMAIL_IS_BUSINESS.code) return { kind: 'emailIncorrect' };
  // On the login call the session codes are ordinary failures the user must read about.
  if (!isLoginCall && code !== null && SILENT_ERROR_CODES.has(code)) return { kind: 'none' };
  if (facts.fieldErrorsOnForm) return { kind: 'fieldErrors' };
  return { kind: 'toast' };
}
