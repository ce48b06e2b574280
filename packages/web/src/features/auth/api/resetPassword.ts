import { resetResponseSchema } from '@vault/contract';
import { request } from '../../../lib/api/client';
import type { FieldErrorTarget } from '../../../lib/api/fieldErrors';
import { sendWithEncryptedPassword } from '../../../lib/session/publicKey';

/**
 * POST /login/reset-password, step one. The answer is the same whether or not an account exists,
 * so the page never reveals which addresses are registered.
 */
export async function requestResetCode(email: string, form?: FieldErrorTarget) {
  const answer = await request('/login/reset-password', resetResponseSchema, {
    method: 'POST',
    body: { email: email.trim() },
    isLoginCall: true,
    form,
  });
  if (answer.status !== 'CODE_SENT') throw new Error(`Unexpected reset answer ${answer.status}`);
  return answer;
}

/** POST /login/reset-password, step two: the code and the new password, encrypted. */
export async function completeReset(values: { resetId: string; code: string; password: string }, form?: FieldErrorTarget) {
  const answer = await sendWithEncryptedPassword(values.password, (encrypted, quiet) =>
    request('/login/reset-password', resetResponseSchema, {
      method: 'POST',
      body: { resetId: values.resetId, code: values.code.trim(), ...encrypted },
      isLoginCall: true,
      quiet,
      form,
    }),
  );
  if (answer.status !== 'PASSWORD_CHANGED') throw new Error(`Unexpected reset answer ${answer.status}`);
}
