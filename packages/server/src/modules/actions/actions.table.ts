import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TaskPriority } from '@vault/contract';
import { accounts, profiles } from '../profiles/profiles.table.js';

/**
 * Something addressed to a profile: a message (notice) to read, or an action to do. Types are the
 * spec's codes 0-14; `handledAt` set means read (messages) or done (actions).
 */
export const actions = pgTable(
  'actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    fromProfileId: uuid('from_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    type: integer('type').notNull(),
    isMessage: boolean('is_message').notNull().default(false),
    status: text('status', { enum: ['PENDING', 'COMPLETED', 'CANCELLED'] }).notNull().default('PENDING'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Type-specific data (document type asked for, due date...). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    requestDate: timestamp('request_date', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /**
     * The paid organisation whose request list the action belongs to (docs/requests.md): the sender of an action
     * it addressed to a customer, or itself for one a customer addressed to it. Null for everything else.
     */
    organisationProfileId: uuid('organisation_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** The customer an organisation's request concerns. */
    customerProfileId: uuid('customer_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    /** The organisation's user it was forwarded to. */
    assigneeAccountId: uuid('assignee_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Reminders to update (type 9): one per document version, whatever runs the sweep. */
    reminderKey: text('reminder_key'),
  },
  (t) => [
    index('actions_inbox_idx').on(t.profileId, t.isMessage, t.requestDate.desc()),
    index('actions_unread_idx').on(t.profileId, t.isMessage).where(sql`${t.handledAt} is null`),
    // The requests page: an organisation's rows by state, newest first; counters by type and state.
    index('actions_org_list_idx').on(t.organisationProfileId, t.status, t.requestDate.desc(), t.id.desc()).where(sql`${t.organisationProfileId} is not null`),
    index('actions_org_counts_idx').on(t.organisationProfileId, t.type, t.status, t.profileId).where(sql`${t.organisationProfileId} is not null`),
    // Task counts: a customer's outstanding items with an organisation.
    index('actions_org_customer_pending_idx').on(t.organisationProfileId, t.customerProfileId).where(sql`${t.organisationProfileId} is not null and ${t.status} = 'PENDING'`),
    uniqueIndex('actions_reminder_key').on(t.reminderKey).where(sql`${t.reminderKey} is not null`),
  ],
);
export type ActionRow = typeof actions.$inferSelect;
