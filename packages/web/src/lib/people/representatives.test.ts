import { addRepresentativeSchema } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { representativeBody, representativeName } from './representatives';

describe('representativeBody', () => {
  it('trims the fields and sends blank optional ones as null', () => {
    expect(representativeBody({ firstName: ' Dan ', middleName: '  ', lastName: 'Lee', taxId: ' AB12 ', email: '' })).toEqual({
      firstName: 'Dan',
      middleName: null,
      lastName: 'Lee',
      taxId: 'AB12',
      email: null,
    });
  });

  it('gives a body the contract accepts', () => {
    expect(addRepresentativeSchema.safeParse(representativeBody({ firstName: 'Dan', lastName: 'Lee', email: 'dan@example.com' })).success).toBe(true);
  });
});

describe('representativeName', () => {
  it('joins the parts that are there', () => {
    expect(representativeName({ firstName: 'Dan', middleName: null, lastName: 'Lee' })).toBe('Dan Lee');
    expect(representativeName({ firstName: 'Dan', middleName: 'J', lastName: 'Lee' })).toBe('Dan J Lee');
  });
});
