import { describe, expect, it } from 'vitest';
import { interpret } from '../grading/document.js';
import type { ImageQuality } from '../types.js';
import { letterReadings, uprightReadings } from './confusions.js';
import { parseMrz } from './parse.js';

const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const withNationality = (code: string) => [TD1[0]!, TD1[1]!.replace('UTO', code), TD1[2]!];
const quality: ImageQuality = { width: 520, height: 380, sharpness: 1, glare: 0, brightness: 180, contrast: 40, problems: [] };

describe('state codes read with digits (small scans)', () => {
  it('reads each digit as every letter it may stand for', () => {
    expect(letterReadings('0A')).toEqual(['OA', 'CA', 'DA', 'UA', 'QA']);
    expect(letterReadings('CAN')).toEqual(['CAN']);
  });
  it('takes the one known code the digits can make (0AN is CAN, 88A BRA, NL0 NLD), as a correction', () => {
    for (const [read, code] of [['0AN', 'CAN'], ['88A', 'BRA'], ['NL0', 'NLD'], ['05A', 'USA'], ['22L', 'NZL'], ['11A', 'ITA'], ['90L', 'POL']] as const) {
      expect(parseMrz(withNationality(read))!.nationality).toEqual({ value: code, check: 'corrected' });
    }
  });
  it('takes the plain look-alike first (T0N is TON), none when two others fit (GR0 is GRC or GRD), and passes a corrected code only as printed', () => {
    expect(parseMrz(withNationality('T0N'))!.nationality.value).toBe('TON');
    expect(parseMrz(withNationality('GR0'))!.nationality.check).toBe('invalid');
    const read = (printed: string[]) => interpret('NC', { lines: ['ERIKSSON', 'ANNA MARIA', ...printed, ...withNationality('0AN')], barcodes: [], quality }).fields;
    const unprinted = read([]);
    expect(unprinted.find((x) => x.code === 11)).toMatchObject({ value: 'CAN', grade: 'WARNING' });
    expect(unprinted.find((x) => x.code === 51)!.grade).not.toBe('PASS');
    // The visual zone, read independently, prints the corrected code: confirmed, as a name corrected so is.
    const printed = read(['CAN']);
    expect(printed.find((x) => x.code === 11)).toMatchObject({ value: 'CAN', grade: 'PASS' });
    expect(printed.find((x) => x.code === 51)!.value.split('\n')[1]).toBe(TD1[1]!.replace('UTO', 'CAN'));
  });

  it('takes an H, M, N or W read for another of them when that makes the one known code (SME is SWE), as a correction', () => {
    expect(uprightReadings('SME')).toEqual(['SME', 'SWE', 'SNE', 'SHE']);
    for (const [read, code] of [['SME', 'SWE'], ['HZL', 'NZL'], ['NLD', 'NLD'], ['WLT', 'MLT']] as const) {
      expect(parseMrz(withNationality(read))!.nationality.value).toBe(code);
    }
    expect(parseMrz(withNationality('SME'))!.nationality.check).toBe('corrected');
    // Digits are read as their look-alike letters first ('5ME' is SME, then SWE); a code no reading makes stays invalid.
    expect(parseMrz(withNationality('5ME'))!.nationality).toEqual({ value: 'SWE', check: 'corrected' });
    expect(parseMrz(withNationality('QMQ'))!.nationality.check).toBe('invalid');
  });
});
