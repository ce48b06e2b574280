import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, profiles } from '../profiles/profiles.table.js';
import { shareCases } from '../sharing/sharing.table.js';

/**
 * A lending agent's broker-dealers (docs/broker-dealers.md): companies (corporates or lending agents) that receive
 * the documents of the agent's connected customers by the agent's rules. Status is Connected while the row exists.
 */
export const brokerDealers = pgTable(
  'broker_dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lendingAgentProfileId: uuid('lending_agent_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    companyProfileId: uuid('company_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    addedByAccountId: uuid('added_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('broker_dealers_pair_key').on(t.lendingAgentProfileId, t.companyProfileId), index('broker_dealers_agent_idx').on(t.lendingAgentProfileId, t.createdAt, t.id)],
);
export type BrokerDealerRow = typeof brokerDealers.$inferSelect;

/** Per broker-dealer and document type: auto share (preAuthoriseAccess) and downloadable. No row: neither auto share, downloadable. */
export const brokerDealerPermissions = pgTable(
  'broker_dealer_permissions',
  {
    brokerDealerId: uuid('broker_dealer_id')
      .notNull()
      .references(() => brokerDealers.id, { onDelete: 'cascade' }),
    docType: text('doc_type').notNull(),
    autoShare: boolean('auto_share').notNull().default(false),
    downloadable: boolean('downloadable').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brokerDealerId, t.docType] }), index('broker_dealer_permissions_type_idx').on(t.docType).where(sql`${t.autoShare}`)],
);

/** Which broker-dealer rule a BROKER_DEALER case (of the sharing module) was made for, so the rule can end its own grants. */
export const brokerDealerCases = pgTable(
  'broker_dealer_cases',
  {
    caseId: uuid('case_id')
      .primaryKey()
      .references(() => shareCases.id, { onDelete: 'cascade' }),
    brokerDealerId: uuid('broker_dealer_id')
      .notNull()
      .references(() => brokerDealers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('broker_dealer_cases_bd_idx').on(t.brokerDealerId)],
);
