import { ACCEPT_ATTRIBUTE, IMAGE_ACCEPT_ATTRIBUTE } from '@vault/contract';

/** The file input's `accept`: every accepted type, or images only. */
export const acceptAttribute = (imageOnly: boolean): string => (imageOnly ? IMAGE_ACCEPT_ATTRIBUTE : ACCEPT_ATTRIBUTE);

/** Spec §5 Files, checked when files are added to a row: the shared rules of every upload (lib/files). */
export { filesProblem, type FilesProblem as FileProblem, type NamedSize as FileLike } from '../../../lib/files/fileProblems';

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
