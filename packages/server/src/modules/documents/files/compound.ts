import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import { AppError } from '../../../lib/errors.js';
import { createGate } from '../documents.gate.js';

/** Word's FIB flag for an encrypted (or XOR-obfuscated) document: offset 0x0A of the WordDocument stream. */
const WORD_ENCRYPTED = 0x0100;
/** Excel's FILEPASS record: the workbook is encrypted. BOF/EOF bound the workbook globals substream. */
const BIFF = { FILEPASS: 0x002f, EOF: 0x000a } as const;

function streamOf(container: CFB.CFB$Container, names: string[]): Buffer | null {
  const entry = container.FileIndex.find((e) => e.type === 2 && names.includes(e.name));
  return entry ? Buffer.from(entry.content as Uint8Array) : null;
}

function isEncryptedWorkbook(workbook: Buffer): boolean {
  // Records are [type u16][length u16][data]; FILEPASS, when present, sits in the globals before their EOF.
  for (let at = 0; at + 4 <= workbook.length; ) {
    const type = workbook.readUInt16LE(at);
    if (type === BIFF.FILEPASS) return true;
    if (type === BIFF.EOF) return false;
    at += 4 + workbook.readUInt16LE(at + 2);
  }
  return false;
}

/**
 * .doc and .xls are compound files (OLE2), and so is a password-protected .docx/.xlsx (an encrypted package
 * inside one). The directory names the main stream; Word and Excel mark encryption in it. Encrypted or
 * protected → PDF_RESTRICTED (the spec's permission message); the wrong main stream → FILE_CONTENT_MISMATCH.
 */
export function checkCompound(path: string, ext: 'doc' | 'xls' | 'docx' | 'xlsx' | 'xlsm'): Promise<void> {
  return compoundReads(() => checkCompoundNow(path, ext));
}

/**
 * A compound file is read whole (up to 20 MB, parsed into a second copy of its streams): two at a time per process
 * bounds that memory. The other checks need no such bound: OOXML reads its zip directory, pdf.js reads a PDF in
 * ranges in its worker (one document at a time), an upright picture is copied through a small buffer and a turned
 * one is decoded within the pixel budget (normalise.ts).
 */
const compoundReads = createGate(2);

async function checkCompoundNow(path: string, ext: 'doc' | 'xls' | 'docx' | 'xlsx' | 'xlsm'): Promise<void> {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(await readFile(path), { type: 'buffer' });
  } catch {
    throw new AppError('FILE_DAMAGED');
  }
  const names = new Set(container.FileIndex.map((e) => e.name));
  if (names.has('EncryptionInfo') && names.has('EncryptedPackage')) throw new AppError('PDF_RESTRICTED');
  if (ext === 'doc') {
    const word = streamOf(container, ['WordDocument']);
    if (!word || word.length < 12) throw new AppError('FILE_CONTENT_MISMATCH');
    if (word.readUInt16LE(0x0a) & WORD_ENCRYPTED) throw new AppError('PDF_RESTRICTED');
    return;
  }
  if (ext === 'xls') {
    const workbook = streamOf(container, ['Workbook', 'Book']);
    if (!workbook) throw new AppError('FILE_CONTENT_MISMATCH');
    if (isEncryptedWorkbook(workbook)) throw new AppError('PDF_RESTRICTED');
    return;
  }
  // A compound file named .docx/.xlsx that is not a protected package is something else renamed.
  throw new AppError('FILE_CONTENT_MISMATCH');
}
