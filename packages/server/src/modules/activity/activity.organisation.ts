import type { Language, OrganisationActivityItem, OrganisationActivityKind, organisationActivityRequestSchema } from '@vault/contract';
import { and, count, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../plugins/auth.js';
import { auditEvents } from '../audit/audit.table.js';
import { callerOrganisation } from '../broker-dealers/broker-dealers.policy.js';
import { brokerDealers } from '../broker-dealers/broker-dealers.table.js';
import { correspondenceThreads } from '../correspondence/correspondence.table.js';
import { documents } from '../documents/documents.table.js';
import { loadCatalogue, nameIn } from '../documents/documents.types.js';
import { subCompanies } from '../funds/funds.table.js';
import { displayName } from '../invitations/invitations.repository.js';
import { invitations } from '../invitations/invitations.table.js';
import { accounts, memberships, profiles } from '../profiles/profiles.table.js';
import { ORGANISATION_ACTIONS, ORGANISATION_SHOWN, organisationDetail, organisationKindOf } from './activity.organisation.rules.js';

/**
 * A paid organisation's Activity Log (docs/activity-log.md). Events belong to an organisation when they were
 * recorded with its id (audit_events.organisation_profile_id): what its staff did acting for it or through it,
 * and customers' answers to its requests. A customer's other events never carry it.
 */

/** A LIKE pattern matching the text anywhere, its wildcards escaped. */
const like = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

type Query = z.output<typeof organisationActivityRequestSchema>;
type ProfileRow = typeof profiles.$inferSelect;

/**
 * The organisations whose events the caller reads: the one the session acts for and its sub-companies the caller
 * is staff of too. Anyone else (a customer, a fund's session, no organisation) answers 404.
 */
async function organisationsOf(ctx: AppContext, actor: Actor): Promise<string[]> {
  const organisation = callerOrganisation(actor);
  const subs = await ctx.db
    .select({ id: subCompanies.childProfileId })
    .from(subCompanies)
    .innerJoin(memberships, and(eq(memberships.profileId, subCompanies.childProfileId), eq(memberships.accountId, actor.accountId), eq(memberships.role, 'PAID_ORG_USER')))
    .where(eq(subCompanies.parentProfileId, organisation));
  return [organisation, ...subs.map((s) => s.id)];
}

function kindCondition(kind: OrganisationActivityKind): SQL | undefined {
  const fundCase = sql`coalesce(${auditEvents.details}->>'kind', '') = 'FUND_DISTRIBUTION'`;
  if (kind === 'SHARED') return and(eq(auditEvents.action, 'document.shared'), sql`not ${fundCase}`);
  if (kind === 'DISTRIBUTED') return and(eq(auditEvents.action, 'document.shared'), fundCase);
  return inArray(auditEvents.action, [...ORGANISATION_ACTIONS[kind]]);
}

/** A customer's events: about their documents or requests, or in a thread with them. */
const aboutCustomer = (customerId: string) =>
  or(
    eq(auditEvents.subjectProfileId, customerId),
    // Uncorrelated: the customer's threads are read once, not once per event (a correlated EXISTS took seconds on 100,000 events).
    and(eq(auditEvents.targetType, 'thread'), sql`${auditEvents.targetId} in (select t.id::text from ${correspondenceThreads} t where t.customer_profile_id = ${customerId})`),
  );

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function whereOf(organisationIds: string[], q: Partial<Query>): SQL | undefined {
  return and(
    inArray(auditEvents.organisationProfileId, organisationIds),
    inArray(auditEvents.action, ORGANISATION_SHOWN),
    q.kinds?.length ? or(...q.kinds.map(kindCondition)) : undefined,
    q.accountId ? eq(auditEvents.accountId, q.accountId) : undefined,
    q.customerProfileId ? aboutCustomer(q.customerProfileId) : undefined,
    q.from ? gte(auditEvents.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(auditEvents.at, nextDay(q.to)) : undefined,
  );
}

/** Names of people by account: their own individual profile's name, else their e-mail. */
async function peopleOf(ctx: AppContext, accountIds: string[]): Promise<Map<string, { name: string; email: string }>> {
  if (!accountIds.length) return new Map();
  const own = alias(memberships, 'own');
  const rows = await ctx.db
    .select({ id: accounts.id, email: accounts.email, person: profiles })
    .from(accounts)
    .leftJoin(own, and(eq(own.accountId, accounts.id), eq(own.role, 'OWNER')))
    .leftJoin(profiles, and(eq(profiles.id, own.profileId), eq(profiles.type, 'INDIVIDUAL')))
    .where(inArray(accounts.id, accountIds));
  const found = new Map<string, { name: string; email: string }>();
  for (const r of rows) if (!found.get(r.id)?.name) found.set(r.id, { name: (r.person && displayName(r.person)) || r.email, email: r.email });
  return found;
}

const idsOf = (events: (typeof auditEvents.$inferSelect)[], targetType: string) => [...new Set(events.filter((e) => e.targetType === targetType && e.targetId).map((e) => e.targetId!))];
const uuidLike = (ids: string[]) => ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));

