import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.js';
import {
  FORMULA_EXEMPT_FIELDS,
  findSuspiciousValues,
  jsonDepth,
  hasNonSpace,
  isStrongPassword,
  isSuspiciousFormula,
  isValidEmail,
  isValidPhone,
  isValidTaxId,
  normaliseEmail,
  passwordProblems,
} from './validation.js';

describe('e-mail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'neil@example.org"])('accepts %s', (v) => expect(isValidEmail(v)).toBe(true));
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@@b.com', 'a b@c.com', 'a..b@c.com', '@b.com', `${'a'.repeat(250)}@b.com`])('refuses %j', (v) => expect(isValidEmail(v)).toBe(false));
  it('normalises by trimming and lower-casing', () => expect(normaliseEmail('  Alice@Example.COM ')).toBe('alice@example.com'));
});

describe('phone', () => {
  it.each(['1234567', '+441234567890', '123456789012345678'])('accepts %s', (v) => expect(isValidPhone(v)).toBe(true));
  it.each(['123456', '1234567890123456789', '+', '++1234567', '12 34567', 'abcdefg'])('refuses %j', (v) => expect(isValidPhone(v)).toBe(false));
});

describe('password rule', () => {
  it('accepts 8-16 characters with upper, lower, digit and special', () => {
    expect(isStrongPassword('Demo!Pass1')).toBe(true);
    expect(isStrongPassword('Aa1!aaaa')).toBe(true);
    expect(isStrongPassword('Aa1!aaaaaaaaaaaa')).toBe(true);
  });
  it('names each missing part', () => {
    expect(passwordProblems('Aa1!aaa')).toEqual(['length']);
    expect(passwordProblems('Aa1!aaaaaaaaaaaaa')).toEqual(['length']);
    expect(passwordProblems('aa1!aaaa')).toEqual(['uppercase']);
    expect(passwordProblems('AA1!AAAA')).toEqual(['lowercase']);
    expect(passwordProblems('Aab!aaaa')).toEqual(['digit']);
    expect(passwordProblems('Aa1aaaaa')).toEqual(['special']);
  });
  it('refuses common passwords that pass the composition rule', () => {
    expect(passwordProblems('P@ssw0rd')).toEqual(['common']);
    expect(passwordProblems('Password123!')).toEqual(['common']);
  });
  it('never accepts a password shorter than 8 or longer than 16 (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (s) => {
      if (isStrongPassword(s)) expect(s.length >= 8 && s.length <= 16).toBe(true);
    }));
  });
});

describe('tax id', () => {
  it.each(['AB12345', '  ab12  ', '', 'A'.repeat(20)])('accepts %j', (v) => expect(isValidTaxId(v)).toBe(true));
  it.each(['AB-123', 'A B', 'A'.repeat(21), '12_34'])('refuses %j', (v) => expect(isValidTaxId(v)).toBe(false));
});

describe('required names', () => {
  it('need a non-space character', () => {
    expect(hasNonSpace(' x ')).toBe(true);
    expect(hasNonSpace('   ')).toBe(false);
    expect(hasNonSpace('')).toBe(false);
    expect(hasNonSpace(undefined)).toBe(false);
  });
});

describe('formula injection', () => {
  it.each(['=1', '+1', '-1', '@a', '\n', '\tx', '\rx'])('flags %j', (v) => expect(isSuspiciousFormula(v)).toBe(true));
  it.each(['a=1', '1+1', 'x@y.com', '', '   ', 'Anne-Marie', ' a=1'])('lets %j through', (v) => expect(isSuspiciousFormula(v)).toBe(false));
  // Values are stored trimmed: whitespace of any kind (and invisible format characters) before a trigger is looked through.
  it.each([' =1', '  +1', '\u00A0=1', '\uFEFF@SUM(A1)', '\u3000-1', '\u200B=1', '\u2003\u00A0=HYPERLINK("x")', ' \t=1'])('flags %j', (v) =>
    expect(isSuspiciousFormula(v)).toBe(true),
  );

  it('walks any depth without recursion, and measures depth without parsing', () => {
    const deep = '['.repeat(100_000) + '"=1"' + ']'.repeat(100_000);
    expect(jsonDepth(deep)).toBe(100_000);
    expect(jsonDepth('{"a":"[[[{","b":[{"c":"\\"}]}')).toBe(3);
    expect(findSuspiciousValues(JSON.parse(deep))).toEqual(['[]'.repeat(100_000)]);
  });

  it('finds suspicious values at any depth and names their paths', () => {
    expect(findSuspiciousValues({ a: 'ok', b: { c: '=x' }, d: ['fine', '+1'], e: 5, f: null })).toEqual(['b.c', 'd[]']);
  });

  it('exempts exactly the secret fields, and everything under them', () => {
    expect([...FORMULA_EXEMPT_FIELDS].sort()).toEqual(['companyPhone', 'confirmPassword', 'encryptedPassword', 'newPassword', 'ocrJson', 'oldPassword', 'password', 'phone', 'token', 'workPhone'].sort());
    expect(findSuspiciousValues({ password: '+abc', newPassword: '=x', token: '-t', ocrJson: { a: '=1' } })).toEqual([]);
    expect(findSuspiciousValues({ passwordHint: '+abc' })).toEqual(['passwordHint']);
  });

  it('flags every string whose first character is a trigger (property)', () => {
    fc.assert(fc.property(fc.constantFrom('+', '-', '@', '=', '\n', '\t'), fc.string(), (head, tail) => {
      expect(findSuspiciousValues({ x: head + tail })).toEqual(['x']);
    }));
  });
});

describe('error catalogue', () => {
  it('has unique 8-digit codes and a message in en, zh and tw for each', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [key, e] of Object.entries(ERRORS)) {
      expect(e.code, key).toMatch(/^\d{8}$/);
      if (key === 'EMAIL_IS_BUSINESS') continue; // empty on purpose: the client shows a dialog
      for (const lang of ['en', 'zh', 'tw'] as const) expect(e.message[lang], `${key} ${lang}`).not.toBe('');
    }
  });
  it('keeps the spec codes', () => {
    expect(ERRORS.PASSWORD_WEAK.code).toBe('00000230');
    expect(ERRORS.PASSWORD_EXPIRED.code).toBe('00000231');
    expect(ERRORS.EMAIL_IS_BUSINESS.code).toBe('70000115');
    expect(ERRORS.NOT_AUTHORISED_REP.code).toBe('70000011');
    expect(ERRORS.URL_DOMAIN_NOT_LISTED.code).toBe('30000063');
    expect(ERRORS.INVITATION_ALREADY_SENT.code).toBe('50000010');
  });
});
