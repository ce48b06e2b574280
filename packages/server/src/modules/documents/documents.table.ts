import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PropertyValidation, SourceKind } from '@vault/contract';
import { accounts, profiles } from '../profiles/profiles.table.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** A text in the three product languages. */
export type Names = { en: string; zh: string; tw: string };

/** One property of a type's template, with its label and hint in every language. */
export interface StoredProperty {
  name: string;
  type: 'date' | 'text';
  validations: PropertyValidation[];
  displayName: Names;
  tips: Names;
}

/** Groups of document types (identity, proof of address...). Seeded data, see documents.types.data.ts. */
export const documentCategories = pgTable('document_categories', {
  code: text('code').primaryKey(),
  names: jsonb('names').$type<Names>().notNull(),
  sort: integer('sort').notNull(),
});

/** Document types as data (ARCHITECTURE §7): who may hold them, image-only, template, retention. */
export const documentTypes = pgTable('document_types', {
  code: text('code').primaryKey(),
  categoryCode: text('category_code')
    .notNull()
    .references(() => documentCategories.code),
  names: jsonb('names').$type<Names>().notNull(),
  /** Profile type codes that may hold it: 0 individual, 1 corporate, 2 fund. */
  holders: integer('holders').array().notNull(),
  imageOnly: boolean('image_only').notNull(),
  recognition: boolean('recognition').notNull(),
  properties: jsonb('properties').$type<StoredProperty[]>().notNull(),
  retentionYears: integer('retention_years').notNull(),
  sort: integer('sort').notNull(),
});

/**
 * A document a profile holds. Its dates mirror the current version so lists and expiry reminders read
 * one row; `lastVersion` only grows, so a deleted version number is never given out again.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    docType: text('doc_type')
      .notNull()
      .references(() => documentTypes.code),
    currentVersion: integer('current_version').notNull(),
    lastVersion: integer('last_version').notNull(),
    /** Shared or distributed: may not be deleted (set by sharing and fund distribution). */
    locked: boolean('locked').notNull().default(false),
    dateOfIssue: date('date_of_issue'),
    dateOfExpiry: date('date_of_expiry'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The documents page: one profile's documents, newest first, without touching anyone else's.
    index('documents_owner_updated_idx').on(t.ownerProfileId, t.updatedAt.desc(), t.id.desc()),
    index('documents_owner_type_idx').on(t.ownerProfileId, t.docType),
    index('documents_owner_expiry_idx').on(t.ownerProfileId, t.dateOfExpiry),
  ],
);

/** One version: where it came from, its properties, and (through document_files) its files. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sourceKind: text('source_kind').$type<SourceKind>().notNull(),
    /** The link a URL document was fetched from. */
    url: text('url'),
    properties: jsonb('properties').$type<Record<string, string>>().notNull(),
    /** Identity documents read by recognition: the confirmed scan (ocrJson of the review dialog, issue 5). */
    ocrJson: jsonb('ocr_json').$type<Record<string, unknown>>(),
    fileCount: integer('file_count').notNull(),
    pageCount: integer('page_count').notNull(),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The uploader's name as it was then: the history should not change when a name does. */
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_versions_doc_version_key').on(t.documentId, t.version)],
);

/** A file of a version. The bytes are in the blob store under a content key, never the user's name. */
export const documentFiles = pgTable(
  'document_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    blobKey: text('blob_key').notNull(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The uploaded file name, for display and the download's suggested name only. */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    kind: text('kind').$type<Exclude<SourceKind, 'URL' | 'UNKNOWN'>>().notNull(),
    pageCount: integer('page_count').notNull(),
  },
  (t) => [uniqueIndex('document_files_version_position_key').on(t.versionId, t.position), index('document_files_blob_key_idx').on(t.blobKey)],
);

/** A small WebP preview of a version's first page (a few KB, so kept in the row). */
export const documentThumbnails = pgTable('document_thumbnails', {
  versionId: uuid('version_id')
    .primaryKey()
    .references(() => documentVersions.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentVersionRow = typeof documentVersions.$inferSelect;
export type DocumentFileRow = typeof documentFiles.$inferSelect;
export type DocumentTypeRow = typeof documentTypes.$inferSelect;
