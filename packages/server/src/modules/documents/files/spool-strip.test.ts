import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spoolToTemp } from '../../storage/spool.js';
import { inspectFile, normaliseImage } from './inspect.js';
import { makeThumbnail, renderPage } from './render.js';
import { exifOrientation, orientationSegment, pictureSpoolFilter } from './spool-strip.js';
import { JpegMetadataStrip, PngMetadataStrip } from './strip.js';
import { hasGpsTag, jpegWithExif, pdf } from './test-fixtures.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-spool-strip-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Spools `data` in chunks of `size` through the documents' picture filter, as an upload is received. */
function spoolStripped(data: Buffer, name: string, size = data.length) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) chunks.push(data.subarray(i, i + size));
  return spoolToTemp(Readable.from(chunks), { maxBytes: 100_000_000, tempDir: dir, originalName: name, filter: () => pictureSpoolFilter(64 * 1024) });
}

/** An upright camera photo: EXIF (orientation 1, GPS, camera), a comment, and bytes after the end marker. */
async function uprightCameraJpeg(): Promise<Buffer> {
  const base = await sharp({ create: { width: 80, height: 50, channels: 3, background: '#2a6' } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 1 })
    .withExifMerge({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
  return Buffer.concat([base, Buffer.from('TRAILING SECRET')]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG with a text chunk (and, if asked, an eXIf chunk) after its header. */
async function pngWith(extra: Buffer[]): Promise<Buffer> {
  const plain = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#08f' } }).png().toBuffer();
  const afterHeader = 8 + 25; // signature, IHDR
  return Buffer.concat([plain.subarray(0, afterHeader), pngChunk('tEXt', Buffer.from('Comment\0secret note')), ...extra, plain.subarray(afterHeader)]);
}

describe('pictures stripped while they are spooled', () => {
  it.each([1, 5, 4096, 1 << 20])('an upright JPEG is written once, without metadata, as the copy after spooling would be (chunks of %i)', async (size) => {
    const source = await uprightCameraJpeg();
    const expected = await buffer(Readable.from([source]).pipe(new JpegMetadataStrip()));
    const file = await spoolStripped(source, 'photo.jpg', size);
    const onDisk = await readFile(file.path);
    expect(onDisk.equals(expected)).toBe(true);
    expect([file.size, file.sha256, file.receivedSize]).toEqual([expected.length, sha(expected), source.length]);
    expect(file.head.equals(source.subarray(0, file.head.length))).toBe(true); // the checks see what the user sent
    expect(file.stripped).toEqual({ format: 'jpeg', damaged: false, metadataKept: false });
    for (const text of ['TestCam', 'TRAILING SECRET']) expect(onDisk.includes(Buffer.from(text))).toBe(false);
  });

  it('normaliseImage then stores that very file: same path, same digest, every pixel as sent', async () => {
    const source = await uprightCameraJpeg();
    const inspected = await inspectFile(await spoolStripped(source, 'photo.jpg'));
    const ready = await normaliseImage(inspected, dir);
    expect([ready.path, ready.sha256]).toEqual([inspected.path, inspected.sha256]);
    expect(existsSync(ready.path)).toBe(true);
    expect((await sharp(ready.path).raw().toBuffer()).equals(await sharp(source).raw().toBuffer())).toBe(true);
    expect((await sharp(ready.path).metadata()).exif).toBeUndefined();
  });

  it.each([1, 7, 4096])('keeps only the orientation of a turned photo, in place, losslessly; it is stored as spooled (chunks of %i)', async (size) => {
    const source = await jpegWithExif(40, 20); // orientation 6, GPS, camera
    const file = await spoolStripped(source, 'turned.jpg', size);
    expect(file.stripped).toEqual({ format: 'jpeg', damaged: false, metadataKept: false });
    const onDisk = await readFile(file.path);
    expect(onDisk.includes(orientationSegment(6))).toBe(true);
    expect(onDisk.includes(Buffer.from('TestCam'))).toBe(false);
    const meta = await sharp(file.path).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif?.length]).toEqual([40, 20, 6, 32]); // "Exif\0\0" and the TIFF block
    expect(hasGpsTag(meta.exif)).toBe(false);
    expect((await sharp(file.path).raw().toBuffer()).equals(await sharp(source).raw().toBuffer())).toBe(true);
    const ready = await normaliseImage(await inspectFile(file), dir);
    expect([ready.path, ready.sha256]).toEqual([file.path, sha(onDisk)]);
    // Shown upright wherever it is drawn: the thumbnail and the viewer apply the tag (files/render.ts).
    const thumb = await sharp((await makeThumbnail(ready.path, 'IMAGE'))!).metadata();
    expect(thumb.height).toBeGreaterThan(thumb.width!);
    const page = await sharp((await renderPage(onDisk, 'IMAGE', 1, 200)).png).metadata();
    expect([page.width, page.height]).toEqual([20, 40]); // the 40 x 20 landscape drawn as a portrait
  });

  it('redraws a turned photo when the pixels must be upright (recognition), then without any metadata', async () => {
    const file = await spoolStripped(await jpegWithExif(40, 20), 'turned.jpg', 7);
    const ready = await normaliseImage(await inspectFile(file), dir, { redrawTurned: true });
    expect(ready.path).not.toBe(file.path);
    expect(existsSync(file.path)).toBe(false);
    const meta = await sharp(ready.path).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([20, 40, undefined, undefined]);
  });

  it('keeps an EXIF block whose orientation it cannot read; such a photo is redrawn, never stored with it', async () => {
    const source = await jpegWithExif(40, 20);
    // Orientation written as a LONG: libvips still reads 6, our reader does not.
    const at = source.indexOf(Buffer.from([0x01, 0x12, 0x00, 0x03])) >= 0 ? source.indexOf(Buffer.from([0x01, 0x12, 0x00, 0x03])) : source.indexOf(Buffer.from([0x12, 0x01, 0x03, 0x00]));
    expect(at).toBeGreaterThan(0);
    const odd = Buffer.from(source);
    if (odd[at] === 0x01) odd[at + 3] = 0x04;
    else odd[at + 2] = 0x04;
    const file = await spoolStripped(odd, 'odd.jpg', 5);
    expect(file.stripped).toEqual({ format: 'jpeg', damaged: false, metadataKept: true });
    const ready = await normaliseImage(await inspectFile(file), dir);
    const meta = await sharp(ready.path).metadata();
    expect(hasGpsTag(meta.exif)).toBe(false);
    expect((await readFile(ready.path)).includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('reports a cut JPEG instead of failing the upload; normaliseImage refuses it as FILE_DAMAGED', async () => {
    const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    const file = await spoolStripped(whole.subarray(0, whole.length - 100), 'cut.jpg', 1000);
    expect(file.stripped).toMatchObject({ format: 'jpeg', damaged: true });
    const inspected = await inspectFile(file);
    await expect(normaliseImage(inspected, dir)).rejects.toMatchObject({ key: 'FILE_DAMAGED' });
  });

  it('reports a JPEG broken before its frame, and keeps reading the body to its end', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0x00]), Buffer.alloc(200_000, 7)]);
    const file = await spoolStripped(broken, 'broken.jpg', 4096);
    expect(file.stripped).toMatchObject({ format: 'jpeg', damaged: true });
    expect(file.receivedSize).toBe(broken.length);
    const tiny = await spoolStripped(Buffer.from([0xff, 0xd8, 0xff]), 'tiny.jpg');
    expect(tiny.stripped).toMatchObject({ format: 'jpeg', damaged: true });
  });

  it('strips a PNG\'s text chunks; an eXIf chunk is kept and the picture goes through the copy after the checks', async () => {
    const plain = await spoolStripped(await pngWith([]), 'card.png', 9);
    expect(plain.stripped).toEqual({ format: 'png', damaged: false, metadataKept: false });
    const plainBytes = await readFile(plain.path);
    expect(plainBytes.includes(Buffer.from('secret note'))).toBe(false);
    expect(plainBytes.equals(await buffer(Readable.from([await pngWith([])]).pipe(new PngMetadataStrip())))).toBe(true);

    const exif = Buffer.from('MM\0\x2a\0\0\0\x08\0\0', 'latin1');
    const withExif = await spoolStripped(await pngWith([pngChunk('eXIf', exif)]), 'card.png');
    expect(withExif.stripped).toEqual({ format: 'png', damaged: false, metadataKept: true });
    const ready = await normaliseImage(await inspectFile(withExif), dir);
    expect(ready.path).not.toBe(withExif.path);
    expect((await readFile(ready.path)).includes(Buffer.from('eXIf'))).toBe(false);
  });

  it.each([
    ['a PDF', async () => pdf(1)],
    ['bytes of no format', async () => Buffer.from('hello, not a picture at all')],
    ['a file shorter than a PNG signature', async () => Buffer.from('short')],
  ])('leaves %s exactly as sent', async (_label, make) => {
    const source = await make();
    const file = await spoolStripped(source, 'file.pdf', 2);
    expect((await readFile(file.path)).equals(source)).toBe(true);
    expect([file.size, file.sha256, file.stripped]).toEqual([source.length, sha(source), undefined]);
  });

  it('still refuses a file over the limit on what was received, and leaves nothing behind', async () => {
    const source = await uprightCameraJpeg();
    const before = await readdir(dir);
    const source2 = Readable.from([source]);
    await expect(spoolToTemp(source2, { maxBytes: source.length - 1, tempDir: dir, originalName: 'big.jpg', filter: () => pictureSpoolFilter(1024) })).rejects.toMatchObject({ key: 'FILE_TOO_LARGE' });
    expect(await readdir(dir)).toEqual(before);
  });
});

