import { readFile } from 'node:fs/promises';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { AppError } from '../../../lib/errors.js';
import { fileContains } from './scan.js';

// "/Encrypt" followed by a PDF delimiter, so /EncryptMetadata (a key inside the dictionary) does not count on its own.
const ENCRYPT_KEYS = [' ', '\n', '\r', '\t', '/', '<', '['].map((d) => Buffer.from(`/Encrypt${d}`));

/**
 * An encrypted PDF, or one that opens without a password but restricts printing, copying or editing (an owner
 * password), carries an /Encrypt dictionary in its trailer: both get the spec's permission message. The trailer
 * of a linearized file sits at the start, of an updated one at the end, so the whole file is scanned (streamed).
 * pdf-lib then parses the file: what it cannot parse, or a PDF without pages, is FILE_DAMAGED.
 */
export async function checkPdf(path: string): Promise<void> {
  if (await fileContains(path, ENCRYPT_KEYS)) throw new AppError('PDF_RESTRICTED');
  let pages: number;
  try {
    const pdf = await PDFDocument.load(await readFile(path), { updateMetadata: false });
    pages = pdf.getPageCount();
  } catch (error) {
    throw new AppError(error instanceof EncryptedPDFError ? 'PDF_RESTRICTED' : 'FILE_DAMAGED');
  }
  if (pages < 1) throw new AppError('FILE_DAMAGED');
}
