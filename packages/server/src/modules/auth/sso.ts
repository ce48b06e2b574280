import { randomUUID } from 'node:crypto';
import { exportSPKI, generateKeyPair, importSPKI, jwtVerify, SignJWT, type CryptoKey, type JWTPayload, type KeyObject } from 'jose';
import type { Config } from '../../env.js';

const DEV_ISSUER = 'vault-portal-dev-signer';
const MAX_LIFETIME_SECONDS = 15 * 60;

export interface SsoIdentity {
  email: string;
  tokenId: string;
  expiresAt: Date;
}

type Key = CryptoKey | KeyObject | Uint8Array;

/**
 * Verifies single sign-on tokens: JWTs signed by the configured identity provider (SSO_PUBLIC_KEY,
 * SSO_ISSUER, SSO_AUDIENCE) and, when development tools are on, by a signer this process creates so
 * the journey can be tried without an identity provider. Tokens must carry email, jti and a short exp.
 */
export async function createSsoVerifier(config: Config) {
  const trusted: Array<{ key: Key; issuer: string }> = [];
  if (config.SSO_PUBLIC_KEY && config.SSO_ISSUER) {
    const pem = config.SSO_PUBLIC_KEY.replaceAll('\\n', '\n');
    const alg = pem.includes('BEGIN PUBLIC KEY') && pem.length < 300 ? 'ES256' : 'RS256';
    trusted.push({ key: await importSPKI(pem, alg), issuer: config.SSO_ISSUER });
  }
  let devSigner: { privateKey: Key; publicPem: string } | null = null;
  if (config.devTools) {
    const pair = await generateKeyPair('ES256');
    devSigner = { privateKey: pair.privateKey, publicPem: await exportSPKI(pair.publicKey) };
    trusted.push({ key: pair.publicKey, issuer: DEV_ISSUER });
  }

  async function verify(token: string): Promise<SsoIdentity | null> {
    for (const { key, issuer } of trusted) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: config.SSO_AUDIENCE,
          algorithms: ['RS256', 'ES256'],
          maxTokenAge: `${MAX_LIFETIME_SECONDS}s`,
          requiredClaims: ['exp', 'iat', 'jti'],
        });
        const identity = identityOf(payload);
        if (identity) return identity;
      } catch {
        // Try the next trusted key; a token matches at most one.
      }
    }
    return null;
  }

  return {
    verify,
    enabled: trusted.length > 0,
    /** Development signer (embedded/dev mode only): a 5-minute token for an e-mail. */
    async signDev(email: string): Promise<string> {
      if (!devSigner) throw new Error('Development SSO signer is off');
      return new SignJWT({ email })
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuer(DEV_ISSUER)
        .setAudience(config.SSO_AUDIENCE)
        .setSubject(email)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(devSigner.privateKey);
    },
  };
}
export type SsoVerifier = Awaited<ReturnType<typeof createSsoVerifier>>;

function identityOf(payload: JWTPayload): SsoIdentity | null {
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
  if (!email || !payload.jti || !payload.exp) return null;
  return { email, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
}
