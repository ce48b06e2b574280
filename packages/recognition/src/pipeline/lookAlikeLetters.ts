import { SMALL_CHARACTER_PITCH } from '../mrz/confusions.js';
import { cellsOf, type LineGlyphs } from './glyphCells.js';
import type { OcrLine } from './paddle.js';
import { nameStart, zoneLength } from './zoneLines.js';

// At 5-8 px a character (small scans) the recogniser reads a name's W as H and its M as N (EDWARDS as EDHARDS, OMAR as
// ONAR; issue 12). The four letters share their two upright strokes and differ in what joins them: H a bar at
// mid-height, W strokes rising from the foot, M strokes falling from the head, N a diagonal through the middle. So the
// ink of a character's middle third of columns, row by row, tells them apart where the whole shape no longer does:
// its centroid (0 top, 1 foot of the line's letters), the share of rows inked at least half as much as the most, and
// how much lower the ink lies right of the middle than left of it. Measured on the small-scan corpus (seeds 7, 11 and
// 99, 450 letters, docs/benchmarks.md): centroid H 0.479-0.531, W 0.551-0.656; M 0.382-0.453, N 0.450-0.568, and
// centroid + 0.3 x share M 0.56-0.68, N 0.67-0.81; slant (seed 99, and 140 letters of larger documents) M -0.08-0.07
// (the four read as N: up to 0.008), N 0.019-0.16.

// Only characters SMALL_CHARACTER_PITCH wide on the page or narrower: larger, the recogniser tells the four apart, and a
// sharp N's diagonal can put its middle's ink as high as an M's (id cards at 20-30 px a character: 0.41-0.44).
/** A read H whose middle's ink lies this low or lower is a W (H reach 0.531). */
const W_BELOW = 0.545;
/**
 * A read N whose middle's ink lies this high or higher, scores this low with its spread, and leans no more than this
 * (an M is its own mirror image) is an M.
 */
const [M_ABOVE, M_SCORE, M_SLANT] = [0.44, 0.64, 0.015];
/** A read H with its ink this high and spread over this share of the rows is an M (an H's bar is thin and central). */
const [M_FROM_H_ABOVE, M_FROM_H_SPREAD] = [0.44, 0.5];

/** What a character's middle shows (middleInk). */
export interface MiddleInk {
  /** Where its middle third of columns is inked: the ink's centroid down the letters' height (0 top, 1 foot). */
  centroid: number;
  /** The share of its rows inked at least half as much as the most inked. */
  spread: number;
  /** How much lower the ink lies right of the middle than left of it (an N's diagonal: 0.02-0.16; an M's V: -0.08-0.07). */
  slant: number;
}

/**
 * The middle of the normalized line's character `i`, between the rows the line's letters cover (`rows`): its middle
 * third of columns for the centroid and spread, a fifth to a half and a half to four fifths of its pitch for the slant.
 */
export function middleInk(g: LineGlyphs, i: number, rows: { top: number; bottom: number }): MiddleInk | null {
  const { image, pitch } = g;
  const ink = g.ink();
  const left = g.x(i) - pitch / 2;
  // The ink of each row between two fractions of the pitch, top to bottom.
  const profile = (from: number, to: number) => {
    const [x0, x1] = [Math.max(0, Math.floor(left + pitch * from)), Math.min(image.width, Math.ceil(left + pitch * to))];
    return Array.from({ length: rows.bottom - rows.top + 1 }, (_, k) => {
      let v = 0;
      for (let x = x0; x < x1; x++) v += ink[(rows.top + k) * image.width + x]!;
      return v;
    });
  };
  const centroidOf = (p: number[]) => p.reduce((s, v, k) => s + v * k, 0) / p.reduce((s, v) => s + v, 0) / (p.length - 1);
  const middle = profile(1 / 3, 2 / 3);
  const most = Math.max(...middle);
  if (!(most > 0)) return null;
  return {
    centroid: centroidOf(middle),
    spread: middle.filter((v) => v >= most * 0.5).length / middle.length,
    slant: centroidOf(profile(0.5, 0.8)) - centroidOf(profile(0.2, 0.5)),
  };
}

/**
 * The ink of character `i`'s cell between two fractions of the pitch about its centre (`from`, `to`) and two fractions of
 * the letters' height from their top (`top`, `bottom`).
 */
function inkAbout(g: LineGlyphs, i: number, rows: { top: number; bottom: number }) {
  const { image, pitch } = g;
  const ink = g.ink();
  const height = rows.bottom - rows.top + 1;
  return (from: number, to: number, top: number, bottom: number): number => {
    const [x0, x1] = [Math.max(0, Math.floor(g.x(i) + pitch * from)), Math.min(image.width, Math.ceil(g.x(i) + pitch * to))];
    const [y0, y1] = [Math.max(0, Math.floor(rows.top + height * top)), Math.min(image.height, Math.ceil(rows.top + height * bottom))];
    let v = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) v += ink[y * image.width + x]!;
    return v;
  };
}

