import { request } from '../../../lib/api/client';
import { lazySchemas } from '../../../lib/api/lazySchemas';
import type { FieldErrorTarget } from '../../../lib/api/fieldErrors';
import { sendWithEncryptedPassword } from '../../../lib/session/publicKey';

/** POST /login/login, step one: e-mail (trimmed, spec §4) and encrypted password. */
export function submitPassword(values: { email: string; password: string }, form?: FieldErrorTarget) {
  return sendWithEncryptedPassword(values.password, (encrypted, quiet) =>
    request('/login/login', lazySchemas.login, {
      method: 'POST',
      body: { email: values.email.trim(), ...encrypted },
      isLoginCall: true,
      quiet,
      form,
    }),
  );
}

/** POST /login/login, step two: the 6-digit code e-mailed for the challenge. */
export function submitLoginCode(values: { challengeId: string; code: string }, form?: FieldErrorTarget) {
  return request('/login/login', lazySchemas.login, {
    method: 'POST',
    body: { challengeId: values.challengeId, code: values.code.trim() },
    isLoginCall: true,
    form,
  });
}

/** POST /login/send-validate-code: a fresh code for the same challenge. */
export function resendLoginCode(challengeId: string) {
  return request('/login/send-validate-code', lazySchemas.codeSent, { method: 'POST', body: { challengeId }, isLoginCall: true });
}
