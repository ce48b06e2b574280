import { ACTION_TYPES, CORRESPONDENCE_PAGE_SIZE, type ReplyRequest } from '@vault/contract';
import { aliasedTable, and, asc, count, desc, eq, isNotNull, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { createSystemAction } from '../actions/actions.service.js';
import { actions } from '../actions/actions.table.js';
import { recordAudit } from '../audit/audit.service.js';
import { displayName } from '../invitations/invitations.repository.js';
import { connections, memberships, profiles } from '../profiles/profiles.table.js';
import { correspondenceMessages as messages, correspondenceThreads as threads } from './correspondence.table.js';

type Side = 'CUSTOMER' | 'BUSINESS';

/**
 * A session acting as a lending agent writes as the business, whoever the person is: the paid administrator and
 * every staff user of the organisation (PAID_ORG_USER memberships, docs/users.md) share its threads, because a
 * session acts as the organisation's profile. Everyone else writes as the customer (docs/correspondence.md).
 */
export const sideOf = (actor: Pick<Actor, 'profileType'>): Side => (actor.profileType === 'LENDING_AGENT' ? 'BUSINESS' : 'CUSTOMER');
const other = (side: Side): Side => (side === 'CUSTOMER' ? 'BUSINESS' : 'CUSTOMER');
/** Threads the acting profile takes part in, on its side. */
const mine = (actor: Actor): SQL => (sideOf(actor) === 'BUSINESS' ? eq(threads.businessProfileId, actor.profileId) : eq(threads.customerProfileId, actor.profileId));

const counterpart = aliasedTable(profiles, 'counterpart');

function counterpartJoin(actor: Actor): SQL {
  return sideOf(actor) === 'BUSINESS' ? eq(counterpart.id, threads.customerProfileId) : eq(counterpart.id, threads.businessProfileId);
}

async function selectMessages(ctx: AppContext, actor: Actor, where: SQL, order: 'asc' | 'desc', limit = 200, offset = 0) {
  const side = sideOf(actor);
  // The author's own name: the person's individual profile, found through the account.
  const authorName = sql<string | null>`(select nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') from ${memberships} m join ${profiles} p on p.id = m.profile_id where m.account_id = ${messages.authorAccountId} and m.role = 'OWNER' limit 1)`;
  const rows = await ctx.db
    .select({ m: messages, t: threads, c: counterpart, authorName })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .innerJoin(counterpart, counterpartJoin(actor))
    .where(and(mine(actor), where))
    .orderBy(order === 'asc' ? asc(messages.createdAt) : desc(messages.createdAt), order === 'asc' ? asc(messages.id) : desc(messages.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ m, t, c, authorName: writtenBy }) => ({
    messageId: m.id,
    threadId: t.id,
    subject: t.subject,
    sentFrom: m.sentFrom,
    messageStatus: m.sentFrom === side || m.readAt ? (1 as const) : (0 as const),
    body: m.body,
    createdAt: m.createdAt.toISOString(),
    counterpartName: displayName(c),
    authorName: writtenBy ?? null,
  }));
}

export interface Page {
  pageIndex?: number;
  pageSize?: number;
}

/** One page of the acting profile's messages matching `where`, newest first, and how many match in all. */
async function pageOfMessages(ctx: AppContext, actor: Actor, where: SQL, { pageIndex = 1, pageSize = CORRESPONDENCE_PAGE_SIZE }: Page) {
  const [list, [total]] = await Promise.all([
    selectMessages(ctx, actor, where, 'desc', pageSize, (pageIndex - 1) * pageSize),
    ctx.db.select({ n: count() }).from(messages).innerJoin(threads, eq(threads.id, messages.threadId)).where(and(mine(actor), where)),
  ]);
  return { list, totalRecord: Number(total?.n ?? 0) };
}

/**
 * The reader's read state as a condition: one's own messages are always read (1); the other side's are read once
 * their readAt is set.
 */
function readState(actor: Actor, status: number): SQL {
  const theirs = eq(messages.sentFrom, other(sideOf(actor)));
  return status === 0 ? and(theirs, isNull(messages.readAt))! : or(not(theirs), isNotNull(messages.readAt))!;
}

/** GET /correspondence?sentFrom=&messageStatus=: the acting profile's messages, newest first, by origin and read state, paged. */
export async function listCorrespondence(ctx: AppContext, actor: Actor, query: { sentFrom?: Side | undefined; messageStatus?: number | undefined } & Page = {}) {
  const where = and(query.sentFrom ? eq(messages.sentFrom, query.sentFrom) : undefined, query.messageStatus === undefined ? undefined : readState(actor, query.messageStatus)) ?? sql`true`;
  return pageOfMessages(ctx, actor, where, query);
}

/** GET /correspondence/new: unread messages from the other side, paged; totalRecord is the unread count. */
export async function listNewCorrespondence(ctx: AppContext, actor: Actor, page: Page = {}) {
  return pageOfMessages(ctx, actor, readState(actor, 0), page);
}

