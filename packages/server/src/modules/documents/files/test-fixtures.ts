// Real files built for the tests: each refusal is proven on bytes a real tool produced, not on mocks.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import CFB from 'cfb';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export async function jpegWithExif(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c00' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
}

export const png = (width = 30, height = 30) => sharp({ create: { width, height, channels: 4, background: '#08f' } }).png().toBuffer();

/** The EXIF GPS pointer tag (0x8825) in either byte order. */
export const hasGpsTag = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

export async function pdf(pages = 3, size: [number, number] = [300, 400]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1) doc.addPage(size).drawText(`Page ${i}`, { x: 40, y: size[1] - 60, size: 24, font });
  return Buffer.from(await doc.save());
}

/** The standard security handler's password padding (PDF 32000-1, 7.6.3.3). */
const PASSWORD_PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

/** RC4, written out because OpenSSL 3 keeps it in its legacy provider (only used to build test files). */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

/** How the trailer spells its /Encrypt entry: each is legal PDF that a reader must treat as the same key. */
export const ENCRYPT_SPELLINGS = {
  plain: '/Encrypt 4 0 R',
  hashEscaped: '/Encr#79pt 4 0 R',
  formFeed: '/Encrypt\f4 0 R',
  nul: '/Encrypt\u00004 0 R',
  comment: '/Encrypt%hidden\n4 0 R',
} as const;

/**
 * A minimal PDF 1.4 with the standard security handler (RC4 40-bit, printing and copying denied), written by hand.
 * `ownerOnly`: the user password is empty and the /O and /U entries are computed for real, so any reader opens it
 * without asking (the restrictions are an owner password's); otherwise /U matches no password (it asks for one).
 */
export function encryptedPdf(options: { spelling?: keyof typeof ENCRYPT_SPELLINGS; ownerOnly?: boolean } = {}): Buffer {
  const id = Buffer.alloc(16, 0xc3);
  const permissions = -60;
  let o: Buffer = Buffer.alloc(32, 0xa1);
  let u: Buffer = Buffer.alloc(32, 0xb2);
  if (options.ownerOnly) {
    const ownerKey = createHash('md5').update(Buffer.concat([Buffer.from('owner-secret'), PASSWORD_PAD]).subarray(0, 32)).digest().subarray(0, 5);
    o = rc4(ownerKey, PASSWORD_PAD);
    const p = Buffer.alloc(4);
    p.writeInt32LE(permissions);
    const key = createHash('md5').update(Buffer.concat([PASSWORD_PAD, o, p, id])).digest().subarray(0, 5);
    u = rc4(key, PASSWORD_PAD);
  }
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P ${permissions} >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  const encrypt = ENCRYPT_SPELLINGS[options.spelling ?? 'plain'];
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${encrypt} /ID [<${id.toString('hex')}> <${id.toString('hex')}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const OOXML_TYPES = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  docm: ['word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  xlsm: ['xl/workbook.xml', 'application/vnd.ms-excel.sheet.macroEnabled.main+xml'],
} as const;

/** A small but structurally real Office Open XML package (what Word/Excel need to open it). */
export function ooxml(kind: keyof typeof OOXML_TYPES, extra: Record<string, Uint8Array> = {}): Buffer {
  const [main, type] = OOXML_TYPES[kind];
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="${type}"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main}"/></Relationships>`,
    ),
    [main]: strToU8(kind.startsWith('doc') ? '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hi</w:t></w:r></w:p></w:body></w:document>' : '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>'),
    ...extra,
  };
  return Buffer.from(zipSync(files));
}

/** Offsets of the central directory records of a zip (signature PK\x01\x02). */
function centralRecords(zip: Buffer): number[] {
  const found: number[] = [];
  for (let i = zip.indexOf('PK\x01\x02', 0, 'latin1'); i >= 0; i = zip.indexOf('PK\x01\x02', i + 4, 'latin1')) found.push(i);
  return found;
}

/** A .docx whose entry claims to expand to `bytes` (how a zip bomb announces itself in the central directory). */
export function docxDeclaring(bytes: number): Buffer {
  const zip = ooxml('docx', { 'word/media/big.bin': new Uint8Array(1000) });
  const last = centralRecords(zip).pop()!;
  zip.writeUInt32LE(bytes, last + 24);
  return zip;
}

/** A .docx whose last two entries share one piece of data (a non-recursive zip bomb's trick). */
export function docxOverlapping(): Buffer {
  const zip = ooxml('docx', { 'word/a.xml': strToU8('<a/>'), 'word/b.xml': strToU8('<b/>') });
  const records = centralRecords(zip);
  const a = records.at(-2)!;
  zip.writeUInt32LE(zip.readUInt32LE(a + 42), records.at(-1)! + 42);
  return zip;
}

/** A real compound file (the container of .doc and .xls) with the given streams, written by the cfb library. */
export function compoundFile(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A Word 97 WordDocument stream: its FIB starts with 0xA5EC; `encrypted` sets fEncrypted. */
export function wordStream(encrypted = false): Buffer {
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(0x00c1, 2);
  fib.writeUInt16LE(encrypted ? 0x0100 : 0, 0x0a);
  return fib;
}

/** A BIFF8 workbook globals substream: BOF, optionally FILEPASS (encrypted), EOF. */
export function workbookStream(encrypted = false): Buffer {
  const record = (type: number, data: Buffer) => Buffer.concat([Buffer.from([type & 0xff, type >> 8, data.length & 0xff, data.length >> 8]), data]);
  return Buffer.concat([
    record(0x0809, Buffer.from([0x00, 0x06, 0x05, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
    ...(encrypted ? [record(0x002f, Buffer.alloc(54, 1))] : []),
    record(0x000a, Buffer.alloc(0)),
  ]);
}

/** A PNG header announcing width x height with a tiny (invalid) image body: a decompression bomb's calling card. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(0, 9);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(16)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A .docx whose [Content_Types].xml really inflates to `bytes` (padding after the XML) while its central
 * directory claims 1,000 bytes: a bomb that lies about its size to slip past declared-size checks.
 */
export function docxLyingContentTypes(bytes: number): Buffer {
  const honest = ooxml('docx');
  const xml = Buffer.from(unzipSync(new Uint8Array(honest))['[Content_Types].xml']!);
  const padded = Buffer.concat([xml, Buffer.alloc(bytes - xml.length, 0x20)]);
  const zip = Buffer.from(zipSync({ '[Content_Types].xml': new Uint8Array(padded), 'word/document.xml': strToU8('<w:document/>') }));
  const record = centralRecords(zip).find((at) => zip.toString('latin1', at + 46, at + 46 + zip.readUInt16LE(at + 28)) === '[Content_Types].xml')!;
  zip.writeUInt32LE(1000, record + 24);
  return zip;
}
