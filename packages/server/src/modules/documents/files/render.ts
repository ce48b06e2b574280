import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { AppError } from '../../../lib/errors.js';
import type { SourceKind } from './inspect.js';
import { MAX_IMAGE_PIXELS } from './normalise.js';
import { openPdf } from './pdfjs.js';

/** Longest side of a thumbnail (the list shows them at about 160 px; twice that for sharp screens). */
export const THUMBNAIL_SIZE = 320;
const DEFAULT_PAGE_WIDTH = 1200;
/** A page is never drawn larger than this many pixels, whatever its MediaBox says (a 1 x 100000 pt page). */
const MAX_PAGE_PIXELS = 16_000_000;

interface NodeCanvasFactory {
  create(width: number, height: number): {
    canvas: { width: number; height: number; toBuffer(mime: 'image/png'): Buffer };
    context: { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
  };
}

const clampWidth = (width: number | undefined) => Math.min(2400, Math.max(100, Math.round(width ?? DEFAULT_PAGE_WIDTH)));

/** Draws one page of a PDF to PNG at `width` pixels wide (smaller if the pixel cap requires). */
async function drawPdfPage(data: Uint8Array, page: number, width: number): Promise<{ png: Buffer; pageCount: number }> {
  const pdf = await openPdf(data).catch(() => {
    throw new AppError('FILE_DAMAGED');
  });
  try {
    if (!Number.isInteger(page) || page < 1 || page > pdf.numPages) throw new AppError('NOT_FOUND');
    const proxy = await pdf.getPage(page);
    const natural = proxy.getViewport({ scale: 1 });
    const scale = Math.min(width / natural.width, Math.sqrt(MAX_PAGE_PIXELS / (natural.width * natural.height)));
    const viewport = proxy.getViewport({ scale });
    // pdf.js's own factory (@napi-rs/canvas in Node): canvases it makes internally must come from the same copy.
    const target = (pdf as unknown as { canvasFactory: NodeCanvasFactory }).canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    // White first: PDF pages are paper, and a transparent PNG shows the viewer's background through.
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, target.canvas.width, target.canvas.height);
    await proxy.render({ canvas: target.canvas as never, canvasContext: target.context as never, viewport }).promise;
    const png = target.canvas.toBuffer('image/png');
    proxy.cleanup();
    return { png, pageCount: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

/** Small preview (WebP, longest side ~320 px) of an image or of a PDF's first page; null for Word/Excel. */
export async function makeThumbnail(localPath: string, kind: SourceKind): Promise<Buffer | null> {
  if (kind === 'WORD_DOC' || kind === 'EXCEL') return null;
  const source = kind === 'PDF' ? (await drawPdfPage(await readFile(localPath), 1, THUMBNAIL_SIZE * 2)).png : localPath;
  return sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/** Page `page` (1-based) as PNG for the viewer, and the page count. Images have one page. NOT_FOUND past the end. */
export async function renderPage(data: Buffer, kind: 'PDF' | 'IMAGE', page: number, width?: number): Promise<{ png: Buffer; pageCount: number }> {
  if (kind === 'PDF') return drawPdfPage(data, page, clampWidth(width));
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
  const pdf = await openPdf(await readFile(localPath)).catch(() => {
    throw new AppError('FILE_DAMAGED');
  });
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}
