import { readFile } from 'node:fs/promises';
import { AppError } from '../../../lib/errors.js';
import { runPdfJob } from './pdf-worker.js';
import { fileContains } from './scan.js';

// "/Encrypt" followed by a PDF delimiter, so /EncryptMetadata (a key inside the dictionary) does not count on its own.
const ENCRYPT_KEYS = [' ', '\n', '\r', '\t', '/', '<', '['].map((d) => Buffer.from(`/Encrypt${d}`));

/**
 * An encrypted PDF, or one that opens without a password but restricts printing, copying or editing (an owner
 * password), carries an /Encrypt dictionary in its trailer: both get the spec's permission message. The trailer
 * of a linearized file sits at the start, of an updated one at the end, so the whole file is scanned (streamed).
 * pdf.js then opens it in the render worker (parsing a large PDF took up to a second of main-thread time with
 * pdf-lib): what it cannot open, or a PDF without pages, is FILE_DAMAGED.
 */
export async function checkPdf(path: string): Promise<void> {
  if (await fileContains(path, ENCRYPT_KEYS)) throw new AppError('PDF_RESTRICTED');
  const { pageCount } = await runPdfJob(await readFile(path), { op: 'count' });
  if (pageCount < 1) throw new AppError('FILE_DAMAGED');
}
