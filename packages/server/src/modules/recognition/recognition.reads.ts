import type { IndividualProfileUpdate, OcrResult } from '@vault/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { auditEvents } from '../audit/audit.table.js';
import { documents, documentVersions } from '../documents/documents.table.js';
import { chooseOwner, visibleOwners } from '../documents/documents.policy.js';
import { profiles } from '../profiles/profiles.table.js';

/** GET /doc-mgr/ocr-result: the confirmed scan of a version (the current one by default) of a visible document. */
export async function getOcrResult(ctx: AppContext, actor: Actor, docId: string, version: number | undefined): Promise<OcrResult> {
  const owners = (await visibleOwners(ctx.db, actor)).map((o) => o.profileId);
  const [doc] = await ctx.db
    .select({ id: documents.id, current: documents.currentVersion })
    .from(documents)
    .where(and(eq(documents.id, docId), inArray(documents.ownerProfileId, owners)));
  if (!doc) return fail('NOT_FOUND');
  const wanted = version ?? doc.current;
  const [row] = await ctx.db
    .select({ ocrJson: documentVersions.ocrJson })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.version, wanted)));
  if (!row) return fail('NOT_FOUND');
  return { docId: doc.id, version: wanted, ocrJson: row.ocrJson ?? null };
}

/**
 * GET /doc-mgr/individual-profile-updated: whether the profile is a person, and whether its details
 * were last changed from a confirmed document. The update and its audit record share a transaction,
 * so they carry the same now(); any later change of the profile moves `updated_at` past it.
 */
export async function individualProfileUpdate(ctx: AppContext, actor: Actor, profileId: string | undefined): Promise<IndividualProfileUpdate> {
  const owner = chooseOwner(await visibleOwners(ctx.db, actor), profileId);
  const none = { updatedFromDocument: '0' as const, updatedAt: null, docId: null, docType: null };
  if (owner.typeCode !== 0) return { isPerson: '0', ...none };
  const [[profile], [event]] = await Promise.all([
    ctx.db.select({ updatedAt: profiles.updatedAt }).from(profiles).where(eq(profiles.id, owner.profileId)),
    ctx.db
      .select({ at: auditEvents.at, docId: auditEvents.targetId, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.profileId, owner.profileId), eq(auditEvents.action, 'profile.updated_from_document')))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(1),
  ]);
  if (!event || !profile || profile.updatedAt.getTime() > event.at.getTime()) return { isPerson: '1', ...none };
  const docType = typeof event.details?.docType === 'string' ? event.details.docType : null;
  return { isPerson: '1', updatedFromDocument: '1', updatedAt: event.at.toISOString(), docId: event.docId, docType };
}
