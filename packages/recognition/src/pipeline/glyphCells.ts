import { normalizeMrzText } from '../mrz/normalize.js';
import { percentileOf } from './image.js';
import type { OcrLine, RawRgba } from './paddle.js';

// A zone line read as one region, cut into its characters' cells (issue 12, small scans; fillerGlyphs.ts compares
// them). A cell is one character pitch wide and the crop's height, resampled, its mean removed and its length 1: the
// cosine of two cells says how alike their shapes are, whatever the ink's darkness.

/** A cell's pixels, resampled to this many columns and rows (a zone character is ~1:1.6). */
const [COLS, ROWS] = [10, 16];

/** Ink of each of a line crop's pixels (0 paper, 1 darkest), grey from RGBA, stretched between the crop's 5th and 95th percentiles. */
function inkOf(image: RawRgba): Float32Array {
  const n = image.width * image.height;
  const grey = new Float32Array(n);
  const histogram = new Array<number>(256).fill(0);
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    grey[p] = image.data[i]! * 0.299 + image.data[i + 1]! * 0.587 + image.data[i + 2]! * 0.114;
    histogram[Math.round(grey[p]!)]!++;
  }
  const [dark, light] = [percentileOf(histogram, 0.05), percentileOf(histogram, 0.95)];
  const span = Math.max(1, light - dark);
  for (let p = 0; p < n; p++) grey[p] = Math.min(1, Math.max(0, (light - grey[p]!) / span));
  return grey;
}

/** The cell centred at `x` (crop pixels), `width` wide, the crop's full height, resampled (area average) to COLS x ROWS; zero mean, unit length. */
function cell(ink: Float32Array, image: RawRgba, x: number, width: number): Float32Array {
  const out = new Float32Array(COLS * ROWS);
  const left = x - width / 2;
  for (let r = 0; r < ROWS; r++) {
    const [y0, y1] = [Math.floor((r * image.height) / ROWS), Math.max(Math.floor((r * image.height) / ROWS) + 1, Math.floor(((r + 1) * image.height) / ROWS))];
    for (let c = 0; c < COLS; c++) {
      const x0 = Math.max(0, Math.floor(left + (c * width) / COLS));
      const x1 = Math.min(image.width, Math.max(x0 + 1, Math.floor(left + ((c + 1) * width) / COLS)));
      let sum = 0;
      for (let y = y0; y < y1; y++) {
        for (let xx = x0; xx < x1; xx++) sum += ink[y * image.width + xx]!;
      }
      // A cell past the crop's edge (a shifted first or last character) counts as paper there.
      const count = Math.max(0, (y1 - y0) * (x1 - x0));
      out[r * COLS + c] = count ? sum / count : 0;
    }
  }
  const mean = out.reduce((s, v) => s + v, 0) / out.length;
  let norm = 0;
  for (let i = 0; i < out.length; i++) {
    out[i] = out[i]! - mean;
    norm += out[i]! * out[i]!;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / norm;
  return out;
}

export const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * b[i]!, 0);

export function meanOf(cells: Float32Array[]): Float32Array {
  const out = new Float32Array(COLS * ROWS);
  for (const c of cells) for (let i = 0; i < out.length; i++) out[i] = out[i]! + c[i]!;
  const norm = Math.sqrt(dot(out, out)) || 1;
  return out.map((v) => v / norm);
}

/** The characters of `text` that normalizeMrzText keeps, by their index in `text`, when it keeps each alone (1:1). */
function keptIndexes(text: string, normalized: string): number[] | null {
  const kept = [...text].flatMap((c, i) => (normalizeMrzText(c).length === 1 || c === '>' ? [i] : []));
  return kept.length === normalized.length ? kept : null;
}

/** A line read as one region, cut into the cells of its normalised text. */
export interface LineGlyphs {
  normalized: string;
  /** The cell of the normalized line's character `i`, moved by `shift` characters. */
  at: (i: number, shift?: number) => Float32Array;
  /** The centre of the normalized line's character `i` in the crop (pixels), the line's character pitch, the crop. */
  x: (i: number) => number;
  /** Where the normalized line's character `i` is in the text as read. */
  source: (i: number) => number;
  pitch: number;
  image: RawRgba;
  /** The crop's ink (inkOf), measured on first use. */
  ink: () => Float32Array;
}

/** Each crop's ink, kept while the crop lives. */
const inks = new WeakMap<RawRgba, Float32Array>();

function inkOfCrop(image: RawRgba): Float32Array {
  let ink = inks.get(image);
  if (!ink) inks.set(image, (ink = inkOf(image)));
  return ink;
}

/** The cells of a line read as one region, or null (no places, characters normalised away in groups, no pitch). */
export function cellsOf(line: OcrLine): LineGlyphs | null {
  if (!line.glyphs) return null;
  const normalized = normalizeMrzText(line.text);
  const kept = keptIndexes(line.text, normalized);
  if (!kept) return null;
  const xs = kept.map((i) => line.glyphs!.x[i]!);
  const steps = xs.slice(1).map((x, i) => x - xs[i]!).sort((a, b) => a - b);
  const pitch = steps[Math.floor(steps.length / 2)]!;
  if (!(pitch > 2)) return null;
  const { image } = line.glyphs;
  // Measured once a cell is asked for (most lines of a page have no place a filler could be), and once a crop: a line
  // whose letters were put right (lookAlikeLetters.ts) keeps its crop for the filler rule after it.
  const ink = () => inkOfCrop(image);
  return { normalized, at: (i, shift = 0) => cell(ink(), image, xs[i]! + shift * pitch, pitch), x: (i) => xs[i]!, source: (i) => kept[i]!, pitch, image, ink };
}