/** The other party of each event, by event id: recipients, broker-dealers, e-mails, thread subjects and customers. */
async function targetsOf(ctx: AppContext, events: (typeof auditEvents.$inferSelect)[]) {
  const bdIds = uuidLike(idsOf(events, 'brokerDealer'));
  const invitationIds = uuidLike(idsOf(events, 'invitation'));
  const membershipIds = uuidLike(idsOf(events, 'membership'));
  const threadIds = uuidLike(idsOf(events, 'thread'));
  const recipientIds = [...new Set(events.map((e) => e.details?.recipientProfileId).filter((id): id is string => typeof id === 'string'))];
  const [bds, invites, members, threads, recipients] = await Promise.all([
    bdIds.length ? ctx.db.select({ id: brokerDealers.id, company: profiles }).from(brokerDealers).innerJoin(profiles, eq(profiles.id, brokerDealers.companyProfileId)).where(inArray(brokerDealers.id, bdIds)) : [],
    invitationIds.length ? ctx.db.select({ id: invitations.id, email: invitations.email }).from(invitations).where(inArray(invitations.id, invitationIds)) : [],
    membershipIds.length ? ctx.db.select({ id: memberships.id, email: accounts.email }).from(memberships).innerJoin(accounts, eq(accounts.id, memberships.accountId)).where(inArray(memberships.id, membershipIds)) : [],
    threadIds.length ? ctx.db.select({ id: correspondenceThreads.id, subject: correspondenceThreads.subject, customer: profiles }).from(correspondenceThreads).innerJoin(profiles, eq(profiles.id, correspondenceThreads.customerProfileId)).where(inArray(correspondenceThreads.id, threadIds)) : [],
    recipientIds.length ? ctx.db.select().from(profiles).where(inArray(profiles.id, recipientIds)) : [],
  ]);
  const names = {
    brokerDealer: new Map(bds.map((b) => [b.id, displayName(b.company)])),
    invitation: new Map(invites.map((i) => [i.id, i.email])),
    membership: new Map(members.map((m) => [m.id, m.email])),
    thread: new Map(threads.map((t) => [t.id, t.subject])),
  };
  const threadCustomers = new Map(threads.map((t) => [t.id, t.customer]));
  const recipientNames = new Map(recipients.map((p) => [p.id, displayName(p)]));
  const target = (e: typeof auditEvents.$inferSelect): string | null => {
    const d = e.details ?? {};
    if (e.targetType === 'document') return (typeof d.recipientProfileId === 'string' && recipientNames.get(d.recipientProfileId)) || (typeof d.recipient === 'string' && d.recipient) || null;
    const byType = names[e.targetType as keyof typeof names]?.get(e.targetId ?? '');
    return byType ?? (typeof d.company === 'string' ? d.company : null) ?? (typeof d.email === 'string' ? d.email : null);
  };
  return { target, threadCustomer: (e: typeof auditEvents.$inferSelect): ProfileRow | null => (e.targetType === 'thread' ? (threadCustomers.get(e.targetId ?? '') ?? null) : null) };
}

