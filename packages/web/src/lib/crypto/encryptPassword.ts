import { base64ToBytes, bytesToBase64 } from './base64';

/** Thrown when the page is not a secure context, where browsers hide Web Crypto. */
export class CryptoUnavailableError extends Error {
  constructor() {
    super('Web Crypto is unavailable (the page must be served over HTTPS or from localhost)');
    this.name = 'CryptoUnavailableError';
  }
}

/**
 * Encrypts a password for the server with RSA-OAEP (SHA-256) under the login public key
 * (base64 DER SubjectPublicKeyInfo), so the clear text never travels, even inside TLS logs.
 */
export async function encryptPassword(password: string, publicKeyBase64: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new CryptoUnavailableError();
  const key = await subtle.importKey('spki', base64ToBytes(publicKeyBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
}
