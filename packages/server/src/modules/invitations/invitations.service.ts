import { INVITATION_STATUS, isStrongPassword, isValidEmail, LIMITS, normaliseEmail, type Language } from '@vault/contract';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { maskEmail, randomToken } from '../../lib/crypto.js';
import { AppError, fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { welcomeNewPerson } from '../actions/actions.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { openSession } from '../auth/auth.service.js';
import { completeFlow, getOpenFlow, issueCode, startFlow, updateFlowPayload, verifyCode } from '../auth/flows.js';
import { hashPassword } from '../auth/passwords.js';
import { deliverNow, enqueueMail } from '../mail/mail.service.js';
import { addMembership, createAccountWithIndividual, findAccountByEmail, getAccountById, isBusinessEmail } from '../profiles/profiles.repository.js';
import { accounts, memberships, profiles } from '../profiles/profiles.table.js';
import { displayName, findLiveInvitation, invitationBrand, invitationLink, markInvitationAccepted } from './invitations.repository.js';
import { invitations } from './invitations.table.js';
import { linkAcceptedRepresentative } from '../team/representatives.service.js';
import { representatives } from '../team/team.table.js';

type Meta = { request: FastifyRequest; language: Language };
const INVITATION_DAYS = 14;


/** A paid administrator invites people to its organisation; each gets an e-mailed link. */
export async function inviteUsers(ctx: AppContext, actor: Actor, rows: Array<{ email: string; roleId?: string | undefined }>, request: FastifyRequest) {
  const wanted = rows.map((r, i) => ({ index: i, email: normaliseEmail(r.email), role: r.roleId === 'ADMINISTRATOR' ? 'ADMINISTRATOR' : 'PAID_ORG_USER' } as const)).filter((r) => r.email);
  const bad = wanted.filter((r) => !isValidEmail(r.email));
  if (!wanted.length || bad.length) return fail('VALIDATION', (bad.length ? bad : [{ index: 0 }]).map((r) => ({ path: `rows.${r.index}.email`, message: 'Incorrect E-mail format' })));
  if (new Set(wanted.map((r) => r.email)).size !== wanted.length) return fail('INVITATION_DUPLICATE_EMAIL');
  const [inviter] = await ctx.db.select().from(profiles).where(eq(profiles.id, actor.profileId));
  for (const row of wanted) {
    // Already a member of the organisation: the same e-mail twice (spec 50000009).
    const member = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(accounts.email, row.email), eq(memberships.profileId, actor.profileId), eq(memberships.role, row.role)));
    if (member.length) return fail('INVITATION_DUPLICATE_EMAIL');
    const pending = await ctx.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.email, row.email), eq(invitations.inviterProfileId, actor.profileId), eq(invitations.status, INVITATION_STATUS.PENDING), gt(invitations.expiresAt, new Date())));
    if (pending.length) return fail('INVITATION_ALREADY_SENT');
  }
  const invited = await ctx.db.transaction(async (tx) => {
    const out: Array<{ email: string; invitationId: string; mailId: string }> = [];
    for (const row of wanted) {
      const code = randomToken();
      const [created] = await tx
        .insert(invitations)
        .values({ code, email: row.email, inviterProfileId: actor.profileId, invitedByAccountId: actor.accountId, role: row.role, expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000) })
        .returning();
      const link = invitationLink(ctx.config.publicUrl, { email: row.email, invitationCode: code, legalAgentId: actor.profileId, legalAgentName: displayName(inviter!), brand: invitationBrand(inviter!, ctx.config.ONBOARD_PLUS) });
      const mailId = await enqueueMail(tx, row.email, 'invitation', actor.language as Language, { inviter: displayName(inviter!), link, days: INVITATION_DAYS });
      await recordAudit(tx, request, { action: 'invitation.sent', accountId: actor.accountId, profileId: actor.profileId, targetType: 'invitation', targetId: created!.id });
      out.push({ email: row.email, invitationId: created!.id, mailId });
    }
    return out;
  });
  await handOverOrCancel(ctx, invited);
  return { invited: invited.map(({ email, invitationId }) => ({ email, invitationId })) };
}

