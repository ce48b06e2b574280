import { parse as mrzPackageParse } from 'mrz';
import { describe, expect, it } from 'vitest';
import { checkDigit, isCheckValid } from './checkDigit.js';
import { extractZone, fitLength, looksLikeDataRun } from './normalize.js';
import { chooseDocumentNumber, parseMrz } from './parse.js';

// ICAO 9303 specimens (parts 4-7).
const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const TD2 = ['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'];
const MRVA = ['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L8988901C4XXX4009078F96121096ZE184226B<<<<<<'];
const MRVB = ['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'L8988901C4XXX4009078F9612109<<<<<<<<'];

describe('check digits', () => {
  it('computes ICAO 7-3-1 digits', () => {
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
    expect(checkDigit('120415')).toBe('9');
    expect(checkDigit('ZE184226B<<<<<')).toBe('1');
  });
  it('accepts a filler digit only for an empty field', () => {
    expect(isCheckValid('<<<<<<<<<<<<<<', '<')).toBe(true);
    expect(isCheckValid('ZE184226B<<<<<', '<')).toBe(false);
  });
});

describe("a zone's data line by its dates (looksLikeDataRun: where the zone's band is looked for)", () => {
  it('finds it however its fillers read, and not in printed dates', () => {
    // Seed 277's small-scan-jpeg-10: a card's line 2 read with no filler at all.
    expect(looksLikeDataRun('7502204M290801808004426')).toBe(true);
    expect(looksLikeDataRun('L898902C36UTO7408122F1204159ZE184226B<<<<<10')).toBe(true);
    expect(looksLikeDataRun('20.02.1975 M DEU')).toBe(false);
    expect(looksLikeDataRun('01.08.2019 01.08.2029')).toBe(false);
    // Both check digits failing: thirteen digits about a letter, not a zone's dates.
    expect(looksLikeDataRun('7502205M2908019')).toBe(false);
  });
});

describe('parseMrz', () => {
  it('reads a TD3 passport with every check passing', () => {
    const p = parseMrz(TD3)!;
    expect(p.format).toBe('TD3');
    expect(p.documentCode).toBe('P');
    expect(p.issuingState).toEqual({ value: 'UTO', check: 'none' });
    expect(p.documentNumber).toEqual({ value: 'L898902C3', check: 'valid' });
    expect(p.birthDate).toEqual({ value: '740812', check: 'valid' });
    expect(p.expiryDate).toEqual({ value: '120415', check: 'valid' });
    expect(p.surname.value).toBe('ERIKSSON');
    expect(p.givenNames.value).toBe('ANNA MARIA');
    expect(p.sex.value).toBe('F');
    expect(p.composite).toBe(true);
  });

  it('reads TD1 and TD2 cards and both visa sizes', () => {
    for (const [lines, format] of [[TD1, 'TD1'], [TD2, 'TD2'], [MRVA, 'MRV-A'], [MRVB, 'MRV-B']] as const) {
      const p = parseMrz([...lines])!;
      expect(p.format).toBe(format);
      expect(p.surname.value).toBe('ERIKSSON');
      expect(p.birthDate.check).toBe('valid');
      expect(p.expiryDate.check).toBe('valid');
      expect(p.documentNumber.check).toBe('valid');
    }
    expect(parseMrz([...MRVA])!.composite).toBeNull();
    expect(parseMrz([...TD1])!.documentNumber.value).toBe('D23145890');
  });

  it('agrees with the mrz package where that package accepts the document', () => {
    const td3 = TD3.map((l) => l.replace(/UTO/g, 'D<<'));
    const ours = parseMrz(td3)!;
    const theirs = mrzPackageParse(td3);
    expect(theirs.fields.documentNumber).toBe(ours.documentNumber.value);
    expect(theirs.fields.birthDate).toBe(ours.birthDate.value);
    expect(theirs.fields.lastName).toBe(ours.surname.value);
    expect(theirs.fields.firstName).toBe(ours.givenNames.value);
  });

  it('corrects a letter read in a date only because the check digit then passes', () => {
    const misread = [TD3[0]!, TD3[1]!.replace('7408122', '74O8122')];
    const p = parseMrz(misread)!;
    expect(p.birthDate).toEqual({ value: '740812', check: 'corrected' });
    const wrong = [TD3[0]!, TD3[1]!.replace('7408122', '7408132')];
    expect(parseMrz(wrong)!.birthDate.check).toBe('invalid');
  });

  it('corrects an O/0 confusion in a document number when exactly one variant passes', () => {
    const p = parseMrz([TD3[0]!, TD3[1]!.replace('L898902C3', 'L898902C3'.replace('0', 'O'))])!;
    expect(p.documentNumber).toEqual({ value: 'L898902C3', check: 'corrected', read: 'L898902C3'.replace('0', 'O') });
    expect(p.composite).toBe(true);
  });

  it('reads and corrects a TD1 number longer than nine characters, which continues in the optional data', () => {
    // ICAO 9303 part 5's example of a 12-character number (D23145890734: the check digit's place holds a filler).
    const long = ['I<UTOD23145890<7349<<<<<<<<<<<', '3407127M9507122UTO<<<<<<<<<<<2', 'STEVENSON<<PETER<JOHN<<<<<<<<<'];
    expect(parseMrz(long)!.documentNumber).toEqual({ value: 'D23145890734', check: 'valid' });
    // A small scan's 7 read as T: the one reading with one change that passes, put back in line 1.
    const misread = parseMrz([long[0]!.replace('<734', '<T34'), ...long.slice(1)])!;
    expect(misread.documentNumber).toEqual({ value: 'D23145890734', check: 'corrected' });
    expect(misread.lines[0]).toBe(long[0]);
    // Its D read as 0: two readings pass alike, left for the caller to choose between (the printed word, or the one
    // shaped letters-then-digits); the one chosen is put in line 1's two places.
    const twice = parseMrz([long[0]!.replace('D2314', '02314'), ...long.slice(1)])!;
    expect(twice.documentNumber.check).toBe('invalid');
    expect(twice.documentNumber.candidates).toContain('D23145890734');
    chooseDocumentNumber(twice, 'D23145890734');
    expect(twice.lines[0]).toBe(long[0]);
    expect(twice.composite).toBe(true);
    // A change the check digit passes but the composite contradicts (the number's check digit misprinted) is refused.
    const contradicted = parseMrz([long[0]!.replace('<734', '<T34'), long[1]!.replace(/2$/, '5'), long[2]!])!;
    expect(contradicted.documentNumber.check).toBe('invalid');
  });

  it('maps digits in state codes to letters only when the code is known', () => {
    const p = parseMrz([TD3[0]!.replace('UTO', 'UT0'), TD3[1]!])!;
    expect(p.issuingState).toEqual({ value: 'UTO', check: 'corrected' });
    expect(parseMrz([TD3[0]!.replace('UTO', 'QQ7'), TD3[1]!])!.issuingState.check).toBe('invalid');
  });

  it('returns null for a shape no layout has', () => {
    expect(parseMrz(['P<UTO', 'L898'])).toBeNull();
  });
});

describe('zone extraction from OCR lines', () => {
  it('fits a line that lost fillers in its longest run', () => {
    expect(fitLength('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<', 44)).toBe(TD3[0]);
    expect(fitLength('L898902C36UTO7408122F1204159ZE184226B<<<<<<<10', 44)).toBe(TD3[1]);
  });
  it('fits a line of names whose fillers were read as letters at its end, not in the separator', () => {
    // Grown in the '<<', the names would end at JOHNSON ('JOHNSON<<<<NOAH...': three fillers end the names).
    expect(fitLength('JOHNSON<<NOAH<LUCASKC<CKC<CC', 30)).toBe('JOHNSON<<NOAH<LUCASKC<CKC<CC<<');
    expect(extractZone(['IDUTOCJ13156690<<<<<<<<<<<<<<<', '8311106H2801267UTO<<<<<<<<<<<4', 'JOHNSON<<NOAH<LUCASKC<CKC<CC'])?.[2]).toMatch(/^JOHNSON<<NOAH<LUCAS/);
  });
  it('finds the zone below printed text, with spaces and look-alike fillers', () => {
    const lines = ['PASSPORT', 'Surname ERIKSSON', 'P<UTOERIKSSON<<ANNA<MARIA«<<<<<<<<<<<<<<<<<', 'L898902C36 UTO7408122F1204159ZE184226B<<<<<10'];
    expect(extractZone(lines)).toEqual(TD3);
  });
  it('reads three 30-character lines as TD1', () => {
    expect(extractZone(['IDENTITY CARD', ...TD1])).toEqual(TD1);
  });
});

describe('printed dates', () => {
  it('reads numeric and bilingual month dates, with or without spaces', async () => {
    const { findPrintedDates } = await import('../dates.js');
    expect(findPrintedDates('Date of birth 12 AUG/AOÛT 74')).toEqual(['12/08/1974']);
    expect(findPrintedDates('12 JAN /JAN 2015')).toEqual(['12/01/2015']);
    expect(findPrintedDates('22MAY1953')).toEqual(['22/05/1953']);
    expect(findPrintedDates('4a. 01.02.2015 4b. 31.01.2025')).toEqual(['01/02/2015', '31/01/2025']);
    expect(findPrintedDates('31.02.2015')).toEqual([]);
  });
});

describe('zone assembly on real photographs (issue 12)', () => {
  const VISA = ['VCUTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L8988901C4XXX4009078F9612109AB12CD34EF56GH78'];
  it('takes a visa line 2 with no filler, next to line 1', () => {
    expect(extractZone(['VISA', 'Valid from 01 JAN 2020', ...VISA])).toEqual(VISA);
    expect(parseMrz(VISA)).toMatchObject({ format: 'MRV-A', documentCode: 'VC' });
  });
  it('never takes a filler-less line on its own', () => {
    expect(extractZone(['Valid from 01 JAN 2020', VISA[1]!])).toBeNull();
  });
  it('steps over a caption printed between the zone lines', () => {
    expect(extractZone(['Surname ERIKSSON', TD3[0]!, 'This page is machine readable', TD3[1]!])).toEqual(TD3);
  });
  it("takes a card's data line read short between its first and name lines, its dates where they were read", () => {
    // A card 200 px wide on a 400 px scan (seed 43's small-scan-jpeg-28): line 2's fillers read as 4, some lost.
    const zone = extractZone(['IDNGAUG01822636<<<<<<<<<<<<<<<', '5206070M2907262NGA4<4<4<8', 'DAVIES<<HUGO<<<<<<<<<<<<<<<<<<'])!;
    expect(zone[1]).toHaveLength(30);
    expect(zone[1]!.slice(0, 18)).toBe('5206070M2907262NGA');
    expect(parseMrz(zone)).toMatchObject({ format: 'TD1', birthDate: { value: '520607', check: 'valid' }, expiryDate: { value: '290726', check: 'valid' } });
    // Printed words with dates between a card's first line and its name line are no data line: no zone.
    expect(extractZone(['IDNGAUG01822636<<<<<<<<<<<<<<<', 'Date 07.06.1952 26.07.2029', 'DAVIES<<HUGO<<<<<<<<<<<<<<<<<<'])).toBeNull();
  });
  it("takes a card's first line read with its filler run lost before its data line, its optional data taken as unread", () => {
    // Seed 67's small-scan-7 (a card about 200 px wide): the page read the first line's start, the band lines 2 and 3.
    const read = ['10P0LDM97358658', '9307218F2907055P0L<<<<<<<<<<<0', 'NGUYEN<<SARAH<<<<<<<<<<<<<<<<'];
    const zone = extractZone(read)!;
    expect(zone[0]).toBe('10P0LDM97358658<<<<<<<<<<<<<<<');
    expect(parseMrz(zone)).toMatchObject({ format: 'TD1', lines: ['IDPOLDM97358658<<<<<<<<<<<<<<<', '9307218F2907055POL<<<<<<<<<<<0', 'NGUYEN<<SARAH<<<<<<<<<<<<<<<<<'], documentNumber: { value: 'DM9735865', check: 'valid' }, composite: true, optionalUnread: true });
    // A whole first line has its optional data read.
    expect(parseMrz(extractZone(['IDPOLDM97358658<<<<<<<<<<<<<<<', read[1]!, read[2]!])!)!.optionalUnread).toBe(false);
    // Not before printed text, nor a printed word with a state's letters in it.
    expect(extractZone(['10P0LDM97358658', 'Date of birth 21.07.1993', read[2]!])).toBeNull();
    expect(extractZone(['ICELANDIC 12345', read[1]!, read[2]!])).toBeNull();
    // Longer, its fillers were read as look-alikes (seed 67's small-scan-13): no start of a line whose filler run was lost.
    expect(extractZone(['IDPOLX254955564C4444', read[1]!, read[2]!])).toBeNull();
  });
  it('separates a zone line the detector merged with printed text', () => {
    expect(extractZone([`Authority PASSPORT OFFICE ${TD3[0]}`, TD3[1]!])).toEqual(TD3);
  });
  it('reads fillers misread as K or S after the names end as fillers', () => {
    expect(extractZone([TD3[0]!.slice(0, 30) + 'K<<S' + TD3[0]!.slice(34), TD3[1]!])).toEqual(TD3);
  });
  it('chooses the format by the longest line: a TD3 card whose line 1 broke is not read as TD2', () => {
    const td3Card = ['IDUTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159<<<<<<<<<<<<<<<2'];
    expect(extractZone([td3Card[0]!.slice(0, 28), td3Card[1]!])).toEqual(td3Card);
  });
  it('does not correct a specimen\'s wrong number check digit into another number the composite contradicts', () => {
    const specimen = [TD3[0]!, TD3[1]!.slice(0, 9) + '9' + TD3[1]!.slice(10)];
    expect(parseMrz(specimen)?.documentNumber).toEqual({ value: 'L898902C3', check: 'invalid' });
  });
  it('takes the nationality for an issuing state one character away from it, as a correction', () => {
    const td1 = [TD1[0]!.replace('I<UTO', 'I<U7O'.replace('7', '0')), TD1[1]!, TD1[2]!];
    expect(parseMrz(td1)?.issuingState).toEqual({ value: 'UTO', check: 'corrected' });
  });
  it("corrects a state code whose D was read as 0 ('NL0') in place, not by putting a letter before it", () => {
    // Seed 83's small-scan-4: a card 190 px wide read 'IDNL0WW...'; the D put back before the 0 made the number 0WW155921.
    const card = ['IDNL0WW15592185<<<<<<<<<<<<<<<', '9110018M3402030NLD<<<<<<<<<<<8', 'CHEN<<ADAM<<<<<<<<<<<<<<<<<<<<'];
    const parsed = parseMrz(extractZone(card)!);
    expect(parsed?.issuingState).toEqual({ value: 'NLD', check: 'corrected' });
    expect(parsed?.documentNumber).toEqual({ value: 'WW1559218', check: 'valid' });
  });
  it("puts back a card's lost I where the state after it was read with a digit for a letter ('D1TA' for 'IDITA'), as a guess", () => {
    // Seed 83's small-scan-28: the D put before the state instead, 'D1ITA...', kept a document code no card has.
    const card = ['D1TAED57819571<<<<<<<<<<<<<<', '7507184M3504244ITA<<<<<<<<<<<6', 'MULLER<<FELIX<<<<<<<<<<<<<<<<<'];
    const zone = extractZone(card)!;
    expect(parseMrz(zone)).toMatchObject({ documentCode: 'ID', issuingState: { value: 'ITA' }, documentNumber: { value: 'ED5781957', check: 'valid' }, codeGuessed: true });
  });
  it("puts back a card's optional data as fillers where the other field's look-alikes weigh as fillers do (K)", () => {
    // Seed 11's small-scan-jpeg-16: line 2's optional data put back from its pixels but for a K; with the K counted as
    // a choice, two choices passed the composite alike and neither was taken.
    const card = ['IDBRAHP6983798422K222222222S23', '0203085M3310137BRA<<<<<<<<<K<4', 'KIM<<JAMES<<<<<<<<<<<<<<<<<<<<'];
    expect(parseMrz(extractZone(card)!)).toMatchObject({ lines: ['IDBRAHP69837984<<<<<<<<<<<<<<<', '0203085M3310137BRA<<<<<<<<<<<4', card[2]], composite: true, fillersRestored: true });
  });
  it('keeps a digit in the document code: C1 stays C1', () => {
    const td2 = ['C1UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'];
    expect(parseMrz(td2)?.documentCode).toBe('C1');
  });
});

describe('zone text as PaddleOCR returns it', () => {
  it('reads × as X and full-width letters as ASCII', () => {
    const td1 = ['IDIRL×L81128583<<<<<<<<<<<<<<<', '7201183M3406142IRL<<<<<<<<<<<4', 'JACKSON<<HUGO<DAVID<<<<<<<<<<<'];
    expect(extractZone(td1)?.[0]).toBe('IDIRLXL81128583<<<<<<<<<<<<<<<');
    expect(extractZone(['Ｐ<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', TD3[1]!])?.[0]).toBe(TD3[0]);
  });
  it('keeps a passport zone at 44 characters when OCR lost most fillers', () => {
    const short = ['P<INDEVANS<<NOAH<<<<<<<<<<<<<<<<<<<<', 'YT16722131IND9801118M3012257<<<<<<<2'];
    const zone = extractZone(short)!;
    expect(zone.map((l) => l.length)).toEqual([44, 44]);
    expect(parseMrz(zone)).toMatchObject({ format: 'TD3', composite: true });
  });
});