describe('exifOrientation', () => {
  const tiff = (little: boolean, entries: [tag: number, type: number, value: number][]) => {
    const b = Buffer.alloc(8 + 2 + entries.length * 12 + 4);
    const u16 = (v: number, at: number) => (little ? b.writeUInt16LE(v, at) : b.writeUInt16BE(v, at));
    b.write(little ? 'II' : 'MM', 0, 'latin1');
    u16(42, 2);
    if (little) b.writeUInt32LE(8, 4);
    else b.writeUInt32BE(8, 4);
    u16(entries.length, 8);
    entries.forEach(([tag, type, value], k) => {
      u16(tag, 10 + k * 12);
      u16(type, 12 + k * 12);
      u16(value, 18 + k * 12);
    });
    return b;
  };

  it('reads the tag in either byte order, 1 when absent, null when unreadable', () => {
    expect(exifOrientation(tiff(true, [[0x010f, 2, 0], [0x0112, 3, 6]]))).toBe(6);
    expect(exifOrientation(tiff(false, [[0x0112, 3, 8]]))).toBe(8);
    expect(exifOrientation(tiff(true, [[0x010f, 2, 0]]))).toBe(1);
    expect(exifOrientation(tiff(true, [[0x0112, 4, 6]]))).toBeNull(); // not a SHORT
    expect(exifOrientation(Buffer.from('XX\0\x2a\0\0\0\x08'))).toBeNull();
    expect(exifOrientation(tiff(true, [[0x0112, 3, 6]]).subarray(0, 14))).toBeNull(); // cut inside the directory
  });
});
