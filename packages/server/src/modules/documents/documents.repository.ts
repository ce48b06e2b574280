import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { memberships, profiles } from '../profiles/profiles.table.js';
import { documentFiles, documents, documentThumbnails, documentVersions } from './documents.table.js';

/**
 * Every function takes the owner profile ids the caller may see (documents.policy visibleOwners) and
 * puts them in its where clause. The one that does not is named unsafe... and only answers which
 * blob keys are referenced.
 */

/**
 * A document's row with its current version and whether that version has a thumbnail: what lists show. The
 * thumbnail itself is added from memory (withThumbnails): a version's thumbnail never changes once stored.
 */
const summaryColumns = {
  doc: documents,
  current: documentVersions,
  thumbVersionId: documentThumbnails.versionId,
  // The current version's first file (the (version_id, position) key finds it): tells documents of one type apart.
  fileName: sql<string | null>`(select ${documentFiles.name} from ${documentFiles} where ${documentFiles.versionId} = ${documentVersions.id} order by ${documentFiles.position} limit 1)`,
};
type QueriedRow = { doc: typeof documents.$inferSelect; current: typeof documentVersions.$inferSelect; thumbVersionId: string | null; fileName: string | null };
export type SummaryRow = Omit<QueriedRow, 'thumbVersionId'> & { thumbMime: string | null; thumbBase64: string | null };

interface CachedThumbnail {
  mime: string;
  base64: string;
}

/**
 * Thumbnails as base64 (ready for their data URLs), by version id, most recently used last, per database. A page of
 * 20 carried ~80 KB of thumbnails out of the database on every call; on PGlite that transfer and its parsing were
 * about half of the page query (docs/performance.md). A thumbnail is written once per version (insert ... on
 * conflict do nothing) and never updated; a deleted version's entry is simply never asked for again. So any
 * instance may keep them: nothing to invalidate. Bounded by size.
 */
const THUMBNAIL_CACHE_BYTES = 16 * 1024 * 1024;
const thumbnailCaches = new WeakMap<object, { entries: Map<string, CachedThumbnail>; bytes: number }>();

function thumbnailCache(db: DbOrTx) {
  let cache = thumbnailCaches.get(db);
  if (!cache) thumbnailCaches.set(db, (cache = { entries: new Map(), bytes: 0 }));
  return cache;
}

/** Fills each row's thumbnail from memory, reading the missing ones in one query. */
async function withThumbnails(db: DbOrTx, rows: QueriedRow[]): Promise<SummaryRow[]> {
  const cache = thumbnailCache(db);
  const missing = [...new Set(rows.flatMap((r) => (r.thumbVersionId && !cache.entries.has(r.thumbVersionId) ? [r.thumbVersionId] : [])))];
  if (missing.length) {
    const read = await db
      .select({ versionId: documentThumbnails.versionId, mime: documentThumbnails.mime, base64: sql<string>`translate(encode(${documentThumbnails.data}, 'base64'), chr(10), '')` })
      .from(documentThumbnails)
      .where(inArray(documentThumbnails.versionId, missing));
    for (const t of read) {
      cache.entries.set(t.versionId, { mime: t.mime, base64: t.base64 });
      cache.bytes += t.base64.length;
    }
    for (const [key, entry] of cache.entries) {
      if (cache.bytes <= THUMBNAIL_CACHE_BYTES) break;
      cache.entries.delete(key);
      cache.bytes -= entry.base64.length;
    }
  }
  return rows.map(({ thumbVersionId, ...row }) => {
    const hit = thumbVersionId ? cache.entries.get(thumbVersionId) : undefined;
    if (hit && thumbVersionId) {
      cache.entries.delete(thumbVersionId); // most recently used goes last
      cache.entries.set(thumbVersionId, hit);
    }
    return { ...row, thumbMime: hit?.mime ?? null, thumbBase64: hit?.base64 ?? null };
  });
}

function summaryQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(documents)
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
    .leftJoin(documentThumbnails, eq(documentThumbnails.versionId, documentVersions.id))
    .where(where);
}

export interface DocumentFilter {
  docTypes?: string[] | undefined;
  status?: 'VALID' | 'EXPIRING' | 'EXPIRED' | null | undefined;
  today: string;
  /** Last day counted as EXPIRING (today + the expiring window). */
  expiringUntil: string;
}

function filterWhere(ownerIds: string[], f: DocumentFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [inArray(documents.ownerProfileId, ownerIds)];
  if (f.docTypes) parts.push(inArray(documents.docType, f.docTypes.length ? f.docTypes : ['']));
  if (f.status === 'EXPIRED') parts.push(lt(documents.dateOfExpiry, f.today));
  if (f.status === 'EXPIRING') parts.push(and(sql`${documents.dateOfExpiry} >= ${f.today}`, lte(documents.dateOfExpiry, f.expiringUntil)));
  if (f.status === 'VALID') parts.push(or(isNull(documents.dateOfExpiry), gt(documents.dateOfExpiry, f.expiringUntil)));
  return and(...parts);
}

/**
 * One page of documents, newest change first, in one query. The page's ids and the total come from documents
 * alone (a window count), filtered by owner first and ordered as the index (owner, updated_at desc, id desc) is;
 * only those rows are then joined to their versions and thumbnails. The cost follows the page and the caller's
 * documents, never the table. One query, not two: on PGlite each one is main-thread work plus its own round
 * through the WASM engine, and queries queue behind each other on its one connection.
 */
export async function pageDocuments(db: Db, ownerIds: string[], f: DocumentFilter, page: number, size: number) {
  const where = filterWhere(ownerIds, f);
  const newestFirst = [desc(documents.updatedAt), desc(documents.id)];
  const pageIds = db.$with('page_ids').as(
    db
      .select({ pageId: sql<string>`${documents.id}`.as('page_id'), total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
      .from(documents)
      .where(where)
      .orderBy(...newestFirst)
      .limit(size)
      .offset((page - 1) * size),
  );
  const joined = await db
    .with(pageIds)
    .select({ ...summaryColumns, total: pageIds.total })
    .from(pageIds)
    .innerJoin(documents, and(eq(documents.id, pageIds.pageId), inArray(documents.ownerProfileId, ownerIds)))
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
    .leftJoin(documentThumbnails, eq(documentThumbnails.versionId, documentVersions.id))
    .orderBy(...newestFirst);
  // Past the last page the window has no row to carry the total: ask for it alone.
  const total = joined[0] ? Number(joined[0].total) : page > 1 ? ((await db.select({ n: count() }).from(documents).where(where))[0]?.n ?? 0) : 0;
  const rows = joined.map(({ total: _total, ...row }) => row);
  return { rows: await withThumbnails(db, rows as QueriedRow[]), total };
}

/** All documents of some owners (of some types), for the category and type levels. */
export async function listDocuments(db: Db, ownerIds: string[], docTypes?: string[]): Promise<SummaryRow[]> {
  const where = and(inArray(documents.ownerProfileId, ownerIds), docTypes ? inArray(documents.docType, docTypes.length ? docTypes : ['']) : undefined);
  return withThumbnails(db, (await summaryQuery(db, where).orderBy(desc(documents.updatedAt), desc(documents.id))) as QueriedRow[]);
}

/** Documents expiring on or before a date (expired ones too), soonest first. */
export async function listExpiring(db: Db, ownerIds: string[], until: string, max: number): Promise<SummaryRow[]> {
  const where = and(inArray(documents.ownerProfileId, ownerIds), lte(documents.dateOfExpiry, until));
  return withThumbnails(db, (await summaryQuery(db, where).orderBy(asc(documents.dateOfExpiry), asc(documents.id)).limit(max)) as QueriedRow[]);
}

/** How many documents an owner holds per type. */
export async function countByType(db: Db, ownerIds: string[]) {
  return db.select({ docType: documents.docType, n: count() }).from(documents).where(inArray(documents.ownerProfileId, ownerIds)).groupBy(documents.docType);
}

/** One document with its current version, if one of the owners holds it. */
export async function findDocument(db: DbOrTx, ownerIds: string[], docId: string): Promise<SummaryRow | undefined> {
  const [row] = await summaryQuery(db, and(eq(documents.id, docId), inArray(documents.ownerProfileId, ownerIds)));
  return row ? (await withThumbnails(db, [row as QueriedRow]))[0] : undefined;
}

/** The document row locked for a change (new version, delete), if one of the owners holds it. */
export async function lockDocument(tx: DbOrTx, ownerIds: string[], docId: string) {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, docId), inArray(documents.ownerProfileId, ownerIds)))
    .for('update');
  return row;
}

