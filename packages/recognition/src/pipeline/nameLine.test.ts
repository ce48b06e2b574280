import { describe, expect, it } from 'vitest';
import { rereadNameLine } from './nameLine.js';

const box = (y: number) => [[0, y], [440, y], [440, y + 16], [0, y + 16]];
const zone = ['P<NLDBRN<<LY<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'PR88918255NLD8502256F2710187<<<<<<<<<<<<<<<2'];

describe('the name line read again in its left part', () => {
  it('leaves a zone whose names the visual zone prints as read, reading nothing', async () => {
    const lines = ['P<NLDBROWN<<LUCY<<<<<<<<<<<<<<<<<<<<<<<<<<<<', zone[1]!].map((text, i) => ({ text, confidence: 0.9, box: box(i * 20) }));
    // No regions: any attempt to read again would find no crop and change nothing either, so the texts must be the lines'.
    expect(await rereadNameLine([], lines, ['Surname / Nom', 'BROWN', 'Given names / Prénoms', 'LUCY'])).toEqual(lines.map((l) => l.text));
  });

  it('leaves the names as read when the line is not one detected region (two regions joined on a row)', async () => {
    const lines = zone.map((text, i) => ({ text, confidence: 0.9, box: box(i * 20) }));
    expect(await rereadNameLine([], lines, ['BROWN', 'LUCY'])).toEqual(zone);
  });
});
