import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { LIMITS } from '@vault/contract';
import { displayName } from '../invitations/invitations.repository.js';
import { accounts, connections, memberships, profiles } from '../profiles/profiles.table.js';
import { documentGrants, shareCases } from './sharing.table.js';

/** Who a share reaches: a profile now, or an address that has not registered yet (profileId null). */
export interface Recipient {
  profileId: string | null;
  email: string;
  name: string;
  isCompany: boolean;
}

const COMPANY_TYPES = ['CORPORATE', 'FUND', 'LENDING_AGENT'] as const;

/**
 * Names the recipient of an e-mail address (docs/sharing.md): a company registered with that address; else the
 * company a staff account works for (its default profile is a company); else the person who owns the account;
 * else nobody yet.
 */
export async function resolveRecipient(db: DbOrTx, email: string): Promise<Recipient> {
  const [company] = await db
    .select()
    .from(profiles)
    .where(and(sql`lower(${profiles.email}) = ${email}`, sql`${profiles.type} in ('CORPORATE', 'FUND', 'LENDING_AGENT')`))
    .limit(1);
  if (company) return { profileId: company.id, email, name: displayName(company), isCompany: true };
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!account) return { profileId: null, email, name: email, isCompany: false };
  if (account.defaultProfileId) {
    const [home] = await db.select().from(profiles).where(eq(profiles.id, account.defaultProfileId));
    if (home && (COMPANY_TYPES as readonly string[]).includes(home.type)) return { profileId: home.id, email, name: displayName(home), isCompany: true };
  }
  const [own] = await db
    .select({ profile: profiles })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.profileId))
    .where(and(eq(memberships.accountId, account.id), eq(memberships.role, 'OWNER'), eq(profiles.type, 'INDIVIDUAL')))
    .limit(1);
  return own ? { profileId: own.profile.id, email, name: displayName(own.profile), isCompany: false } : { profileId: null, email, name: email, isCompany: false };
}

/** Refuses a share to a new address once a profile has invited too many new addresses in the last hour. */
export async function checkInviteBudget(db: DbOrTx, ownerProfileId: string, email: string): Promise<void> {
  const since = new Date(Date.now() - 3_600_000);
  const [row] = await db
    .select({ n: count(sql`distinct ${shareCases.recipientEmail}`) })
    .from(shareCases)
    .where(and(eq(shareCases.ownerProfileId, ownerProfileId), isNull(shareCases.recipientProfileId), gt(shareCases.createdAt, since), sql`${shareCases.recipientEmail} <> ${email}`));
  if ((row?.n ?? 0) >= LIMITS.shareInvitesPerHour) fail('SHARE_INVITES_LIMIT');
}

/** A customer that shares with a company deals with it: it appears on their Companies page. */
export async function ensureConnection(db: DbOrTx, customerProfileId: string, companyProfileId: string): Promise<void> {
  await db.insert(connections).values({ customerProfileId, companyProfileId }).onConflictDoNothing();
}

/** ensureConnection for many companies in one statement (a fan-out to many recipients). */
export async function ensureConnections(db: DbOrTx, customerProfileId: string, companyProfileIds: readonly string[]): Promise<void> {
  const unique = [...new Set(companyProfileIds)];
  for (let i = 0; i < unique.length; i += 1000) {
    await db.insert(connections).values(unique.slice(i, i + 1000).map((companyProfileId) => ({ customerProfileId, companyProfileId }))).onConflictDoNothing();
  }
}

/**
 * Grants waiting for an address attach to the profile that registered it (called in the transaction that
 * creates the account), so the new person sees exactly what was shared with them.
 */
export async function attachPendingGrants(tx: DbOrTx, email: string, profileId: string): Promise<number> {
  const attached = await tx
    .update(documentGrants)
    .set({ recipientProfileId: profileId })
    .where(and(eq(documentGrants.recipientEmail, email), isNull(documentGrants.recipientProfileId), isNull(documentGrants.endedAt)))
    .returning({ id: documentGrants.id });
  await tx.update(shareCases).set({ recipientProfileId: profileId }).where(and(eq(shareCases.recipientEmail, email), isNull(shareCases.recipientProfileId)));
  return attached.length;
}
