import sharp from 'sharp';
import { AppError } from '../../../lib/errors.js';
import type { SourceKind } from './inspect.js';
import { imageThumbnail, MAX_IMAGE_PIXELS, THUMBNAIL_SIZE } from './normalise.js';

export { THUMBNAIL_SIZE } from './normalise.js';
import { runPdfJob, type PdfSource } from './pdf-worker.js';

const DEFAULT_PAGE_WIDTH = 1200;
/** A page is never drawn larger than this many pixels, whatever its MediaBox says (a 1 x 100000 pt page). */
const MAX_PAGE_PIXELS = 16_000_000;

const clampWidth = (width: number | undefined) => Math.min(2400, Math.max(100, Math.round(width ?? DEFAULT_PAGE_WIDTH)));

/** Draws one page of a PDF to PNG at `width` pixels wide (smaller if the pixel cap requires), off the main thread. */
async function drawPdfPage(source: PdfSource, page: number, width: number, background = false): Promise<{ png: Buffer; pageCount: number }> {
  const { png, pageCount } = await runPdfJob(source, { op: 'render', page, width, maxPixels: MAX_PAGE_PIXELS, background });
  return { png: png!, pageCount };
}

/** Small preview (WebP, longest side ~320 px) of an image or of a PDF's first page; null for Word/Excel. */
export async function makeThumbnail(localPath: string, kind: SourceKind): Promise<Buffer | null> {
  if (kind === 'WORD_DOC' || kind === 'EXCEL') return null;
  return imageThumbnail(kind === 'PDF' ? (await drawPdfPage({ path: localPath }, 1, THUMBNAIL_SIZE * 2, true)).png : localPath);
}

/** Page `page` (1-based) as PNG for the viewer, and the page count. Images have one page. NOT_FOUND past the end. */
export async function renderPage(data: Buffer, kind: 'PDF' | 'IMAGE', page: number, width?: number): Promise<{ png: Buffer; pageCount: number }> {
  if (kind === 'PDF') return drawPdfPage({ data }, page, clampWidth(width));
  if (page !== 1) throw new AppError('NOT_FOUND');
  const png = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: clampWidth(width), withoutEnlargement: true })
    .png()
    .toBuffer();
  return { png, pageCount: 1 };
}

/** Pages of a stored file: a PDF's page count, 1 for an image, 0 for Word/Excel (not paged here: offered as a download). */
export async function countPages(localPath: string, kind: SourceKind): Promise<number> {
  if (kind === 'IMAGE') return 1;
  if (kind !== 'PDF') return 0;
  return (await runPdfJob({ path: localPath }, { op: 'inspect' })).pageCount;
}
