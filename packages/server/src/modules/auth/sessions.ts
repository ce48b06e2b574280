import type { Session } from '@vault/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../env.js';
import type { DbOrTx } from '../../db/client.js';
import type { Invalidations } from '../../db/invalidations.js';
import { hashToken, randomToken } from '../../lib/crypto.js';
import { createTaggedCache, type TaggedCache } from '../../lib/tagged-cache.js';
import { accounts, memberships, profiles, type AccountRow, type MembershipRole, type ProfileRow } from '../profiles/profiles.table.js';
import { sessions } from './auth.table.js';
import { isPaidProfile, menuPermissions } from './roles.js';
import { ROLE_RANK } from '../profiles/profiles.policy.js';
import { administeredFunds } from '../funds/funds.table.js';

const viaMemberships = alias(memberships, 'via_memberships');

export type SessionRow = typeof sessions.$inferSelect;

export interface IssuedSession {
  row: SessionRow;
  /** Cookie secret; never stored. */
  token: string;
  csrfToken: string;
  managerToken: string | null;
}

/** Creates a session acting as `profile`; tokens are returned once and stored only as hashes. */
export async function createSession(
  tx: DbOrTx,
  config: Config,
  input: {
    account: AccountRow;
    profile: ProfileRow;
    method: SessionRow['method'];
    passwordWeak?: boolean;
    ip?: string;
    userAgent?: string;
    ssoTokenId?: string;
    /** Acting as a fund through this lending agent (View Fund). */
    viaProfileId?: string;
  },
): Promise<IssuedSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const managerToken = isPaidProfile(input.profile.type) ? randomToken() : null;
  const [row] = await tx
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      csrfHash: hashToken(csrfToken),
      managerTokenHash: managerToken ? hashToken(managerToken) : null,
      accountId: input.account.id,
      profileId: input.profile.id,
      method: input.method,
      passwordWeak: input.passwordWeak ?? false,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ssoTokenId: input.ssoTokenId ?? null,
      viaProfileId: input.viaProfileId ?? null,
      expiresAt: new Date(Date.now() + config.SESSION_ABSOLUTE_HOURS * 3600_000),
    })
    .returning();
  return { row: row!, token, csrfToken, managerToken };
}

/** When the session ends if nothing happens: idle limit from the last activity, capped by the absolute limit. */
export function sessionExpiry(row: Pick<SessionRow, 'lastSeenAt' | 'expiresAt'>, config: Config): Date {
  const idle = row.lastSeenAt.getTime() + config.SESSION_IDLE_MINUTES * 60_000;
  return new Date(Math.min(idle, row.expiresAt.getTime()));
}

/** The session as the client stores it (spec §3 Session). */
export function presentSession(
  issued: IssuedSession,
  account: AccountRow,
  profile: ProfileRow,
  role: MembershipRole,
  config: Config,
): Session {
  const perms = menuPermissions(profile.type, role);
  return {
    token: issued.row.id,
    email: account.email,
    roles: perms,
    menuPermList: perms,
    tokenExpireTime: sessionExpiry(issued.row, config).toISOString(),
    inactivityMinutes: config.SESSION_IDLE_MINUTES,
    userType: profile.type,
    customerUserId: account.id,
    profileId: profile.id,
    paid: isPaidProfile(profile.type),
    displayCorporateUserProfile: false,
    csrfToken: issued.csrfToken,
    clientManagerToken: issued.managerToken,
    clientManagerType: isPaidProfile(profile.type) ? 'LENDING_AGENT' : profile.type === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'CORPORATE',
    language: account.language,
  };
}

function buildLiveSessionQuery(db: DbOrTx) {
  return db
    .select({ session: sessions, account: accounts, profile: profiles, role: memberships.role, viaRole: viaMemberships.role, administered: administeredFunds.id })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .leftJoin(memberships, and(eq(memberships.accountId, sessions.accountId), eq(memberships.profileId, sessions.profileId)))
    // View Fund: a client manager of the lending agent the session acts through, which administers this fund.
    .leftJoin(viaMemberships, and(eq(viaMemberships.accountId, sessions.accountId), eq(viaMemberships.profileId, sessions.viaProfileId), eq(viaMemberships.role, 'PAID_ORG_USER')))
    .leftJoin(administeredFunds, and(eq(administeredFunds.fundProfileId, sessions.profileId), eq(administeredFunds.lendingAgentProfileId, sessions.viaProfileId)))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('find_live_session');
}
/** Prepared once per database: this query runs on every authenticated call. */
const preparedLiveSession = new WeakMap<object, ReturnType<typeof buildLiveSessionQuery>>();
function liveSessionQuery(db: DbOrTx) {
  let query = preparedLiveSession.get(db);
  if (!query) {
    query = buildLiveSessionQuery(db);
    preparedLiveSession.set(db, query);
  }
  return query;
}



/**
 * The live session behind a cookie token, with its account, acting profile and the strongest role the
 * account holds in that profile (null when the membership is gone). One query: this runs on every call.
 */
export async function findLiveSession(db: DbOrTx, token: string) {
  return findLiveSessionByHash(db, hashToken(token));
}

async function findLiveSessionByHash(db: DbOrTx, tokenHash: string) {
  const rows = await liveSessionQuery(db).execute({ tokenHash });
  const [first] = rows;
  if (!first) return undefined;
  const roles = rows.map((r) => r.role).filter((r): r is MembershipRole => r !== null);
  // A client manager acting as an administered fund holds no membership there: it administers it (docs/funds.md).
  const viaFund = rows.some((r) => r.viaRole === 'PAID_ORG_USER' && r.administered !== null);
  const role = roles.sort((a, b) => ROLE_RANK[a] - ROLE_RANK[b])[0] ?? (viaFund ? 'ADMINISTRATOR' : null);
  return { session: first.session, account: first.account, profile: first.profile, role };
}

export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;
export type SessionCache = TaggedCache<LiveSession>;

/** Live sessions of this instance in memory; dropped on the notice of any change to the session, account or profile. */
export const createSessionCache = (invalidations: Invalidations): SessionCache => createTaggedCache<LiveSession>(invalidations, { max: 50_000, maxAgeMs: 60_000 });

/** findLiveSession through the cache; `fresh` reads the database whatever the cache holds. */
export function findCachedSession(db: DbOrTx, cache: SessionCache, token: string, fresh = false): Promise<LiveSession | undefined> {
  const tokenHash = hashToken(token);
  if (fresh) cache.delete(tokenHash);
  return cache.get(tokenHash, () => findLiveSessionByHash(db, tokenHash), (f) => [`session:${f.session.id}`, `account:${f.account.id}`, `profile:${f.profile.id}`]);
}

/** Why a session that is no longer live ended (for the message the next call carries). */
export async function revokeReasonOf(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db.select({ reason: sessions.revokeReason }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return row?.reason ?? null;
}

export async function revokeSession(db: DbOrTx, id: string, reason: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date(), revokeReason: reason }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every session of an account (password change, removal). */
export async function revokeAccountSessions(db: DbOrTx, accountId: string, reason: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date(), revokeReason: reason }).where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

export async function touchSession(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}
