import { describe, expect, it } from 'vitest';
import { buildQuery } from './query';

describe('buildQuery', () => {
  it('repeats array keys without indices', () => {
    expect(buildQuery({ a: [1, 2], b: 'x' })).toBe('?a=1&a=2&b=x');
  });

  it('leaves out null and undefined, keeps false and 0', () => {
    expect(buildQuery({ a: null, b: undefined, c: false, d: 0 })).toBe('?c=false&d=0');
  });

  it('returns an empty string when there is nothing to send', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ a: [] })).toBe('');
  });

  it('encodes reserved characters', () => {
    expect(buildQuery({ token: 'a+b/c=d&e' })).toBe('?token=a%2Bb%2Fc%3Dd%26e');
  });
});
