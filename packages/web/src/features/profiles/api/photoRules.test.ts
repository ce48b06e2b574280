import { LIMITS } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photoRules';

describe('photoProblem', () => {
  it('accepts JPG, PNG and WebP up to 5 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: LIMITS.photoBytes })).toBeNull();
  });

  it('refuses other files and larger pictures', () => {
    expect(photoProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(photoProblem({ type: 'image/jpeg', size: LIMITS.photoBytes + 1 })).toBe('size');
  });
});