/**
 * How much a read O's lower right holds a Q's tail: OCR-B's Q is its O with a short stroke into the foot of its bowl,
 * right of the middle, which the recogniser loses at 5-8 px a character (LINDQVIST read LINDOVIST by every reading, and
 * the print as small reads it alike). Two measures of the cell's ink, each as a share of the whole cell's: how much more
 * the right half than the left holds in the lower half, less the same in the upper half (the bowl is symmetric, and a
 * cell centred a little off shifts both halves alike); and how much more the middle's lower part holds than its upper
 * part (an O's counter is empty there). Measured on the small-scan corpus (seeds 83, 101 and 47, 30 each of small-scan
 * and small-scan-jpeg; docs/benchmarks.md): their sum 0.121-0.183 on the 7 Qs read as O (seeds 83 and 101), at most
 * 0.067 on 329 Os. Seed 179's small-scan-5 put an O at 0.092, in a band reading that took most of its line's fillers for
 * letters (HUGO read HUGQ there): the threshold lies between that O and the least Q.
 */
export function qTailInk(g: LineGlyphs, i: number, rows: { top: number; bottom: number }): number | null {
  const inked = inkAbout(g, i, rows);
  const cell = inked(-0.5, 0.5, 0, 1);
  if (!(cell > 0)) return null;
  const leaning = inked(0, 0.4, 0.55, 1) - inked(-0.4, 0, 0.55, 1) - (inked(0, 0.4, 0, 0.45) - inked(-0.4, 0, 0, 0.45));
  const footed = inked(-0.15, 0.25, 0.6, 0.9) - inked(-0.15, 0.25, 0.1, 0.4);
  return (leaning + footed) / cell;
}

/** A read O whose lower right holds this much of a tail (qTailInk) or more is a Q. */
const Q_TAIL = 0.105;

/** Where a character's bars are inked (barInk), each as a share of its whole cell's ink. */
export interface BarInk {
  /** Right of its centre, in the top quarter of the letters' height: the bars of E and Z, none in an L. */
  topRight: number;
  /** Right of its centre, about mid-height: an E's middle bar, none in an L. */
  midRight: number;
  /** Left of its centre, about mid-height: the upright of E and L, only a Z's thin diagonal end. */
  midLeft: number;
}

/**
 * The ink of a character's bars: an L is an upright and a foot, an E the same with a bar at its head and one at
 * mid-height, a Z a head, a foot and a diagonal. At 5-8 px a character the recogniser reads an L as E (FELIX as FEEIX)
 * and a Z as L (ZOE as LOE), although the cell keeps the difference: measured on the small-scan corpus (seeds 83, 101
 * and 47, 30 each of small-scan and small-scan-jpeg; docs/benchmarks.md), topRight 0.018-0.080 on 154 Ls read as L,
 * 0.072-0.192 on 211 Es and 0.112-0.225 on 15 Zs; topRight + midRight 0.066 and 0.075 on the two Ls read as E, 0.131 or
 * more on every E. Seeds 131, 137 and 113 held to it: Ls 0.014-0.064 (121), Es' sums 0.128 or more (192), the L read as
 * E 0.065, the two Zs read as L 0.159 and 0.198 at their top right.
 */
export function barInk(g: LineGlyphs, i: number, rows: { top: number; bottom: number }): BarInk | null {
  const inked = inkAbout(g, i, rows);
  const cell = inked(-0.5, 0.5, 0, 1);
  if (!(cell > 0)) return null;
  return { topRight: inked(0.05, 0.45, 0, 0.25) / cell, midRight: inked(0.05, 0.45, 0.35, 0.65) / cell, midLeft: inked(-0.45, -0.05, 0.35, 0.65) / cell };
}

/** A read E whose right holds this little ink at its head and middle together (barInk) is an L: no bars. */
const E_BARLESS = 0.1;
/** A read L with this much ink at its top right (barInk) is a Z, where its middle's left holds no more than Z_LEFT (no upright: not an E). */
const [Z_HEAD, Z_LEFT] = [0.12, 0.11];

/**
 * A read E whose middle's left holds this little ink (barInk), its top right a head (Z_HEAD), is a Z: no upright. Seeds
 * 83 and 101 (150 Es read as E): midLeft 0.095 at the least; seed 233's small-scan-jpeg-22 read ZOE as EOE in the band,
 * its Z at 0.040.
 */
const Z_FROM_E_LEFT = 0.06;

