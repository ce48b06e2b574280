import { isStrongPassword, LIMITS, REGISTER_TYPES, type CustomerRegisterRequest, type Language } from '@vault/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { maskEmail } from '../../lib/crypto.js';
import { AppError, fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { welcomeNewPerson } from '../actions/actions.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { openSession } from '../auth/auth.service.js';
import { completeFlow, extendFlow, getOpenFlow, issueCode, startFlow, verifyCode } from '../auth/flows.js';
import { hashPassword } from '../auth/passwords.js';
import { legalUrl, readConfigValue } from '../config/config.service.js';
import { displayName, findLiveInvitation, getInvitationById, markInvitationAccepted } from '../invitations/invitations.repository.js';
import { enqueueMail } from '../mail/mail.service.js';
import { addMembership, createAccountWithIndividual, findAccountByEmail, isBusinessEmail } from '../profiles/profiles.repository.js';
import { memberships, profiles } from '../profiles/profiles.table.js';
import { linkAcceptedRepresentative } from '../team/representatives.service.js';

type Meta = { request: FastifyRequest; language: Language };

/** How long a registration whose code was confirmed can still be finished (by signing in). */
const VERIFIED_REGISTRATION_TTL_MINUTES = 7 * 24 * 60;

export async function registrationSettings(ctx: AppContext) {
  return {
    registerTypes: [...REGISTER_TYPES],
    invitationCodeRequired: (await readConfigValue(ctx.db, 'registration.invitationRequired')) === 'true',
    termsUrl: await legalUrl(ctx.db, 'terms'),
    privacyUrl: await legalUrl(ctx.db, 'privacy'),
  };
}

export async function termsDisabled(ctx: AppContext): Promise<boolean> {
  return (await readConfigValue(ctx.db, 'registration.disableTC')) === 'true';
}

/**
 * Step one. A taken e-mail gets a decoy flow and a "you already have an account" e-mail instead of a
 * code, so the answer (and its timing: the password is hashed either way) is the same for both.
 */
export async function startRegistration(
  ctx: AppContext,
  input: { email: string; firstName: string; lastName: string; password: string; keyId: string; invitationCode?: string | undefined },
  meta: Meta,
) {
  const plain = await ctx.keys.decrypt(input.keyId, input.password);
  if (!isStrongPassword(plain)) return fail('PASSWORD_RULE', [{ path: 'password', message: 'Invalid value' }]);
  // A corporate or fund address is refused only after its code (validateRegistration): answering here
  // would tell anyone that a company uses that address.
  let invitationId: string | null = null;
  if (input.invitationCode) {
    const found = await findLiveInvitation(ctx.db, input.invitationCode, input.email);
    if (!found) return fail('INVITATION_INVALID', [{ path: 'invitationCode', message: 'Invalid value' }]);
    invitationId = found.invitation.id;
  } else if ((await registrationSettings(ctx)).invitationCodeRequired) {
    return fail('INVITATION_INVALID', [{ path: 'invitationCode', message: 'Required' }]);
  }
  const existing = await findAccountByEmail(ctx.db, input.email);
  const passwordHash = await hashPassword(plain);
  const { flow } = await ctx.db.transaction(async (tx) => {
    const started = await startFlow(tx, ctx.secrets, {
      kind: 'REGISTER',
      email: input.email,
      payload: { passwordHash, firstName: input.firstName, lastName: input.lastName, invitationId, decoy: !!existing, language: meta.language },
      ip: meta.request.ip,
    });
    if (existing) await enqueueMail(tx, input.email, 'registerExisting', existing.language as Language, { url: ctx.config.publicUrl });
    else await enqueueMail(tx, input.email, 'registerCode', meta.language, { code: started.code, minutes: LIMITS.codeTtlMinutes });
    return started;
  });
  ctx.mail.kick();
  return { registrationId: flow.id, maskedEmail: maskEmail(input.email), codeExpiresAt: flow.codeExpiresAt!.toISOString() };
}

export async function resendRegistrationCode(ctx: AppContext, registrationId: string) {
  const flow = await getOpenFlow(ctx.db, registrationId, 'REGISTER');
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, ctx.secrets, flow);
    if (!flow.payload.decoy) {
      await enqueueMail(tx, flow.email, 'registerCode', (flow.payload.language as Language) ?? 'en', { code, minutes: LIMITS.codeTtlMinutes });
    }
  });
  ctx.mail.kick();
  const fresh = await getOpenFlow(ctx.db, registrationId, 'REGISTER');
  return { codeExpiresAt: fresh.codeExpiresAt!.toISOString() };
}

