import { describe, expect, it } from 'vitest';
import type { ImageQuality, RecognizedField } from '../types.js';
import { interpret, issueFromViz } from './document.js';

const quality: ImageQuality = { width: 420, height: 300, sharpness: 1, glare: 0, brightness: 180, contrast: 40, problems: [] };
const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const byCode = (fields: RecognizedField[]) => Object.fromEntries(fields.map((f) => [f.code, f]));

describe('grading zones read from small scans', () => {
  it('never passes a sex or nationality two readings agree on when the line around them is not aligned', () => {
    // A TD1 whose line 1 was lost reads as a TD2: both readings put a filler where the sex would be.
    const asTd2 = [TD1[1]!.padEnd(36, '<'), TD1[2]!.padEnd(36, '<')];
    const f = byCode(interpret('NC', { lines: asTd2, secondZoneLines: asTd2, barcodes: [], quality }).fields);
    expect(f[12]!.grade).not.toBe('PASS');
    expect(f[11]!.grade).not.toBe('PASS');
  });
  it('still passes them when the dates beside them verify and a second reading agrees', () => {
    const f = byCode(interpret('NC', { lines: TD1, secondZoneLines: TD1, barcodes: [], quality }).fields);
    expect(f[12]).toMatchObject({ value: 'F', grade: 'PASS' });
    expect(f[11]).toMatchObject({ value: 'UTO', grade: 'PASS' });
  });
  it('lets the reading whose nationality is a known code lead when the check digits tie', () => {
    const first = [TD1[0]!, TD1[1]!.replace('UTO', '2TO'), TD1[2]!];
    const f = byCode(interpret('NC', { lines: first, secondZoneLines: TD1, barcodes: [], quality }).fields);
    expect(f[11]).toMatchObject({ value: 'UTO' });
    expect(f[51]!.value).toBe(TD1.join('\n'));
  });
  it('lets the reading whose name field ends in fillers lead, and settles the names from both', () => {
    const first = [TD1[0]!, TD1[1]!, 'ERIKSSONKCANNAKMARIAKCKSKCKSKC'];
    const second = [TD1[0]!, TD1[1]!, 'ERIKSSON<<ANNA<MAR1A<<<<<<<<<<'];
    const f = byCode(interpret('NC', { lines: first, secondZoneLines: second, barcodes: [], quality }).fields);
    expect(f[8]).toMatchObject({ value: 'ERIKSSON', grade: 'WARNING' });
    expect(f[9]).toMatchObject({ value: 'ANNA MARIA', grade: 'WARNING' });
  });
});

describe('a document number two readings disagree on', () => {
  it('is never PASS, even when its check digit and the composite pass (CC read as 00 cancels out)', () => {
    const truth = ['IDIRLCC27542381<<<<<<<<<<<<<<<', '9712021M2905073IRL<<<<<<<<<<<6', 'ROBINSON<<IVAN<<<<<<<<<<<<<<<<'];
    const misread = [truth[0]!.replace('CC', '00'), truth[1]!, truth[2]!];
    const f = byCode(interpret('NC', { lines: misread, secondZoneLines: [truth[0]!.replace('CC', '0C'), truth[1]!, truth[2]!], barcodes: [], quality }).fields);
    expect(f[2]).toMatchObject({ value: '002754238', grade: 'WARNING' });
    expect(f[51]!.grade).not.toBe('PASS');
    // Two readings that agree keep it PASS.
    expect(byCode(interpret('NC', { lines: truth, secondZoneLines: truth, barcodes: [], quality }).fields)[2]!.grade).toBe('PASS');
  });
});

describe('the issue date from printed dates', () => {
  it('takes the only date between birth and expiry, even one digit from the expiry', () => {
    expect(issueFromViz(['03/01/2022'], '12/08/1974', '03/01/2032')?.value).toBe('03/01/2022');
  });
  it('among several, sets aside a misread birth or expiry date', () => {
    expect(issueFromViz(['04/01/2022', '03/01/2012'], '01/01/2002', '03/01/2032')?.value).toBe('04/01/2022');
  });
  it('never takes a date more than 20 years before the expiry', () => {
    expect(issueFromViz(['13/04/1955'], '12/04/1951', '23/10/2033')).toBeNull();
  });
});
