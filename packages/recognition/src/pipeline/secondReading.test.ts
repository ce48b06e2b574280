import { describe, expect, it } from 'vitest';
import { secondReadingNeeded } from './secondReading.js';

// ICAO 9303's specimen zone, every check digit right; the printed values beside it.
const NAMES = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
const DATA = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';
const PRINTED = ['L898902C3', 'ERIKSSON', 'ANNA MARIA', 'UTO', '12 AUG 1974', 'F', '16 APR 2007', '15 APR 2012'];
const quality = { width: 1600, height: 1120, sharpness: 5, glare: 0, brightness: 180, contrast: 60, problems: [] };
const helps = (lines: string[]) => secondReadingNeeded('PP', lines, [], quality) !== 'none';

// A specimen: the number's check digit printed wrong (3 for 6), so the composite fails too and caps the dates.
const specimenData = DATA.replace('L898902C36', 'L898902C33');

describe('whether a second reading of the zone could settle anything', () => {
  it('is not made when the first reading verified every field', () => {
    expect(helps([NAMES, DATA, ...PRINTED])).toBe(false);
  });

  it('is made when a check digit fails and nothing printed confirms the value', () => {
    expect(helps([NAMES, specimenData])).toBe(true);
    // The number printed differently (a misreading on one side or the other).
    expect(helps([NAMES, specimenData, ...PRINTED.map((p) => (p === 'L898902C3' ? 'L898902G3' : p))])).toBe(true);
    // The birth date not printed.
    expect(helps([NAMES, specimenData, ...PRINTED.filter((p) => p !== '12 AUG 1974')])).toBe(true);
  });

  it('is not made when the check digits are wrong as printed: the visual zone prints every value as the zone reads it', () => {
    expect(helps([NAMES, specimenData, ...PRINTED])).toBe(false);
  });

  it('is made when a date fails its check digit and the date is not printed as the zone reads it', () => {
    const wrongBirthDigit = DATA.replace('7408122', '7408129');
    expect(helps([NAMES, wrongBirthDigit, ...PRINTED.map((p) => (p === '12 AUG 1974' ? '12 AUG 1947' : p))])).toBe(true);
  });

  it('is still made for a specimen whose sex or names nothing confirms', () => {
    expect(helps([NAMES, specimenData, ...PRINTED.filter((p) => p !== 'F')])).toBe(true);
    expect(helps([NAMES, specimenData, ...PRINTED.filter((p) => p !== 'ERIKSSON')])).toBe(true);
  });

  it('reads only the line with the sex again when the sex is all that is unconfirmed', () => {
    const need = (lines: string[]) => secondReadingNeeded('PP', lines, [], quality);
    expect(need([NAMES, DATA, ...PRINTED.filter((p) => p !== 'F')])).toBe('line');
    // Anything else open as well: the whole zone.
    expect(need([NAMES, DATA, ...PRINTED.filter((p) => p !== 'F' && p !== 'ERIKSSON')])).toBe('zone');
    expect(need([NAMES, specimenData, ...PRINTED.filter((p) => p !== 'F')])).toBe('zone');
  });
});
