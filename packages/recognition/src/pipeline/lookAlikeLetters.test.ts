import { describe, expect, it } from 'vitest';
import { barLetterOf, letterOf, settleLookAlikeLetters } from './lookAlikeLetters.js';
import type { OcrLine } from './paddle.js';

// 5 x 7 bitmaps of the letters the recogniser confuses at 5-8 px a character, and the filler.
const GLYPHS: Record<string, string[]> = {
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  // OCR-B's Q: its tail runs from the bowl's middle down to the right through its foot.
  Q: ['.###.', '#...#', '#...#', '#.#.#', '#..##', '#..##', '.####'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '<': ['...#.', '..#..', '.#...', '#....', '.#...', '..#..', '...#.'],
};
const [DOT, PITCH, MARGIN] = [3, 18, 6];

/** A zone line as the recogniser gives it: `read` as its text, `printed` drawn in its crop, each character's centre. */
function line(printed: string, read: string): OcrLine {
  const [width, height] = [printed.length * PITCH, 7 * DOT + 2 * MARGIN];
  const data = new Uint8Array(width * height * 4).fill(255);
  [...printed].forEach((c, i) => {
    GLYPHS[c]!.forEach((row, r) =>
      [...row].forEach((bit, k) => {
        if (bit !== '#') return;
        for (let y = 0; y < DOT; y++) {
          for (let x = 0; x < DOT; x++) {
            const p = ((MARGIN + r * DOT + y) * width + i * PITCH + 1 + k * DOT + x) * 4;
            data.fill(0, p, p + 3);
          }
        }
      }),
    );
  });
  const x = [...read].map((_, i) => i * PITCH + 1 + (5 * DOT) / 2);
  return { text: read, confidence: 0.9, box: [[0, 0], [width, 0], [width, height], [0, height]], glyphs: { x, image: { data, width, height } } };
}

const fillers = (n: number) => '<'.repeat(n);

describe('look-alike letters of a name (small scans)', () => {
  it('reads an H whose middle is inked from the foot as W, an N whose middle is inked from the head and even as M', () => {
    const [settled] = settleLookAlikeLetters([line('WMHN' + fillers(26), 'HNHN' + fillers(26))], 3);
    expect(settled!.text).toBe('WMHN' + fillers(26));
  });

  it('reads an O with a tail into the foot of its bowl as Q, an O without as O', () => {
    const [settled] = settleLookAlikeLetters([line('OQHOQ' + fillers(25), 'OOHOO' + fillers(25))], 3);
    expect(settled!.text).toBe('OQHOQ' + fillers(25));
    // Read at a size the recogniser reads well: as read.
    expect(settleLookAlikeLetters([line('OQHOQ' + fillers(25), 'OOHOO' + fillers(25))], 1)[0]!.text).toBe('OOHOO' + fillers(25));
  });

  it('reads an E without bars as L and an L with a head and no upright as Z; an E, an L and a Z read as such stay', () => {
    const [settled] = settleLookAlikeLetters([line('LZELZ' + fillers(25), 'ELELZ' + fillers(25))], 3);
    expect(settled!.text).toBe('LZELZ' + fillers(25));
    expect(settleLookAlikeLetters([line('LZELZ' + fillers(25), 'ELELZ' + fillers(25))], 1)[0]!.text).toBe('ELELZ' + fillers(25));
  });

  it('changes an E or an L only past clear margins', () => {
    expect(barLetterOf('E', { topRight: 0.05, midRight: 0.04, midLeft: 0.2 })).toBe('L');
    expect(barLetterOf('E', { topRight: 0.07, midRight: 0.06, midLeft: 0.2 })).toBe('E');
    expect(barLetterOf('L', { topRight: 0.16, midRight: 0.08, midLeft: 0.08 })).toBe('Z');
    // Ink at its head and an upright: an E's shape, not a Z's; no call made.
    expect(barLetterOf('L', { topRight: 0.16, midRight: 0.08, midLeft: 0.2 })).toBe('L');
    expect(barLetterOf('L', { topRight: 0.09, midRight: 0.03, midLeft: 0.08 })).toBe('L');
    expect(barLetterOf('Z', { topRight: 0.02, midRight: 0.02, midLeft: 0.2 })).toBe('Z');
    // A read E with no upright and a head is a Z (seed 233's EOE for ZOE: 0.040 left, 0.209 at its head); an E's upright
    // holds 0.095 or more.
    expect(barLetterOf('E', { topRight: 0.21, midRight: 0.12, midLeft: 0.04 })).toBe('Z');
    expect(barLetterOf('E', { topRight: 0.21, midRight: 0.12, midLeft: 0.095 })).toBe('E');
    expect(barLetterOf('E', { topRight: 0.09, midRight: 0.12, midLeft: 0.04 })).toBe('E');
  });

  it('leaves letters the recogniser read at a size it reads well, and lines that are not names', () => {
    const read = 'HNHN' + fillers(26);
    // 18 px a character on the page: the recogniser's own reading stands.
    expect(settleLookAlikeLetters([line('WMHN' + fillers(26), read)], 1)[0]!.text).toBe(read);
    // A line with digits where names are is no name line.
    const [digits] = settleLookAlikeLetters([{ ...line('WMHN' + fillers(26), read), text: 'HNHN1' + fillers(25) }], 3);
    expect(digits!.text).toBe('HNHN1' + fillers(25));
  });

  it('changes an H or an N only past clear margins', () => {
    expect(letterOf('H', { centroid: 0.53, spread: 0.6, slant: 0 })).toBe('H');
    expect(letterOf('H', { centroid: 0.56, spread: 0.6, slant: 0 })).toBe('W');
    expect(letterOf('H', { centroid: 0.43, spread: 0.6, slant: 0 })).toBe('M');
    expect(letterOf('H', { centroid: 0.43, spread: 0.3, slant: 0 })).toBe('H');
    // An N's diagonal: its right lower than its left.
    expect(letterOf('N', { centroid: 0.42, spread: 0.6, slant: 0.05 })).toBe('N');
    expect(letterOf('N', { centroid: 0.42, spread: 0.6, slant: 0 })).toBe('M');
    expect(letterOf('N', { centroid: 0.46, spread: 0.6, slant: 0 })).toBe('N');
    expect(letterOf('W', { centroid: 0.4, spread: 0.6, slant: 0 })).toBe('W');
    expect(letterOf('M', { centroid: 0.6, spread: 0.6, slant: 0.1 })).toBe('M');
  });
});
