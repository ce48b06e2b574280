import { describe, expect, it } from 'vitest';
import { changedDetails, detailsFromFields, nationalityOf, overwrittenDetails, profileDifferences, reviewFields, type PersonDetails } from './recognition.rules.js';

const nobody: PersonDetails = { firstName: null, middleName: null, lastName: null, dateOfBirth: null, nationality: null, gender: null };

describe('recognition rules', () => {
  it('maps ICAO nationality codes to the profile’s ISO alpha-2, and codes of no country to nothing', () => {
    expect(['GBR', 'D', 'D<<', 'GBD', 'FRA', 'RKS', 'UTO', 'XXA', ''].map(nationalityOf)).toEqual(['GB', 'DE', 'DE', 'GB', 'FR', 'XK', null, null, null]);
  });

  it('reads the person from confirmed fields, skipping what is empty, impossible or unmappable', () => {
    const fields = [
      { code: 8 as const, value: ' Smith-Jones ' },
      { code: 9 as const, value: 'ANNA  MARIA LOUISE' },
      { code: 5 as const, value: '29/02/1992' },
      { code: 11 as const, value: 'UTO' },
      { code: 12 as const, value: 'x' },
    ];
    expect(detailsFromFields(fields)).toEqual({ lastName: 'Smith-Jones', firstName: 'ANNA', middleName: 'MARIA LOUISE', dateOfBirth: '1992-02-29', gender: 'OTHER' });
    expect(detailsFromFields([{ code: 5, value: '30/02/1992' }, { code: 9, value: 'ANNA' }])).toEqual({ firstName: 'ANNA', middleName: null });
  });

  it('asks before replacing existing details only (names without case), never for filling empty ones', () => {
    const current = { ...nobody, firstName: 'Anna', lastName: 'Smith', middleName: 'Maria' };
    const next = { firstName: 'ANNA', middleName: null, lastName: 'SMITH', dateOfBirth: '1990-01-01' };
    expect(changedDetails(current, next)).toEqual(['middleName', 'dateOfBirth']);
    expect(overwrittenDetails(current, next)).toEqual(['middleName']);
    expect(overwrittenDetails(nobody, next)).toEqual([]);
  });

  it('names the recorded name or birth date a document disagrees with, and nothing the profile lacks', () => {
    const current = { ...nobody, firstName: 'Anna', lastName: 'Smith', dateOfBirth: '1990-01-01' };
    expect(profileDifferences(current, { firstName: 'ANNA', middleName: null, lastName: 'SMITH', dateOfBirth: '1990-01-01' })).toEqual([]);
    expect(profileDifferences(current, { firstName: 'ANNA', middleName: null, lastName: 'SMYTH', dateOfBirth: '1991-01-01' })).toEqual([
      { detail: 'name', profile: 'Anna Smith', document: 'ANNA SMYTH' },
      { detail: 'dateOfBirth', profile: '1990-01-01', document: '1991-01-01' },
    ]);
    // A birth date or middle name the profile does not have yet is new, not a disagreement.
    expect(profileDifferences({ ...current, dateOfBirth: null }, { firstName: 'Anna', middleName: 'Maria', lastName: 'Smith', dateOfBirth: '1991-01-01' })).toEqual([]);
  });

  it('adds the review fields a scan lacks, shown and failed, and keeps the others as recognition said', () => {
    const dl = reviewFields('DL', [
      { code: 2, value: 'X1', grade: 'PASS', display: 2 },
      { code: 12, value: 'F', grade: 'WARNING', display: 2 },
      { code: 11, value: '', grade: 'ABSENT', display: 1 },
    ]);
    expect(dl.map((f) => `${f.code}:${f.display}:${f.grade}`)).toEqual(['2:2:PASS', '3:2:FAIL', '4:2:FAIL', '5:2:FAIL', '8:2:FAIL', '9:2:FAIL', '11:1:ABSENT', '12:2:WARNING', '51:1:ABSENT']);
    const pp = reviewFields('PP', [{ code: 4, value: '', grade: 'ABSENT', display: 1 }]);
    expect(pp.find((f) => f.code === 4)).toEqual({ code: 4, name: 'Date of Issue', value: '', maxLength: 10, display: 2, grade: 'FAIL' });
  });
});
