import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => hash(plain, OPTIONS);

/** A hash of a random password, verified against when the e-mail is unknown so timing reveals nothing. */
let dummyHash: Promise<string> | null = null;

/** argon2 verifications run by this process (a count, not a timing: the sign-in test proves both paths run one). */
let verifications = 0;
export const argon2Verifications = (): number => verifications;

const argon2Verify = (stored: string, plain: string): Promise<boolean> => {
  verifications++;
  return verify(stored, plain);
};

/** Verifies a password; with no stored hash, spends the same time and returns false. */
export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    await argon2Verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return argon2Verify(stored, plain).catch(() => false);
}
