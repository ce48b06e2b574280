import { constants, createPrivateKey, generateKeyPairSync, type KeyObject, privateDecrypt, randomBytes } from 'node:crypto';
import { desc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Secrets } from '../../lib/crypto.js';
import { loginKeys } from './auth.table.js';

const USE_HOURS = 24;
/** After a key stops being handed out, forms already holding it still work for this long. */
const GRACE_HOURS = 2;

/**
 * RSA-OAEP (SHA-256) keys the browser encrypts passwords with. Keys live in the database, sealed
 * with APP_SECRET, so every instance can decrypt what any instance handed out; they rotate daily.
 */
export function createLoginKeys(db: Db, secrets: Secrets) {
  const privateKeys = new Map<string, { key: KeyObject; acceptUntil: Date }>();
  let creating: Promise<unknown> | null = null;

  async function createKey() {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const now = Date.now();
    const row = {
      id: randomBytes(9).toString('hex'),
      publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      sealedPrivateKey: secrets.seal(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
      useUntil: new Date(now + USE_HOURS * 3600_000),
      acceptUntil: new Date(now + (USE_HOURS + GRACE_HOURS) * 3600_000),
    };
    await db.insert(loginKeys).values(row);
    return row;
  }

  async function current() {
    const [row] = await db.select().from(loginKeys).where(gt(loginKeys.useUntil, new Date())).orderBy(desc(loginKeys.useUntil)).limit(1);
    if (row) return row;
    creating ??= createKey().finally(() => {
      creating = null;
    });
    await creating;
    return current();
  }

  async function privateKeyFor(keyId: string): Promise<KeyObject | null> {
    const cached = privateKeys.get(keyId);
    if (cached) return cached.acceptUntil > new Date() ? cached.key : null;
    const rows = await db.select().from(loginKeys).where(gt(loginKeys.acceptUntil, new Date()));
    const row = rows.find((r) => r.id === keyId);
    if (!row) return null;
    const key = createPrivateKey(secrets.unseal(row.sealedPrivateKey));
    privateKeys.set(keyId, { key, acceptUntil: row.acceptUntil });
    return key;
  }

  return {
    /** The key the browser should use now. */
    async publicKey(keyId: string) {
      const row = keyId === 'current' ? await current() : (await db.select().from(loginKeys)).find((r) => r.id === keyId);
      if (!row || row.acceptUntil <= new Date()) return fail('KEY_EXPIRED');
      return { keyId: row.id, publicKey: row.publicKey, algorithm: 'RSA-OAEP-256' as const, expiresAt: row.useUntil.toISOString() };
    },
    /** Decrypts a base64 ciphertext; an unknown or retired key answers KEY_EXPIRED, garbage VALIDATION. */
    async decrypt(keyId: string, ciphertext: string, field = 'password'): Promise<string> {
      const key = await privateKeyFor(keyId);
      if (!key) return fail('KEY_EXPIRED');
      try {
        const plain = privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertext, 'base64'));
        return plain.toString('utf8');
      } catch {
        return fail('VALIDATION', [{ path: field, message: 'Invalid value' }]);
      }
    },
  };
}
export type LoginKeys = ReturnType<typeof createLoginKeys>;
