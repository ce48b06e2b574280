import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, decodeBase64UrlText } from './base64';

describe('base64', () => {
  it('round-trips bytes', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it('decodes unpadded base64url UTF-8 text', () => {
    const text = '{"name":"Zoë 公司?"}';
    const encoded = bytesToBase64(new TextEncoder().encode(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(encoded).not.toContain('=');
    expect(decodeBase64UrlText(encoded)).toBe(text);
  });

  it('throws on malformed input', () => {
    expect(() => decodeBase64UrlText('%%%')).toThrow();
  });
});
