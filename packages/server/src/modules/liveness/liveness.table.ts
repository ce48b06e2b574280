import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LivenessGrade } from '@vault/contract';
import { documents } from '../documents/documents.table.js';
import { accounts, profiles } from '../profiles/profiles.table.js';

/**
 * One liveness check (issue 12): a selfie compared with the portrait on the person's confirmed passport or
 * driving licence. Only the outcome is kept: the selfie and the face descriptors are biometric data the
 * check does not need afterwards, so they are never stored.
 */
export const livenessChecks = pgTable(
  'liveness_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person checked. */
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Who sent the selfie (the person, or staff of the company that recorded them as a representative). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    docType: text('doc_type').$type<'PP' | 'DL'>().notNull(),
    docVersion: integer('doc_version').notNull(),
    grade: text('grade').$type<LivenessGrade>().notNull(),
    score: integer('score').notNull(),
    realScore: integer('real_score').notNull(),
    liveScore: integer('live_score').notNull(),
    /** Why the grade was given (grading rules' words), for the reviewer and the log. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('liveness_checks_profile_idx').on(t.profileId, t.createdAt.desc())],
);
export type LivenessCheckRow = typeof livenessChecks.$inferSelect;
