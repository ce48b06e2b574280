import { LIMITS } from '../limits.js';

/** Extensions an upload may have (spec §3 accepted file types). */
export const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'doc', 'docx', 'pdf', 'xls', 'xlsx', 'xlsm'] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** Extensions of image files; the rest are "text based" (spec §5: the two never mix in one version). */
export const IMAGE_EXTENSIONS: readonly AcceptedExtension[] = ['jpg', 'jpeg', 'png'];

/** The `accept` attribute of the file inputs, in the same order as the spec lists the formats. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(',');
export const IMAGE_ACCEPT_ATTRIBUTE = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Source kinds of a document version (spec §3). UNKNOWN is never stored by this server. */
export const SOURCE_KINDS = ['URL', 'PDF', 'IMAGE', 'EXCEL', 'WORD_DOC', 'UNKNOWN'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The accepted extension of a file name, or null when the format is not accepted. */
export function acceptedExtensionOf(fileName: string): AcceptedExtension | null {
  const ext = extensionOf(fileName);
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext) ? (ext as AcceptedExtension) : null;
}

/** 'image' for jpg/jpeg/png, 'text' for pdf/doc(x)/xls(x/m), null for anything else. */
export function fileKindOf(fileName: string): 'image' | 'text' | null {
  const ext = acceptedExtensionOf(fileName);
  if (!ext) return null;
  return IMAGE_EXTENSIONS.includes(ext) ? 'image' : 'text';
}

/** The source kind a file of this name would have, or null when its format is not accepted. */
export function sourceKindOf(fileName: string): Exclude<SourceKind, 'URL' | 'UNKNOWN'> | null {
  const ext = acceptedExtensionOf(fileName);
  if (!ext) return null;
  if (IMAGE_EXTENSIONS.includes(ext)) return 'IMAGE';
  if (ext === 'pdf') return 'PDF';
  return ext.startsWith('xls') ? 'EXCEL' : 'WORD_DOC';
}

/** True when the names mix images with text-based files (spec §5: refused). */
export function mixesImagesAndText(fileNames: readonly string[]): boolean {
  const kinds = new Set(fileNames.map(fileKindOf).filter((k) => k !== null));
  return kinds.size > 1;
}

/** Spec §9: 0 gives '0 KB'; below 1024 KB in KB with two decimals; otherwise MB with two decimals. */
export function formatFileSize(bytes: number): string {
  if (!bytes || bytes <= 0) return '0 KB';
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(2)} KB`;
  return `${(kb / 1024).toFixed(2)} MB`;
}

/** Which upload limit a set of file sizes breaks, if any (spec §9), checked in the spec's order. */
export function uploadLimitProblem(sizes: readonly number[]): 'TOO_MANY_FILES' | 'FILE_TOO_LARGE' | 'UPLOAD_TOTAL_TOO_LARGE' | null {
  if (sizes.length > LIMITS.uploadMaxFiles) return 'TOO_MANY_FILES';
  if (sizes.some((s) => s > LIMITS.uploadFileBytes)) return 'FILE_TOO_LARGE';
  if (sizes.reduce((a, b) => a + b, 0) > LIMITS.uploadTotalBytes) return 'UPLOAD_TOTAL_TOO_LARGE';
  return null;
}
