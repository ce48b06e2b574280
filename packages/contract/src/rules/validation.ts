import { LIMITS } from '../limits.js';

/**
 * Standard e-mail pattern: a local part, an @, and a dotted domain whose last label has 2+ letters.
 * Deliberately not the full RFC 5322 grammar: quoted local parts are refused, as most providers do.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** True for a syntactically valid e-mail address within the length limit. */
export function isValidEmail(value: string): boolean {
  return value.length <= LIMITS.emailMax && EMAIL_PATTERN.test(value) && !value.includes('..');
}

/**
 * Exactly what the contract's `emailField` accepts (trimmed, at most the limit, the pattern), without
 * zod: the sign-in page checks addresses before zod has loaded (auth/fields.test.ts holds them to agree).
 */
export function acceptsEmailField(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= LIMITS.emailMax && isValidEmail(trimmed);
}

/** A one-time code: 6 digits. */
export const CODE_PATTERN = /^\d{6}$/;

/** Exactly what the contract's `codeField` accepts (trimmed, 6 digits), without zod. */
export function acceptsCodeField(value: string): boolean {
  return CODE_PATTERN.test(value.trim());
}

/** Normalised form used for look-ups: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Phone: optional plus, then 7 to 18 digits (spec §5). */
export const PHONE_PATTERN = /^\+?\d{7,18}$/;
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Special characters that satisfy the password rule: any printable non-alphanumeric ASCII. */
const PASSWORD_SPECIAL = /[!-/:-@[-`{-~]/;

/** Which parts of the password rule a value fails; empty when it passes. */
export type PasswordProblem = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'common';

/** A short deny list of the most used passwords that the composition rule alone would let through. */
const COMMON_PASSWORDS = new Set(
  [
    'Password1!', 'Password1@', 'Password123!', 'P@ssw0rd', 'P@ssw0rd1', 'P@ssword1', 'Passw0rd!',
    'Welcome1!', 'Welcome123!', 'Qwerty123!', 'Qwerty1!', 'Abcd1234!', 'Admin123!', 'Letmein1!',
    'Summer2024!', 'Winter2024!', 'Spring2024!', 'Autumn2024!', 'Summer2025!', 'Winter2025!',
    'Summer2026!', 'Winter2026!', 'Changeme1!', 'Iloveyou1!', 'Football1!', 'Monkey123!', 'Dragon123!',
    'Aa123456!', 'Aa123456@', 'Zxcvbnm1!', 'Asdf1234!', 'Test1234!', 'Password1#', 'P@55w0rd',
  ].map((p) => p.toLowerCase()),
);

export function passwordProblems(value: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (value.length < LIMITS.passwordMin || value.length > LIMITS.passwordMax) problems.push('length');
  if (!/[A-Z]/.test(value)) problems.push('uppercase');
  if (!/[a-z]/.test(value)) problems.push('lowercase');
  if (!/\d/.test(value)) problems.push('digit');
  if (!PASSWORD_SPECIAL.test(value)) problems.push('special');
  if (COMMON_PASSWORDS.has(value.toLowerCase())) problems.push('common');
  return problems;
}

/** Spec rule: 8-16 characters with upper, lower, digit and special; not a common password. */
export function isStrongPassword(value: string): boolean {
  return passwordProblems(value).length === 0;
}

/** Tax id: letters and digits only, at most 20, compared after trimming (spec §5). */
export const TAX_ID_PATTERN = /^[A-Za-z0-9]*$/;
export function isValidTaxId(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= LIMITS.taxIdMax && TAX_ID_PATTERN.test(trimmed);
}

/** A required name needs at least one non-space character (spec §5 'Please fill in'). */
export function hasNonSpace(value: string | undefined | null): boolean {
  return typeof value === 'string' && /\S/.test(value);
}

/**
 * Formula injection (spec §5): a text value beginning with + - @ = a newline or a tab could run as a
 * formula when exported to a spreadsheet. Leading whitespace (any Unicode space: U+00A0, U+FEFF,
 * U+3000...) and invisible format characters (U+200B...) are looked through: values are stored
 * trimmed, and a spreadsheet ignores what cannot be seen, so `" =1"` is stored and read as `=1`.
 */
export function isSuspiciousFormula(value: string): boolean {
  return /^[\n\t\r]|^[\s\p{Cf}]*[+\-@=]/u.test(value);
}

/**
 * Field names never checked for formula injection: secrets and ciphertexts whose characters are
 * arbitrary by design, and phone numbers, which the spec writes with a leading + and whose own rule
 * (PHONE_PATTERN: + and digits only) leaves no room for a formula. Explicit and tested (see
 * validation.test.ts); nothing else is exempt.
 */
export const FORMULA_EXEMPT_FIELDS: ReadonlySet<string> = new Set([
  'phone',
  'workPhone',
  'companyPhone',
  'password',
  'newPassword',
  'confirmPassword',
  'oldPassword',
  'encryptedPassword',
  'token',
  'ocrJson',
]);

/** Nesting a JSON body may have; far beyond any schema of ours, far below a stack overflow. */
export const MAX_BODY_DEPTH = 32;

/**
 * Paths (dotted, array indices as []) of every text value in `body` that looks like a formula.
 * Keys in FORMULA_EXEMPT_FIELDS are skipped with everything under them. Walks with its own stack,
 * so no nesting depth can overflow the call stack.
 */
export function findSuspiciousValues(body: unknown, path = ''): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[body, path]];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (isSuspiciousFormula(value)) found.push(at || '(body)');
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${at}[]`]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value).filter(([key]) => !FORMULA_EXEMPT_FIELDS.has(key));
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], at ? `${at}.${entries[i]![0]}` : entries[i]![0]]);
    }
  }
  return found;
}

/**
 * Deepest nesting of arrays and objects in a JSON text, counted without parsing it (brackets inside
 * strings ignored), so a body can be refused before anything walks it.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/**
 * Paths of every text value (and key) holding a NUL character, which PostgreSQL text and jsonb cannot
 * store: such a body is refused as invalid rather than failing in the database. Iterative, like the walk above.
 */
export function findNulValues(body: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[body, '']];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(at || '(body)');
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push([item, `${at}[]`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes('\u0000')) found.push(path);
        else stack.push([item, path]);
      }
    }
  }
  return found;
}
