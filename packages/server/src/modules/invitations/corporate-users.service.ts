import { INVITATION_STATUS, type CorporateUser, type Language } from '@vault/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { randomToken } from '../../lib/crypto.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { revokeAccountSessions } from '../auth/sessions.js';
import { callerOrganisation } from '../broker-dealers/broker-dealers.policy.js';
import { enqueueMail } from '../mail/mail.service.js';
import { accounts, memberships, profiles } from '../profiles/profiles.table.js';
import { displayName, invitationBrand, invitationLink } from './invitations.repository.js';
import { handOverOrCancel } from './invitations.service.js';
import { invitations } from './invitations.table.js';

/**
 * The paid administrator's users page (docs/users.md): the organisation's staff (PAID_ORG_USER memberships) and
 * the staff invitations nobody has accepted. Every call is about the caller's organisation; another organisation's
 * user or invitation answers 404.
 */

const INVITATION_DAYS = 14;
const ownerMembership = alias(memberships, 'owner_membership');
const person = alias(profiles, 'person');

/** Pending past its expiry reads as Closed (3). */
const shownStatus = (status: number, expiresAt: Date): CorporateUser['status'] =>
  (status === INVITATION_STATUS.PENDING && expiresAt.getTime() <= Date.now() ? INVITATION_STATUS.CLOSED : status) as CorporateUser['status'];

async function members(ctx: AppContext, organisation: string, membershipId?: string) {
  return ctx.db
    .select({
      membershipId: memberships.id,
      accountId: memberships.accountId,
      createdAt: memberships.createdAt,
      email: accounts.email,
      personId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      jobTitle: person.jobTitle,
      invitationId: sql<string | null>`(select i.id from invitations i where i.inviter_profile_id = ${organisation} and i.accepted_account_id = ${memberships.accountId} order by i.created_at desc limit 1)`,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .leftJoin(ownerMembership, and(eq(ownerMembership.accountId, memberships.accountId), eq(ownerMembership.role, 'OWNER')))
    .leftJoin(person, and(eq(person.id, ownerMembership.profileId), eq(person.type, 'INDIVIDUAL')))
    .where(and(eq(memberships.profileId, organisation), eq(memberships.role, 'PAID_ORG_USER'), ...(membershipId ? [eq(memberships.id, membershipId)] : [])));
}

function memberRow(actor: Actor, m: Awaited<ReturnType<typeof members>>[number]): CorporateUser {
  return {
    corporateUserProfileId: m.membershipId,
    invitationId: m.invitationId,
    firstName: m.firstName,
    lastName: m.lastName,
    jobTitle: m.jobTitle,
    email: m.email,
    status: INVITATION_STATUS.ACTIVE,
    type: 'USER',
    createdDate: new Date(m.createdAt).toISOString(),
    isSelf: m.accountId === actor.accountId,
  };
}

/** GET /corporate-user/user-list: members first (by name), then invitations (newest first); search and status filter. */
export async function listCorporateUsers(ctx: AppContext, actor: Actor, query: { pageIndex: number; pageSize: number; searchParam?: string | undefined; status?: number | undefined }) {
  const organisation = callerOrganisation(actor);
  const staff = (await members(ctx, organisation)).map((m) => memberRow(actor, m));
  staff.sort((a, b) => `${a.firstName ?? ''} ${a.lastName ?? ''} ${a.email}`.localeCompare(`${b.firstName ?? ''} ${b.lastName ?? ''} ${b.email}`));
  const open = await ctx.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.inviterProfileId, organisation), eq(invitations.role, 'PAID_ORG_USER'), isNull(invitations.acceptedAccountId), inArray(invitations.status, [INVITATION_STATUS.PENDING, INVITATION_STATUS.CLOSED, INVITATION_STATUS.CANCELLED])))
    .orderBy(desc(invitations.createdAt));
  const memberEmails = new Set(staff.map((s) => s.email));
  const invited: CorporateUser[] = open
    // An address that joined since (another invitation) is listed once, as the member.
    .filter((i) => !memberEmails.has(i.email))
    .map((i) => ({
      corporateUserProfileId: null,
      invitationId: i.id,
      firstName: null,
      lastName: null,
      jobTitle: null,
      email: i.email,
      status: shownStatus(i.status, i.expiresAt),
      type: 'INVITATION',
      createdDate: i.createdAt.toISOString(),
      isSelf: false,
    }));
  const needle = query.searchParam?.toLowerCase();
  const all = [...staff, ...invited].filter(
    (row) =>
      (!needle || [row.firstName, row.lastName, `${row.firstName ?? ''} ${row.lastName ?? ''}`, row.email].some((v) => v?.toLowerCase().includes(needle))) &&
      (query.status === undefined || row.status === query.status),
  );
  const start = (query.pageIndex - 1) * query.pageSize;
  return { list: all.slice(start, start + query.pageSize), totalRecord: all.length, totalPages: Math.ceil(all.length / query.pageSize) };
}

async function requireMember(ctx: AppContext, actor: Actor, corporateUserProfileId: string) {
  const [member] = await members(ctx, callerOrganisation(actor), corporateUserProfileId);
  return member ?? fail('NOT_FOUND');
}

/** GET /corporate-user/user-detail. */
export async function corporateUserDetail(ctx: AppContext, actor: Actor, corporateUserProfileId: string) {
  return memberRow(actor, await requireMember(ctx, actor, corporateUserProfileId));
}

