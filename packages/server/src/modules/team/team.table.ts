import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, profiles } from '../profiles/profiles.table.js';
import { invitations } from '../invitations/invitations.table.js';

/**
 * An authorised representative a company recorded: the person's details as the company knows them
 * (an individual profile without a login), and, once they join, their account.
 */
export const representatives = pgTable(
  'representatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateProfileId: uuid('corporate_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    personProfileId: uuid('person_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    email: text('email'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    addedByAccountId: uuid('added_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['ACTIVE', 'INVITED', 'RECORDED', 'REMOVED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('representatives_corporate_idx').on(t.corporateProfileId), index('representatives_account_idx').on(t.accountId)],
);
