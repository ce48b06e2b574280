import { describe, expect, it } from 'vitest';
import { isDangerScore, isKnownScoreItem, scorePercent, splitScoreItems } from './scoreDisplay';

describe('score percentage', () => {
  it('is the fraction times 100 as an integer', () => {
    expect(scorePercent(0)).toBe(0);
    expect(scorePercent(0.15)).toBe(15);
    expect(scorePercent(0.4)).toBe(40);
    expect(scorePercent(1)).toBe(100);
  });

  it('is not thrown off by floating point', () => {
    expect(scorePercent(0.29)).toBe(29);
    expect(scorePercent(0.57)).toBe(57);
    expect(scorePercent(0.7 + 0.1 - 0.2)).toBe(60);
  });

  it('stays within 0..100', () => {
    expect(scorePercent(-0.1)).toBe(0);
    expect(scorePercent(1.2)).toBe(100);
  });

  it('is in the danger style below 60 only', () => {
    expect(isDangerScore(0)).toBe(true);
    expect(isDangerScore(59)).toBe(true);
    expect(isDangerScore(60)).toBe(false);
    expect(isDangerScore(100)).toBe(false);
  });
});

describe('score items', () => {
  it('splits completed and incomplete items in the server order', () => {
    const items = [
      { item: 'personalDetails', percentage: 0.3, valid: false },
      { item: 'residentialAddress', percentage: 0.25, valid: true },
      { item: 'emailVerified', percentage: 0.15, valid: true },
    ];
    expect(splitScoreItems(items)).toEqual({ completed: [items[1], items[2]], incomplete: [items[0]] });
  });

  it('knows the item keys of every profile type', () => {
    for (const key of ['personalDetails', 'companyPhone', 'fundRepresentative', 'registeredAddress']) expect(isKnownScoreItem(key)).toBe(true);
    expect(isKnownScoreItem('passport')).toBe(false);
  });
});
