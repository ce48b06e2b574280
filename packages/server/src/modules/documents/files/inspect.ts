import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../../lib/errors.js';
import type { SpooledFile } from '../../storage/spool.js';
import { checkCompound } from './compound.js';
import { displayName, extensionOf } from './names.js';
import { checkOoxml } from './ooxml.js';
import { MAX_IMAGE_PIXELS } from './normalise.js';
import { checkPdf } from './pdf-check.js';

export type SourceKind = 'PDF' | 'IMAGE' | 'EXCEL' | 'WORD_DOC';
export type AcceptedExt = 'jpg' | 'jpeg' | 'png' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'xlsm';

export interface InspectedFile extends SpooledFile {
  ext: AcceptedExt;
  kind: SourceKind;
  mime: string;
  isImage: boolean;
  /** Pages: a PDF's count (read while checking it), 1 for an image, 0 for Word/Excel (not paged here). */
  pageCount: number;
}


interface Format {
  kind: SourceKind;
  mime: string;
  /** What `file-type` may report for genuine content of this extension. */
  detected: string[];
}

export const FORMATS: Record<AcceptedExt, Format> = {
  jpg: { kind: 'IMAGE', mime: 'image/jpeg', detected: ['jpg'] },
  jpeg: { kind: 'IMAGE', mime: 'image/jpeg', detected: ['jpg'] },
  png: { kind: 'IMAGE', mime: 'image/png', detected: ['png'] },
  pdf: { kind: 'PDF', mime: 'application/pdf', detected: ['pdf', 'ai'] },
  doc: { kind: 'WORD_DOC', mime: 'application/msword', detected: ['cfb'] },
  xls: { kind: 'EXCEL', mime: 'application/vnd.ms-excel', detected: ['cfb'] },
  docx: { kind: 'WORD_DOC', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: ['zip', 'docx'] },
  xlsx: { kind: 'EXCEL', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', detected: ['zip', 'xlsx'] },
  xlsm: { kind: 'EXCEL', mime: 'application/vnd.ms-excel.sheet.macroEnabled.12', detected: ['zip', 'xlsx', 'xlsm'] },
};

const isAccepted = (ext: string): ext is AcceptedExt => Object.hasOwn(FORMATS, ext);

async function checkImage(path: string): Promise<void> {
  // Reads the header only: the pixel count is known before anything is decoded.
  const meta = await sharp(path, { limitInputPixels: false }).metadata().catch(() => {
    throw new AppError('FILE_DAMAGED');
  });
  if (!meta.width || !meta.height) throw new AppError('FILE_DAMAGED');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new AppError('IMAGE_TOO_MANY_PIXELS');
}

/** Checks the content against its extension; resolves to the page count (see InspectedFile). */
async function checkContent(file: SpooledFile, ext: AcceptedExt, detected: string | undefined): Promise<number> {
  const ooxml = ext === 'docx' || ext === 'xlsx' || ext === 'xlsm';
  // A password-protected .docx/.xlsx is a compound file, not a zip: checkCompound tells it from a renamed .doc.
  if (ooxml && detected === 'cfb') return checkCompound(file.path, ext).then(() => 0);
  if (!detected || !FORMATS[ext].detected.includes(detected)) throw new AppError('FILE_CONTENT_MISMATCH');
  if (ooxml) return checkOoxml(file.path, ext).then(() => 0);
  if (ext === 'doc' || ext === 'xls') return checkCompound(file.path, ext).then(() => 0);
  if (ext === 'pdf') return checkPdf(file.path);
  return checkImage(file.path).then(() => 1);
}

/**
 * Extension accepted? magic bytes match it? PDF not encrypted / permission-restricted? OOXML container sane (no zip
 * bomb)? Image within the pixel limit? Throws AppError with the matching code (FILE_FORMAT_NOT_ACCEPTED,
 * FILE_CONTENT_MISMATCH, PDF_RESTRICTED, FILE_ARCHIVE_UNSAFE, IMAGE_TOO_MANY_PIXELS, FILE_DAMAGED). The result's
 * `originalName` is the cleaned display name (see displayName); the extension is taken from it.
 */
export async function inspectFile(file: SpooledFile): Promise<InspectedFile> {
  const name = displayName(file.originalName);
  const ext = extensionOf(name);
  if (!isAccepted(ext)) throw new AppError('FILE_FORMAT_NOT_ACCEPTED');
  if (file.size === 0) throw new AppError('FILE_DAMAGED');
  const detected = (await fileTypeFromBuffer(file.head))?.ext;
  const pageCount = await checkContent(file, ext, detected);
  const { kind, mime } = FORMATS[ext];
  return { ...file, originalName: name, ext, kind, mime, isImage: kind === 'IMAGE', pageCount };
}

/** Spec §5: one version is all images or all text-based files; else AppError('MIXED_FILE_TYPES'). */
export function assertNoMix(files: InspectedFile[]): void {
  if (files.some((f) => f.isImage) && files.some((f) => !f.isImage)) throw new AppError('MIXED_FILE_TYPES');
}

/** Image-only document types accept jpg/jpeg/png only: AppError('IMAGE_ONLY_TYPE'). */
export function assertImagesOnly(files: InspectedFile[]): void {
  if (files.some((f) => !f.isImage)) throw new AppError('IMAGE_ONLY_TYPE');
}

export { normaliseImage } from './normalise.js';
