import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/profiles.table.js';

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
  },
  (t) => [
    index('actions_inbox_idx').on(t.profileId, t.isMessage, t.requestDate.desc()),
    index('actions_unread_idx').on(t.profileId, t.isMessage).where(sql`${t.handledAt} is null`),
  ],
);
export type ActionRow = typeof actions.$inferSelect;
