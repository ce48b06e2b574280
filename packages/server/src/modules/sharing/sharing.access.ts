import type { DbOrTx } from '../../db/client.js';
import { liveGrantsOn } from './sharing.repository.js';

/** What a recipient may reach of one document: its holder and the versions granted to it (newest first). */
export interface RecipientAccess {
  ownerProfileId: string;
  grants: { version: number; versionId: string; downloadable: boolean }[];
}

/**
 * The access check of the document routes for a profile that does not hold the document: its live grants,
 * read on every request, so a revoke takes effect on the recipient's very next call (an open viewer's next
 * page included). Null when it has none: the route answers 404, as for a document that does not exist.
 */
export async function recipientAccess(db: DbOrTx, recipientProfileId: string, docId: string): Promise<RecipientAccess | null> {
  const rows = await liveGrantsOn(db, recipientProfileId, docId);
  if (!rows.length) return null;
  // Several cases may grant the same version: it is downloadable when any of them allows it.
  const byVersion = new Map<number, { version: number; versionId: string; downloadable: boolean }>();
  for (const r of rows) {
    const seen = byVersion.get(r.version);
    byVersion.set(r.version, { version: r.version, versionId: r.versionId, downloadable: (seen?.downloadable ?? false) || r.downloadable });
  }
  return { ownerProfileId: rows[0]!.ownerProfileId, grants: [...byVersion.values()] };
}

/** The granted version a call names, or the newest granted one when it names none. */
export function chooseGrant(access: RecipientAccess, version?: number) {
  return version ? access.grants.find((g) => g.version === version) : access.grants[0];
}
