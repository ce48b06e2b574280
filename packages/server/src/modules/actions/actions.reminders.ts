import { ACTION_TYPES, LIMITS, todayIso } from '@vault/contract';
import { and, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents } from '../documents/documents.table.js';
import { displayName } from '../invitations/invitations.repository.js';
import { profiles } from '../profiles/profiles.table.js';
import { documentGrants } from '../sharing/sharing.table.js';
import { actions } from './actions.table.js';

const DAY_MS = 86_400_000;

/**
 * Reminders to update (action type 9, docs/requests.md): a document whose shared current version expires within
 * LIMITS.documentExpiringDays gets one reminder for its holder, keyed by the version, so running this again (at
 * start, every hour, on the holder's action list) adds nothing. A reminder completes itself once the document has a
 * newer version or is gone. Answers how many reminders were added.
 */
export async function sweepReminders(db: DbOrTx, opts: { ownerProfileId?: string; now?: Date } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const today = todayIso(now);
  const until = todayIso(new Date(now.getTime() + LIMITS.documentExpiringDays * DAY_MS));
  const owner = opts.ownerProfileId ? eq(documents.ownerProfileId, opts.ownerProfileId) : undefined;
  const rows = await db
    .select({ docId: documents.id, owner: documents.ownerProfileId, docType: documents.docType, expiry: documents.dateOfExpiry, version: documents.currentVersion, versionId: documentGrants.versionId, recipient: profiles })
    .from(documents)
    .innerJoin(documentGrants, and(eq(documentGrants.documentId, documents.id), eq(documentGrants.version, documents.currentVersion), isNull(documentGrants.endedAt), isNotNull(documentGrants.recipientProfileId)))
    .innerJoin(profiles, eq(profiles.id, documentGrants.recipientProfileId))
    .where(and(owner, isNotNull(documents.dateOfExpiry), gte(documents.dateOfExpiry, today), lte(documents.dateOfExpiry, until)));
  const byVersion = new Map<string, { docId: string; owner: string; docType: string; expiry: string; version: number; companies: Set<string> }>();
  for (const r of rows) {
    const entry = byVersion.get(r.versionId) ?? { docId: r.docId, owner: r.owner, docType: r.docType, expiry: r.expiry!, version: r.version, companies: new Set<string>() };
    entry.companies.add(displayName(r.recipient));
    byVersion.set(r.versionId, entry);
  }
  let added = 0;
  for (const [versionId, e] of byVersion) {
    const params = { docType: e.docType, companies: [...e.companies].join(', '), expiry: e.expiry };
    const inserted = await db
      .insert(actions)
      .values({ profileId: e.owner, type: ACTION_TYPES.REMINDER_TO_UPDATE, isMessage: false, title: 'reminderToUpdate', reminderKey: versionId, details: { template: 'reminderToUpdate', params, documentId: e.docId, version: e.version } })
      .onConflictDoNothing()
      .returning({ id: actions.id });
    added += inserted.length;
  }
  // A newer version (or no document any more) answers the reminder.
  await db
    .update(actions)
    .set({ status: 'COMPLETED', handledAt: now })
    .where(
      and(
        eq(actions.type, ACTION_TYPES.REMINDER_TO_UPDATE),
        eq(actions.status, 'PENDING'),
        isNotNull(actions.reminderKey),
        opts.ownerProfileId ? eq(actions.profileId, opts.ownerProfileId) : undefined,
        sql`not exists (select 1 from ${documents} d where d.id::text = ${actions.details}->>'documentId' and d.current_version::text = ${actions.details}->>'version')`,
      ),
    );
  return added;
}
