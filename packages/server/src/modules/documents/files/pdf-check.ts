import { AppError } from '../../../lib/errors.js';
import { runPdfJob } from './pdf-worker.js';

/**
 * An encrypted PDF, or one that opens without a password but restricts printing, copying or editing (an owner
 * password), has a security handler (/Encrypt in its trailer): both get the spec's permission message. The decision
 * is pdf.js's, parsing the file as any reader does, so every legal spelling of the key counts (`/Encr#79pt`,
 * `/Encrypt` then a form feed, a NUL or a comment): scanning bytes for "/Encrypt" missed those. pdf.js reads the
 * spooled file in ranges in the render worker; what it cannot open, or a PDF without pages, is FILE_DAMAGED.
 * Returns the page count.
 */
export async function checkPdf(path: string): Promise<number> {
  const { encrypted, pageCount } = await runPdfJob({ path }, { op: 'inspect' });
  if (encrypted) throw new AppError('PDF_RESTRICTED');
  if (pageCount < 1) throw new AppError('FILE_DAMAGED');
  return pageCount;
}
