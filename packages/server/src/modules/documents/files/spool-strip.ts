import { Transform, type TransformCallback } from 'node:stream';
import type { SpoolFilter, StrippedPicture } from '../../storage/spool.js';
import { JpegStripper, PngStripper, StripStream } from './strip.js';

/**
 * Pictures are written once (docs/performance.md, issue 14, fourth pass): a JPEG or PNG is copied without its
 * metadata while it is received, so the spooled file is the one stored (no second copy after the checks). Anything
 * else passes through unchanged. Bad structure does not stop the upload here: it is reported (`damaged`) and
 * refused as FILE_DAMAGED by normaliseImage, after the checks that came first before (name, type, pixels), so the
 * same refusal is given as when the picture was stripped after being spooled.
 */

/**
 * The EXIF orientation in a TIFF block (IFD0, tag 0x0112): 1 when the tag is absent, null when the block cannot be
 * read (then the segment is kept and libvips decides, as before this filter existed).
 */
export function exifOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return null;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd < 8 || ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + k * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112) return u16(entry + 2) === 3 ? u16(entry + 8) : null;
  }
  return 1;
}

const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');

/**
 * The smallest EXIF segment that turns a picture: APP1, "Exif", a big-endian TIFF header and one IFD0 entry,
 * Orientation (SHORT). 34 bytes; nothing else of the camera's EXIF (GPS, serial numbers, dates) survives.
 */
export function orientationSegment(orientation: number): Buffer {
  const b = Buffer.alloc(36);
  b.writeUInt16BE(0xffe1, 0);
  b.writeUInt16BE(34, 2); // length, counting itself
  EXIF_ID.copy(b, 4);
  b.write('MM\0\x2a', 10, 'latin1');
  b.writeUInt32BE(8, 14); // IFD0 right after the header
  b.writeUInt16BE(1, 18); // one entry
  b.writeUInt16BE(0x0112, 20);
  b.writeUInt16BE(3, 22); // SHORT
  b.writeUInt32BE(1, 24); // one value
  b.writeUInt16BE(orientation, 28); // value in the entry, padded; next IFD offset 0 follows
  return b;
}

/**
 * Parses a JPEG without its metadata but keeps how it is turned, losslessly: an EXIF segment whose orientation is
 * 2-8 is replaced in place by `orientationSegment` (docs/performance.md, "Turned pictures keep their tag"). Browsers
 * (`image-orientation: from-image`, the default), the viewer and the thumbnails (sharp's rotate) show it upright, so
 * the 12 MP decode, turn and re-encode is not needed. An EXIF segment whose orientation cannot be read is kept
 * whole (`metadataKept`): libvips decides, and such a picture is redrawn, never stored with it.
 */
export class OrientedJpegStripper extends JpegStripper {
  metadataKept = false;
  /** The orientation written (2-8), 1 when the picture is stored upright as it is. */
  orientation = 1;

  protected override keepSegment(marker: number, segment: Buffer): boolean | Buffer {
    if (marker !== 0xe1 || !segment.subarray(4, 10).equals(EXIF_ID)) return super.keepSegment(marker, segment);
    const orientation = exifOrientation(segment.subarray(10));
    if (orientation === 1) return false;
    if (orientation !== null && orientation >= 2 && orientation <= 8) {
      this.orientation = orientation;
      return orientationSegment(orientation);
    }
    this.metadataKept = true;
    return true;
  }
}

/** OrientedJpegStripper as a stream: the copy of a turned JPEG made after the checks (files/normalise.ts). */
export class OrientedJpegStrip extends StripStream<OrientedJpegStripper> {
  constructor() {
    super(new OrientedJpegStripper());
  }

  get metadataKept(): boolean {
    return this.stripper.metadataKept;
  }
}

/** Also keeps eXIf chunks (rare in PNG): such a picture goes through the copy after the checks, as before. */
class SpoolPngStripper extends PngStripper {
  metadataKept = false;

  protected override keepChunk(type: string): boolean {
    if (type !== 'eXIf') return super.keepChunk(type);
    this.metadataKept = true;
    return true;
  }
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SNIFF_BYTES = PNG_MAGIC.length;

/** Chooses by the first bytes: a JPEG or PNG goes through its stripper, called directly; anything else unchanged. */
class PictureSpoolStrip extends Transform {
  private start: Buffer[] = [];
  private startLength = 0;
  private inner: OrientedJpegStripper | SpoolPngStripper | null = null;
  private readonly pushPart = (part: Buffer) => {
    this.push(part);
  };
  private passThrough = false;
  private format: StrippedPicture['format'] | null = null;
  damaged = false;

  constructor(highWaterMark: number) {
    super({ highWaterMark });
  }

  outcome(): StrippedPicture | null {
    if (!this.format || !this.inner) return null;
    return { format: this.format, damaged: this.damaged, metadataKept: this.inner.metadataKept };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.passThrough) return callback(null, chunk);
    if (this.inner) return this.feed(chunk, callback);
    this.start.push(chunk);
    this.startLength += chunk.length;
    if (this.startLength < SNIFF_BYTES) return callback();
    this.choose();
    this.forward(callback);
  }

  override _flush(callback: TransformCallback): void {
    // Shorter than a PNG signature: decided now.
    if (!this.inner && !this.passThrough) {
      this.choose();
      return this.forward(() => this.finish(callback));
    }
    this.finish(callback);
  }

  private finish(callback: TransformCallback): void {
    // Cut short (no end marker, no IEND): reported, as broken structure is.
    if (this.inner && !this.inner.complete) this.damaged = true;
    callback();
  }

  private choose(): void {
    const first = Buffer.concat(this.start);
    if (first.subarray(0, 3).equals(JPEG_MAGIC)) this.format = 'jpeg';
    else if (first.subarray(0, 8).equals(PNG_MAGIC)) this.format = 'png';
    if (!this.format) {
      this.passThrough = true;
      return;
    }
    this.inner = this.format === 'jpeg' ? new OrientedJpegStripper() : new SpoolPngStripper();
  }

  private forward(callback: TransformCallback): void {
    const first = Buffer.concat(this.start);
    this.start = [];
    if (!this.passThrough) return this.feed(first, callback);
    if (first.length) this.push(first);
    callback();
  }

  private feed(chunk: Buffer, callback: TransformCallback): void {
    if (this.damaged || !this.inner) return callback();
    try {
      this.inner.feed(chunk, this.pushPart);
    } catch {
      // Bad structure: reported, and nothing more is written (the file will be refused, then removed).
      this.damaged = true;
    }
    callback();
  }
}

/** The spool filter for document uploads (documents.upload.ts). */
export function pictureSpoolFilter(highWaterMark: number): SpoolFilter {
  const stream = new PictureSpoolStrip(highWaterMark);
  return { stream, outcome: () => stream.outcome() };
}
