import { AppError } from '../../../lib/errors.js';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Bounds for a Word/Excel container, far above real documents (a 20 MB .xlsx rarely expands past 200 MB). */
export const OOXML_LIMITS = { entries: 10_000, totalUncompressed: 512 * 1024 * 1024, contentTypesBytes: 1024 * 1024 } as const;

/** The main part's content type that each extension requires (macro files must say so; .docm renamed .docx fails). */
export const OOXML_MAIN: Record<'docx' | 'xlsx' | 'xlsm', string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
};

const unsafe = () => new AppError('FILE_ARCHIVE_UNSAFE');

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => (error ? reject(unsafe()) : resolve(zip)));
  });
}

/** Reads the central directory only (no decompression), checking the bounds as entries arrive. */
function readDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let total = 0;
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      entries.push(entry);
      if (entries.length > OOXML_LIMITS.entries || total > OOXML_LIMITS.totalUncompressed) return reject(unsafe());
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(unsafe()));
    zip.readEntry();
  });
}

/** Entries sharing or overlapping their data are how non-recursive zip bombs multiply a small file. */
function assertNoOverlap(entries: Entry[]): void {
  const sorted = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  for (let i = 1; i < sorted.length; i += 1) {
    const prev = sorted[i - 1]!;
    const end = prev.relativeOffsetOfLocalHeader + 30 + prev.fileNameRaw.length + prev.compressedSize;
    if (sorted[i]!.relativeOffsetOfLocalHeader < end) throw unsafe();
  }
}

function readText(zip: ZipFile, entry: Entry): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(unsafe());
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      stream.on('error', () => reject(unsafe()));
    });
  });
}

/**
 * An OOXML file (.docx/.xlsx/.xlsm) is a zip whose [Content_Types].xml names the main part. Only the central
 * directory and that one small entry are read. Too many entries, too much declared content, overlapping data
 * or encrypted entries → FILE_ARCHIVE_UNSAFE; a sane zip of the wrong kind → FILE_CONTENT_MISMATCH.
 */
export async function checkOoxml(path: string, ext: keyof typeof OOXML_MAIN): Promise<void> {
  const zip = await openZip(path);
  try {
    const entries = await readDirectory(zip);
    assertNoOverlap(entries);
    if (entries.some((e) => e.isEncrypted())) throw unsafe();
    const types = entries.find((e) => e.fileName === '[Content_Types].xml');
    if (!types) throw new AppError('FILE_CONTENT_MISMATCH');
    if (types.uncompressedSize > OOXML_LIMITS.contentTypesBytes) throw unsafe();
    const xml = await readText(zip, types);
    if (!new RegExp(`ContentType=["']${OOXML_MAIN[ext].replace(/[.+]/g, '\\$&')}["']`).test(xml)) throw new AppError('FILE_CONTENT_MISMATCH');
  } finally {
    zip.close();
  }
}
