import { describe, expect, it } from 'vitest';
import { mergeNameField } from './merge.js';
import { parseMrz } from './parse.js';

const TD1 = (names: string) => ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', names.padEnd(30, '<')];

describe('names settled from two readings of a small scan', () => {
  it('takes the fillers the other reading shows, even where most of the lead’s fillers read as letters', () => {
    const lead = parseMrz(TD1('HARRISK<EMMAK<K<K<KCK<<CK<K<K<'))!;
    const other = parseMrz(TD1('HARRIS<<EMMA<<<<<<<<K<<C<<<<<<'))!;
    const merged = mergeNameField(lead, other)!;
    expect([merged.surname, merged.givenNames]).toEqual([{ value: 'HARRIS', check: 'corrected' }, { value: 'EMMA', check: 'corrected' }]);
  });
  it('does not merge readings whose letters disagree (shifted by a character)', () => {
    const lead = parseMrz(TD1('HARRISK<EMMAK<K<K<KCK<<CK<K<K<'))!;
    const shifted = parseMrz(TD1('HARIS<<EMMA<<<<<<<<K<<C<<<<<<<'))!;
    expect(mergeNameField(lead, shifted)).toBeNull();
  });
  it("keeps the letter of the reading that took fewer fillers for letters, though the print shows the other's (seed 47's small-scan-29)", () => {
    // The band read KIM as KIH and the print did too: were the print to choose the letter, it would then confirm it.
    const lead = parseMrz(TD1('KIM<<ZOE'))!;
    const other = parseMrz(TD1('KIHKCZOEC'))!;
    const printed = new Set(['KIH', 'ZOE']);
    const distance = (w: string) => (printed.has(w) ? 0 : 1);
    expect(mergeNameField(lead, other, (leadWord, otherWord) => distance(otherWord) < distance(leadWord))).toBeNull();
  });
  it("takes a Q one reading shows where the other reads O, whichever leads (seed 101's small-scan-jpeg-28)", () => {
    const o = parseMrz(TD1('LINDOVIST<<LUCAS<DAVID'))!;
    const q = parseMrz(TD1('LINDQVIST<<LUCAS<DAVID'))!;
    expect(mergeNameField(o, q)).toMatchObject({ surname: { value: 'LINDQVIST', check: 'corrected' } });
    expect(mergeNameField(q, o)).toBeNull();
    // Another letter there is settled as before: the lead's, fillers read alike.
    expect(mergeNameField(o, parseMrz(TD1('LINDGVIST<<LUCAS<DAVID')))).toBeNull();
  });
});

describe('a filler that would make a second separator', () => {
  it("keeps the letter another reading shows there, whichever leads (seed 97's small-scan-jpeg-0)", () => {
    const band = parseMrz(TD1('WALKER<<EMMA<<HLOE'))!;
    const page = parseMrz(TD1('WALKER<<EMMA<CHLOE'))!;
    expect(mergeNameField(band, page)).toMatchObject({ givenNames: { value: 'EMMA CHLOE', check: 'corrected' } });
    expect(mergeNameField(page, band)).toBeNull();
    // Past the names, or at the one separator, the filler as before (seed 107's small-scan-jpeg-1: PETER<<C<<< and
    // PETER<CC<<<, the C a filler misread: no name follows).
    expect(mergeNameField(parseMrz(TD1('MACDONALD<<PETER<<C'))!, parseMrz(TD1('MACDONALD<<PETER<CC'))!)).toBeNull();
    expect(mergeNameField(parseMrz(TD1('WALKER<<EMMAC'))!, parseMrz(TD1('WALKER<<EMMA<'))!)).toMatchObject({ givenNames: { value: 'EMMA' } });
    expect(mergeNameField(parseMrz(TD1('WALKERK<EMMA'))!, parseMrz(TD1('WALKER<<EMMA'))!)).toMatchObject({ surname: { value: 'WALKER' }, givenNames: { value: 'EMMA' } });
  });
  it("keeps the letter another reading shows where a filler would make three before more names (seed 211's small-scan-jpeg-1)", () => {
    // The page read FOX<<CHLOE, the band FOX<<<HLOE: taking the band's filler ended the names at FOX.
    const page = parseMrz(TD1('FOX<<CHLOE'))!;
    const band = parseMrz(TD1('FOX<<<HLOE'))!;
    expect(mergeNameField(page, band)).toBeNull();
    expect(mergeNameField(band, page)).toMatchObject({ surname: { value: 'FOX' }, givenNames: { value: 'CHLOE', check: 'corrected' } });
    // A third filler after the names is a filler as before.
    expect(mergeNameField(parseMrz(TD1('FOX<<CHLOE<<C'))!, parseMrz(TD1('FOX<<CHLOE<<<'))!)).toMatchObject({ givenNames: { value: 'CHLOE' } });
  });
});
