import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RequestDisplayStatus, ShareCaseKind } from '@vault/contract';
import { accounts, profiles } from '../profiles/profiles.table.js';
import { documents, documentVersions } from '../documents/documents.table.js';
import { actions } from '../actions/actions.table.js';

/**
 * Why grants exist (docs/sharing.md): one share, one answered request, one broker-dealer rule, one fund
 * distribution. Revoking a case ends every grant it made.
 */
export const shareCases = pgTable(
  'share_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ShareCaseKind>().notNull(),
    /** The customer profile that granted (the acting profile: a corporate for its representatives' documents too). */
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Null while the recipient is an address that has not registered. */
    recipientProfileId: uuid('recipient_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email'),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_cases_owner_recipient_idx').on(t.ownerProfileId, t.recipientProfileId, t.createdAt.desc())],
);

/**
 * A grant: one recipient may see one document version while `endedAt` is null. Pinned to the version, so a
 * new version is not shared until someone shares it.
 */
export const documentGrants = pgTable(
  'document_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => shareCases.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    recipientProfileId: uuid('recipient_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** Lower-cased; the address a pending grant waits for. */
    recipientEmail: text('recipient_email'),
    /** False: pages only, never the original file (broker-dealer permissions). */
    downloadable: boolean('downloadable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedByAccountId: uuid('ended_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The access check: a recipient's live grants on a document.
    index('document_grants_recipient_doc_idx').on(t.recipientProfileId, t.documentId).where(sql`${t.endedAt} is null`),
    // "Shared with us", newest first.
    index('document_grants_recipient_created_idx').on(t.recipientProfileId, t.createdAt.desc()).where(sql`${t.endedAt} is null`),
    index('document_grants_document_idx').on(t.documentId, t.version),
    index('document_grants_case_idx').on(t.caseId),
    // One live grant per recipient and version: sharing twice changes nothing.
    uniqueIndex('document_grants_live_recipient_key').on(t.versionId, t.recipientProfileId).where(sql`${t.endedAt} is null and ${t.recipientProfileId} is not null`),
    uniqueIndex('document_grants_live_email_key').on(t.versionId, t.recipientEmail).where(sql`${t.endedAt} is null and ${t.recipientProfileId} is null`),
    index('document_grants_pending_email_idx').on(t.recipientEmail).where(sql`${t.recipientProfileId} is null and ${t.endedAt} is null`),
  ],
);

/** An access request: a company asks a customer for documents of some types (action types 0 and 13). */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterProfileId: uuid('requester_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    customerProfileId: uuid('customer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The customer's type-13 action. */
    actionId: uuid('action_id').references(() => actions.id, { onDelete: 'set null' }),
    docTypes: text('doc_types').array().notNull(),
    note: text('note'),
    /** The customer's chosen document ids (saved before agreeing). */
    selectedDocIds: jsonb('selected_doc_ids').$type<string[]>().notNull().default([]),
    status: text('status').$type<Extract<RequestDisplayStatus, 'PENDING' | 'COMPLETED' | 'NO_ACCESS'>>().notNull().default('PENDING'),
    caseId: uuid('case_id').references(() => shareCases.id, { onDelete: 'set null' }),
    requestedByAccountId: uuid('requested_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('access_requests_requester_idx').on(t.requesterProfileId, t.createdAt.desc()), index('access_requests_action_idx').on(t.actionId)],
);

/** Per profile: whether pending access requests pop up on arrival (the spec's show-again flag). */
export const sharingPreferences = pgTable('sharing_preferences', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  showRequests: boolean('show_requests').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type GrantRow = typeof documentGrants.$inferSelect;
export type ShareCaseRow = typeof shareCases.$inferSelect;
export type AccessRequestRow = typeof accessRequests.$inferSelect;
