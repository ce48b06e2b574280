import type { FundDocument } from '@vault/contract';

type Listed = Pick<FundDocument, 'fileType' | 'url'>;

/**
 * Spec §2 App drawer 2, Documents: the file type shown under a fund document: 'URL' for a link, 'multiple' when the
 * version mixes kinds, else the kind itself (PDF, IMAGE, EXCEL, WORD_DOC).
 */
export function fileTypeLabel(doc: Listed): 'URL' | 'MULTIPLE' | string {
  if (doc.url || doc.fileType === 'URL') return 'URL';
  if (doc.fileType === 'MIXED' || doc.fileType.includes(',')) return 'MULTIPLE';
  return doc.fileType;
}

/** Excel and Word files are downloaded rather than drawn in the viewer (spec §2: excel/word download). */
export const isOfficeFile = (mime: string, name: string): boolean =>
  /spreadsheet|excel|msword|wordprocessing/i.test(mime) || /\.(xlsx?|xlsm|docx?)$/i.test(name);

/** Pages the viewer can draw for a version: the sum over its files. */
export const pageTotal = (files: readonly { pageCount: number }[]): number => files.reduce((sum, f) => sum + f.pageCount, 0);
