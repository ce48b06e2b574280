import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../../../lib/errors.js';

/**
 * Metadata removed from an upright JPEG or PNG without decoding it (docs/performance.md, issue 14): the compressed
 * picture is copied byte for byte, only the segments (JPEG) or chunks (PNG) that carry metadata are left out.
 * Decoding and re-encoding a 12 MP photo cost ~0.5-1 s of CPU and hundreds of MB; this is a copy. A picture whose
 * EXIF orientation is not "upright" still goes through sharp (it must be redrawn), as does anything these filters
 * refuse. Truncated or malformed structure is FILE_DAMAGED; the pixels themselves are checked by decoding the
 * thumbnail from the stripped file before the answer.
 */

const damaged = () => new AppError('FILE_DAMAGED');
const EMPTY = Buffer.alloc(0);

/**
 * Kept ranges of one input buffer, pushed as few pieces as possible: adjacent ranges are joined, so a chunk of scan
 * data or of PNG data goes out as one buffer instead of hundreds of small ones (memory and time, issue 14).
 */
function coalesce(b: Buffer, push: (part: Buffer) => void) {
  let from = 0;
  let to = 0;
  const out = (start: number, end: number) => {
    if (start !== to) {
      if (to > from) push(b.subarray(from, to));
      from = start;
    }
    to = end;
  };
  out.flush = () => {
    if (to > from) push(b.subarray(from, to));
    from = to;
  };
  return out;
}

/** JPEG APPn segments kept: JFIF without its embedded thumbnail, the ICC colour profile, Adobe's colour transform flag. */
function keepJpegSegment(marker: number, segment: Buffer): boolean {
  const id = (text: string) => segment.subarray(4, 4 + text.length).toString('latin1') === text;
  if (marker === 0xe0) return id('JFIF\0') && segment.length >= 18 && segment[16] === 0 && segment[17] === 0;
  if (marker === 0xe2) return id('ICC_PROFILE\0');
  if (marker === 0xee) return id('Adobe');
  if (marker > 0xe0 && marker <= 0xef) return false; // EXIF, XMP, IPTC, MPF, maker notes...
  if (marker === 0xfe) return false; // comment
  return true; // tables, frame and scan headers, restart interval
}

type JpegState = 'soi' | 'marker' | 'entropy' | 'done';

/** Passes on the kept bytes of each piece fed to a stripper. */
export type Push = (part: Buffer) => void;

/**
 * The parse behind a strip, without a stream of its own: fed piece by piece, it passes on what is kept and throws
 * FILE_DAMAGED on broken structure. The copy after the checks wraps it in a stream (StripStream); the spool's picture
 * filter (files/spool-strip.ts) calls it directly, since a stream inside a stream held every piece of ten uploads
 * through one more round of callbacks and buffers (docs/performance.md, issue 14, fifteenth pass).
 */
export interface Stripper {
  feed(chunk: Buffer, push: Push): void;
  /** The structure reached its end (JPEG end marker, PNG IEND): anything short of it is FILE_DAMAGED. */
  readonly complete: boolean;
}

type Out = ReturnType<typeof coalesce>;

/** What both strippers share: bytes of a structure cut by the end of a piece wait for the next piece. */
abstract class CarryingStripper implements Stripper {
  private carry: Buffer = EMPTY;
  abstract readonly complete: boolean;

  /** Parses `b` from its start, passing kept ranges to `out` (or bytes of its own to `push`); returns where it stopped. */
  protected abstract parse(b: Buffer, out: Out, push: Push): number;

  feed(chunk: Buffer, push: Push): void {
    const b = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const out = coalesce(b, push);
    const i = this.parse(b, out, push);
    out.flush();
    this.carry = i < b.length ? Buffer.from(b.subarray(i)) : EMPTY;
  }
}

/** Parses a JPEG, leaving out metadata segments (EXIF with GPS and orientation, XMP, IPTC, comments) and anything after its end marker. */
export class JpegStripper extends CarryingStripper {
  private state: JpegState = 'soi';

  /**
   * Whether a segment (marker, length and data) is copied, or the segment written in its place; a subclass may keep
   * more or write a smaller one (files/spool-strip.ts).
   */
  protected keepSegment(marker: number, segment: Buffer): boolean | Buffer {
    return keepJpegSegment(marker, segment);
  }

  override get complete(): boolean {
    return this.state === 'done';
  }