/**
 * The invitation e-mails go to the transport now: one it cannot take (refused, unreachable) cancels its
 * invitation, so its link is dead, and the call answers 50000011 instead of leaving the mail to a silent retry.
 */
export async function handOverOrCancel(ctx: AppContext, sent: Array<{ invitationId: string; mailId: string }>) {
  const failed = new Set(await deliverNow(ctx.db, ctx.mail, sent.map((s) => s.mailId)));
  const dead = sent.filter((s) => failed.has(s.mailId)).map((s) => s.invitationId);
  if (!dead.length) return;
  await ctx.db.update(invitations).set({ status: INVITATION_STATUS.CANCELLED }).where(inArray(invitations.id, dead));
  fail('INVITATION_SEND_FAILED');
}

/** Whether an invited address has an account; answered only for a live invitation to that address. */
export async function isInviteeRegistered(ctx: AppContext, email: string, invitationCode: string) {
  if (!(await findLiveInvitation(ctx.db, invitationCode, email))) return fail('INVITATION_INVALID');
  return { isRegistered: !!(await findAccountByEmail(ctx.db, email)) };
}

/** Step verifyEmail: a code to the invited address. */
export async function beginSetup(ctx: AppContext, email: string, invitationCode: string, meta: Meta) {
  const found = await findLiveInvitation(ctx.db, invitationCode, email);
  if (!found) return fail('INVITATION_INVALID');
  if (await findAccountByEmail(ctx.db, email)) return fail('ALREADY_REGISTERED');
  if (await isBusinessEmail(ctx.db, email)) return fail('EMAIL_IS_BUSINESS');
  const { flow } = await ctx.db.transaction(async (tx) => {
    const started = await startFlow(tx, ctx.secrets, { kind: 'SETUP', email, payload: { invitationId: found.invitation.id, language: meta.language }, ip: meta.request.ip });
    await enqueueMail(tx, email, 'setupCode', meta.language, { code: started.code, minutes: LIMITS.codeTtlMinutes });
    return started;
  });
  ctx.mail.kick();
  return { setupId: flow.id, maskedEmail: maskEmail(email), codeExpiresAt: flow.codeExpiresAt!.toISOString(), invitedName: await invitedName(ctx, found.invitation.id) };
}

/** The name the inviter typed for this invitation (a representative's record), or null. */
async function invitedName(ctx: AppContext, invitationId: string): Promise<{ firstName: string | null; lastName: string | null } | null> {
  const [row] = await ctx.db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(representatives)
    .innerJoin(profiles, eq(profiles.id, representatives.personProfileId))
    .where(eq(representatives.invitationId, invitationId));
  return row && (row.firstName || row.lastName) ? row : null;
}

export async function resendSetupCode(ctx: AppContext, setupId: string) {
  const flow = await getOpenFlow(ctx.db, setupId, 'SETUP');
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, ctx.secrets, flow);
    await enqueueMail(tx, flow.email, 'setupCode', (flow.payload.language as Language) ?? 'en', { code, minutes: LIMITS.codeTtlMinutes });
  });
  ctx.mail.kick();
  const fresh = await getOpenFlow(ctx.db, setupId, 'SETUP');
  return { codeExpiresAt: fresh.codeExpiresAt!.toISOString() };
}

export async function verifySetupEmail(ctx: AppContext, setupId: string, code: string) {
  await verifyCode(ctx.db, ctx.secrets, setupId, 'SETUP', code);
  return { step: 'setPassword' as const };
}

