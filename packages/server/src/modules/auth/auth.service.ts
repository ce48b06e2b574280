import { isStrongPassword, LIMITS, normaliseEmail, type Language } from '@vault/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { maskEmail } from '../../lib/crypto.js';
import { fail } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { findAccountByEmail, findMembership, getAccountById, listMemberships } from '../profiles/profiles.repository.js';
import { accounts, type AccountRow } from '../profiles/profiles.table.js';
import { completeFlow, findVerifiedOpenFlow, getOpenFlow, issueCode, startFlow, verifyCode } from './flows.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { ACCOUNT_LOCK_FAILURES, loginThrottleFor } from './throttle.js';
import { createSession, presentSession, revokeAccountSessions, type SessionRow } from './sessions.js';
import { usedSsoTokens } from './auth.table.js';

type Meta = { request: FastifyRequest; language: Language };

/** The profile a new session acts as: the account's default, else its own individual profile. */
export async function defaultMembership(ctx: AppContext, account: AccountRow) {
  if (account.defaultProfileId) {
    const found = await findMembership(ctx.db, account.id, account.defaultProfileId);
    if (found) return found;
  }
  const all = await listMemberships(ctx.db, account.id);
  return all.find((m) => m.role === 'OWNER') ?? all[0] ?? fail('NO_PROFILE');
}

/** Opens a session for an account and returns what the client stores plus the cookie secret. */
export async function openSession(ctx: AppContext, account: AccountRow, method: SessionRow['method'], meta: Meta, extra: { passwordWeak?: boolean; ssoTokenId?: string } = {}) {
  const membership = await defaultMembership(ctx, account);
  const issued = await ctx.db.transaction(async (tx) => {
    const created = await createSession(tx, ctx.config, {
      account,
      profile: membership.profile,
      method,
      ip: meta.request.ip,
      userAgent: meta.request.headers['user-agent'],
      ...extra,
    });
    await recordAudit(tx, meta.request, { action: 'session.created', accountId: account.id, profileId: membership.profile.id, details: { method } });
    return created;
  });
  return { cookieToken: issued.token, session: presentSession(issued, account, membership.profile, membership.role, ctx.config) };
}

/**
 * A wrong password counts on the account (every address together: reaching ACCOUNT_LOCK_FAILURES locks
 * the account until its owner resets the password with the e-mailed code) and in the throttle.
 */
async function registerFailure(ctx: AppContext, account: AccountRow): Promise<void> {
  const failures = account.failedLogins + 1;
  await ctx.db
    .update(accounts)
    .set({ failedLogins: sql`${accounts.failedLogins} + 1`, lockedUntil: failures >= ACCOUNT_LOCK_FAILURES ? ACCOUNT_LOCKED : account.lockedUntil })
    .where(eq(accounts.id, account.id));
}

/** The account-wide lock has no end of its own: the reset code lifts it. */
const ACCOUNT_LOCKED = new Date('9999-12-31T00:00:00Z');

/**
 * Step one: check e-mail and password, then e-mail a code bound to this attempt. Paused keys answer
 * LOGIN_THROTTLED before the password is looked at, for known and unknown e-mails alike, so a pause
 * is no oracle; a wrong password from elsewhere never pauses the owner's own address.
 */
export async function startLogin(ctx: AppContext, input: { email: string; password: string; keyId: string }, meta: Meta) {
  const throttle = loginThrottleFor(ctx);
  const ip = meta.request.ip;
  const email = normaliseEmail(input.email);
  if (throttle.waitMs(email, ip) > 0) return fail('LOGIN_THROTTLED');
  const plain = await ctx.keys.decrypt(input.keyId, input.password);
  const account = await findAccountByEmail(ctx.db, input.email);
  const locked = account ? !!account.lockedUntil && account.lockedUntil > new Date() : throttle.failuresFor(email) >= ACCOUNT_LOCK_FAILURES;
  if (locked) {
    await recordAudit(ctx.db, meta.request, { action: 'login.failed', accountId: account?.id ?? null, details: { locked } });
    return fail('LOGIN_THROTTLED');
  }
  // No account yet, but a confirmed registration: its password is checked in place of the dummy one,
  // so the work (and the answer to anyone without that password) is the same as for an unknown address.
  const pending = account ? undefined : await findVerifiedOpenFlow(ctx.db, 'REGISTER', input.email);
  const matches = await verifyPassword(account?.passwordHash ?? (pending?.payload.passwordHash as string | undefined) ?? null, plain);
  if (pending && matches) return { status: 'REGISTRATION_PENDING' as const, registrationId: pending.id, maskedEmail: maskEmail(pending.email) };
  if (!account || !matches) {
    throttle.recordFailure(email, ip);
    if (account) await registerFailure(ctx, account);
    await recordAudit(ctx.db, meta.request, { action: 'login.failed', accountId: account?.id ?? null, details: { locked } });
    return fail('LOGIN_FAILED');
  }
  throttle.recordSuccess(email, ip);
  if (account.failedLogins > 0) await ctx.db.update(accounts).set({ failedLogins: 0, lockedUntil: null }).where(eq(accounts.id, account.id));
  const { flow } = await ctx.db.transaction(async (tx) => {
    const started = await startFlow(tx, ctx.secrets, {
      kind: 'LOGIN',
      email: account.email,
      accountId: account.id,
      payload: { passwordWeak: !isStrongPassword(plain) },
      ip: meta.request.ip,
    });
    // In the language the person is using now (the lang cookie), not the one stored at registration.
    await enqueueMail(tx, account.email, 'loginCode', meta.language, { code: started.code, minutes: LIMITS.codeTtlMinutes });
    return started;
  });
  ctx.mail.kick();
  return { status: 'CODE_SENT' as const, challengeId: flow.id, maskedEmail: maskEmail(account.email), codeExpiresAt: flow.codeExpiresAt!.toISOString() };
}