  protected parse(b: Buffer, out: Out, push: Push): number {
    let i = 0;
    loop: while (i < b.length) {
      switch (this.state) {
        case 'soi':
          if (b.length - i < 2) break loop;
          if (b[i] !== 0xff || b[i + 1] !== 0xd8) throw damaged();
          out(i, i + 2);
          i += 2;
          this.state = 'marker';
          break;
        case 'marker': {
          if (b.length - i < 2) break loop;
          if (b[i] !== 0xff) throw damaged();
          const marker = b[i + 1]!;
          if (marker === 0xff) {
            i += 1; // fill byte before a marker
          } else if (marker === 0xd9) {
            out(i, i + 2);
            i += 2;
            this.state = 'done';
          } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
            out(i, i + 2); // no length
            i += 2;
            // A restart marker reached through fill bytes (0xFF 0xFF 0xD0) sits inside scan data: more follows.
            if (marker !== 0x01) this.state = 'entropy';
          } else if (marker === 0xd8 || marker === 0x00) {
            throw damaged();
          } else {
            if (b.length - i < 4) break loop;
            const length = b.readUInt16BE(i + 2);
            if (length < 2) throw damaged();
            if (b.length - i < 2 + length) break loop; // a segment is at most 64 KiB: wait for all of it
            const segment = b.subarray(i, i + 2 + length);
            const kept = this.keepSegment(marker, segment);
            if (kept === true) out(i, i + 2 + length);
            else if (kept) {
              out.flush(); // what came before goes first
              push(kept);
            }
            i += 2 + length;
            if (marker === 0xda) this.state = 'entropy';
          }
          break;
        }
        case 'entropy': {
          // Scan data runs to the next marker that is not a stuffed 0xFF or a restart: copied as one piece.
          let j = i;
          let atMarker = false;
          for (;;) {
            const ff = b.indexOf(0xff, j);
            if (ff === -1) {
              j = b.length;
              break;
            }
            if (ff + 1 >= b.length) {
              j = ff; // a last 0xFF waits for the byte after it
              break;
            }
            const next = b[ff + 1]!;
            if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
              j = ff + 2;
              continue;
            }
            j = ff;
            atMarker = true;
            break;
          }
          if (j > i) out(i, j);
          i = j;
          if (atMarker) this.state = 'marker'; // next scan's tables, next scan, or the end
          else if (i < b.length) break loop;
          break;
        }
        case 'done':
          i = b.length; // trailing bytes (appended data, second pictures of MPF files) are dropped
          break;
      }
    }
    return i;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG chunks kept: the critical ones and those that change how the pixels look. Text, time, EXIF and private chunks go. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'cICP', 'pHYs', 'bKGD']);

type PngState = 'signature' | 'header' | 'body' | 'done';

/** Parses a PNG, leaving out text (tEXt, zTXt, iTXt), eXIf, tIME, animation and private chunks and anything after IEND. */
export class PngStripper extends CarryingStripper {
  private state: PngState = 'signature';
  /** Bytes of the current chunk's data and CRC still to copy or skip. */
  private remaining = 0;
  private keep = false;
  private ended = false;

  /** Whether a chunk of this type is copied; a subclass may keep more (files/spool-strip.ts). */
  protected keepChunk(type: string): boolean {
    return PNG_KEPT.has(type);
  }

  override get complete(): boolean {
    return this.state === 'done';
  }

  protected parse(b: Buffer, out: Out): number {
    let i = 0;
    loop: while (i < b.length) {
      switch (this.state) {
        case 'signature':
          if (b.length - i < 8) break loop;
          if (!b.subarray(i, i + 8).equals(PNG_SIGNATURE)) throw damaged();
          out(i, i + 8);
          i += 8;
          this.state = 'header';
          break;
        case 'header': {
          if (b.length - i < 8) break loop;
          const length = b.readUInt32BE(i);
          const type = b.subarray(i + 4, i + 8).toString('latin1');
          if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) throw damaged();
          this.keep = this.keepChunk(type);
          this.ended = type === 'IEND';
          if (this.keep) out(i, i + 8);
          this.remaining = length + 4;
          i += 8;
          this.state = 'body';
          break;
        }
        case 'body': {
          const take = Math.min(this.remaining, b.length - i);
          if (this.keep) out(i, i + take);
          this.remaining -= take;
          i += take;
          if (this.remaining === 0) this.state = this.ended ? 'done' : 'header';
          break;
        }
        case 'done':
          i = b.length;
          break;
      }
    }
    return i;
  }
}

/** A stripper as a stream: the copy made after the checks (files/normalise.ts). */
export class StripStream<S extends Stripper = Stripper> extends Transform {
  private readonly pushPart: Push = (part) => {
    this.push(part);
  };

  constructor(readonly stripper: S) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.stripper.feed(chunk, this.pushPart);
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    callback(this.stripper.complete ? null : damaged());
  }
}

/** Copies a JPEG without its metadata (JpegStripper). */
export class JpegMetadataStrip extends StripStream<JpegStripper> {
  constructor() {
    super(new JpegStripper());
  }
}

/** Copies a PNG without its metadata (PngStripper). */
export class PngMetadataStrip extends StripStream<PngStripper> {
  constructor() {
    super(new PngStripper());
  }
}
