import type { BusinessUser } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { displayName, initialsOf } from './displayName';

const user: BusinessUser = {
  customerUserDTO: { customerUserId: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  corporateDTO: { profileId: 'c1', tradingName: 'Acme Trading', legalName: 'Acme Ltd' },
  fundDto: { profileId: 'f1', fundName: 'Growth Fund' },
  lendingAgentDTO: { profileId: 'l1', tradingName: 'Lender Co' },
  userType: 'INDIVIDUAL',
  profileId: 'p1',
  photo: null,
  canSwitchUser: false,
  showName: 'Server Name',
  menuPermList: ['COMMON'],
  language: 'en',
};

describe('displayName', () => {
  it('uses first plus last name for an individual', () => {
    expect(displayName(user)).toBe('Ada Lovelace');
  });

  it('uses the trading name for a corporate and a lending agent', () => {
    expect(displayName({ ...user, userType: 'CORPORATE' })).toBe('Acme Trading');
    expect(displayName({ ...user, userType: 'LENDING_AGENT' })).toBe('Lender Co');
  });

  it('uses the fund name for a fund', () => {
    expect(displayName({ ...user, userType: 'FUND' })).toBe('Growth Fund');
  });

  it('falls back to showName, then the e-mail', () => {
    const unnamed = { ...user, customerUserDTO: { ...user.customerUserDTO, firstName: null, lastName: ' ' } };
    expect(displayName(unnamed)).toBe('Server Name');
    expect(displayName({ ...unnamed, showName: '' })).toBe('ada@example.com');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Alice Walker')).toBe('AW');
    expect(initialsOf('Chen Trading Ltd')).toBe('CT');
    expect(initialsOf('  carol ')).toBe('C');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('陈 贸易')).toBe('陈贸');
  });
});
