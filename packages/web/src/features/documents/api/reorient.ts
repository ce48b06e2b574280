import { LIMITS, extensionOf } from '@vault/contract';

/** Formats the browser can decode and encode again without loss of meaning. */
const REDRAWN: Readonly<Record<string, string>> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** The type an image is re-encoded to (its own), or null for files that are sent as they are. */
export const redrawType = (name: string): string | null => REDRAWN[extensionOf(name)] ?? null;

/**
 * Spec §5: images are redrawn to fix their orientation before upload. A phone photo stores its
 * pixels sideways with an EXIF orientation tag; decoding with `imageOrientation: 'from-image'`
 * applies the tag, and drawing to a canvas and encoding again gives upright pixels with no tag
 * (and none of the photo's other metadata, such as its location). The server re-orients too; this
 * makes the preview and the stored file agree whatever reads them. Files that are not images, and
 * images the browser cannot decode, are sent unchanged.
 * Done at sending time, so the size checks see the file the user chose.
 */
export async function reorientImage(file: File): Promise<File> {
  const type = redrawType(file.name);
  if (!type || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
    // Re-encoding can make a file larger; one that would pass the limit no more goes as it is.
    if (!blob || blob.size > LIMITS.uploadFileBytes) return file;
    return new File([blob], file.name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
