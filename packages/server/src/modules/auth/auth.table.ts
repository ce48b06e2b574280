import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, profiles } from '../profiles/profiles.table.js';

/** A signed-in session. Only hashes of the cookie secret and of the CSRF tokens are stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    csrfHash: text('csrf_hash').notNull(),
    managerTokenHash: text('manager_token_hash'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The password used to sign in broke the current rule (answer 00000230). */
    passwordWeak: boolean('password_weak').notNull().default(false),
    method: text('method', { enum: ['PASSWORD', 'SSO', 'REGISTRATION', 'SETUP'] }).notNull(),
    ssoTokenId: text('sso_token_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /**
     * A client manager acting as a fund its lending agent administers (View Fund, docs/funds.md): the lending agent
     * profile the session acts through. The session holds no membership in the fund; it lives only while the account
     * is a client manager of that lending agent and the agent administers the fund.
     */
    viaProfileId: uuid('via_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * One step-by-step flow that proves control of an e-mail with a one-time code: sign-in, registration,
 * password reset, invited-user set-up. The code is stored as an HMAC, single use, with limited tries.
 */
export const authFlows = pgTable(
  'auth_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['LOGIN', 'REGISTER', 'RESET', 'SETUP', 'CHANGE_EMAIL', 'PHONE'] }).notNull(),
    email: text('email').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Flow data: password hash waiting for account creation, invitation id, names. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeSends: integer('code_sends').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_flows_email_idx').on(t.email)],
);

/** RSA key pairs for encrypting passwords in the browser. Private keys are sealed with APP_SECRET. */
export const loginKeys = pgTable('login_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  sealedPrivateKey: text('sealed_private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** New encryptions use a key until this time; decryption is accepted a while longer. */
  useUntil: timestamp('use_until', { withTimezone: true }).notNull(),
  acceptUntil: timestamp('accept_until', { withTimezone: true }).notNull(),
});

/** Ids of SSO tokens already used: a token signs in once. */
export const usedSsoTokens = pgTable('used_sso_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