/** Step setPassword: kept as a hash on the flow until the details step creates the account. */
export async function setSetupPassword(ctx: AppContext, input: { setupId: string; password: string; keyId: string }) {
  const flow = await getOpenFlow(ctx.db, input.setupId, 'SETUP');
  if (!flow.verifiedAt) return fail('FLOW_EXPIRED');
  const plain = await ctx.keys.decrypt(input.keyId, input.password);
  if (!isStrongPassword(plain)) return fail('PASSWORD_RULE', [{ path: 'password', message: 'Invalid value' }]);
  await updateFlowPayload(ctx.db, flow.id, { ...flow.payload, passwordHash: await hashPassword(plain) });
  return { step: 'yourDetails' as const };
}

/** Step yourDetails: creates the account, joins the inviting organisation, signs in. */
export async function finishSetup(ctx: AppContext, input: { setupId: string; firstName: string; lastName: string; jobTitle?: string | undefined }, meta: Meta) {
  const flow = await getOpenFlow(ctx.db, input.setupId, 'SETUP');
  const p = flow.payload as { invitationId: string; passwordHash?: string; language: Language };
  if (!flow.verifiedAt || !p.passwordHash) return fail('FLOW_EXPIRED');
  const account = await ctx.db
    .transaction(async (tx) => {
      if (!(await completeFlow(tx, flow.id))) fail('FLOW_EXPIRED');
      const [invitation] = await tx.select().from(invitations).where(eq(invitations.id, p.invitationId));
      const created = await createAccountWithIndividual(tx, {
        email: flow.email,
        passwordHash: p.passwordHash!,
        firstName: input.firstName,
        lastName: input.lastName,
        jobTitle: input.jobTitle ?? null,
        language: p.language,
      });
      if (!invitation || !(await markInvitationAccepted(tx, invitation.id, created.account.id))) fail('INVITATION_INVALID');
      await addMembership(tx, created.account.id, invitation!.inviterProfileId, invitation!.role);
      await linkAcceptedRepresentative(tx, invitation!.id, created.account.id);
      // Staff of a paid organisation work in it: their sessions start there.
      if (invitation!.role === 'PAID_ORG_USER') {
        await tx.update(accounts).set({ defaultProfileId: invitation!.inviterProfileId }).where(eq(accounts.id, created.account.id));
      }
      await welcomeNewPerson(tx, created.profile.id);
      await recordAudit(tx, meta.request, { action: 'invitation.accepted', accountId: created.account.id, organisationProfileId: staffOf(invitation!), targetType: 'invitation', targetId: invitation!.id });
      const [fresh] = await tx.select().from(accounts).where(eq(accounts.id, created.account.id));
      return fresh!;
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      if ((error as { code?: string }).code === '23505' || String(error).includes('accounts_email_key')) return fail('ALREADY_REGISTERED');
      throw error;
    });
  return openSession(ctx, account, 'SETUP', meta);
}

/** A staff invitation accepted shows in the inviting organisation's Activity Log (docs/activity-log.md). */
const staffOf = (invitation: { role: string; inviterProfileId: string }) => (invitation.role === 'PAID_ORG_USER' ? invitation.inviterProfileId : null);

/** A registered person accepts an invitation to their own address while signed in. */
export async function acceptInvitation(ctx: AppContext, actor: Actor, invitationCode: string, request: FastifyRequest) {
  const account = await getAccountById(ctx.db, actor.accountId);
  const found = account ? await findLiveInvitation(ctx.db, invitationCode, account.email) : undefined;
  if (!found) return fail('INVITATION_INVALID');
  await ctx.db.transaction(async (tx) => {
    if (!(await markInvitationAccepted(tx, found.invitation.id, actor.accountId))) fail('INVITATION_INVALID');
    await addMembership(tx, actor.accountId, found.invitation.inviterProfileId, found.invitation.role);
    await linkAcceptedRepresentative(tx, found.invitation.id, actor.accountId);
    await recordAudit(tx, request, { action: 'invitation.accepted', accountId: actor.accountId, organisationProfileId: staffOf(found.invitation), targetType: 'invitation', targetId: found.invitation.id });
  });
  return { step: 'done' as const };
}
