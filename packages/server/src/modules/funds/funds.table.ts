import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/profiles.table.js';

/**
 * Which lending agent administers which fund (docs/funds.md). A row with no parent is a parent fund (fund
 * major); a row with a parent is a child fund (fund minor) of that parent, administered by the same agent.
 * Each fund is a FUND profile of the customer area, so its own representatives still see it there.
 */
export const administeredFunds = pgTable(
  'administered_funds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lendingAgentProfileId: uuid('lending_agent_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The parent fund's profile, for a child fund. */
    parentFundProfileId: uuid('parent_fund_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** False until the administrator first distributes to the child fund (the list's "new" marker). */
    hasInteraction: boolean('has_interaction').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One administrator and one place in a family per fund.
    uniqueIndex('administered_funds_fund_key').on(t.fundProfileId),
    // The child funds page reads (parent, created_at, id) in index order: its cost follows the page, not the total.
    index('administered_funds_parent_idx').on(t.parentFundProfileId, t.createdAt, t.id),
    index('administered_funds_agent_idx').on(t.lendingAgentProfileId, t.createdAt, t.id),
    check('administered_funds_not_own_parent', sql`${t.parentFundProfileId} is distinct from ${t.fundProfileId}`),
  ],
);
export type AdministeredFundRow = typeof administeredFunds.$inferSelect;

/** Sub-companies: a lending-agent organisation and its child organisations (the sub-company list and switch). */
export const subCompanies = pgTable(
  'sub_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentProfileId: uuid('parent_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    childProfileId: uuid('child_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sub_companies_child_key').on(t.childProfileId), index('sub_companies_parent_idx').on(t.parentProfileId)],
);
