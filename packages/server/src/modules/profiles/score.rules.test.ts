import { describe, expect, it } from 'vitest';
import type { ProfileRow } from './profiles.table.js';
import { SCORE_RULES, scoreProfile } from './score.rules.js';

const blank = (_type: ProfileRow['type']): ProfileRow =>
  Object.fromEntries(Object.keys(SAMPLE).map((k) => [k, null])) as unknown as ProfileRow;
const SAMPLE = {
  id: 'p', type: 'INDIVIDUAL', firstName: null, middleName: null, lastName: null, legalName: null, tradingName: null, fundName: null, email: null, phone: null, jobTitle: null,
  registerType: null, dateOfBirth: null, nationality: null, gender: null, taxId: null, phoneVerifiedAt: null, employer: null, workEmail: null, workPhone: null,
  registrationNumber: null, jurisdiction: null, incorporationDate: null, website: null, companyPhone: null, fundClassification: null, collateralType: null, currency: null,
  addressLine1: null, addressLine2: null, city: null, postcode: null, country: null, createdAt: new Date(), updatedAt: new Date(),
};

describe('score rules', () => {
  it('weights of every profile type add up to 1', () => {
    for (const [type, rules] of Object.entries(SCORE_RULES)) {
      expect(rules.reduce((s, r) => s + r.percentage, 0), type).toBeCloseTo(1, 10);
    }
  });

  it('scores an individual by the items met', () => {
    const profile = { ...blank('INDIVIDUAL'), id: 'p', type: 'INDIVIDUAL' as const, firstName: 'A', lastName: 'B' };
    expect(scoreProfile({ profile, emailVerified: true, representatives: 0 }).score).toBe(0.15);
    const full = { ...profile, dateOfBirth: '1990-01-01', nationality: 'GB', addressLine1: '1 St', city: 'London', postcode: 'N1', country: 'GB', phoneVerifiedAt: new Date(), jobTitle: 'CFO' };
    const result = scoreProfile({ profile: full, emailVerified: true, representatives: 0 });
    expect(result.score).toBe(1);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((i) => i.valid)).toBe(true);
  });

  it('needs an authorised representative for a full corporate score', () => {
    const profile = { ...blank('CORPORATE'), id: 'c', type: 'CORPORATE' as const, legalName: 'L', tradingName: 'T', registrationNumber: '1', jurisdiction: 'GB', addressLine1: 'a', city: 'c', postcode: 'p', country: 'GB', companyPhone: '+441234567' };
    expect(scoreProfile({ profile, emailVerified: false, representatives: 0 }).score).toBe(0.7);
    expect(scoreProfile({ profile, emailVerified: false, representatives: 1 }).score).toBe(1);
  });

  it('treats blank strings as missing', () => {
    const profile = { ...blank('FUND'), id: 'f', type: 'FUND' as const, fundName: '  ', jurisdiction: 'KY', fundClassification: 'UCITS', collateralType: 'CASH', currency: 'USD' };
    expect(scoreProfile({ profile, emailVerified: false, representatives: 0 }).items.find((i) => i.item === 'fundDetails')!.valid).toBe(false);
  });
});
