import { describe, expect, it } from 'vitest';
import { checkCode, checkEmail, checkName, checkNewPassword, checkPasswordConfirmation } from './validators';

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
    expect(checkCode('12345a')).toBe('code');
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