/** POST /activity/organisation-list: the organisation's Activity Log, newest first, filtered and paged in SQL. */
export async function listOrganisationActivity(ctx: AppContext, actor: Actor, q: Query, language: Language) {
  const organisationIds = await organisationsOf(ctx, actor);
  const where = whereOf(organisationIds, q);
  const actedFor = alias(profiles, 'acted_for');
  const subject = alias(profiles, 'subject');
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ e: auditEvents, actedFor, subject, docType: documents.docType })
      .from(auditEvents)
      .leftJoin(actedFor, eq(actedFor.id, auditEvents.profileId))
      .leftJoin(subject, eq(subject.id, auditEvents.subjectProfileId))
      .leftJoin(documents, and(eq(auditEvents.targetType, 'document'), sql`${documents.id}::text = ${auditEvents.targetId}`))
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  const events = rows.map((r) => r.e);
  const [catalogue, people, targets] = await Promise.all([loadCatalogue(ctx.db), peopleOf(ctx, [...new Set(events.map((e) => e.accountId).filter((id): id is string => Boolean(id)))]), targetsOf(ctx, events)]);
  const typeName = (code: unknown) => (typeof code === 'string' ? (catalogue.byCode.get(code) ? nameIn(catalogue.byCode.get(code)!.names, language) : code) : null);
  const list = rows.map(({ e, actedFor: by, subject: about, docType }): OrganisationActivityItem => {
    const d = e.details ?? {};
    const isDocument = e.targetType === 'document';
    // The organisation's own profiles are who acted, not whom it concerns.
    const customer = about && !organisationIds.includes(about.id) ? about : targets.threadCustomer(e);
    return {
      id: String(e.id),
      at: e.at.toISOString(),
      kind: organisationKindOf(e.action, d),
      accountId: e.accountId,
      actorName: (e.accountId && people.get(e.accountId)?.name) || '',
      actedForName: by ? displayName(by) : null,
      customerProfileId: customer?.id ?? null,
      customerName: customer ? displayName(customer) : null,
      docId: isDocument ? e.targetId : null,
      docTypeName: isDocument ? typeName(docType ?? d.docType) : null,
      version: typeof d.version === 'number' ? d.version : null,
      detail: organisationDetail(e.action, d, { language, typeName, target: targets.target(e) }),
    };
  });
  const n = total?.n ?? 0;
  return { list, pageIndex: q.pageIndex, pageSize: q.pageSize, totalRecord: n, totalPages: Math.ceil(n / q.pageSize) };
}

/** GET /activity/organisation-users: everyone the log names and the organisations' current staff, by name. */
export async function listOrganisationActivityUsers(ctx: AppContext, actor: Actor) {
  const organisationIds = await organisationsOf(ctx, actor);
  const [logged, staff] = await Promise.all([
    ctx.db.selectDistinct({ id: auditEvents.accountId }).from(auditEvents).where(whereOf(organisationIds, {})),
    ctx.db.select({ id: memberships.accountId }).from(memberships).where(and(inArray(memberships.profileId, organisationIds), eq(memberships.role, 'PAID_ORG_USER'))),
  ]);
  const ids = [...new Set([...logged, ...staff].map((r) => r.id).filter((id): id is string => Boolean(id)))];
  const people = await peopleOf(ctx, ids);
  return [...people].map(([accountId, p]) => ({ accountId, name: p.name, email: p.email })).sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

/** GET /activity/organisation-customers: the customers (and administered funds) the log is about, by name; 50 at most. */
export async function listOrganisationActivityCustomers(ctx: AppContext, actor: Actor, searchParam: string | undefined) {
  const organisationIds = await organisationsOf(ctx, actor);
  const needle = searchParam?.trim();
  const name = needle ? or(ilike(profiles.firstName, like(needle)), ilike(profiles.lastName, like(needle)), ilike(profiles.tradingName, like(needle)), ilike(profiles.legalName, like(needle)), ilike(profiles.fundName, like(needle))) : undefined;
  const ids = ctx.db.selectDistinct({ id: auditEvents.subjectProfileId }).from(auditEvents).where(whereOf(organisationIds, {}));
  const threadIds = ctx.db
    .selectDistinct({ id: correspondenceThreads.customerProfileId })
    .from(auditEvents)
    .innerJoin(correspondenceThreads, sql`${correspondenceThreads.id}::text = ${auditEvents.targetId}`)
    .where(and(whereOf(organisationIds, {}), eq(auditEvents.targetType, 'thread')));
  const rows = await ctx.db
    .select()
    .from(profiles)
    .where(and(or(inArray(profiles.id, ids), inArray(profiles.id, threadIds)), notInArray(profiles.id, organisationIds), name))
    .limit(200);
  return rows
    .map((p) => ({ customerProfileId: p.id, name: displayName(p) }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 50);
}
