import { LIMITS } from '@vault/contract';

/** Pictures the server accepts for photos and logos. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Checked before uploading; the server checks again (30000001 not a picture, 30000002 too large). */
export function photoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > LIMITS.photoBytes ? 'size' : null;
}
