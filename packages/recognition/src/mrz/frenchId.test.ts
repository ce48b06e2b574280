import { parse as mrzPackageParse } from 'mrz';
import { describe, expect, it } from 'vitest';
import { frenchCard, frenchZone } from '../corpus/frenchId.js';
import { buildZone, randomIdentity } from '../corpus/identity.js';
import { Random } from '../corpus/random.js';
import { interpret } from '../grading/document.js';
import type { ImageQuality } from '../types.js';
import { extractZone } from './normalize.js';
import { parseMrz } from './parse.js';

// The card of mrz/frenchId.ts as the generator makes it; checked against the `mrz` package, which knows the format.
const ZONE = ['IDFRASINGH<<<<<<<<<<<<<<<<<<<<670099', '1501670008789IVAN<<JAMES<<<9207190M9'];
const QUALITY: ImageQuality = { width: 1500, height: 1100, sharpness: 1, glare: 0, brightness: 0.6, contrast: 0.5, problems: [] };
const PRINTED = ["CARTE NATIONALE D'IDENTITE N°:150167000878", 'Nom:SINGH', 'Prenom(s):IVAN,JAMES', 'Sexe:M Ne(e) le: 19.07.1992'];
const field = (r: ReturnType<typeof interpret>, code: number) => r.fields.find((f) => f.code === code)!;