/** POST /corporate-user/update-user: the member's name and job title (their own profile's). */
export async function updateCorporateUser(ctx: AppContext, actor: Actor, input: { corporateUserProfileId: string; firstName: string; lastName: string; jobTitle?: string | null | undefined }, request: FastifyRequest) {
  const member = await requireMember(ctx, actor, input.corporateUserProfileId);
  if (!member.personId) return fail('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    await tx.update(profiles).set({ firstName: input.firstName, lastName: input.lastName, jobTitle: input.jobTitle?.trim() || null }).where(eq(profiles.id, member.personId!));
    await recordAudit(tx, request, { action: 'corporate-user.updated', accountId: actor.accountId, profileId: actor.profileId, targetType: 'membership', targetId: member.membershipId });
  });
  return corporateUserDetail(ctx, actor, input.corporateUserProfileId);
}

/** DELETE /corporate-user/delete-user: the membership ends and every session of the person ends; not yourself. */
export async function deleteCorporateUser(ctx: AppContext, actor: Actor, corporateUserProfileId: string, request: FastifyRequest) {
  const member = await requireMember(ctx, actor, corporateUserProfileId);
  if (member.accountId === actor.accountId) return fail('CANNOT_DELETE_SELF');
  const organisation = actor.profileId;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.id, member.membershipId));
    // A sign-in that would have started in the organisation starts in the person's own profile.
    await tx
      .update(accounts)
      .set({ defaultProfileId: sql`(select m.profile_id from memberships m where m.account_id = ${member.accountId} and m.role = 'OWNER' limit 1)` })
      .where(and(eq(accounts.id, member.accountId), eq(accounts.defaultProfileId, organisation)));
    // The invitation they accepted is over (Closed); it is history, not listed again.
    if (member.invitationId) await tx.update(invitations).set({ status: INVITATION_STATUS.CLOSED }).where(eq(invitations.id, member.invitationId));
    await revokeAccountSessions(tx, member.accountId, 'user-removed');
    await recordAudit(tx, request, { action: 'corporate-user.deleted', accountId: actor.accountId, profileId: organisation, targetType: 'membership', targetId: member.membershipId, details: { email: member.email } });
  });
  return { done: true as const };
}

async function requireInvitation(ctx: AppContext, actor: Actor, invitationId: string) {
  const [row] = await ctx.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.inviterProfileId, callerOrganisation(actor)), eq(invitations.role, 'PAID_ORG_USER')));
  return row ?? fail('NOT_FOUND');
}

/**
 * POST /corporate-user/resend-invitation: a new link (new code, new expiry) for an invitation not accepted; the old
 * link stops working. A cancelled or expired one opens again, unless another is pending for the address (50000010).
 */
export async function resendInvitation(ctx: AppContext, actor: Actor, invitationId: string, request: FastifyRequest) {
  const invitation = await requireInvitation(ctx, actor, invitationId);
  if (invitation.status === INVITATION_STATUS.ACTIVE || invitation.acceptedAccountId) return fail('INVITATION_INVALID');
  const [other] = await ctx.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.inviterProfileId, invitation.inviterProfileId), eq(invitations.email, invitation.email), eq(invitations.status, INVITATION_STATUS.PENDING), sql`${invitations.id} <> ${invitation.id}`, sql`${invitations.expiresAt} > now()`));
  if (other) return fail('INVITATION_ALREADY_SENT');
  const [inviter] = await ctx.db.select().from(profiles).where(eq(profiles.id, invitation.inviterProfileId));
  const mailId = await ctx.db.transaction(async (tx) => {
    const code = randomToken();
    await tx
      .update(invitations)
      .set({ code, status: INVITATION_STATUS.PENDING, expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000), invitedByAccountId: actor.accountId })
      .where(eq(invitations.id, invitation.id));
    const link = invitationLink(ctx.config.publicUrl, { email: invitation.email, invitationCode: code, legalAgentId: inviter!.id, legalAgentName: displayName(inviter!), brand: invitationBrand(inviter!, ctx.config.ONBOARD_PLUS) });
    const id = await enqueueMail(tx, invitation.email, 'invitation', actor.language as Language, { inviter: displayName(inviter!), link, days: INVITATION_DAYS });
    await recordAudit(tx, request, { action: 'invitation.resent', accountId: actor.accountId, profileId: actor.profileId, targetType: 'invitation', targetId: invitation.id });
    return id;
  });
  await handOverOrCancel(ctx, [{ invitationId: invitation.id, mailId }]);
  return { done: true as const };
}

/** POST /corporate-user/cancel-invitation: a pending invitation becomes Cancelled (4); its link stops working. */
export async function cancelInvitation(ctx: AppContext, actor: Actor, invitationId: string, request: FastifyRequest) {
  const invitation = await requireInvitation(ctx, actor, invitationId);
  if (invitation.status !== INVITATION_STATUS.PENDING) return fail('INVITATION_INVALID');
  await ctx.db.transaction(async (tx) => {
    await tx.update(invitations).set({ status: INVITATION_STATUS.CANCELLED }).where(eq(invitations.id, invitation.id));
    await recordAudit(tx, request, { action: 'invitation.cancelled', accountId: actor.accountId, profileId: actor.profileId, targetType: 'invitation', targetId: invitation.id });
  });
  return { done: true as const };
}
