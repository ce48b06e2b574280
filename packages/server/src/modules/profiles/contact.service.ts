import { LIMITS, type Language } from '@vault/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { maskEmail } from '../../lib/crypto.js';
import { AppError, fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { completeFlow, startFlow, verifyCode } from '../auth/flows.js';
import { enqueueMail, enqueueSms } from '../mail/mail.service.js';
import { findAccountByEmail, isBusinessEmail } from './profiles.repository.js';
import { accounts, memberships, profiles } from './profiles.table.js';

const maskPhone = (phone: string) => `${phone.slice(0, 3)}${'*'.repeat(Math.max(phone.length - 5, 0))}${phone.slice(-2)}`;

/**
 * Step one of changing the sign-in e-mail: a code to the new address. A taken address gets a decoy
 * flow (no code is sent), so the answer does not tell whether someone else uses it.
 */
export async function startEmailChange(ctx: AppContext, actor: Actor, newEmail: string, request: FastifyRequest) {
  if (newEmail === actor.email) return fail('VALIDATION', [{ path: 'newEmail', message: 'Invalid value' }]);
  if (await isBusinessEmail(ctx.db, newEmail)) return fail('EMAIL_IS_BUSINESS');
  const taken = await findAccountByEmail(ctx.db, newEmail);
  const { flow } = await ctx.db.transaction(async (tx) => {
    const started = await startFlow(tx, ctx.secrets, { kind: 'CHANGE_EMAIL', email: newEmail, accountId: actor.accountId, payload: { decoy: !!taken }, ip: request.ip });
    if (!taken) await enqueueMail(tx, newEmail, 'changeEmailCode', actor.language as Language, { code: started.code, minutes: LIMITS.codeTtlMinutes });
    return started;
  });
  ctx.mail.kick();
  return { flowId: flow.id, maskedTo: maskEmail(newEmail), codeExpiresAt: flow.codeExpiresAt!.toISOString() };
}

/** Step two: the code moves the account (and the person's profile) to the new address. */
export async function confirmEmailChange(ctx: AppContext, actor: Actor, flowId: string, code: string, request: FastifyRequest) {
  const flow = await verifyCode(ctx.db, ctx.secrets, flowId, 'CHANGE_EMAIL', code, actor.accountId);
  if (flow.accountId !== actor.accountId || flow.payload.decoy) return fail('CODE_INVALID');
  const oldEmail = actor.email;
  await ctx.db
    .transaction(async (tx) => {
      if (!(await completeFlow(tx, flow.id))) fail('CODE_INVALID');
      await tx.update(accounts).set({ email: flow.email }).where(eq(accounts.id, actor.accountId));
      await tx
        .update(profiles)
        .set({ email: flow.email, updatedAt: sql`now()` })
        .where(sql`${profiles.id} in (select ${memberships.profileId} from ${memberships} where ${memberships.accountId} = ${actor.accountId} and ${memberships.role} = 'OWNER')`);
      await enqueueMail(tx, oldEmail, 'emailChanged', actor.language as Language, { newEmail: flow.email });
      await recordAudit(tx, request, { action: 'account.email-changed', accountId: actor.accountId, details: { from: oldEmail, to: flow.email } });
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      // Someone registered the address between the code and now.
      if ((error as { code?: string }).code === '23505' || String(error).includes('accounts_email_key')) return fail('FLOW_EXPIRED');
      throw error;
    });
  ctx.mail.kick();
  return { email: flow.email };
}

/** Step one of verifying a phone number: a code by text message. */
export async function startPhoneVerification(ctx: AppContext, actor: Actor, phone: string, request: FastifyRequest) {
  const { flow } = await ctx.db.transaction(async (tx) => {
    const started = await startFlow(tx, ctx.secrets, { kind: 'PHONE', email: actor.email, accountId: actor.accountId, payload: { phone }, ip: request.ip });
    await enqueueSms(tx, phone, 'phoneCode', actor.language as Language, { code: started.code, minutes: LIMITS.codeTtlMinutes });
    return started;
  });
  ctx.mail.kick();
  return { flowId: flow.id, maskedTo: maskPhone(phone), codeExpiresAt: flow.codeExpiresAt!.toISOString() };
}

/** Step two: the code sets the person's phone as verified. */
export async function confirmPhoneVerification(ctx: AppContext, actor: Actor, flowId: string, code: string, request: FastifyRequest) {
  const flow = await verifyCode(ctx.db, ctx.secrets, flowId, 'PHONE', code, actor.accountId);
  if (flow.accountId !== actor.accountId) return fail('CODE_INVALID');
  const phone = String(flow.payload.phone);
  await ctx.db.transaction(async (tx) => {
    if (!(await completeFlow(tx, flow.id))) fail('CODE_INVALID');
    await tx
      .update(profiles)
      .set({ phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(profiles.type, 'INDIVIDUAL'), sql`${profiles.id} in (select ${memberships.profileId} from ${memberships} where ${memberships.accountId} = ${actor.accountId} and ${memberships.role} = 'OWNER')`));
    await recordAudit(tx, request, { action: 'profile.phone-verified', accountId: actor.accountId });
  });
  return { phone, phoneVerified: true as const };
}
