import { describe, expect, it } from 'vitest';
import type { ImageQuality, RecognizedField } from '../types.js';
import { interpret } from './document.js';

const quality: ImageQuality = { width: 520, height: 380, sharpness: 1, glare: 0, brightness: 180, contrast: 40, problems: [] };
const byCode = (fields: RecognizedField[]) => Object.fromEntries(fields.map((f) => [f.code, f]));
// Born 12.08.1974, expires 15.04.2012 (the ICAO specimen's digits).
const TD1 = (names: string) => ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', names.padEnd(30, '<')];
const read = (zone: string[], printed: string[]) => byCode(interpret('NC', { lines: ['IDENTITY CARD', ...printed, ...zone], barcodes: [], quality }).fields);

describe('name separators read as letters', () => {
  it("puts back the '<<' after the printed surname (read KC), the surname PASS as printed, the rest not", () => {
    const f = read(TD1('OBRIENKCEVA<<<<C<<CK<<C'), ['OBRIEN', 'EWA', '12.08.1974']);
    expect(f[8]).toMatchObject({ value: 'OBRIEN', grade: 'PASS' });
    // The printed given name was misread (EWA): the zone's EVA is a single reading.
    expect(f[9]).toMatchObject({ value: 'EVA', grade: 'WARNING' });
    expect(f[51]!.grade).toBe('WARNING');
    expect(f[51]!.value.split('\n')[2]).toBe('OBRIEN<<EVA<<<<<<<<<<<<<<<<<<<');
  });
  it('puts back a separator the decoding collapsed to one letter (SINGHCIVAN)', () => {
    const f = read(TD1('SINGHCIVAN'), ['SINGH', 'IVUUN']);
    expect(f[8]).toMatchObject({ value: 'SINGH', grade: 'PASS' });
    expect(f[9]).toMatchObject({ value: 'IVAN', grade: 'WARNING' });
  });
  it("never reads a surname's last letter as a filler where the separator already follows it (FOX<<MEREDITH, FO printed)", () => {
    // Seed 197's small-scan-22: every reading of the zone read FOX<<MEREDITH, the print FO; FO<<<MEREDITH was graded PASS.
    const f = read(TD1('FOX<<MEREDITH'), ['FO', 'NIRIOTH']);
    expect(f[8]).toMatchObject({ value: 'FOX' });
    expect(f[8]!.grade).not.toBe('PASS');
    expect(f[51]!.value.split('\n')[2]).toBe('FOX<<MEREDITH<<<<<<<<<<<<<<<<<');
  });
  it('never reads a letter as a second separator before more names (GARCIA<<ANNA, GAR printed)', () => {
    // Seed 239's small-scan-jpeg-4: every reading of the zone read GARCIA<<ANNA<ISLA, the print GAR; GAR<<IA<<ANNA<ISLA
    // was graded GAR PASS.
    const f = read(TD1('GARCIA<<ANNA<ISLA'), ['GAR', 'NNAISLA']);
    expect(f[8]).toMatchObject({ value: 'GARCIA' });
    expect(f[8]!.grade).not.toBe('PASS');
    expect(f[51]!.value.split('\n')[2]).toBe('GARCIA<<ANNA<ISLA<<<<<<<<<<<<<');
  });
  it('puts back a separator collapsed to one filler when the given names after it are printed (SILVA<MATEO)', () => {
    const f = read(TD1('SILVA<MATEO'), ['SIDVA', 'MATEO']);
    expect(f[9]).toMatchObject({ value: 'MATEO', grade: 'PASS' });
    // The surname was printed misread: the zone's reading is a single one.
    expect(f[8]).toMatchObject({ value: 'SILVA', grade: 'WARNING' });
    expect(f[51]!.grade).toBe('WARNING');
    // A two-word surname with no given names stays as read, printed right or misread (never a given name PASS).
    expect(read(TD1('SILVA<MATEO'), ['SILVA MATEO'])[8]).toMatchObject({ value: 'SILVA MATEO', grade: 'PASS' });
    const misread = read(TD1('SILVA<MATEO'), ['SIDVA MATEO']);
    expect(misread[8]!.value).toBe('SILVA MATEO');
    expect(misread[9]?.grade ?? 'none').not.toBe('PASS');
  });
  it('puts back the filler between two given names the visual zone prints', () => {
    const f = read(TD1('EDWARDS<<SARAHCGRACE'), ['EDWARDS', 'SARAH GRACE']);
    expect(f[9]).toMatchObject({ value: 'SARAH GRACE', grade: 'PASS' });
    expect(f[51]!.grade).toBe('WARNING');
  });
  it('puts back the filler before a given name that begins with a look-alike (NOAHKKENJI under a security print)', () => {
    const f = read(TD1('DAVIES<<NOAHKKENJI'), ['DAVIES', 'NOAH KENJI']);
    expect(f[9]).toMatchObject({ value: 'NOAH KENJI', grade: 'PASS' });
    expect(f[51]!.value.split('\n')[2]).toBe('DAVIES<<NOAH<KENJI<<<<<<<<<<<<');
    expect(f[51]!.grade).toBe('WARNING');
    // Both K could be the filler only if the print showed 'NOAHK ENJI': it does not, so one reading is taken.
    expect(read(TD1('DAVIES<<NOAHKKENJI'), ['DAVIES', 'NOAHKKENJI'])[9]).toMatchObject({ value: 'NOAHKKENJI', grade: 'PASS' });
  });
  it('changes nothing, and passes nothing wrong, when the printed names do not settle it', () => {
    // The printed surname is another word: the name as read stays, and is not PASS.
    let f = read(TD1('OBRIENKCEVA'), ['OBRYAN', 'EVA']);
    expect(f[8]!.value).toBe('OBRIENKCEVA');
    expect(f[8]!.grade).not.toBe('PASS');
    // A name that really holds look-alikes (JACKSON, PICCOLO) is left alone when it is printed.
    f = read(TD1('JACKSON<<ANNA'), ['JACKSON', 'ANNA']);
    expect(f[8]).toMatchObject({ value: 'JACKSON', grade: 'PASS' });
    // A surname the zone misread (W as H) leaves the given names' look-alike alone: the field is not aligned with the print.
    f = read(TD1('EDHARDS<<SARAHCGRACE'), ['EDWARDS', 'SARAH GRACE']);
    expect(f[9]!.value).toBe('SARAHCGRACE');
    for (const code of [8, 9, 51]) expect(f[code]!.grade).not.toBe('PASS');
  });
});

describe("a passport's document code on a small page (grading/mrzFields.ts)", () => {
  // Seed 257's small-scan-21: P<NZL read PANZL, every check digit passing: the zone was graded PASS.
  const zone = ['PANZLLEE<<IRIS<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'PA71092068NZL6905026F2703202<<<<<<<<<<<<<<<8'];
  const read = (zonePitch: number, printed: string[] = []) =>
    byCode(interpret('PP', { lines: ['PASSPORT', 'LEE', 'IRIS', ...printed, ...zone], barcodes: [], quality, zonePitch }).fields)[51]!;
  it('confirms no letter after the P at 5-8 px a character, unless the print shows the code', () => {
    expect(read(20).grade).toBe('PASS');
    expect(read(6).grade).toBe('WARNING');
    expect(read(6, ['PA NZL']).grade).toBe('PASS');
  });
});
