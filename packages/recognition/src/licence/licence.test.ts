import { describe, expect, it } from 'vitest';
import { parseAamva } from './aamva.js';
import { euCountry, firstDate, parseEuLines } from './euLicence.js';
import { decodeUkDriverNumber, ukDriverNumberStem, ukSurnamePrefix } from './ukDriverNumber.js';

describe('UK driver numbers', () => {
  it('decodes surname, birth date and sex (women have 50 added to the month)', () => {
    expect(decodeUkDriverNumber('MORGA753116SM9IJ')).toMatchObject({ surnamePrefix: 'MORGA', yy: 76, month: 3, day: 11, sex: 'F', initials: 'SM' });
    expect(decodeUkDriverNumber('SMITH862147AB9CD')).toMatchObject({ yy: 87, month: 12, day: 14, sex: 'F' });
  });
  it('refuses numbers of the wrong shape or with an impossible month', () => {
    expect(decodeUkDriverNumber('MORGA75311')).toBeNull();
    expect(decodeUkDriverNumber('MORGA713116SM9IJ')).toBeNull();
  });
  it('pads short surnames with 9 and writes MAC as MC', () => {
    expect(ukSurnamePrefix('Fox')).toBe('FOX99');
    expect(ukSurnamePrefix('MacDonald')).toBe('MCDON');
    expect(ukSurnamePrefix("O'Neil")).toBe('ONEIL');
  });
  it('builds the stem the decoder reads back', () => {
    const stem = ukDriverNumberStem('Smith', 'Jane', { year: 1987, month: 12, day: 14 }, 'F');
    expect(stem).toBe('SMITH862147J9');
    expect(decodeUkDriverNumber(`${stem}9AB`)).toMatchObject({ yy: 87, month: 12, day: 14, sex: 'F', initials: 'J9' });
  });
});

describe('EU licence numbered fields', () => {
  it('splits labels sharing a line and never takes a date for a label', () => {
    const f = parseEuLines(['DRIVING LICENCE', 'UK', '1. MORGAN', '2. SARAH MEREDITH', '3.11.03.1976 UNITED KINGDOM', '4a. 19.01.2013 4c. DVLA', '4b.18.01.2023', '5. MORGA753116SM9IJ 35']);
    expect(f).toMatchObject({ '1': 'MORGAN', '2': 'SARAH MEREDITH', '3': '11.03.1976 UNITED KINGDOM', '4a': '19.01.2013', '4c': 'DVLA', '4b': '18.01.2023', '5': 'MORGA753116SM9IJ 35' });
    expect(firstDate(f['3'])).toBe('11/03/1976');
    expect(euCountry(['DRIVING LICENCE', 'UK'])).toBe('GBR');
  });
  it('accepts a 4a label whose dot was lost', () => {
    expect(parseEuLines(['4a 01.02.2015'])['4a']).toBe('01.02.2015');
  });
});

const AAMVA_V8 =
  '@\n\x1e\rANSI 636014080102DL00410288ZC03290024DLDAQD1234562\nDCSPUBLIC\nDDEN\nDACJOHN\nDDFN\nDADQUINCY\nDDGN\nDCAD\nDCBNONE\nDCDNONE\nDBD08292017\nDBB01311970\nDBA01312025\nDBC1\nDAU069 IN\nDAYGRN\nDAG123 MAIN STREET\nDAIANYTOWN\nDAJCA\nDAK000000000  \nDCF83D9BN217QO983B1\nDCGUSA\nDAW180\nDAZBRO\nDCK12345678900000000\nDDB02142014\nDDAF\nDDK1\r\nZCZCAY\nZCBCORRECTIVE LENSES\r';

describe('AAMVA barcode text', () => {
  it('reads a version 8 US licence with MMDDCCYY dates', () => {
    expect(parseAamva(AAMVA_V8)).toMatchObject({
      iin: '636014', version: 8, country: 'USA', documentNumber: 'D1234562', surname: 'PUBLIC', givenNames: 'JOHN QUINCY',
      birthDate: '31/01/1970', expiryDate: '31/01/2025', issueDate: '29/08/2017', sex: 'M',
    });
  });
  it('reads Canadian CCYYMMDD dates and a female code', () => {
    const can = AAMVA_V8.replace('DCGUSA', 'DCGCAN').replace('DBB01311970', 'DBB19700131').replace('DBC1', 'DBC2');
    expect(parseAamva(can)).toMatchObject({ country: 'CAN', birthDate: '31/01/1970', sex: 'F' });
  });
  it('reads a version 1 name in DAA', () => {
    const v1 = '@\n\x1e\rANSI 6360100102DL00390187DLDAAPUBLIC,JOHN,Q\nDAQ12345\nDBB19700131\nDBA20250131\n';
    expect(parseAamva(v1)).toMatchObject({ version: 1, surname: 'PUBLIC', givenNames: 'JOHN Q', documentNumber: '12345' });
  });
  it('returns null for text that is not an AAMVA barcode', () => {
    expect(parseAamva('https://example.com')).toBeNull();
  });
});
