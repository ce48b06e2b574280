import type { DocumentVersion } from '@vault/contract';

/** One file of a version in the viewer's page numbering (pages run across the files, 1-based). */
export interface FilePages {
  fileId: string;
  name: string;
  firstPage: number;
  pageCount: number;
}

/** Where each file's pages start; Word and Excel files have none (download only). */
export function filePages(version: Pick<DocumentVersion, 'files'>): FilePages[] {
  let next = 1;
  return version.files.map((file) => {
    const entry = { fileId: file.fileId, name: file.name, firstPage: next, pageCount: file.pageCount };
    next += file.pageCount;
    return entry;
  });
}

/** Pages the viewer can show for a version. */
export const totalPages = (version: Pick<DocumentVersion, 'files'>): number => version.files.reduce((sum, f) => sum + f.pageCount, 0);

/** The file a page belongs to (the source selector follows the page). */
export function fileAtPage(version: Pick<DocumentVersion, 'files'>, page: number): FilePages | null {
  return filePages(version).find((f) => f.pageCount > 0 && page >= f.firstPage && page < f.firstPage + f.pageCount) ?? null;
}

/** Keeps a page number inside 1..total (1 when there is nothing to show). */
export const clampPage = (page: number, total: number): number => (total < 1 ? 1 : Math.min(Math.max(1, page), total));

/**
 * Whether a cached query is about what a delete removed: the document's info and pages when the
 * whole document went (`version` null), or that version's pages.
 */
export function isDeletedData(queryKey: readonly unknown[], docId: string, version: number | null | undefined): boolean {
  const [, kind, id, queryVersion] = queryKey;
  if (id !== docId) return false;
  if (version === null) return kind === 'info' || kind === 'page';
  return kind === 'page' && queryVersion === version;
}