describe('the French identity card of 1988-2021', () => {
  it('is generated as the mrz package reads the format, every check digit passing', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const zone = frenchZone(frenchCard(new Random(seed)));
      const read = mrzPackageParse(zone);
      expect(read.format).toBe('FRENCH_NATIONAL_ID');
      expect(read.valid).toBe(true);
    }
    expect(mrzPackageParse(ZONE).valid).toBe(true);
  });

  it('parses its two lines of 36 as its own layout, not as TD2', () => {
    const p = parseMrz(ZONE)!;
    expect(p).toMatchObject({
      format: 'FR-ID',
      documentCode: 'ID',
      issuingState: { value: 'FRA', check: 'none' },
      documentNumber: { value: '150167000878', check: 'valid' },
      birthDate: { value: '920719', check: 'valid' },
      expiryDate: { value: '', check: 'none' },
      sex: { value: 'M', check: 'none' },
      surname: { value: 'SINGH' },
      givenNames: { value: 'IVAN JAMES' },
      optional: '670099',
      composite: true,
    });
  });

  it("reads the card's published specimen (no issuing office printed)", () => {
    const p = parseMrz(extractZone(['IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<', '8806923102858CORINNE<<<<<<<6512068F6'])!)!;
    expect(p).toMatchObject({ format: 'FR-ID', documentNumber: { value: '880692310285', check: 'valid' }, birthDate: { value: '651206', check: 'valid' }, composite: true, optional: '' });
    expect([p.surname.value, p.givenNames.value, p.sex.value]).toEqual(['BERTHIER', 'CORINNE', 'F']);
  });

  it('takes letters read in the number as digits only when its check digit then passes', () => {
    const misread = [ZONE[0]!, 'I5O167OOO8789IVAN<<JAMES<<<9207190M9'];
    const p = parseMrz(misread)!;
    expect(p.documentNumber).toEqual({ value: '150167000878', check: 'corrected' });
    expect(p.composite).toBe(true);
    const wrong = parseMrz([ZONE[0]!, '1501670008780IVAN<<JAMES<<<9207190M9'])!;
    expect(wrong.documentNumber.check).toBe('invalid');
  });

  it('keeps the issuing office at the end of line 1 when the zone is assembled from OCR lines', () => {
    expect(extractZone(['République française', ...ZONE])).toEqual(ZONE);
    // The office's digits read as letters are digits when the composite then passes.
    const p = parseMrz([ZONE[0]!.replace('670099', '67OO99'), ZONE[1]!])!;
    expect(p.composite).toBe(true);
    expect(p.lines[0]).toBe(ZONE[0]);
  });

  it("puts back the card's I when it was lost, as a correction", () => {
    const zone = extractZone([ZONE[0]!.slice(1).replace('<<<670099', '<<670099'), ZONE[1]!])!;
    expect(zone[0]).toMatch(/^DFRASINGH<+670099$/);
    const p = parseMrz(zone)!;
    expect(p).toMatchObject({ format: 'FR-ID', lines: ZONE, composite: true, codeCorrected: true, issuingState: { check: 'corrected' } });
    const r = interpret('NC', { lines: [...PRINTED, ...zone], barcodes: [], quality: QUALITY });
    expect(field(r, 2).grade).toBe('PASS');
    expect(field(r, 51).grade).toBe('WARNING');
  });

  it('reads a TD2 card issued by France as TD2', () => {
    const identity = { ...randomIdentity(new Random(7)), issuingState: 'FRA', nationality: 'FRA' };
    const zone = buildZone(identity, 'TD2', 'ID');
    expect(zone[0]!.startsWith('IDFRA')).toBe(true);
    const p = parseMrz(zone)!;
    expect(p.format).toBe('TD2');
    expect([p.documentNumber, p.birthDate, p.expiryDate].every((v) => v.check === 'valid')).toBe(true);
  });

  it('reads a card as its own layout when TD2 passes more check digits only by chance, its dates no dates', () => {
    // Seed 47's fr-id-5: the office read as fillers (the card's composite fails), the given names' O read as 0. As TD2,
    // 160767003 passes with the 2 after it, the expiry '140000' and the composite pass too (fillers and zeros weigh
    // alike): its number was graded PASS, cut to nine characters. TD2's birth date there reads 'Z0E<<S'.
    const zone = ['IDFRAEDWARDS<<<<<<<<<<<<<<<<<<<<<<<<', '1607670032877Z0E<<S0F1400009606139F1'];
    expect(parseMrz(zone)).toMatchObject({ format: 'FR-ID', documentNumber: { value: '160767003287', check: 'valid' }, birthDate: { value: '960613' } });
  });

  it('grades every value PASS when the check digits pass as read and the front prints the names', () => {
    const r = interpret('NC', { lines: [...PRINTED, ...ZONE], barcodes: [], quality: QUALITY });
    expect(r).toMatchObject({ clearEnough: true, typeMatch: true, kind: 'id-card', format: 'FR-ID', country: 'FRA' });
    for (const code of [2, 5, 8, 9, 11, 12, 51]) expect(field(r, code).grade).toBe('PASS');
    expect(field(r, 9).value).toBe('IVAN JAMES');
    expect(field(r, 5).value).toBe('19/07/1992');
    // No expiry date in this zone: left for the person to fill in, not guessed.
    expect(field(r, 3)).toMatchObject({ value: '', grade: 'FAIL', display: 2 });
  });

  it('passes no name the front does not print, nor anything a failing composite covers', () => {
    const unprinted = interpret('NC', { lines: [PRINTED[0]!, ...ZONE], barcodes: [], quality: QUALITY });
    expect(field(unprinted, 8).grade).toBe('WARNING');
    expect(field(unprinted, 51).grade).toBe('WARNING');
    // The sex changed: the number's and birth date's own digits still pass, the composite does not.
    const spoiled = interpret('NC', { lines: [...PRINTED, ZONE[0]!, ZONE[1]!.replace('0M9', '0F9')], barcodes: [], quality: QUALITY });
    expect(field(spoiled, 2).grade).toBe('WARNING');
    expect(field(spoiled, 5).grade).toBe('WARNING');
    expect(field(spoiled, 12).grade).toBe('WARNING');
    expect(field(spoiled, 11).grade).toBe('WARNING');
    expect(field(spoiled, 51).grade).toBe('FAIL');
  });

  it('ends the given names at three fillers in a row', () => {
    const p = parseMrz([ZONE[0]!, '1501670008789IVAN<<<<<<<A<<9207190M9'])!;
    expect(p.givenNames).toEqual({ value: 'IVAN', check: 'corrected' });
  });

  it('puts a name misread in the zone right from the print when the composite then passes', () => {
    const misread = [ZONE[0]!.replace('SINGH', 'SIMGH'), ZONE[1]!];
    expect(parseMrz(misread)!.composite).toBe(false);
    const r = interpret('NC', { lines: [...PRINTED, ...misread], barcodes: [], quality: QUALITY });
    expect(field(r, 8)).toMatchObject({ value: 'SINGH', grade: 'PASS' });
    expect(field(r, 8).reasons.join()).toMatch(/put right from the printed name/);
    expect(field(r, 2).grade).toBe('PASS');
    expect(field(r, 5).grade).toBe('PASS');
    // Chosen to make the composite pass: what else it covers is not confirmed by it.
    expect(field(r, 12).grade).toBe('WARNING');
    expect(field(r, 11).grade).toBe('WARNING');
    expect(field(r, 51)).toMatchObject({ value: ZONE.join('\n'), grade: 'WARNING' });
    // A print that does not make the composite pass changes nothing.
    const other = interpret('NC', { lines: [...PRINTED.map((l) => l.replace('SINGH', 'SINCH')), ...misread], barcodes: [], quality: QUALITY });
    expect(field(other, 8)).toMatchObject({ value: 'SIMGH', grade: 'WARNING' });
    expect(field(other, 51).grade).toBe('FAIL');
  });

  it('does not pass a zone whose issuing office was read with fillers, though the composite passes', () => {
    // 7 read as a filler at two places the weights 1 and 7 cover: 56, 6 modulo 10, and the composite passes.
    const misread = [ZONE[0]!.replace('670099', '67<<99'), ZONE[1]!];
    expect(parseMrz(misread)!.composite).toBe(true);
    const r = interpret('NC', { lines: [...PRINTED, ...misread], barcodes: [], quality: QUALITY });
    expect(field(r, 51).grade).toBe('WARNING');
    expect(field(r, 51).reasons.join()).toMatch(/issuing office/);
    // What the composite covers as read stays confirmed: the number and the birth date have their own digits.
    expect(field(r, 2).grade).toBe('PASS');
    expect(field(r, 5).grade).toBe('PASS');
  });

  it('does not pass a zone whose office was read short with fillers taken as zeros to make the composite pass', () => {
    // Seed 71's fr-id-3: '330525' read as 'O525' (fitted '<<O525'); as zeros the composite passes (33 and 00 weigh alike
    // at 7 and 3): the zone was graded PASS with 000525.
    const zone = ['IDFRAKIM<<<<<<<<<<<<<<<<<<<<<<330525', '1306330307411IRIS<<<<<<<<<<5608238F5'];
    const misread = ['IDFRAKIM<<<<<<<<<<<<<<<<<<<<<<O525', zone[1]!];
    const printed = ["CARTE NATIONALE D'IDENTITE N°:130633030741", 'Nom:KIM', 'Prenom(s):IRIS', 'Sexe:F Ne(e) le: 23.08.1956'];
    const parsed = parseMrz(extractZone(misread)!)!;
    expect(parsed).toMatchObject({ format: 'FR-ID', composite: true, optionalUnread: true });
    const r = interpret('NC', { lines: [...printed, ...misread], barcodes: [], quality: QUALITY });
    expect(field(r, 51).grade).toBe('WARNING');
    expect(field(r, 51).reasons.join()).toMatch(/issuing office/);
    expect(field(r, 2)).toMatchObject({ value: '130633030741', grade: 'PASS' });
    // Read whole, it passes.
    expect(field(interpret('NC', { lines: [...printed, ...zone], barcodes: [], quality: QUALITY }), 51).grade).toBe('PASS');
  });

  it('does not pass a date of birth the front prints otherwise', () => {
    const printed = PRINTED.map((l) => l.replace('19.07.1992', '19.07.1982'));
    const r = interpret('NC', { lines: [...printed, ...ZONE], barcodes: [], quality: QUALITY });
    expect(field(r, 5).grade).toBe('WARNING');
  });
});