/** The letter a read E or L of a name stands for, by its bars' ink (barInk); the letter read when nothing says otherwise. */
export function barLetterOf(read: string, b: BarInk): string {
  if (read === 'E' && b.topRight + b.midRight <= E_BARLESS) return 'L';
  if (read === 'E' && b.midLeft <= Z_FROM_E_LEFT && b.topRight >= Z_HEAD) return 'Z';
  if (read === 'L' && b.topRight >= Z_HEAD && b.midLeft <= Z_LEFT) return 'Z';
  return read;
}

/**
 * Where the names start in a zone line read well short of the zone's length (its fillers lost: IDUTOHOOD<<EMMA<<<<<<<<<<,
 * 25 of 36), when it is a name line: a separator after the names' start, no digit (the caller's), and for a TD2 or TD3
 * line the document code first. Its names' places are counted from the start, which fillers lost at the end do not move.
 */
function shortNameStart(text: string, expected: number | null): number | null {
  if (expected === 30) return text.includes('<<') ? 0 : null;
  return expected !== null && /^[PIACV][A-Z<]/.test(text) && text.includes('<<', 5) ? 5 : null;
}

/**
 * A zone name line read as one region at SMALL_CHARACTER_PITCH or narrower (`scale`: the crop's pixels per pixel of the
 * page; `expected`: the zone's line length, zoneLength): its cells and where its names start; null for any other line
 * (no places, a digit among the names, larger characters, no name line's length or shape).
 */
export function smallNameLine(line: OcrLine, expected: number | null, scale: number): { g: LineGlyphs; from: number } | null {
  const g = cellsOf(line);
  const from = g && (nameStart(g.normalized.length, expected) ?? shortNameStart(g.normalized, expected));
  if (!g || from === null || g.pitch / scale > SMALL_CHARACTER_PITCH || /\d/.test(g.normalized.slice(from))) return null;
  return { g, from };
}

/** The crop's rows the letters cover: those inked at least 0.35 of the most inked row (the crop has margins above and below). */
function letterRows(g: LineGlyphs): { top: number; bottom: number } | null {
  const [ink, { width, height }] = [g.ink(), g.image];
  const rowInk = Array.from({ length: height }, (_, y) => {
    let t = 0;
    for (let x = 0; x < width; x++) t += ink[y * width + x]!;
    return t;
  });
  const most = Math.max(...rowInk);
  if (!(most > 0)) return null;
  const on = rowInk.map((v) => v >= most * 0.35);
  const [top, bottom] = [on.indexOf(true), on.lastIndexOf(true)];
  return bottom > top ? { top, bottom } : null;
}

/** The letter a read H or N of a name stands for, by its middle's ink; the letter read when nothing says otherwise. */
export function letterOf(read: string, m: MiddleInk): string {
  if (read === 'H' && m.centroid >= W_BELOW) return 'W';
  if (read === 'H' && m.centroid <= M_FROM_H_ABOVE && m.spread >= M_FROM_H_SPREAD) return 'M';
  if (read === 'N' && m.centroid <= M_ABOVE && m.centroid + 0.3 * m.spread <= M_SCORE && m.slant <= M_SLANT) return 'M';
  return read;
}

/**
 * Name lines of a zone read as one region, their H and N that the pixels say are W or M, their O that the pixels
 * say are Q, and their E and L that the pixels say are L and Z (barInk), put right (the rest of the text as read); `scale`: the crops' pixels per pixel of the page. Names are never graded PASS on this: only where the
 * visual zone prints the same name.
 */
export function settleLookAlikeLetters(lines: OcrLine[], scale: number): OcrLine[] {
  const expected = zoneLength(lines);
  return lines.map((line) => {
    if (!/[HNOEL]/.test(line.text)) return line;
    const name = smallNameLine(line, expected, scale);
    if (!name) return line;
    const { g, from } = name;
    const rows = letterRows(g);
    if (!rows) return line;
    // Put right in the text as read, character for character: the filler rule after this cuts the same cells.
    const text = [...line.text];
    for (let i = from; i < g.normalized.length; i++) {
      const read = g.normalized[i]!;
      if (read === 'O') {
        const tail = qTailInk(g, i, rows);
        if (tail !== null && tail >= Q_TAIL) text[g.source(i)] = 'Q';
        continue;
      }
      if (read === 'E' || read === 'L') {
        const b = barInk(g, i, rows);
        if (b) text[g.source(i)] = barLetterOf(read, b);
        continue;
      }
      if (read !== 'H' && read !== 'N') continue;
      const m = middleInk(g, i, rows);
      if (m) text[g.source(i)] = letterOf(read, m);
    }
    const settled = text.join('');
    return settled === line.text ? line : { ...line, text: settled };
  });
}
