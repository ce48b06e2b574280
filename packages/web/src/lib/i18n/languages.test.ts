import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it('keeps a supported language', () => {
    expect(resolveLanguage('zh')).toBe('zh');
    expect(resolveLanguage('tw')).toBe('tw');
  });

  it('falls back to English for anything else', () => {
    expect(resolveLanguage(null)).toBe('en');
    expect(resolveLanguage('fr')).toBe('en');
    expect(resolveLanguage('zh-CN')).toBe('en');
  });
});
