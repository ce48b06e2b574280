import { describe, expect, it } from 'vitest';
import { confirmedFieldProblems, convertRequestSchema, ocrJsonSchema } from './recognition.schemas.js';

const base = {
  scanId: 'a'.repeat(32),
  docType: 'PP',
  documentType: 'passport',
  overallStatus: 'High',
  clearEnough: true,
  typeMatch: true,
  kind: 'passport',
  country: 'GBR',
  entries: [
    { name: 'Given Names', value: 'ANNA' },
    { name: 'Surname', value: 'SMITH' },
  ],
  fields: [
    { code: 2, value: '123456789' },
    { code: 3, value: '01/02/2030' },
    { code: 5, value: '01/01/1990' },
    { code: 8, value: 'SMITH' },
    { code: 51, value: 'P<GBRSMITH<<ANNA<<<\n123456789' },
  ],
};

describe('ocrJson', () => {
  it('accepts a confirmed scan', () => {
    expect(ocrJsonSchema.safeParse(base).success).toBe(true);
  });

  it('refuses a scan whose document number, birth date or surname is empty or missing', () => {
    expect(confirmedFieldProblems([{ code: 8, value: '  ' }])).toEqual([{ path: 'fields.8', message: 'Please fill in' }]);
    expect(ocrJsonSchema.safeParse({ ...base, fields: base.fields.filter((f) => f.code !== 5) }).success).toBe(false);
  });

  it('refuses impossible dates, long values, spaces in the zone, formulas and duplicates', () => {
    expect(confirmedFieldProblems([{ code: 3, value: '31/02/2030' }])).toEqual([{ path: 'fields.3', message: 'Please enter a valid date (DD/MM/YYYY)' }]);
    expect(confirmedFieldProblems([{ code: 5, value: '2030-02-01' }])).toHaveLength(1);
    expect(confirmedFieldProblems([{ code: 8, value: 'x'.repeat(129) }])).toHaveLength(1);
    expect(confirmedFieldProblems([{ code: 51, value: 'P<GBR SMITH' }])).toHaveLength(1);
    expect(confirmedFieldProblems([{ code: 9, value: '=HYPERLINK("x")' }])).toHaveLength(1);
    expect(confirmedFieldProblems([{ code: 12, value: 'Q' }])).toHaveLength(1);
    expect(confirmedFieldProblems([{ code: 8, value: 'A' }, { code: 8, value: 'B' }])).toHaveLength(1);
    expect(ocrJsonSchema.safeParse({ ...base, overallStatus: 'Low' }).success).toBe(false);
    expect(ocrJsonSchema.safeParse({ ...base, fields: [{ code: 7, value: 'x' }] }).success).toBe(false);
  });

  it('convert takes a scan id or scan data', () => {
    expect(convertRequestSchema.safeParse({ scanId: 'b'.repeat(32) }).success).toBe(true);
    expect(convertRequestSchema.safeParse({ docType: 'DL', fields: [{ code: 2, value: 'X' }] }).success).toBe(true);
    expect(convertRequestSchema.safeParse({ docType: 'DL' }).success).toBe(false);
  });
});
