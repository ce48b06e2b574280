import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.js';
import { acceptsCodeField, acceptsEmailField } from '../rules/validation.js';
import { codeField, emailField } from './fields.js';

// The browser checks e-mails and codes with the zod-free functions, the server with the schemas:
// a difference would let the form send what the server refuses, or refuse what it accepts.
const long = (n: number) => 'a'.repeat(n);
const ADDRESSES = [
  'alice@example.com',
  'Alice.Smith@Example.COM',
  '  alice@example.com  ',
  '\talice@example.com\n',
  '\u00a0alice@example.com\u2003',
  '\ufeffalice@example.com',
  'alice@example',
  'alice@example.c',
  'alice@example.co',
  'alice@@example.com',
  '@example.com',
  'alice@',
  'alice',
  '',
  ' ',
  'a@b.cd',
  'a..b@example.com',
  'a.b@example..com',
  '.alice@example.com',
  'alice.@example.com',
  'alice@-example.com',
  'alice@example-.com',
  'alice@ex-ample.com',
  'alice@sub.example.com',
  'alice@123.example.com',
  'alice@example.123',
  'alice@[127.0.0.1]',
  '"alice"@example.com',
  'al ice@example.com',
  'alice@exa mple.com',
  "o'brien+tag@example.co.uk",
  'a!#$%&*+/=?^_`{|}~-@example.com',
  'ali(ce)@example.com',
  'alice,bob@example.com',
  'alice@example.com.',
  'ålice@example.com',
  'alice@exämple.com',
  'alice@xn--exmple-cua.com',
  '用户@例子.广告',
  'alice@example.com\u0000',
  'alice@example.com ,',
  `${long(64)}@example.com`,
  `a@${long(63)}.com`,
  `a@${long(64)}.com`,
  `${long(LIMITS.emailMax - 12)}@example.com`,
  `${long(LIMITS.emailMax - 11)}@example.com`,
  `${long(LIMITS.emailMax - 12)}@example.com `,
  `${long(LIMITS.emailMax - 11)}@example.com `,
  ` ${long(LIMITS.emailMax - 12)}@example.com`,
];

const CODES = ['123456', ' 123456 ', '12345', '1234567', '12345a', '', ' ', '000000', '１２３４５６', '123 456', '\t654321\n', '٠١٢٣٤٥'];

describe('zod-free field checks agree with the contract schemas', () => {
  it.each(ADDRESSES)('e-mail %j', (address) => {
    expect(acceptsEmailField(address)).toBe(emailField.safeParse(address).success);
  });

  it('e-mail: generated addresses and strings', () => {
    const atom = fc.stringMatching(/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~ -]{0,12}$/);
    const address = fc.tuple(atom, fc.constantFrom('@', '@@', ''), atom, fc.constantFrom('.com', '.c', '.co.uk', '', '.', '..x')).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(address, fc.emailAddress(), fc.string(), fc.emailAddress().map((e) => ` ${e}\n`)), (value) => {
        expect(acceptsEmailField(value)).toBe(emailField.safeParse(value).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('the list has both outcomes', () => {
    expect(ADDRESSES.filter(acceptsEmailField).length).toBeGreaterThan(8);
    expect(ADDRESSES.filter((a) => !acceptsEmailField(a)).length).toBeGreaterThan(20);
  });

  it.each(CODES)('code %j', (code) => {
    expect(acceptsCodeField(code)).toBe(codeField.safeParse(code).success);
  });

  it('code: generated strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\s?\d{5,7}\s?$/), fc.string({ maxLength: 8 })), (value) => {
        expect(acceptsCodeField(value)).toBe(codeField.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
