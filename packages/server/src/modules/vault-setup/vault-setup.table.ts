import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, profiles } from '../profiles/profiles.table.js';
import { representatives } from '../team/team.table.js';

/**
 * Which lending agent administers which corporate vault it set up (docs/vault-setup.md). The corporate is a
 * CORPORATE profile of the customer area; this row connects it to the organisation that onboarded it, records
 * the vault type (ONLINE: its people sign in; LOCAL: the organisation keeps it) and where the set-up stands.
 */
export const administeredCorporates = pgTable(
  'administered_corporates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lendingAgentProfileId: uuid('lending_agent_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    corporateProfileId: uuid('corporate_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    vaultType: text('vault_type', { enum: ['ONLINE', 'LOCAL'] }).notNull(),
    status: text('status', { enum: ['IN_PROGRESS', 'COMPLETE'] }).notNull().default('IN_PROGRESS'),
    /** A code of the company-types list (vault-setup.data.ts). */
    companyType: text('company_type').notNull(),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One administering organisation per corporate vault.
    uniqueIndex('administered_corporates_corporate_key').on(t.corporateProfileId),
    index('administered_corporates_agent_idx').on(t.lendingAgentProfileId, t.createdAt),
  ],
);
export type AdministeredCorporateRow = typeof administeredCorporates.$inferSelect;

/** The representatives the administrator selected for a vault (select / re-select / delete-previous / unselected). */
export const vaultRepresentativeSelections = pgTable(
  'vault_representative_selections',
  {
    corporateProfileId: uuid('corporate_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    representativeId: uuid('representative_id')
      .notNull()
      .references(() => representatives.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.corporateProfileId, t.representativeId] })],
);
