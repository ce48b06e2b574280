import { describe, expect, it } from 'vitest';
import { findPrintedDates } from '../dates.js';
import { mergeNameField } from './merge.js';
import { clearRepeatedTail, extractZone, looksLikeCutZoneLine, normalizeMrzText } from './normalize.js';
import { parseMrz } from './parse.js';

// Zones as small scans (zone characters 5-8 px wide) are read: fillers as K or C, lines cut short.
const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];

describe('fillers read as letters', () => {
  it('reads a run of four or more of one filler look-alike as fillers', () => {
    expect(normalizeMrzText('EDWARDS<<SARAH<GRACECCCCCCCCCC')).toBe('EDWARDS<<SARAH<GRACE<<<<<<<<<<');
    expect(normalizeMrzText('7408122F1204159UTOKKKKKKKKKKK6')).toBe('7408122F1204159UTO<<<<<<<<<<<6');
    // Three in a row may be a name's letters next to fillers: left to the name-tail rule.
    expect(normalizeMrzText('HAKKK<')).toBe('HAKKK<');
    expect(normalizeMrzText('D231458907')).toBe('D231458907');
  });
  it('reads the one doubled filler look-alike before the names end as their separator', () => {
    expect(normalizeMrzText('EDWARDSCCSARAH<GRACECCCCCCCCCC')).toBe('EDWARDS<<SARAH<GRACE<<<<<<<<<<');
    expect(normalizeMrzText('IDCHNKIMKKISLAKKK<KKKKKK<K<K<KKKK<KS')).toBe('IDCHNKIM<<ISLAKKK<<<<<<<<K<K<<<<<<KS');
    // Only on a line that shows its fillers read as that letter, and only one doubled letter.
    expect(normalizeMrzText('HAKKINEN<<MIKKO<<<<<<<<<<<<<<<')).toBe('HAKKINEN<<MIKKO<<<<<<<<<<<<<<<');
    expect(normalizeMrzText('HAKKINENKKMIKKOKKKKKKKKKKKKKKK')).toBe('HAKKINENKKMIKKO<<<<<<<<<<<<<<<');
  });
  it('assembles a TD1 whose name line had no filler read as one', () => {
    const read = [TD1[0]!, TD1[1]!, 'ERIKSSON<<ANNA<MARIACCCCCCCCCC'];
    expect(extractZone(read)).toEqual(TD1);
  });
  it('clears a name field ending in one letter repeated, keeping the letters before it', () => {
    expect(clearRepeatedTail('JONESKKK<K', 0)).toBe('JONES<<<<<');
    expect(clearRepeatedTail('GRACEC<CC<', 0)).toBe('GRACE<<<<<');
    // Two of a letter, or a mixture, is not enough evidence.
    expect(clearRepeatedTail('ROSS<<<<<<', 0)).toBe('ROSS<<<<<<');
    expect(clearRepeatedTail('MARKCKC', 0)).toBe('MARKCKC');
  });
});

describe('zone lines cut short or missing', () => {
  it('starts a TD1 with line 1 whose filler run the OCR cut short', () => {
    expect(looksLikeCutZoneLine('IDFRADH78839935<<<<<')).toBe(true);
    expect(looksLikeCutZoneLine('Date of issue 01.02.2020')).toBe(false);
    expect(extractZone(['IDENTITY CARD', TD1[0]!.slice(0, 20), TD1[1]!, TD1[2]!])).toEqual(TD1);
  });
  it('never takes a line cut short on its own or after the zone', () => {
    expect(extractZone([TD1[0]!.slice(0, 20)])).toBeNull();
  });
  it('does not read two lines of 30 as a TD2: they are a TD1 missing a line', () => {
    expect(extractZone([TD1[1]!, TD1[2]!])).toBeNull();
  });
});

describe('state codes on small scans', () => {
  it('puts back a lost letter of the issuing state from a nationality read with a digit (5WE is SWE)', () => {
    const td1 = ['IDSWELN00824893<<<<<<<<<<<<<<<', '6211279M2912028SWE<<<<<<<<<<<6', 'CHEN<<NOAH<OLIVER<<<<<<<<<<<<<'];
    const read = [td1[0]!.replace('SWE', 'SE'), td1[1]!.replace('SWE', '5WE'), td1[2]!];
    expect(extractZone(read)?.[0]).toBe(td1[0]);
  });
  it('does not shift a line whose state code reads known once a digit is a letter (UT0)', () => {
    const read = [TD1[0]!.replace('UTO', 'UT0'), TD1[1]!, TD1[2]!];
    expect(extractZone(read)?.[0]).toBe(read[0]);
    expect(parseMrz(extractZone(read)!)?.issuingState).toEqual({ value: 'UTO', check: 'corrected' });
  });
});

