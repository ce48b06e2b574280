import { ACTION_TYPES, INVITATION_STATUS } from '@vault/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { createSystemAction } from '../actions/actions.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { revokeAccountSessions } from '../auth/sessions.js';
import { displayName } from '../invitations/invitations.repository.js';
import { invitations } from '../invitations/invitations.table.js';
import { addMembership, findAccountByEmail, isBusinessEmail, listMemberships } from '../profiles/profiles.repository.js';
import { memberships, profiles } from '../profiles/profiles.table.js';
import { representatives } from './team.table.js';
import { administeredCorporate, inviteToCorporate } from './team.shared.js';

/** Authorised representatives of the acting corporate (GET /customer-user/all-representatives). */
export async function listRepresentatives(ctx: AppContext, actor: Actor) {
  const found = await ctx.db.select().from(memberships).where(and(eq(memberships.accountId, actor.accountId), eq(memberships.profileId, actor.profileId)));
  if (!found.length) return fail('NOT_FOUND');
  const rows = await ctx.db
    .select({ rep: representatives, person: profiles })
    .from(representatives)
    .innerJoin(profiles, eq(profiles.id, representatives.personProfileId))
    .where(and(eq(representatives.corporateProfileId, actor.profileId), ne(representatives.status, 'REMOVED')))
    .orderBy(desc(representatives.createdAt));
  return rows.map(({ rep, person }) => ({
    id: rep.id,
    firstName: person.firstName ?? '',
    middleName: person.middleName,
    lastName: person.lastName ?? '',
    taxId: person.taxId,
    email: rep.email,
    status: rep.status as 'ACTIVE' | 'INVITED' | 'RECORDED',
    createdAt: rep.createdAt.toISOString(),
  }));
}

/**
 * Records a representative of the acting corporate. With an e-mail, a person who has an account is
 * linked at once; anyone else is invited to join. Without one, the company keeps the record only.
 */
export async function addRepresentative(ctx: AppContext, actor: Actor, input: { firstName: string; middleName: string | null; lastName: string; taxId: string | null; email: string | null }, request: FastifyRequest) {
  const corporate = await administeredCorporate(ctx, actor);
  if (input.email && (await isBusinessEmail(ctx.db, input.email))) return fail('EMAIL_IS_BUSINESS');
  const account = input.email ? await findAccountByEmail(ctx.db, input.email) : undefined;
  await ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .insert(profiles)
      .values({ type: 'INDIVIDUAL', firstName: input.firstName, middleName: input.middleName, lastName: input.lastName, taxId: input.taxId, email: input.email })
      .returning();
    let invitationId: string | null = null;
    if (account) {
      await addMembership(tx, account.id, corporate.id, 'AUTHORISED_REPRESENTATIVE');
      if (account.defaultProfileId) {
        await createSystemAction(tx, { profileId: account.defaultProfileId, type: ACTION_TYPES.SIMPLE_NOTICE, isMessage: true, template: 'invitationAccepted', params: { company: displayName(corporate) }, fromProfileId: corporate.id });
      }
    } else if (input.email) {
      invitationId = await inviteToCorporate(tx, ctx, actor, corporate, input.email, 'AUTHORISED_REPRESENTATIVE');
    }
    await tx.insert(representatives).values({
      corporateProfileId: corporate.id,
      personProfileId: person!.id,
      email: input.email,
      accountId: account?.id ?? null,
      invitationId,
      addedByAccountId: actor.accountId,
      status: account ? 'ACTIVE' : input.email ? 'INVITED' : 'RECORDED',
    });
    await recordAudit(tx, request, { action: 'representative.added', accountId: actor.accountId, profileId: corporate.id, targetType: 'profile', targetId: person!.id });
  });
  ctx.mail.kick();
  return listRepresentatives(ctx, actor);
}

/** Removes a representative: their access to the company ends and their sessions end (70000013). */
export async function removeRepresentative(ctx: AppContext, actor: Actor, id: string, request: FastifyRequest) {
  const corporate = await administeredCorporate(ctx, actor);
  const [rep] = await ctx.db.select().from(representatives).where(and(eq(representatives.id, id), eq(representatives.corporateProfileId, corporate.id), ne(representatives.status, 'REMOVED')));
  if (!rep) return fail('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    await tx.update(representatives).set({ status: 'REMOVED', removedAt: new Date() }).where(eq(representatives.id, rep.id));
    if (rep.invitationId) await tx.update(invitations).set({ status: INVITATION_STATUS.CANCELLED }).where(and(eq(invitations.id, rep.invitationId), eq(invitations.status, INVITATION_STATUS.PENDING)));
    if (rep.accountId) {
      await tx.delete(memberships).where(and(eq(memberships.accountId, rep.accountId), eq(memberships.profileId, corporate.id), eq(memberships.role, 'AUTHORISED_REPRESENTATIVE')));
      await revokeAccountSessions(tx, rep.accountId, 'rep-removed');
    }
    await recordAudit(tx, request, { action: 'representative.removed', accountId: actor.accountId, profileId: corporate.id, targetType: 'representative', targetId: rep.id });
  });
  return listRepresentatives(ctx, actor);
}

/** When an invited representative joins, their record gets the account (called on acceptance). */
export async function linkAcceptedRepresentative(tx: DbOrTx, invitationId: string, accountId: string): Promise<void> {
  await tx.update(representatives).set({ accountId, status: 'ACTIVE' }).where(and(eq(representatives.invitationId, invitationId), eq(representatives.status, 'INVITED')));
}

/** Corporates and funds the person represents (Corporates I Represent / Fund I Represent). */
export async function listRepresented(ctx: AppContext, actor: Actor) {
  const rows = await listMemberships(ctx.db, actor.accountId);
  return rows
    .filter((m) => (m.profile.type === 'CORPORATE' || m.profile.type === 'FUND') && ['AUTHORISED_REPRESENTATIVE', 'FUND_REPRESENTATIVE', 'ADMINISTRATOR'].includes(m.role))
    .map((m) => ({
      profileId: m.profile.id,
      name: displayName(m.profile),
      profileType: m.profile.type as 'CORPORATE' | 'FUND',
      role: m.role as 'AUTHORISED_REPRESENTATIVE' | 'FUND_REPRESENTATIVE' | 'ADMINISTRATOR',
      since: m.since.toISOString(),
    }));
}

/** A person steps down as representative of a corporate; 70000011 when they are not one. */
export async function leaveRepresentation(ctx: AppContext, actor: Actor, corporateProfileId: string, request: FastifyRequest) {
  const removed = await ctx.db
    .delete(memberships)
    .where(and(eq(memberships.accountId, actor.accountId), eq(memberships.profileId, corporateProfileId), inArray(memberships.role, ['AUTHORISED_REPRESENTATIVE', 'FUND_REPRESENTATIVE'])))
    .returning();
  if (!removed.length) return fail('NOT_AUTHORISED_REP');
  await ctx.db.update(representatives).set({ status: 'REMOVED', removedAt: new Date() }).where(and(eq(representatives.accountId, actor.accountId), eq(representatives.corporateProfileId, corporateProfileId)));
  await recordAudit(ctx.db, request, { action: 'representative.left', accountId: actor.accountId, profileId: corporateProfileId });
  return listRepresented(ctx, actor);
}
