import { crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * Test files made in the test, not downloaded: a PDF written by hand and pictures drawn by the
 * browser's canvas.
 */

/** A valid PDF with one page per text, plus `padding` bytes in an unreferenced stream (to give uploads a size). */
export function minimalPdf(pages: string[], padding = 0): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 3 + i * 2);
  const fontId = 3 + pages.length * 2;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  pages.forEach((text, i) => {
    const content = `BT /F1 28 Tf 72 700 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
    objects[pageIds[i]!] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  if (padding > 0) objects[fontId + 1] = `<< /Length ${padding} >>\nstream\n${'0'.repeat(padding)}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body);
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A passport-like data page photographed sideways: the pixels are portrait (700 x 1000) with the
 * page turned a quarter left, and an EXIF orientation of 6 says "turn right to view". Shown
 * correctly it is landscape (1000 x 700).
 */
export async function sidewaysPassportJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 700;
    canvas.height = 1000;
    const ctx = canvas.getContext('2d')!;
    ctx.translate(0, 1000);
    ctx.rotate(-Math.PI / 2);
    ctx.fillStyle = '#e8eef6';
    ctx.fillRect(0, 0, 1000, 700);
    ctx.fillStyle = '#8a9bb0';
    ctx.fillRect(60, 140, 260, 340);
    ctx.fillStyle = '#102040';
    ctx.font = 'bold 44px sans-serif';
    ctx.fillText('PASSPORT', 360, 110);
    ctx.font = '30px sans-serif';
    ['Surname: SPECIMEN', 'Given names: ALICE', 'Nationality: GBR', 'Date of birth: 01 JAN 1990', 'Date of expiry: 01 FEB 2030'].forEach((line, i) => ctx.fillText(line, 360, 200 + i * 56));
    ctx.font = '34px monospace';
    ctx.fillText('P<GBRSPECIMEN<<ALICE<<<<<<<<<<<<<<<<<<<<<<<<<', 40, 600);
    ctx.fillText('1234567897GBR9001014F3002014<<<<<<<<<<<<<<02', 40, 650);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return withExifOrientation(Buffer.from(base64, 'base64'), 6);
}

/** A small PNG drawn by the browser (the image behind the document link). */
export async function drawnPng(page: Page, label: string): Promise<Buffer> {
  const base64 = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff8e1';
    ctx.fillRect(0, 0, 600, 400);
    ctx.fillStyle = '#333';
    ctx.font = '32px sans-serif';
    ctx.fillText(text, 40, 200);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, label);
  return Buffer.from(base64, 'base64');
}

/** Inserts an EXIF APP1 segment holding only an Orientation tag after the JPEG's JFIF header. */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  // After SOI (2 bytes) and, when present, the APP0 segment.
  const afterApp0 = jpeg[2] === 0xff && jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, afterApp0), segment, jpeg.subarray(afterApp0)]);
}

/** A zip with stored (uncompressed) entries, enough for an Office Open XML package. */
function storedZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1 January 1980
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A one-sheet Excel workbook (.xlsx), structurally what Excel opens. */
export function minimalXlsx(): Buffer {
  const main = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
  return storedZip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${main}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml': '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Accounts" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels': '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Revenue</t></is></c><c r="B1"><v>1000</v></c></row></sheetData></worksheet>',
  });
}

/**
 * A passport data page from the recognition library's synthetic corpus (valid machine-readable zone in
 * OCR-B, rendered locally by sharp), with the values printed on it. Same seed, same passport.
 */
export async function generatedPassport(seed: number): Promise<{ png: Buffer; truth: Partial<Record<number, string>> }> {
  const { generateCorpus } = await import('@vault/recognition/corpus');
  for await (const sample of generateCorpus({ seed, perKind: 1, kinds: ['passport'], degradations: ['clean'] })) return { png: sample.image, truth: sample.truth };
  throw new Error('the corpus made no passport');
}

/**
 * A picture photographed sideways, as sidewaysPassportJpeg but of any PNG: the pixels turned a
 * quarter left by the browser's canvas, with an EXIF orientation of 6 ("turn right to view").
 */
export async function sidewaysJpeg(page: Page, png: Buffer): Promise<Buffer> {
  const base64 = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.height;
    canvas.height = image.width;
    const ctx = canvas.getContext('2d')!;
    ctx.translate(0, canvas.height);
    ctx.rotate(-Math.PI / 2);
    ctx.drawImage(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.92).split(',')[1]!;
  }, png.toString('base64'));
  return withExifOrientation(Buffer.from(base64, 'base64'), 6);
}
