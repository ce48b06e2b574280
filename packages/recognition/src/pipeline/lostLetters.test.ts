import { describe, expect, it } from 'vitest';
import { wordsWithLostLetters } from './lostLetters.js';
import type { OcrLine } from './paddle.js';

const PITCH = 14;

/** A zone line as the recogniser gives it: its text, and where each character was decoded, in pitches from the start. */
function line(text: string, places: number[]): OcrLine {
  const [width, height] = [(places[places.length - 1]! + 2) * PITCH, 30];
  const x = places.map((p) => (p + 0.5) * PITCH);
  return { text, confidence: 0.9, box: [[0, 0], [width, 0], [width, height], [0, height]], glyphs: { x, image: { data: new Uint8Array(width * height * 4).fill(255), width, height } } };
}

/** Places one pitch apart, but for a character lost after each of `lostAfter` (indexes into the text). */
const placesOf = (text: string, lostAfter: number[] = []) => {
  let at = 0;
  return [...text].map((_, i) => (i === 0 ? 0 : (at += lostAfter.includes(i - 1) ? 2 : 1)));
};

describe("a character lost from a small zone's names (seed 227's small-scan-jpeg-3: KENJI read KENI)", () => {
  const name = 'P<UTOTHOMPSON<<KENI<<<<<<<<<<<<<<<<<<<<<<<<<';
  const data = 'VP22739382UTO6010140M3308084<<<<<<<<<<<<<<<0';
  // The page enlarged 2.5 times: 14 px a character in the crop, 5.6 on the page.
  const read = (places: number[], scale = 2.5) => wordsWithLostLetters([line(name, places), line(data, placesOf(data))], scale);
  it('gives the word the gap stands beside, inside the names', () => {
    expect(read(placesOf(name, [17]))).toEqual(['KENI', 'KENI']);
    // Between the surname and its separator: the surname.
    expect(read(placesOf(name, [12]))).toEqual(['THOMPSON']);
  });
  it('gives none where every step is a pitch, where the gap is past the names, or on a larger zone', () => {
    expect(read(placesOf(name))).toEqual([]);
    expect(read(placesOf(name, [25]))).toEqual([]);
    expect(read(placesOf(name, [17]), 1)).toEqual([]);
  });
});
