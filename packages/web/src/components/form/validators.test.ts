import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkEmail,
  checkName,
  checkNewPassword,
  checkOptionalEmail,
  checkOptionalPhone,
  checkPasswordConfirmation,
  checkPhone,
  checkTaxId,
} from './validators';

describe('form validators', () => {
  it('checks e-mails with the contract rule, after trimming', () => {
    expect(checkEmail('  ada@example.com ')).toBeNull();
    expect(checkEmail('ada@example')).toBe('email');
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('   ')).toBe('required');
  });

  it('checks 6-digit codes', () => {
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('12345')).toBe('code');
    expect(checkCode('12345a')).toBe('number');
    expect(checkCode(' 12 34 ')).toBe('number');
    expect(checkCode(' 123456 ')).toBeNull();
    expect(checkCode(undefined)).toBe('required');
  });

  it('requires a non-space character in names and caps their length', () => {
    expect(checkName('Ada')).toBeNull();
    expect(checkName('   ')).toBe('fillIn');
    expect(checkName('x'.repeat(129))).toBe('tooLong');
    expect(checkName('x'.repeat(201), 200)).toBe('tooLong');
  });

  it('lists every broken part of the password rule', () => {
    expect(checkNewPassword('Str0ng!Pass')).toEqual([]);
    expect(checkNewPassword('short')).toEqual(['password.length', 'password.uppercase', 'password.digit', 'password.special']);
    expect(checkNewPassword('Password1!')).toEqual(['password.common']);
    expect(checkNewPassword('')).toEqual(['required']);
  });

  it('compares the confirmation with the password', () => {
    expect(checkPasswordConfirmation('Str0ng!Pass', 'Str0ng!Pass')).toBeNull();
    expect(checkPasswordConfirmation('Str0ng!Pas', 'Str0ng!Pass')).toBe('passwordsDiffer');
    expect(checkPasswordConfirmation('', 'Str0ng!Pass')).toBe('required');
  });
});

describe('profile field validators', () => {
  it('accepts an optional + and 7 to 18 digits as a phone number', () => {
    expect(checkOptionalPhone('')).toBeNull();
    expect(checkOptionalPhone('+447700900123')).toBeNull();
    expect(checkOptionalPhone('1234567')).toBeNull();
    expect(checkOptionalPhone('+123456')).toBe('phone');
    expect(checkOptionalPhone('+44 7700 900123')).toBe('phone');
    expect(checkOptionalPhone('1'.repeat(19))).toBe('phone');
    expect(checkPhone('')).toBe('required');
  });

  it('accepts letters and digits only in a tax id, at most 20, after trimming', () => {
    expect(checkTaxId(undefined)).toBeNull();
    expect(checkTaxId(' AB123456C ')).toBeNull();
    expect(checkTaxId('AB-123')).toBe('taxId');
    expect(checkTaxId('A'.repeat(21))).toBe('taxIdLength');
    expect(checkTaxId(` ${'A'.repeat(20)} `)).toBeNull();
  });

  it('checks an optional e-mail only when given', () => {
    expect(checkOptionalEmail('')).toBeNull();
    expect(checkOptionalEmail('ada@example.com')).toBeNull();
    expect(checkOptionalEmail('ada@')).toBe('emailAddress');
  });
});