/** GET /correspondence/threads */
export async function listThreads(ctx: AppContext, actor: Actor) {
  const unreadFromOther = sql<number>`(select count(*) from ${messages} where ${messages.threadId} = ${threads.id} and ${messages.sentFrom} = ${other(sideOf(actor))} and ${messages.readAt} is null)`;
  const last = sql<string>`(select ${messages.body} from ${messages} where ${messages.threadId} = ${threads.id} order by ${messages.createdAt} desc limit 1)`;
  const rows = await ctx.db
    .select({ t: threads, c: counterpart, unread: unreadFromOther, last })
    .from(threads)
    .innerJoin(counterpart, counterpartJoin(actor))
    .where(mine(actor))
    .orderBy(desc(threads.lastMessageAt));
  return rows.map(({ t, c, unread, last: lastBody }) => ({
    threadId: t.id,
    subject: t.subject,
    counterpartProfileId: c.id,
    counterpartName: displayName(c),
    lastMessageAt: t.lastMessageAt.toISOString(),
    lastMessage: lastBody ?? '',
    unread: Number(unread),
  }));
}

/** GET /correspondence/previous?threadId=: the thread, oldest first; another profile's thread is not found. */
export async function getThread(ctx: AppContext, actor: Actor, threadId: string) {
  const thread = (await listThreads(ctx, actor)).find((t) => t.threadId === threadId);
  if (!thread) return fail('NOT_FOUND');
  return { thread, messages: await selectMessages(ctx, actor, eq(messages.threadId, threadId), 'asc', 1000) };
}

/** POST /correspondence/reply: answers a thread, or starts one with a connected counterpart. */
export async function reply(ctx: AppContext, actor: Actor, input: ReplyRequest & { body: string }, request: FastifyRequest) {
  const side = sideOf(actor);
  let threadId: string;
  let thread: typeof threads.$inferSelect;
  if ('threadId' in input) {
    const [found] = await ctx.db.select().from(threads).where(and(eq(threads.id, input.threadId), mine(actor)));
    if (!found) return fail('NOT_FOUND');
    thread = found;
    threadId = found.id;
  } else {
    const pair = side === 'BUSINESS' ? { customer: input.counterpartProfileId, business: actor.profileId } : { customer: actor.profileId, business: input.counterpartProfileId };
    const [connected] = await ctx.db
      .select({ id: connections.id })
      .from(connections)
      .where(and(eq(connections.customerProfileId, pair.customer), eq(connections.companyProfileId, pair.business)));
    if (!connected) return fail('NOT_FOUND');
    const [created] = await ctx.db.insert(threads).values({ customerProfileId: pair.customer, businessProfileId: pair.business, subject: input.subject }).returning();
    thread = created!;
    threadId = created!.id;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(messages).values({ threadId, sentFrom: side, authorAccountId: actor.accountId, body: input.body });
    await tx.update(threads).set({ lastMessageAt: new Date() }).where(eq(threads.id, threadId));
    await recordAudit(tx, request, { action: 'correspondence.sent', accountId: actor.accountId, profileId: actor.profileId, targetType: 'thread', targetId: threadId });
    // Action type 14 (spec paid §4): the customer finds a business's message among their messages too.
    if (side === 'BUSINESS') {
      const [business] = await tx.select().from(profiles).where(eq(profiles.id, thread.businessProfileId));
      await createSystemAction(tx, {
        profileId: thread.customerProfileId,
        type: ACTION_TYPES.CORRESPONDENCE,
        isMessage: true,
        template: 'newCorrespondence',
        params: { company: business ? displayName(business) : '', subject: thread.subject },
        fromProfileId: thread.businessProfileId,
        extra: { threadId },
      });
    }
  });
  return getThread(ctx, actor, threadId);
}

/** POST /correspondence/read: marks a message from the other side read. */
export async function markRead(ctx: AppContext, actor: Actor, messageId: string) {
  const [row] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .where(and(eq(messages.id, messageId), mine(actor), ne(messages.sentFrom, sideOf(actor))));
  if (!row) return fail('NOT_FOUND');
  await ctx.db.update(messages).set({ readAt: sql`coalesce(${messages.readAt}, now())` }).where(eq(messages.id, messageId));
  return { messageId };
}

/** GET /customer-user/companies: businesses the acting customer is connected to. */
export async function listConnectedCompanies(ctx: AppContext, actor: Actor) {
  const rows = await ctx.db
    .select({ c: connections, company: profiles })
    .from(connections)
    .innerJoin(profiles, eq(profiles.id, connections.companyProfileId))
    .where(eq(connections.customerProfileId, actor.profileId))
    .orderBy(asc(profiles.tradingName));
  const out = [];
  for (const { c, company } of rows) {
    const [open] = await ctx.db
      .select({ n: count() })
      .from(actions)
      .where(and(eq(actions.profileId, actor.profileId), eq(actions.fromProfileId, company.id), eq(actions.isMessage, false), isNull(actions.handledAt)));
    const [unread] = await ctx.db
      .select({ n: count() })
      .from(messages)
      .innerJoin(threads, eq(threads.id, messages.threadId))
      .where(and(eq(threads.customerProfileId, actor.profileId), eq(threads.businessProfileId, company.id), eq(messages.sentFrom, 'BUSINESS'), isNull(messages.readAt)));
    out.push({ companyProfileId: company.id, name: displayName(company), since: c.createdAt.toISOString(), openActions: Number(open?.n ?? 0), unreadCorrespondence: Number(unread?.n ?? 0) });
  }
  return out;
}
