import { LIMITS, codeField, emailField, hasNonSpace, passwordProblems, type PasswordProblem } from '@vault/contract';

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
  | 'fillIn'
  | 'tooLong'
  | 'passwordsDiffer'
  | `password.${PasswordProblem}`;

export function checkEmail(value: string | undefined): ValidationKey | null {
  if (!value || !value.trim()) return 'required';
  return emailField.safeParse(value).success ? null : 'email';
}

export function checkCode(value: string | undefined): ValidationKey | null {
  if (!value || !value.trim()) return 'required';
  return codeField.safeParse(value).success ? null : 'code';
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
