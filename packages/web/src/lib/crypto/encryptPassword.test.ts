import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';
import { encryptPassword } from './encryptPassword';

describe('encryptPassword', () => {
  it('produces RSA-OAEP SHA-256 ciphertext the private key decrypts', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
    const cipher = await encryptPassword('Str0ng!Pass', spki);
    const clear = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, base64ToBytes(cipher));
    expect(new TextDecoder().decode(clear)).toBe('Str0ng!Pass');
  });
});
