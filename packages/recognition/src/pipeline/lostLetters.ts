import { smallNameLine } from './lookAlikeLetters.js';
import type { OcrLine } from './paddle.js';
import { zoneLength } from './zoneLines.js';

// At 5-8 px a character (small scans) the recogniser may lose a thin letter of a name outright, and the print beside the
// zone, read by the same pass at the same size, loses it too: KENJI read KENI in both, which the print then "confirmed"
// (seed 227's small-scan-jpeg-3, graded PASS). The zone is printed at a fixed pitch, and where each character was
// decoded along the line tells where one is missing: between two characters read one pitch apart the recogniser's steps
// are 0.75-1.25 pitches, and across a character lost about 2 (measured on seeds 211 and 227, 60 small scans each,
// every reading of the zone's name lines: 3,352 steps of 0.75-1.25, the four across a lost character 1.8-2;
// docs/benchmarks.md).

/** A step between two characters of a name this many pitches wide or wider: a character was lost between them. */
const LOST_STEP = 1.6;

/**
 * The words of a small zone's names that a character was lost beside: in each zone name line read as one region with
 * its characters' places at 5-8 px a character (lookAlikeLetters.ts smallNameLine), a step of LOST_STEP pitches or
 * more before the names end (three fillers), and the letters on either side of it. The grading confirms none of them
 * by the print (grading/document.ts).
 */
export function wordsWithLostLetters(lines: OcrLine[], scale: number): string[] {
  const expected = zoneLength(lines);
  return lines.flatMap((line) => {
    const name = smallNameLine(line, expected, scale);
    if (!name) return [];
    const { g, from } = name;
    const text = g.normalized;
    const end = text.indexOf('<<<', from) < 0 ? text.length : text.indexOf('<<<', from);
    const wordAt = (i: number) => (/[A-Z]/.test(text[i] ?? '') ? /[A-Z]+$/.exec(text.slice(from, i + 1))![0] + /^[A-Z]*/.exec(text.slice(i + 1, end))![0] : '');
    const words: string[] = [];
    for (let i = from; i + 1 < end; i++) {
      if ((g.x(i + 1) - g.x(i)) / g.pitch < LOST_STEP) continue;
      words.push(...[wordAt(i), wordAt(i + 1)].filter(Boolean));
    }
    return words;
  });
}
