import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, profiles } from '../profiles/profiles.table.js';

/** An e-mailed invitation to join a profile (a lending agent's organisation or a corporate). */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    email: text('email').notNull(),
    inviterProfileId: uuid('inviter_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    invitedByAccountId: uuid('invited_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['ADMINISTRATOR', 'AUTHORISED_REPRESENTATIVE', 'PAID_ORG_USER'] }).notNull(),
    /** 1 Pending, 2 Active, 3 Closed, 4 Cancelled. */
    status: integer('status').notNull().default(1),
    acceptedAccountId: uuid('accepted_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invitations_email_idx').on(t.email), index('invitations_inviter_idx').on(t.inviterProfileId, t.createdAt)],
);
export type InvitationRow = typeof invitations.$inferSelect;
