import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only record of security-relevant events. Never updated or deleted by the application. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    accountId: uuid('account_id'),
    profileId: uuid('profile_id'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** Whose data the event concerns (a document's holder): what the owner's Activity Log reads. */
    subjectProfileId: uuid('subject_profile_id'),
    /**
     * The paid organisation (lending agent) whose Activity Log shows the event: the one its staff acted for (or
     * through, into a fund it administers), or whose request a customer answered. Null for everything else.
     */
    organisationProfileId: uuid('organisation_profile_id'),
  },
  (t) => [
    index('audit_events_account_idx').on(t.accountId, t.at),
    index('audit_events_organisation_idx').on(t.organisationProfileId, t.at.desc(), t.id.desc()).where(sql`${t.organisationProfileId} is not null`),
    index('audit_events_subject_idx').on(t.subjectProfileId, t.at.desc(), t.id.desc()).where(sql`${t.subjectProfileId} is not null`),
  ],
);
