import { Readable, type Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { JpegMetadataStrip, PngMetadataStrip } from './strip.js';
import { hasGpsTag, png } from './test-fixtures.js';

/** Runs bytes through a filter in chunks of `size` (segments and markers cut at every possible place). */
const through = (make: () => Transform, data: Buffer, size = data.length) => {
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) chunks.push(data.subarray(i, i + size));
  return buffer(Readable.from(chunks).pipe(make()));
};

const pixels = (data: Buffer) => sharp(data).raw().toBuffer();

/** An upright photo as a camera writes it: EXIF with GPS and the camera, XMP, a comment (orientation 1). */
async function cameraJpeg(progressive = false): Promise<Buffer> {
  const base = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .composite([{ input: Buffer.from('<svg width="64" height="48"><circle cx="20" cy="20" r="14" fill="#c21"/></svg>') }])
    .jpeg({ quality: 90, progressive })
    .withMetadata({ orientation: 1 })
    .withExifMerge({ IFD0: { Make: 'TestCam', ImageDescription: 'secret place' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
  const text = Buffer.from('my comment');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, text.length + 2]), text]);
  // SOI, comment, the rest, then bytes appended after the end marker.
  return Buffer.concat([base.subarray(0, 2), comment, base.subarray(2), Buffer.from('TRAILING SECRET')]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

describe('JPEG metadata strip', () => {
  it.each([false, true])('drops EXIF (GPS), comments and trailing bytes and keeps every pixel (progressive %s), whatever the chunking', async (progressive) => {
    const source = await cameraJpeg(progressive);
    expect(hasGpsTag((await sharp(source).metadata()).exif)).toBe(true);
    const whole = await through(() => new JpegMetadataStrip(), source);
    for (const size of [1, 3, 7, 4096]) expect((await through(() => new JpegMetadataStrip(), source, size)).equals(whole)).toBe(true);
    const meta = await sharp(whole).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp, meta.orientation]).toEqual(['jpeg', 64, 48, undefined, undefined, undefined]);
    for (const text of ['TestCam', 'secret place', 'my comment', 'TRAILING SECRET']) expect(whole.includes(Buffer.from(text))).toBe(false);
    expect((await pixels(whole)).equals(await pixels(source))).toBe(true);
    expect(whole.length).toBeLessThan(source.length);
  });

  it('copies restart markers, with or without fill bytes before them, as scan data', async () => {
    const source = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#357' } }).jpeg().toBuffer();
    const sos = source.indexOf(Buffer.from([0xff, 0xda]));
    const scanStart = sos + 2 + source.readUInt16BE(sos + 2);
    // Not a decodable picture, only the structure: scan bytes, a filled restart marker, more scan bytes, the end.
    const built = Buffer.concat([source.subarray(0, scanStart), Buffer.from([0x12, 0x34, 0xff, 0xff, 0xd0, 0x56, 0xff, 0x00, 0x78, 0xff, 0xd1, 0x9a, 0xff, 0xd9])]);
    const out = await through(() => new JpegMetadataStrip(), built, 3);
    expect(out.subarray(scanStart).equals(Buffer.from([0x12, 0x34, 0xff, 0xd0, 0x56, 0xff, 0x00, 0x78, 0xff, 0xd1, 0x9a, 0xff, 0xd9]))).toBe(true);
  });

  it('keeps the ICC profile (colours) and refuses a cut or foreign file as FILE_DAMAGED', async () => {
    const withIcc = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).jpeg().withIccProfile('p3').toBuffer();
    expect((await sharp(await through(() => new JpegMetadataStrip(), withIcc)).metadata()).icc).toBeDefined();
    const source = await cameraJpeg();
    const cut = source.subarray(0, source.length - 200);
    await expect(through(() => new JpegMetadataStrip(), cut)).rejects.toMatchObject({ key: 'FILE_DAMAGED' });
    await expect(through(() => new JpegMetadataStrip(), await png())).rejects.toMatchObject({ key: 'FILE_DAMAGED' });
  });
});

describe('PNG metadata strip', () => {
  it('drops text, time and EXIF chunks and bytes after IEND, keeps the pixels, whatever the chunking', async () => {
    const source = await png(20, 10);
    const afterHeader = 8 + 25; // signature + IHDR chunk
    const extra = Buffer.concat([pngChunk('tEXt', Buffer.from('Author\0Somebody secret')), pngChunk('tIME', Buffer.from([7, 234, 11, 24, 6, 0, 0])), pngChunk('prIV', Buffer.from('private'))]);
    const withText = Buffer.concat([source.subarray(0, afterHeader), extra, source.subarray(afterHeader), Buffer.from('TRAILING')]);
    expect((await sharp(withText).metadata()).format).toBe('png');
    const whole = await through(() => new PngMetadataStrip(), withText);
    for (const size of [1, 5, 4096]) expect((await through(() => new PngMetadataStrip(), withText, size)).equals(whole)).toBe(true);
    expect(whole.equals(source)).toBe(true);
    await expect(through(() => new PngMetadataStrip(), source.subarray(0, source.length - 5))).rejects.toMatchObject({ key: 'FILE_DAMAGED' });
  });
});
