import { acceptedExtensionOf, fileKindOf, mixesImagesAndText, uploadLimitProblem, type ErrorKey } from '@vault/contract';

/** What a file check needs of a file: its name and its size in bytes. */
export interface NamedSize {
  name: string;
  size: number;
}

/** A refused set of files: the contract's error key (its text is the spec's) and the file it is about, if one. */
export interface FilesProblem {
  error: ErrorKey;
  name?: string;
}

/** The contract names limits by what broke; the messages with the spec's texts are these. */
const LIMIT_ERRORS = {
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  FILE_TOO_LARGE: 'DOCUMENT_FILE_TOO_LARGE',
  UPLOAD_TOTAL_TOO_LARGE: 'DOCUMENT_FILES_TOO_LARGE',
} as const satisfies Record<string, ErrorKey>;

/**
 * The files of one document version, checked before sending with the contract's rules (the server checks them all
 * again, magic bytes included): accepted formats only, images (.jpg .jpeg .png) or text files (.pdf .doc .docx .xls
 * .xlsx .xlsm) but never both, 20 MB a file, 20 MB together, 99 files (spec §5 and §9). `imageOnly` types take
 * pictures only. Null when the set is fine.
 */
export function filesProblem(files: readonly NamedSize[], imageOnly = false): FilesProblem | null {
  const unaccepted = files.find((f) => !acceptedExtensionOf(f.name));
  if (unaccepted) return { error: 'FILE_FORMAT_NOT_ACCEPTED', name: unaccepted.name };
  const notImage = files.find((f) => fileKindOf(f.name) !== 'image');
  if (imageOnly && notImage) return { error: 'IMAGE_ONLY_TYPE', name: notImage.name };
  if (mixesImagesAndText(files.map((f) => f.name))) return { error: 'MIXED_FILE_TYPES' };
  const limit = uploadLimitProblem(files.map((f) => f.size));
  return limit ? { error: LIMIT_ERRORS[limit] } : null;
}
