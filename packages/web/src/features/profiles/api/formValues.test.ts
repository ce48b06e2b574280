import { personalInfoSchema, fundInfoSchema } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { blankToNull, fromFormDate, fundRequest, personalFormValues, personalRequest, toFormDate, workRequest } from './formValues';

const info = {
  firstName: 'Alice',
  middleName: null,
  lastName: 'Walker',
  dateOfBirth: '1990-02-28',
  nationality: 'GB',
  gender: null,
  taxId: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  postcode: null,
  country: null,
  email: 'alice@example.com',
  phone: null,
  phoneVerified: false,
  photo: null,
};

describe('details form values', () => {
  it('keeps a date-only value the same calendar day both ways', () => {
    expect(fromFormDate(toFormDate('1990-02-28'))).toBe('1990-02-28');
    expect(toFormDate(null)).toBeUndefined();
    expect(fromFormDate(null)).toBeNull();
  });

  it('sends blank text and cleared selects as null', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull('GB')).toBe('GB');
  });

  it('reads the personal details into the form and back into a request the contract accepts', () => {
    const values = personalFormValues(info);
    expect(values.middleName).toBeUndefined();
    const body = personalRequest({ ...values, addressLine1: '1 High Street', city: 'London', postcode: 'N1 9GU', country: 'GB', taxId: '' });
    expect(body).toMatchObject({ firstName: 'Alice', dateOfBirth: '1990-02-28', addressLine1: '1 High Street', country: 'GB', taxId: null, gender: null, addressLine2: null });
    expect(personalInfoSchema.safeParse(body).success).toBe(true);
  });

  it('builds work and fund requests with nulls for blanks', () => {
    expect(workRequest({ jobTitle: 'Director', workEmail: '' })).toEqual({ jobTitle: 'Director', employer: null, workEmail: null, workPhone: null });
    const fund = fundRequest({ fundName: 'Harbour Growth Fund', currency: 'GBP', country: undefined });
    expect(fund).toMatchObject({ fundName: 'Harbour Growth Fund', currency: 'GBP', legalName: null, country: null });
    expect(fundInfoSchema.safeParse(fund).success).toBe(true);
  });
});
