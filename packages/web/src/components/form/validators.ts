import { LIMITS, acceptsCodeField, acceptsEmailField, hasNonSpace, isValidEmail, isValidPhone, isValidTaxId, passwordProblems, type PasswordProblem } from '@vault/contract';

/**
 * Form checks built only from the contract's rules, so the browser refuses exactly what the server
 * refuses. Each returns a message key (validation namespace) or null when the value passes.
 */
/** Interpolation values of the validation messages, from the contract's limits. */
export const PASSWORD_LIMITS = { min: LIMITS.passwordMin, max: LIMITS.passwordMax } as const;
export const MESSAGE_VALUES = { ...PASSWORD_LIMITS, length: LIMITS.codeLength } as const;

export type ValidationKey =
  | 'required'
  | 'email'
  | 'code'
  | 'number'
  | 'fillIn'
  | 'tooLong'
  | 'passwordsDiffer'
  | 'phone'
  | 'taxId'
  | 'taxIdLength'
  | 'emailAddress'
  | `password.${PasswordProblem}`;

export function checkEmail(value: string | undefined): ValidationKey | null {
  if (!value || !value.trim()) return 'required';
  return acceptsEmailField(value) ? null : 'email';
}

/** The one-time code: digits only ('Please enter a number', spec §5), then its length. */
export function checkCode(value: string | undefined): ValidationKey | null {
  if (!value || !value.trim()) return 'required';
  if (!/^\d+$/.test(value.trim())) return 'number';
  return acceptsCodeField(value) ? null : 'code';
}

/** A required name: at least one non-space character, at most `max` characters. */
export function checkName(value: string | undefined, max: number = LIMITS.nameMax): ValidationKey | null {
  if (!hasNonSpace(value)) return 'fillIn';
  return (value ?? '').trim().length > max ? 'tooLong' : null;
}

/** Every part of the password rule the value breaks, so the user sees them all at once. */
export function checkNewPassword(value: string | undefined): ValidationKey[] {
  if (!value) return ['required'];
  return passwordProblems(value).map((problem): ValidationKey => `password.${problem}`);
}

export function checkPasswordConfirmation(value: string | undefined, password: string | undefined): ValidationKey | null {
  if (!value) return 'required';
  return value === password ? null : 'passwordsDiffer';
}

/** An optional phone number: empty, or + then 7 to 18 digits (spec §5). */
export function checkOptionalPhone(value: string | undefined | null): ValidationKey | null {
  if (!value || !value.trim()) return null;
  return isValidPhone(value.trim()) ? null : 'phone';
}

/** A required phone number. */
export function checkPhone(value: string | undefined | null): ValidationKey | null {
  if (!value || !value.trim()) return 'required';
  return checkOptionalPhone(value);
}

/** Tax id: letters and digits only, at most 20, after trimming (spec §5). */
/** Letters and digits, at most 20 once trimmed; too long is said, never cut silently. */
export function checkTaxId(value: string | undefined | null): ValidationKey | null {
  if (!value) return null;
  if (value.trim().length > LIMITS.taxIdMax) return 'taxIdLength';
  return isValidTaxId(value) ? null : 'taxId';
}

/** An optional e-mail address: valid if given ('Please enter the correct email address'). */
export function checkOptionalEmail(value: string | undefined | null): ValidationKey | null {
  if (!value || !value.trim()) return null;
  return isValidEmail(value.trim()) ? null : 'emailAddress';
}
