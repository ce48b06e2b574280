import {
  alreadyRegisteredResponseSchema,
  codeSentSchema,
  sessionSchema,
  setupStartedSchema,
  setupStepSchema,
  type InvitationLink,
} from '@vault/contract';
import { request } from '../../../lib/api/client';
import type { FieldErrorTarget } from '../../../lib/api/fieldErrors';
import { sendWithEncryptedPassword } from '../../../lib/session/publicKey';
import { session } from '../../../lib/storage/browserStorage';
import { SESSION_KEYS } from '../../../lib/storage/keys';

/* Invited corporate users (spec §2 steps verifyEmail, setPassword, yourDetails). */

const preSession = { method: 'POST', isLoginCall: true } as const;

export function checkAlreadyRegistered(link: InvitationLink, quiet: readonly string[]) {
  return request('/corporate-user/already-registered', alreadyRegisteredResponseSchema, {
    ...preSession,
    body: { email: link.email, invitationCode: link.invitationCode },
    quiet,
  });
}

/** Starts set-up and e-mails a code to the invited address. */
export function beginSetup(link: InvitationLink) {
  return request('/corporate-user/begin-setup', setupStartedSchema, {
    ...preSession,
    body: { email: link.email, invitationCode: link.invitationCode },
  });
}

export function verifySetupEmail(setupId: string, code: string, form?: FieldErrorTarget) {
  return request('/corporate-user/verify-email', setupStepSchema, { ...preSession, body: { setupId, code }, form });
}

export function resendSetupCode(setupId: string) {
  return request('/corporate-user/resend-validate-code', codeSentSchema, { ...preSession, body: { setupId } });
}

export function setSetupPassword(setupId: string, password: string, form?: FieldErrorTarget) {
  return sendWithEncryptedPassword(password, (encrypted, quiet) =>
    request('/corporate-user/set-password', setupStepSchema, { ...preSession, body: { setupId, ...encrypted }, quiet, form }),
  );
}

/** Finishes set-up; the answer is a session (the user is signed in). */
export function addBasicDetails(
  values: { setupId: string; firstName: string; lastName: string; jobTitle?: string },
  form?: FieldErrorTarget,
) {
  return request('/corporate-user/add-basic-detail', sessionSchema, {
    ...preSession,
    body: {
      setupId: values.setupId,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      jobTitle: values.jobTitle?.trim() || undefined,
    },
    form,
  });
}

/** POST /corporate-user/accept-invitation (signed in): an existing user joins the inviting company. */
export function acceptInvitation(invitationCode: string) {
  return request('/corporate-user/accept-invitation', setupStepSchema, { method: 'POST', body: { invitationCode } });
}

/* A registered invitee signs in first; the invitation waits in this browser session until then. */

export interface PendingInvitation {
  invitationCode: string;
  legalAgentName: string;
}

export function savePendingInvitation(value: PendingInvitation): void {
  session.set(SESSION_KEYS.pendingInvitation, JSON.stringify(value));
}

export function takePendingInvitation(): PendingInvitation | null {
  const raw = session.get(SESSION_KEYS.pendingInvitation);
  session.set(SESSION_KEYS.pendingInvitation, null);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingInvitation>;
    return typeof value.invitationCode === 'string' && value.invitationCode
      ? { invitationCode: value.invitationCode, legalAgentName: String(value.legalAgentName ?? '') }
      : null;
  } catch {
    return null;
  }
}
