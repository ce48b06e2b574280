import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { CODE_PATTERN, hasNonSpace, isValidEmail, normaliseEmail } from '../rules/validation.js';

/** An e-mail as typed: trimmed, validated, compared lower-cased. */
export const emailField = z
  .string()
  .trim()
  .max(LIMITS.emailMax)
  .refine(isValidEmail, { message: 'Incorrect E-mail format' })
  .transform(normaliseEmail)
  .describe('E-mail address; trimmed and compared case-insensitively');

/** A password encrypted in the browser with RSA-OAEP (SHA-256) under the key named by keyId; base64. */
export const encryptedField = z.string().min(1).max(2048).describe('Base64 RSA-OAEP ciphertext');
export const keyIdField = z.string().min(1).max(64).describe('Id of the login public key used to encrypt');

/** A 6-digit one-time code. */
export const codeField = z.string().trim().regex(CODE_PATTERN, 'The code has 6 digits').describe('6-digit one-time code');

/** An opaque id of a flow step (login challenge, registration, reset, setup). */
export const flowIdField = z.uuid().describe('Id of the flow step returned by the previous call');

export const personNameField = z
  .string()
  .max(LIMITS.nameMax)
  .refine(hasNonSpace, { message: 'Please fill in' })
  .transform((v) => v.trim());
