import { describe, expect, it } from 'vitest';
import { letterOf, settleLookAlikeLetters } from './lookAlikeLetters.js';
import type { OcrLine } from './paddle.js';

// 5 x 7 bitmaps of the letters the recogniser confuses at 5-8 px a character, and the filler.
const GLYPHS: Record<string, string[]> = {
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
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

  it('leaves letters the recogniser read at a size it reads well, and lines that are not names', () => {
    const read = 'HNHN' + fillers(26);
    // 18 px a character on the page: the recogniser's own reading stands.
    expect(settleLookAlikeLetters([line('WMHN' + fillers(26), read)], 1)[0]!.text).toBe(read);
    // A line with digits where names are is no name line.
    const [digits] = settleLookAlikeLetters([{ ...line('WMHN' + fillers(26), read), text: 'HNHN1' + fillers(25) }], 3);
    expect(digits!.text).toBe('HNHN1' + fillers(25));
  });

  it('changes only an H or an N, and only past clear margins', () => {
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
