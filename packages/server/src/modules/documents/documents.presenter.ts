import { documentStatus, LIMITS, todayIso, type DocumentInfo, type DocumentSummary, type Language } from '@vault/contract';
import type { VaultOwner } from './documents.policy.js';
import type { listVersions, SummaryRow } from './documents.repository.js';
import { nameIn, type Catalogue } from './documents.types.js';

/** What presenting needs besides the rows: the type catalogue, the owners' names, the language, today. */
export interface PresentContext {
  catalogue: Catalogue;
  owners: VaultOwner[];
  language: Language;
  today: string;
}

export const presentContext = (catalogue: Catalogue, owners: VaultOwner[], language: Language): PresentContext => ({ catalogue, owners, language, today: todayIso() });

/** A document row as lists show it. Columns that must not leave the server (blob keys, hashes) are never read here. */
export function toSummary(row: SummaryRow, p: PresentContext): DocumentSummary {
  const type = p.catalogue.byCode.get(row.doc.docType);
  return {
    docId: row.doc.id,
    docType: row.doc.docType,
    docTypeName: type ? nameIn(type.names, p.language) : row.doc.docType,
    category: type?.categoryCode ?? '',
    status: documentStatus(row.doc.dateOfExpiry, p.today, LIMITS.documentExpiringDays),
    version: row.doc.currentVersion,
    dateOfIssue: row.doc.dateOfIssue,
    dateOfExpiry: row.doc.dateOfExpiry,
    sourceKind: row.current.sourceKind,
    fileCount: row.current.fileCount,
    pageCount: row.current.pageCount,
    thumbnail: row.thumbBase64 ? `data:${row.thumbMime ?? 'image/webp'};base64,${row.thumbBase64}` : null,
    locked: row.doc.locked,
    updatedAt: row.doc.updatedAt.toISOString(),
    fileName: row.fileName ?? row.current.url ?? null,
    uploadedAt: new Date(row.current.createdAt).toISOString(),
    ownerName: p.owners.find((o) => o.profileId === row.doc.ownerProfileId)?.name ?? '',
    profileId: row.doc.ownerProfileId,
  };
}

/** A document with its version history (GET /doc-mgr/info). */
export function toInfo(row: SummaryRow, versions: Awaited<ReturnType<typeof listVersions>>, p: PresentContext): DocumentInfo {
  const { thumbnail: _thumbnail, ...summary } = toSummary(row, p);
  return {
    ...summary,
    versions: versions.map(({ version, files }) => ({
      version: version.version,
      sourceKind: version.sourceKind,
      files: files.map((f) => ({ fileId: f.id, name: f.name, size: f.size, mime: f.mime, pageCount: f.pageCount })),
      pageCount: version.pageCount,
      properties: version.properties,
      url: version.url,
      createdAt: version.createdAt.toISOString(),
      createdBy: version.createdByName,
    })),
  };
}
