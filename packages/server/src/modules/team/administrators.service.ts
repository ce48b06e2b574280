import { INVITATION_STATUS } from '@vault/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { createSystemAction } from '../actions/actions.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { revokeAccountSessions } from '../auth/sessions.js';
import { invitations } from '../invitations/invitations.table.js';
import { addMembership, findAccountByEmail, isBusinessEmail } from '../profiles/profiles.repository.js';
import { accounts, memberships, profiles } from '../profiles/profiles.table.js';
import { ACTION_TYPES } from '@vault/contract';
import { administeredCorporate, inviteToCorporate } from './team.shared.js';

async function activeAdmins(db: DbOrTx, corporateId: string) {
  return db
    .select({ accountId: accounts.id, email: accounts.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .leftJoin(profiles, and(eq(profiles.id, accounts.defaultProfileId), eq(profiles.type, 'INDIVIDUAL')))
    .where(and(eq(memberships.profileId, corporateId), eq(memberships.role, 'ADMINISTRATOR')));
}

/** Administrators of the acting corporate, with pending invitations. */
export async function listAdministrators(ctx: AppContext, actor: Actor) {
  const corporate = await administeredCorporate(ctx, actor);
  const active = await activeAdmins(ctx.db, corporate.id);
  const invited = await ctx.db
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.inviterProfileId, corporate.id), eq(invitations.role, 'ADMINISTRATOR'), eq(invitations.status, INVITATION_STATUS.PENDING)));
  return [
    ...active.map((a) => ({ email: a.email, name: [a.firstName, a.lastName].filter(Boolean).join(' ') || null, status: 'ACTIVE' as const, isYou: a.accountId === actor.accountId })),
    ...invited.filter((i) => !active.some((a) => a.email === i.email)).map((i) => ({ email: i.email, name: null, status: 'INVITED' as const, isYou: false })),
  ];
}

/**
 * Adds an administrator by e-mail: a person with an account gets access at once (and a notice);
 * anyone else gets an invitation. Either way the answer is the updated list.
 */
export async function addAdministrator(ctx: AppContext, actor: Actor, email: string, request: FastifyRequest) {
  const corporate = await administeredCorporate(ctx, actor);
  if (await isBusinessEmail(ctx.db, email)) return fail('EMAIL_IS_BUSINESS');
  const current = await listAdministrators(ctx, actor);
  if (current.some((a) => a.email === email)) return fail('ALREADY_ADMIN');
  const account = await findAccountByEmail(ctx.db, email);
  await ctx.db.transaction(async (tx) => {
    if (account) {
      await addMembership(tx, account.id, corporate.id, 'ADMINISTRATOR');
      const own = account.defaultProfileId;
      if (own) await createSystemAction(tx, { profileId: own, type: ACTION_TYPES.SIMPLE_NOTICE, isMessage: true, template: 'invitationAccepted', params: { company: corporate.tradingName ?? '' }, fromProfileId: corporate.id });
    } else {
      await inviteToCorporate(tx, ctx, actor, corporate, email, 'ADMINISTRATOR');
    }
    await recordAudit(tx, request, { action: 'admin.added', accountId: actor.accountId, profileId: corporate.id, details: { email, invited: !account } });
  });
  ctx.mail.kick();
  return listAdministrators(ctx, actor);
}

/** Whether an administrator may be removed: a company keeps at least one. */
export async function checkRemoveAdministrator(ctx: AppContext, actor: Actor, email: string) {
  const corporate = await administeredCorporate(ctx, actor);
  const active = await activeAdmins(ctx.db, corporate.id);
  if (!active.some((a) => a.email === email)) {
    const invited = (await listAdministrators(ctx, actor)).some((a) => a.email === email && a.status === 'INVITED');
    return { canRemove: invited, reason: invited ? null : ('NOT_ADMIN' as const) };
  }
  return active.length > 1 ? { canRemove: true, reason: null } : { canRemove: false, reason: 'LAST_ADMIN' as const };
}

/**
 * Removes an administrator (or cancels the invitation): their access to the company ends now and
 * every session of theirs ends, answering 70000021 on its next call.
 */
export async function removeAdministrator(ctx: AppContext, actor: Actor, email: string, request: FastifyRequest) {
  const corporate = await administeredCorporate(ctx, actor);
  const check = await checkRemoveAdministrator(ctx, actor, email);
  if (!check.canRemove) return fail(check.reason === 'LAST_ADMIN' ? 'LAST_ADMIN' : 'NOT_FOUND');
  const removed = (await activeAdmins(ctx.db, corporate.id)).find((a) => a.email === email);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ status: INVITATION_STATUS.CANCELLED })
      .where(and(eq(invitations.inviterProfileId, corporate.id), eq(invitations.email, email), eq(invitations.role, 'ADMINISTRATOR'), eq(invitations.status, INVITATION_STATUS.PENDING)));
    if (removed) {
      await tx.delete(memberships).where(and(eq(memberships.accountId, removed.accountId), eq(memberships.profileId, corporate.id), eq(memberships.role, 'ADMINISTRATOR')));
      // A sign-in that would have started in this company starts in the person's own profile.
      await tx.update(accounts).set({ defaultProfileId: sql`(select m.profile_id from memberships m where m.account_id = ${removed.accountId} and m.role = 'OWNER' limit 1)` }).where(and(eq(accounts.id, removed.accountId), eq(accounts.defaultProfileId, corporate.id)));
      await revokeAccountSessions(tx, removed.accountId, 'admin-removed');
    }
    await recordAudit(tx, request, { action: 'admin.removed', accountId: actor.accountId, profileId: corporate.id, details: { email } });
  });
  return listAdministrators(ctx, actor);
}
