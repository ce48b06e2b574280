import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents } from '../documents/documents.table.js';
import { profiles } from '../profiles/profiles.table.js';
import { documentGrants } from '../sharing/sharing.table.js';
import { administeredFunds } from './funds.table.js';

/**
 * Fund queries. Every function reading funds takes the administering organisation (or a parent fund the policy
 * already checked) and puts it in its where clause.
 */

export async function findAdministered(db: DbOrTx, agentId: string, fundProfileId: string) {
  const [row] = await db
    .select()
    .from(administeredFunds)
    .where(and(eq(administeredFunds.lendingAgentProfileId, agentId), eq(administeredFunds.fundProfileId, fundProfileId)));
  return row;
}

/** The parent fund holding a document, if the organisation administers it. */
export async function findFundDocumentOwner(db: DbOrTx, agentId: string, docId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ owner: documents.ownerProfileId })
    .from(documents)
    .innerJoin(administeredFunds, eq(administeredFunds.fundProfileId, documents.ownerProfileId))
    .where(and(eq(documents.id, docId), eq(administeredFunds.lendingAgentProfileId, agentId), isNull(administeredFunds.parentFundProfileId)));
  return row?.owner;
}

const fundColumns = { link: administeredFunds, name: profiles.fundName, taxId: profiles.taxId, email: profiles.email };

/** A page of the organisation's funds (all, parents or children), oldest first, with an optional name search. */
export async function pageFunds(db: DbOrTx, agentId: string, kind: 'ALL' | 'MAJOR' | 'MINOR', search: string | null | undefined, page: number, size: number) {
  const where = and(
    eq(administeredFunds.lendingAgentProfileId, agentId),
    kind === 'MAJOR' ? isNull(administeredFunds.parentFundProfileId) : kind === 'MINOR' ? isNotNull(administeredFunds.parentFundProfileId) : undefined,
    search ? or(ilike(profiles.fundName, `%${search.replace(/[\\%_]/g, '\\$&')}%`), eq(profiles.taxId, search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(fundColumns)
      .from(administeredFunds)
      .innerJoin(profiles, eq(profiles.id, administeredFunds.fundProfileId))
      .where(where)
      .orderBy(asc(administeredFunds.createdAt), asc(administeredFunds.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(administeredFunds).innerJoin(profiles, eq(profiles.id, administeredFunds.fundProfileId)).where(where),
  ]);
  return { rows, total: total!.n };
}

/** How many child funds each of some parent funds has. */
export async function childCounts(db: DbOrTx, parentIds: string[]): Promise<Map<string, number>> {
  if (!parentIds.length) return new Map();
  const rows = await db
    .select({ parent: administeredFunds.parentFundProfileId, n: count() })
    .from(administeredFunds)
    .where(inArray(administeredFunds.parentFundProfileId, parentIds))
    .groupBy(administeredFunds.parentFundProfileId);
  return new Map(rows.map((r) => [r.parent!, r.n]));
}

/**
 * One page of a parent fund's child funds. The page's ids come from the (parent, created_at, id) index alone;
 * only those rows are joined to their profiles, so a page costs the same at 5 or 5,000 children.
 */
export async function pageChildFunds(db: DbOrTx, parentId: string, page: number, size: number) {
  const ids = db
    .select({ id: administeredFunds.id })
    .from(administeredFunds)
    .where(eq(administeredFunds.parentFundProfileId, parentId))
    .orderBy(asc(administeredFunds.createdAt), asc(administeredFunds.id))
    .limit(size)
    .offset((page - 1) * size);
  const [rows, [total]] = await Promise.all([
    db
      .select(fundColumns)
      .from(administeredFunds)
      .innerJoin(profiles, eq(profiles.id, administeredFunds.fundProfileId))
      .where(inArray(administeredFunds.id, ids))
      .orderBy(asc(administeredFunds.createdAt), asc(administeredFunds.id)),
    db.select({ n: count() }).from(administeredFunds).where(eq(administeredFunds.parentFundProfileId, parentId)),
  ]);
  return { rows, total: total!.n };
}

/** Every child fund of a parent fund (the distribution modal shows them all). */
export async function allChildFunds(db: DbOrTx, parentId: string) {
  return db
    .select(fundColumns)
    .from(administeredFunds)
    .innerJoin(profiles, eq(profiles.id, administeredFunds.fundProfileId))
    .where(eq(administeredFunds.parentFundProfileId, parentId))
    .orderBy(asc(administeredFunds.createdAt), asc(administeredFunds.id));
}

/** Live grants on some documents to some recipients: which versions each recipient receives. */
export async function liveGrantsTo(db: DbOrTx, docIds: string[], recipientIds: string[]) {
  if (!docIds.length || !recipientIds.length) return [];
  return db
    .select({ docId: documentGrants.documentId, version: documentGrants.version, recipientProfileId: documentGrants.recipientProfileId })
    .from(documentGrants)
    .where(and(inArray(documentGrants.documentId, docIds), inArray(documentGrants.recipientProfileId, recipientIds), isNull(documentGrants.endedAt)));
}

/** Marks child funds as interacted with (the first distribution to them clears the "new" marker). */
export async function markInteracted(tx: DbOrTx, childIds: string[]): Promise<void> {
  if (!childIds.length) return;
  await tx
    .update(administeredFunds)
    .set({ hasInteraction: true })
    .where(and(inArray(administeredFunds.fundProfileId, childIds), sql`not ${administeredFunds.hasInteraction}`));
}