describe('names from two readings', () => {
  const misread = [TD3[0]!.replace('ERIKSSON<<ANNA<MARIA', 'ERIKSSONKCANNAKMAR1A'), TD3[1]!];
  it('takes a filler over a filler look-alike and a letter over a digit', () => {
    const merged = mergeNameField(parseMrz(misread)!, parseMrz(TD3))!;
    expect(merged.lines).toEqual(TD3);
    expect(merged.surname).toEqual({ value: 'ERIKSSON', check: 'corrected' });
    expect(merged.givenNames).toEqual({ value: 'ANNA MARIA', check: 'corrected' });
  });
  it('never replaces a letter by another letter, nor merges readings that are not aligned', () => {
    const other = [TD3[0]!.replace('ANNA', 'ANNE'), TD3[1]!];
    expect(mergeNameField(parseMrz(TD3)!, parseMrz(other))).toBeNull();
    const shifted = [TD3[0]!.slice(0, 5) + TD3[0]!.slice(6) + '<', TD3[1]!];
    expect(mergeNameField(parseMrz(misread)!, parseMrz(shifted))).toBeNull();
    // A letter lost in the other reading shifts its names: FOX is not cut to FO.
    const fox = ['IDNGAFOX<<ANNA<<<<<<<<<<<<<<<<<<<<<<', 'FJ77795483NGA9101195F3403196<<<<<<<8'];
    const lost = ['IDNGAFO<<ANNA<<<<<<<<<<<<<<<<<<<<<<<', fox[1]!];
    expect(mergeNameField(parseMrz(fox)!, parseMrz(lost))).toBeNull();
  });
});

describe('printed dates on small scans', () => {
  it('reads a date whose first separator was lost, only with a four-digit year', () => {
    expect(findPrintedDates('2104-2024 20.04.2034')).toEqual(['21/04/2024', '20/04/2034']);
    expect(findPrintedDates('tel 0123-45')).toEqual([]);
    expect(findPrintedDates('1234.2020')).toEqual([]);
  });
  it('reads a month whose O was read as a zero', () => {
    expect(findPrintedDates('250CT2025 24 N0V 2035')).toEqual(['25/10/2025', '24/11/2035']);
    expect(findPrintedDates('12 000 2020')).toEqual([]);
  });
});

describe('a line of the dates shifted by a character lost or gained', () => {
  const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
  it('puts back a letter of the nationality lost (LIN read as LN) and corrects, never confirms, the values', () => {
    const lost = extractZone([TD3[0]!, TD3[1]!.replace('UTO', 'UO')])!;
    const p = parseMrz(lost)!;
    // Which letter was lost no check digit tells: the nationality stays unconfirmed.
    expect(p.lines[1]!.slice(0, 10) + p.lines[1]!.slice(13)).toBe(TD3[1]!.slice(0, 10) + TD3[1]!.slice(13));
    expect(p.nationality.check).toBe('invalid');
    expect(p.birthDate).toEqual({ value: '740812', check: 'corrected' });
    expect(p.expiryDate).toEqual({ value: '120415', check: 'corrected' });
    expect(p.composite).toBe(true);
  });
  it('puts back a doubled digit the OCR read once, and takes out a character it added', () => {
    const td1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
    const collapsed = parseMrz(extractZone([td1[0]!, td1[1]!.replace('7408122', '748122'), td1[2]!])!)!;
    expect(collapsed.lines[1]).toBe(td1[1]);
    expect(collapsed.birthDate.check).toBe('corrected');
    const added = parseMrz(extractZone([td1[0]!, td1[1]!.replace('F12', 'F112'), td1[2]!])!)!;
    expect(added.lines[1]).toBe(td1[1]);
  });
  it('leaves a zone alone when no single shift makes the dates and composite pass', () => {
    const visa = ['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'L8988901C4XXX400907F96121096<<<<<<<'.padEnd(36, '<')];
    expect(parseMrz(visa)?.birthDate.check).toBe('invalid');
  });
});

describe('a zone read at its length is not realigned', () => {
  it('leaves a wrong composite digit (a specimen) as printed', () => {
    const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<13'];
    const p = parseMrz(extractZone(TD3)!)!;
    expect(p.lines).toEqual(TD3);
    expect(p.composite).toBe(false);
  });
});
