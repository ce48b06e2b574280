/** Base64 <-> bytes without Node's Buffer, for Web Crypto keys and ciphertexts. */
export function base64ToBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64url (RFC 4648 §5, padding optional) to UTF-8 text; throws on malformed input. */
export function decodeBase64UrlText(value: string): string {
  const standard = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  return new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(padded));
}
