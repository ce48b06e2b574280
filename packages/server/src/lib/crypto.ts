import { createCipheriv, createDecipheriv, createHmac, hash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random opaque token of 256 bits, hex: safe in URLs, headers and bodies (never starts with + - = @). */
export const randomToken = (): string => randomBytes(32).toString('hex');

/**
 * SHA-256 of a token, for storing secrets we only ever compare. The one-shot `hash` (no Hash object) is a third
 * of the cost of createHash().update().digest(): it runs twice on every authenticated call (cookie, CSRF token).
 */
export const hashToken = (token: string): string => hash('sha256', token, 'base64url');

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random numeric code of `length` digits. */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => randomInt(0, 10)).join('');

/** Derives purpose-bound keys from the application secret. */
export class Secrets {
  private readonly codeKey: Buffer;
  private readonly sealKey: Buffer;
  constructor(appSecret: string) {
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', appSecret, 'vault-portal', info, 32));
    this.codeKey = derive('one-time-codes');
    this.sealKey = derive('sealed-keys');
  }
  /** HMAC of a one-time code bound to its flow, so a stolen table reveals no codes. */
  hashCode(flowId: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${flowId}:${code}`).digest('base64url');
  }
  /** AES-256-GCM seal of a secret at rest. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }
  unseal(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !body) throw new Error('Malformed sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}

/** `a***e@example.com`: enough to recognise an address without revealing it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? local.slice(0, 1) : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local.at(-1)}`;
  return `${shown}@${domain}`;
}
