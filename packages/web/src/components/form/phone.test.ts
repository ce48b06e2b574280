import { describe, expect, it } from 'vitest';
import { joinPhone, splitPhone } from './phone';

const codes = [
  { value: '+1268', country: 'AG' },
  { value: '+44', country: 'GB' },
  { value: '+44', country: 'JE' },
  { value: '+1', country: 'US' },
  { value: '+1', country: 'CA' },
];

describe('joinPhone', () => {
  it('puts the calling code before the number and drops separators', () => {
    expect(joinPhone('+44', '7700 900-123')).toBe('+447700900123');
    expect(joinPhone(undefined, '07700 900123')).toBe('07700900123');
  });

  it('keeps a number typed with its own code, and nothing for no number', () => {
    expect(joinPhone('+44', '+33123456789')).toBe('+33123456789');
    expect(joinPhone('+44', '  ')).toBe('');
  });
});

describe('splitPhone', () => {
  it('finds the longest calling code', () => {
    expect(splitPhone('+447700900123', codes)).toEqual({ country: 'GB', number: '7700900123' });
    expect(splitPhone('+12685551234', codes)).toEqual({ country: 'AG', number: '5551234' });
  });

  it('keeps the chosen country while its code still fits', () => {
    expect(splitPhone('+12685551234', codes, 'US')).toEqual({ country: 'US', number: '2685551234' });
    expect(splitPhone('+447700900123', codes, 'JE')).toEqual({ country: 'JE', number: '7700900123' });
    expect(splitPhone('+447700900123', codes, 'US')).toEqual({ country: 'GB', number: '7700900123' });
  });

  it('keeps the chosen country for an empty value, and none for a number without +', () => {
    expect(splitPhone('', codes, 'GB')).toEqual({ country: 'GB', number: '' });
    expect(splitPhone('07700900123', codes, 'GB')).toEqual({ country: undefined, number: '07700900123' });
  });

  it('round-trips with joinPhone', () => {
    const parts = splitPhone('+447700900123', codes);
    expect(joinPhone('+44', parts.number)).toBe('+447700900123');
  });
});
