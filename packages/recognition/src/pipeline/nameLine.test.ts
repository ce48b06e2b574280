import { describe, expect, it } from 'vitest';
import { namesEnd, rereadNameLine } from './nameLine.js';

const box = (y: number) => [[0, y], [440, y], [440, y + 16], [0, y + 16]];
const zone = ['P<NLDBRN<<LY<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'PR88918255NLD8502256F2710187<<<<<<<<<<<<<<<2'];

describe('the name line read again in its left part', () => {
  it('leaves a zone whose names the visual zone prints as read, reading nothing', async () => {
    const lines = ['P<NLDBROWN<<LUCY<<<<<<<<<<<<<<<<<<<<<<<<<<<<', zone[1]!].map((text, i) => ({ text, confidence: 0.9, box: box(i * 20) }));
    // No regions: any attempt to read again would find no crop and change nothing either, so the texts must be the lines'.
    expect(await rereadNameLine([], lines, ['Surname / Nom', 'BROWN', 'Given names / Prénoms', 'LUCY'], 2)).toEqual(lines.map((l) => l.text));
  });

  it('leaves the names as read when the line is not one detected region (two regions joined on a row)', async () => {
    const lines = zone.map((text, i) => ({ text, confidence: 0.9, box: box(i * 20) }));
    expect(await rereadNameLine([], lines, ['BROWN', 'LUCY'], 2)).toEqual(zone);
  });

  it("ends the names where only fillers and their look-alikes follow, so fillers read as K are no letters read more", () => {
    expect(namesEnd('IDJPNHULLER<<MATEO<<K<KK<<<<<<<<<<<<', 5)).toBe(18);
    expect(namesEnd('IDJPNMULLER<<MATEO<<<<<<<<<<<<<<<<<<', 5)).toBe(18);
    // A name that starts with a look-alike is still a name: the rest holds letters no filler is read as.
    expect(namesEnd('P<JPNROBINSON<<FELIX<KENJI<<<<<<<<<<<<<<<<<<', 5)).toBe(26);
    expect(namesEnd('P<JPNROBINSON<<FELIX', 5)).toBe(-1);
  });
});
