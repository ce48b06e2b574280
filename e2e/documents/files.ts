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
