import { describe, expect, it } from 'vitest';
import { matchFieldErrors, toNamePath } from './fieldErrors';

describe('toNamePath', () => {
  it('splits dotted paths and turns indices into numbers', () => {
    expect(toNamePath('email')).toEqual(['email']);
    expect(toNamePath('rows.0.email')).toEqual(['rows', 0, 'email']);
    expect(toNamePath('rows[].email')).toEqual(['rows', 'email']);
  });
});

describe('matchFieldErrors', () => {
  it('groups messages by field the form has and returns the rest', () => {
    const result = matchFieldErrors(
      [
        { path: 'email', message: 'Incorrect E-mail format' },
        { path: 'email', message: 'Too long' },
        { path: 'keyId', message: 'Required' },
      ],
      ['email', 'password'],
    );
    expect(result.matched).toEqual([{ name: ['email'], errors: ['Incorrect E-mail format', 'Too long'] }]);
    expect(result.unmatched).toEqual([{ path: 'keyId', message: 'Required' }]);
  });
});