/** Step two: the code signs in. Tries are counted outside any transaction so a failure cannot undo them. */
export async function completeLogin(ctx: AppContext, input: { challengeId: string; code: string }, meta: Meta) {
  const flow = await verifyCode(ctx.db, ctx.secrets, input.challengeId, 'LOGIN', input.code);
  if (!flow.accountId || !(await completeFlow(ctx.db, flow.id))) return fail('CODE_INVALID');
  const account = (await getAccountById(ctx.db, flow.accountId)) ?? fail('CODE_INVALID');
  const opened = await openSession(ctx, account, 'PASSWORD', meta, { passwordWeak: flow.payload.passwordWeak === true });
  return { ...opened, session: { ...opened.session, status: 'SIGNED_IN' as const } };
}

/** A new code for a sign-in challenge, within the resend limits. */
export async function resendLoginCode(ctx: AppContext, challengeId: string, language: Language) {
  const flow = await getOpenFlow(ctx.db, challengeId, 'LOGIN');
  const account = flow.accountId ? await getAccountById(ctx.db, flow.accountId) : undefined;
  if (!account) return fail('FLOW_EXPIRED');
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, ctx.secrets, flow);
    await enqueueMail(tx, account.email, 'loginCode', language, { code, minutes: LIMITS.codeTtlMinutes });
  });
  ctx.mail.kick();
  const fresh = await getOpenFlow(ctx.db, challengeId, 'LOGIN');
  return { codeExpiresAt: fresh.codeExpiresAt!.toISOString() };
}

/** Reset step one. Unknown e-mails get a decoy flow and no mail: the answer is the same. */
export async function startReset(ctx: AppContext, email: string, meta: Meta) {
  const account = await findAccountByEmail(ctx.db, email);
  const { flow } = await ctx.db.transaction(async (tx) => {
    const started = await startFlow(tx, ctx.secrets, {
      kind: 'RESET',
      email,
      accountId: account?.id ?? null,
      payload: { decoy: !account },
      ip: meta.request.ip,
    });
    if (account) await enqueueMail(tx, email, 'resetCode', meta.language, { code: started.code, minutes: LIMITS.codeTtlMinutes });
    return started;
  });
  ctx.mail.kick();
  return { status: 'CODE_SENT' as const, resetId: flow.id, codeExpiresAt: flow.codeExpiresAt!.toISOString() };
}

/** Reset step two: a valid code sets the new password and ends every session of the account. */
export async function completeReset(ctx: AppContext, input: { resetId: string; code: string; password: string; keyId: string }, meta: Meta) {
  const plain = await ctx.keys.decrypt(input.keyId, input.password);
  if (!isStrongPassword(plain)) return fail('PASSWORD_RULE', [{ path: 'password', message: 'Invalid value' }]);
  const flow = await verifyCode(ctx.db, ctx.secrets, input.resetId, 'RESET', input.code);
  if (!flow.accountId || flow.payload.decoy) return fail('CODE_INVALID');
  const accountId = flow.accountId;
  const passwordHash = await hashPassword(plain);
  await ctx.db.transaction(async (tx) => {
    if (!(await completeFlow(tx, flow.id))) fail('CODE_INVALID');
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, passwordChangedAt: sql`now()`, failedLogins: 0, lockedUntil: null })
      .where(eq(accounts.id, accountId))
      .returning();
    await revokeAccountSessions(tx, accountId, 'password-reset');
    await enqueueMail(tx, account!.email, 'passwordChanged', meta.language, {});
    await recordAudit(tx, meta.request, { action: 'password.reset', accountId });
  });
  ctx.mail.kick();
  return { status: 'PASSWORD_CHANGED' as const };
}

/** Signs in with a single sign-on token; each token works once. */
export async function loginWithSso(ctx: AppContext, token: string, meta: Meta) {
  const identity = await ctx.sso.verify(token);
  if (!identity) return fail('SSO_FAILED');
  const account = await findAccountByEmail(ctx.db, identity.email);
  if (!account) {
    await recordAudit(ctx.db, meta.request, { action: 'sso.failed', details: { reason: 'no-account' } });
    return fail('SSO_FAILED');
  }
  const claimed = await ctx.db.insert(usedSsoTokens).values({ tokenId: identity.tokenId, expiresAt: identity.expiresAt }).onConflictDoNothing().returning();
  if (!claimed.length) return fail('SSO_FAILED');
  return openSession(ctx, account, 'SSO', meta, { ssoTokenId: identity.tokenId });
}
