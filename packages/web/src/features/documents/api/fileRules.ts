import { ACCEPT_ATTRIBUTE, IMAGE_ACCEPT_ATTRIBUTE, acceptedExtensionOf, fileKindOf, mixesImagesAndText, uploadLimitProblem, type ErrorKey } from '@vault/contract';

/** The file input's `accept`: every accepted type, or images only. */
export const acceptAttribute = (imageOnly: boolean): string => (imageOnly ? IMAGE_ACCEPT_ATTRIBUTE : ACCEPT_ATTRIBUTE);

export interface FileLike {
  name: string;
  size: number;
}

/** A refused set of files: the contract's error (its text is the spec's) and the file it is about. */
export interface FileProblem {
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
 * Spec §5 Files, checked when files are added to a row with the contract's rules (the server
 * checks them all again, magic bytes included). `files` is the row's whole list after adding: one
 * version is all images or all text-based files, 20 MB a file, 20 MB together, 99 files.
 */
export function filesProblem(files: readonly FileLike[], imageOnly: boolean): FileProblem | null {
  const unaccepted = files.find((f) => !acceptedExtensionOf(f.name));
  if (unaccepted) return { error: 'FILE_FORMAT_NOT_ACCEPTED', name: unaccepted.name };
  const notImage = files.find((f) => fileKindOf(f.name) !== 'image');
  if (imageOnly && notImage) return { error: 'IMAGE_ONLY_TYPE', name: notImage.name };
  if (mixesImagesAndText(files.map((f) => f.name))) return { error: 'MIXED_FILE_TYPES' };
  const limit = uploadLimitProblem(files.map((f) => f.size));
  return limit ? { error: LIMIT_ERRORS[limit] } : null;
}

/**
 * Spec §5: a file chosen earlier may have been moved or deleted since; reading its first byte
 * fails then (NotFoundError), and the user is asked to choose another.
 */
export async function isFileReadable(file: Blob): Promise<boolean> {
  try {
    await file.slice(0, 1).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