/** Versions of a document newest first, with their files in order. */
export async function listVersions(db: DbOrTx, ownerIds: string[], docId: string) {
  const rows = await db
    .select({ version: documentVersions, file: documentFiles, ownerProfileId: documents.ownerProfileId })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .leftJoin(documentFiles, eq(documentFiles.versionId, documentVersions.id))
    .where(and(eq(documentVersions.documentId, docId), inArray(documents.ownerProfileId, ownerIds)))
    .orderBy(desc(documentVersions.version), asc(documentFiles.position));
  const out: { version: typeof documentVersions.$inferSelect; files: (typeof documentFiles.$inferSelect)[]; ownerProfileId: string }[] = [];
  for (const r of rows) {
    let last = out.at(-1);
    if (!last || last.version.id !== r.version.id) out.push((last = { version: r.version, files: [], ownerProfileId: r.ownerProfileId }));
    if (r.file) last.files.push(r.file);
  }
  return out;
}

/** The preview of a version, if one of the owners holds its document. */
export async function findThumbnail(db: DbOrTx, ownerIds: string[], versionId: string) {
  const [row] = await db
    .select({ mime: documentThumbnails.mime, data: documentThumbnails.data })
    .from(documentThumbnails)
    .innerJoin(documentVersions, eq(documentVersions.id, documentThumbnails.versionId))
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(eq(documentThumbnails.versionId, versionId), inArray(documents.ownerProfileId, ownerIds)));
  return row;
}

/** Sets or clears the locked flag (sharing and fund distribution call this). */
export async function setDocumentLocked(db: DbOrTx, ownerProfileId: string, docId: string, locked: boolean): Promise<boolean> {
  const rows = await db.update(documents).set({ locked }).where(and(eq(documents.id, docId), eq(documents.ownerProfileId, ownerProfileId))).returning({ id: documents.id });
  return rows.length > 0;
}

/** Blob keys of the files of some versions (to release after they are deleted). */
export async function blobKeysOfVersions(tx: DbOrTx, versionIds: string[]): Promise<string[]> {
  if (!versionIds.length) return [];
  const rows = await tx.selectDistinct({ key: documentFiles.blobKey }).from(documentFiles).where(inArray(documentFiles.versionId, versionIds));
  return rows.map((r) => r.key);
}

/** Which of these blob keys some document file references. Not scoped: it answers storage, not a user. */
export async function unsafeReferencedBlobKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.selectDistinct({ key: documentFiles.blobKey }).from(documentFiles).where(inArray(documentFiles.blobKey, keys));
  return new Set(rows.map((r) => r.key));
}

/** The display name of an account's own person (the uploader shown in the version history). */
export async function personNameOf(db: DbOrTx, accountId: string): Promise<string> {
  const [row] = await db
    .select({ first: profiles.firstName, last: profiles.lastName })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.profileId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'OWNER'), eq(profiles.type, 'INDIVIDUAL')))
    .limit(1);
  return [row?.first, row?.last].filter(Boolean).join(' ');
}
