import { ACTION_TYPES, canMarkActionDone, type ActionListRequest, type Language, type TaskPriority } from '@vault/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { displayName } from '../invitations/invitations.repository.js';
import { profiles } from '../profiles/profiles.table.js';
import { actions, type ActionRow } from './actions.table.js';
import { sweepReminders } from './actions.reminders.js';
import { renderTemplate } from './actions.templates.js';

/** Creates a system notice or action from a template (translated when read); answers its id. */
export async function createSystemAction(
  db: DbOrTx,
  input: {
    profileId: string;
    type: number;
    isMessage: boolean;
    template: string;
    params?: Record<string, string>;
    fromProfileId?: string | null;
    extra?: Record<string, unknown>;
    /** The organisation's request list it belongs to, and the customer concerned (docs/requests.md). */
    organisation?: { profileId: string; customerProfileId: string; priority?: TaskPriority };
  },
): Promise<string> {
  const [row] = await db
    .insert(actions)
    .values({
      profileId: input.profileId,
      type: input.type,
      isMessage: input.isMessage,
      title: input.template,
      body: '',
      fromProfileId: input.fromProfileId ?? null,
      details: { ...input.extra, template: input.template, params: input.params ?? {} },
      ...(input.organisation ? { organisationProfileId: input.organisation.profileId, customerProfileId: input.organisation.customerProfileId, priority: input.organisation.priority ?? 'medium' } : {}),
    })
    .returning({ id: actions.id });
  return row!.id;
}

/** What every new person finds: a welcome notice and the action to complete their identity. */
export async function welcomeNewPerson(db: DbOrTx, profileId: string): Promise<void> {
  await createSystemAction(db, { profileId, type: ACTION_TYPES.SIMPLE_NOTICE, isMessage: true, template: 'welcome' });
  await createSystemAction(db, { profileId, type: ACTION_TYPES.COMPLETE_IDENTITY, isMessage: false, template: 'completeIdentity' });
}

function present(row: ActionRow, fromName: string | null, language: Language) {
  const details = row.details as { template?: string; params?: Record<string, string> } | null;
  const rendered = details?.template ? renderTemplate(details.template, language, details.params) : null;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    isHandled: row.handledAt ? ('1' as const) : ('0' as const),
    isMessage: row.isMessage,
    reason: rendered?.title ?? row.title,
    message: rendered?.body ?? row.body,
    requestDate: row.requestDate.toISOString(),
    fromName,
  };
}

/** POST /action/list for the profile the session acts as, with the spec's filters. */
export async function listActions(ctx: AppContext, actor: Actor, input: ActionListRequest & { pageIndex: number; pageSize: number }, language: Language) {
  await sweepReminders(ctx.db, { ownerProfileId: actor.profileId });
  const where: SQL[] = [eq(actions.profileId, actor.profileId)];
  if (input.message !== undefined) where.push(eq(actions.isMessage, input.message));
  if (typeof input.actionType === 'number') where.push(eq(actions.type, input.actionType));
  if (input.usertype !== 1 && input.isHandled === '0') where.push(isNull(actions.handledAt));
  if (input.usertype !== 1 && input.isHandled === '1') where.push(isNotNull(actions.handledAt));
  const condition = and(...where);
  const order = input.sortMap?.date === 1 ? asc(actions.requestDate) : desc(actions.requestDate);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ action: actions, from: profiles })
      .from(actions)
      .leftJoin(profiles, eq(profiles.id, actions.fromProfileId))
      .where(condition)
      .orderBy(order, desc(actions.id))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(actions).where(condition),
  ]);
  const totalRecord = Number(total?.n ?? 0);
  return {
    list: rows.map((r) => present(r.action, r.from ? displayName(r.from) : null, language)),
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
    totalRecord,
    totalPages: Math.ceil(totalRecord / input.pageSize),
  };
}

/** Marks a message read or an action handled. Another profile's item is not found. */
export async function handleAction(ctx: AppContext, actor: Actor, id: string, request: FastifyRequest, language: Language) {
  const [row] = await ctx.db.select().from(actions).where(and(eq(actions.id, id), eq(actions.profileId, actor.profileId)));
  if (!row) return fail('NOT_FOUND');
  if (row.status === 'CANCELLED') return fail('ACTION_CANCELLED');
  if (!row.isMessage && !canMarkActionDone(row.type)) return fail('ACTION_COMPLETES_ITSELF');
  const [updated] = await ctx.db
    .update(actions)
    .set({ handledAt: row.handledAt ?? new Date(), ...(row.isMessage && !row.organisationProfileId ? {} : { status: 'COMPLETED' as const }) })
    .where(eq(actions.id, id))
    .returning();
  if (!row.handledAt) await recordAudit(ctx.db, request, { action: row.isMessage ? 'message.read' : 'action.handled', accountId: actor.accountId, profileId: actor.profileId, targetType: 'action', targetId: id });
  return present(updated!, null, language);
}

/** A confirmed identity document completes the profile's pending 'Complete your identity' actions. */
export async function completeIdentityActions(db: DbOrTx, profileId: string): Promise<void> {
  await db
    .update(actions)
    .set({ status: 'COMPLETED', handledAt: new Date() })
    .where(and(eq(actions.profileId, profileId), eq(actions.type, ACTION_TYPES.COMPLETE_IDENTITY), eq(actions.status, 'PENDING'), eq(actions.isMessage, false)));
}
