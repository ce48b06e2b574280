import { LIMITS } from '@vault/contract';

/** Spec §3 accepted file types, lower case, without the dot. */
export const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'doc', 'docx', 'pdf', 'xls', 'xlsx', 'xlsm'] as const;
/** Image-only document types take these (spec §5 'limited to .jpg or .png'; .jpeg is the same format). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** The file input's `accept`: every type, or images only. */
export const acceptAttribute = (imageOnly: boolean): string =>
  (imageOnly ? IMAGE_EXTENSIONS : ACCEPTED_EXTENSIONS).map((ext) => `.${ext}`).join(',');

/** Why a set of files cannot be uploaded, in the order the checks run. */
export type FileProblem = 'format' | 'imageOnly' | 'mixed' | 'fileTooLarge' | 'totalTooLarge' | 'tooMany';

export interface FileLike {
  name: string;
  size: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const isImageName = (name: string): boolean => (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
const isAccepted = (name: string): boolean => (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/**
 * Spec §5 Files, checked when files are added to a row (the server checks everything again,
 * magic bytes included). `files` is the row's whole list after adding: one version is all images
 * or all text-based files, 20 MB a file, 20 MB together, 99 files.
 */
export function filesProblem(files: readonly FileLike[], imageOnly: boolean): { problem: FileProblem; name?: string } | null {
  const unaccepted = files.find((f) => !isAccepted(f.name));
  if (unaccepted) return { problem: 'format', name: unaccepted.name };
  const notImage = files.find((f) => !isImageName(f.name));
  if (imageOnly && notImage) return { problem: 'imageOnly', name: notImage.name };
  if (notImage && files.some((f) => isImageName(f.name))) return { problem: 'mixed' };
  const large = files.find((f) => f.size > LIMITS.uploadFileBytes);
  if (large) return { problem: 'fileTooLarge', name: large.name };
  if (files.length > LIMITS.uploadMaxFiles) return { problem: 'tooMany' };
  if (files.reduce((sum, f) => sum + f.size, 0) > LIMITS.uploadTotalBytes) return { problem: 'totalTooLarge' };
  return null;
}

/** Spec §9: 0 → '0 KB'; under 1024 KB in KB with two decimals; otherwise MB with two decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 KB';
  const kb = bytes / 1024;
  return kb < 1024 ? `${kb.toFixed(2)} KB` : `${(kb / 1024).toFixed(2)} MB`;
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
