import { customType, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RecognitionDocType, RecognitionEntry, ScannedField } from '@vault/contract';
import { accounts, profiles } from '../profiles/profiles.table.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** What recognition found, as kept for the review steps (the library's reasons and timings go to the log only). */
export interface StoredScan {
  clearEnough: boolean;
  typeMatch: boolean;
  kind: string;
  format: string;
  country: string;
  fields: ScannedField[];
  entries: RecognitionEntry[];
}

/**
 * A recognised document waiting for the user's review: its result and the image that was read, for
 * the steps that follow (get_regula_result, convert, the upload's ocrJson). Short-lived: expired rows
 * are answered 30000202 and deleted when the next scan is made. Reached only by the account that made
 * it, for a profile that account may still reach.
 */
export const recognitionScans = pgTable(
  'recognition_scans',
  {
    /** 128 random bits, hex: the scanId of the calls. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Whose document it is (the acting profile or a representative it recorded). */
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    docType: text('doc_type').$type<RecognitionDocType>().notNull(),
    result: jsonb('result').$type<StoredScan>().notNull(),
    /** The image read (a PDF's first page as PNG), shown beside the fields. */
    image: bytea('image').notNull(),
    imageMime: text('image_mime').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('recognition_scans_expires_idx').on(t.expiresAt)],
);
export type RecognitionScanRow = typeof recognitionScans.$inferSelect;