export async function validateRegistration(ctx: AppContext, registrationId: string, code: string) {
  const flow = await verifyCode(ctx.db, ctx.secrets, registrationId, 'REGISTER', code);
  if (flow.payload.decoy) return fail('CODE_INVALID');
  if (await isBusinessEmail(ctx.db, flow.email)) {
    // Only the holder of the mailbox gets this far: the spec's 'Email is incorrect' dialog, and the
    // registration is closed so it can never be accepted.
    await completeFlow(ctx.db, flow.id);
    return fail('EMAIL_IS_BUSINESS');
  }
  // A confirmed registration waits for its terms step, which signing in also offers (startLogin).
  await extendFlow(ctx.db, flow.id, VERIFIED_REGISTRATION_TTL_MINUTES);
  return { validated: true as const };
}

/** Accept the terms: the account, its individual profile and any invited membership appear together. */
export async function acceptRegistration(ctx: AppContext, input: { registrationId: string; acceptTerms: boolean }, meta: Meta) {
  const flow = await getOpenFlow(ctx.db, input.registrationId, 'REGISTER');
  if (!flow.verifiedAt || flow.payload.decoy) return fail('FLOW_EXPIRED');
  if (await isBusinessEmail(ctx.db, flow.email)) return fail('EMAIL_IS_BUSINESS');
  if (!input.acceptTerms && !(await termsDisabled(ctx))) return fail('TERMS_REQUIRED', [{ path: 'acceptTerms', message: 'Required' }]);
  const p = flow.payload as { passwordHash: string; firstName: string; lastName: string; invitationId: string | null; language: Language };
  const account = await ctx.db
    .transaction(async (tx) => {
      if (!(await completeFlow(tx, flow.id))) fail('FLOW_EXPIRED');
      const created = await createAccountWithIndividual(tx, { email: flow.email, passwordHash: p.passwordHash, firstName: p.firstName, lastName: p.lastName, language: p.language });
      if (p.invitationId) {
        const invitation = await getInvitationById(tx, p.invitationId);
        if (invitation && (await markInvitationAccepted(tx, invitation.id, created.account.id))) {
          await addMembership(tx, created.account.id, invitation.inviterProfileId, invitation.role);
          await linkAcceptedRepresentative(tx, invitation.id, created.account.id);
        }
      }
      await welcomeNewPerson(tx, created.profile.id);
      await recordAudit(tx, meta.request, { action: 'account.registered', accountId: created.account.id, profileId: created.profile.id });
      return created.account;
    })
    .catch((error: unknown) => {
      // The address was registered by someone else between the code and now.
      if (error instanceof AppError) throw error;
      if ((error as { code?: string }).code === '23505' || String(error).includes('accounts_email_key')) return fail('FLOW_EXPIRED');
      throw error;
    });
  return openSession(ctx, account, 'REGISTRATION', meta);
}

export async function requestedUserTypes(ctx: AppContext, invitationCode?: string) {
  const found = invitationCode ? await findLiveInvitation(ctx.db, invitationCode) : undefined;
  return { registerTypes: [...REGISTER_TYPES], legalAgentName: found ? displayName(found.inviter) : null };
}

/** The company profile step: a corporate the signed-in person administers. Once per account. */
export async function registerCompany(ctx: AppContext, actor: Actor, input: Required<Pick<CustomerRegisterRequest, 'registerType'>> & { legalName: string; tradingName: string }, request: FastifyRequest) {
  const existing = await ctx.db
    .select({ id: profiles.id })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.profileId))
    .where(and(eq(memberships.accountId, actor.accountId), eq(memberships.role, 'ADMINISTRATOR'), isNotNull(profiles.registerType)))
    .limit(1);
  if (existing.length) return fail('COMPANY_EXISTS');
  return ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(profiles)
      .values({ type: 'CORPORATE', legalName: input.legalName, tradingName: input.tradingName, registerType: input.registerType })
      .returning();
    await addMembership(tx, actor.accountId, company!.id, 'ADMINISTRATOR');
    await recordAudit(tx, request, { action: 'company.registered', accountId: actor.accountId, profileId: company!.id, targetType: 'profile', targetId: company!.id });
    return { corporateProfileId: company!.id };
  });
}
