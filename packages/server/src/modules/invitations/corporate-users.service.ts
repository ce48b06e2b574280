import { INVITATION_STATUS, type CorporateUser, type Language } from '@vault/contract';
import { and, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
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

/** A LIKE pattern matching the text anywhere, its wildcards escaped. */
const like = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** The organisation's staff as list rows: the person's own individual profile gives the name (one row per member). */
function staffRows(organisation: string, needle: string | undefined, status: number | undefined) {
  const person = sql`(select p.first_name, p.last_name, p.job_title from memberships o join profiles p on p.id = o.profile_id and p.type = 'INDIVIDUAL' where o.account_id = ${memberships.accountId} and o.role = 'OWNER' limit 1)`;
  const first = sql<string | null>`(select x.first_name from ${person} x)`;
  const last = sql<string | null>`(select x.last_name from ${person} x)`;
  const text = sql`concat_ws(' ', ${first}, ${last}, ${accounts.email})`;
  return {
    select: {
      group: sql<number>`0`.as('grp'),
      membershipId: sql<string | null>`${memberships.id}`.as('membership_id'),
      invitationId: sql<string | null>`(select i.id from invitations i where i.inviter_profile_id = ${organisation} and i.accepted_account_id = ${memberships.accountId} order by i.created_at desc limit 1)`.as('invitation_id'),
      accountId: sql<string | null>`${memberships.accountId}`.as('account_id'),
      email: sql<string>`${accounts.email}`.as('email'),
      firstName: first.as('first_name'),
      lastName: last.as('last_name'),
      jobTitle: sql<string | null>`(select x.job_title from ${person} x)`.as('job_title'),
      status: sql<number>`${INVITATION_STATUS.ACTIVE}`.as('status'),
      createdAt: sql<Date>`${memberships.createdAt}`.as('created_at'),
      sortKey: sql<string>`lower(${text})`.as('sort_key'),
    },
    where: and(
      eq(memberships.profileId, organisation),
      eq(memberships.role, 'PAID_ORG_USER'),
      needle ? sql`${text} ilike ${like(needle)}` : undefined,
      status !== undefined && status !== INVITATION_STATUS.ACTIVE ? sql`false` : undefined,
    ),
  };
}

/** Staff invitations nobody accepted (an address that has joined since is listed once, as the member); Pending past its expiry reads Closed. */
function invitationRows(organisation: string, needle: string | undefined, status: number | undefined) {
  const shown = sql<number>`(case when ${invitations.status} = ${INVITATION_STATUS.PENDING} and ${invitations.expiresAt} <= now() then ${INVITATION_STATUS.CLOSED} else ${invitations.status} end)`;
  return {
    select: {
      group: sql<number>`1`.as('grp'),
      membershipId: sql<string | null>`null::uuid`.as('membership_id'),
      invitationId: sql<string | null>`${invitations.id}`.as('invitation_id'),
      accountId: sql<string | null>`null::uuid`.as('account_id'),
      email: sql<string>`${invitations.email}`.as('email'),
      firstName: sql<string | null>`null::text`.as('first_name'),
      lastName: sql<string | null>`null::text`.as('last_name'),
      jobTitle: sql<string | null>`null::text`.as('job_title'),
      status: shown.as('status'),
      createdAt: sql<Date>`${invitations.createdAt}`.as('created_at'),
      sortKey: sql<string>`''`.as('sort_key'),
    },
    where: and(
      eq(invitations.inviterProfileId, organisation),
      eq(invitations.role, 'PAID_ORG_USER'),
      isNull(invitations.acceptedAccountId),
      inArray(invitations.status, [INVITATION_STATUS.PENDING, INVITATION_STATUS.CLOSED, INVITATION_STATUS.CANCELLED]),
      sql`not exists (select 1 from memberships m join accounts a on a.id = m.account_id where m.profile_id = ${organisation} and m.role = 'PAID_ORG_USER' and a.email = ${invitations.email})`,
      needle ? ilike(invitations.email, like(needle)) : undefined,
      status !== undefined ? sql`${shown} = ${status}` : undefined,
    ),
  };
}

/**
 * GET /corporate-user/user-list: members first (by name), then invitations (newest first); search by name or e-mail
 * and status filter. Filtered, counted and paged in SQL (one UNION ALL page and two counts), never in memory.
 */
export async function listCorporateUsers(ctx: AppContext, actor: Actor, query: { pageIndex: number; pageSize: number; searchParam?: string | undefined; status?: number | undefined }) {
  const organisation = callerOrganisation(actor);
  const needle = query.searchParam?.trim() || undefined;
  const staff = staffRows(organisation, needle, query.status);
  const invited = invitationRows(organisation, needle, query.status);
  const staffQuery = ctx.db.select(staff.select).from(memberships).innerJoin(accounts, eq(accounts.id, memberships.accountId)).where(staff.where);
  const invitedQuery = ctx.db.select(invited.select).from(invitations).where(invited.where);
  const [rows, [staffCount], [invitedCount]] = await Promise.all([
    staffQuery
      .unionAll(invitedQuery)
      .orderBy(sql`grp`, sql`sort_key`, sql`created_at desc`)
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(memberships).innerJoin(accounts, eq(accounts.id, memberships.accountId)).where(staff.where),
    ctx.db.select({ n: count() }).from(invitations).where(invited.where),
  ]);
  const total = (staffCount?.n ?? 0) + (invitedCount?.n ?? 0);
  const list: CorporateUser[] = rows.map((r) => ({
    corporateUserProfileId: r.membershipId,
    invitationId: r.invitationId,
    firstName: r.firstName,
    lastName: r.lastName,
    jobTitle: r.jobTitle,
    email: r.email,
    status: Number(r.status) as CorporateUser['status'],
    type: r.membershipId ? 'USER' : 'INVITATION',
    createdDate: new Date(r.createdAt).toISOString(),
    isSelf: r.accountId === actor.accountId,
  }));
  return { list, totalRecord: total, totalPages: Math.ceil(total / query.pageSize) };
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
