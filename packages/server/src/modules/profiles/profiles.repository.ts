import { attachPendingGrants } from '../sharing/sharing.recipients.js';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, memberships, profiles, type MembershipRole } from './profiles.table.js';

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

export async function getAccountById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** True when the address is the registered e-mail of a corporate or fund profile. */
export async function isBusinessEmail(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.email}) = ${email}`, sql`${profiles.type} in ('CORPORATE', 'FUND')`))
    .limit(1);
  return rows.length > 0;
}

/** The account's membership of a profile with its role, or undefined when it has none. */
export async function findMembership(db: DbOrTx, accountId: string, profileId: string) {
  const [row] = await db
    .select({ role: memberships.role, profile: profiles })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.profileId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.profileId, profileId)))
    .orderBy(sql`case ${memberships.role} when 'OWNER' then 0 when 'PAID_ORG_USER' then 1 when 'ADMINISTRATOR' then 2 else 3 end`)
    .limit(1);
  return row;
}

/**
 * The profile a call acts on with the role the caller holds there. For the profile the session acts as, the
 * auth hook has already established the role: a membership, or a client manager acting as a fund its lending
 * agent administers (View Fund, docs/funds.md), who holds no membership there. Any other profile needs a membership.
 */
export async function findActing(db: DbOrTx, actor: { accountId: string; profileId: string; role: MembershipRole }, profileId?: string) {
  if (profileId && profileId !== actor.profileId) return findMembership(db, actor.accountId, profileId);
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, actor.profileId));
  return profile ? { role: actor.role, profile } : undefined;
}

export async function listMemberships(db: DbOrTx, accountId: string) {
  return db
    .select({ role: memberships.role, profile: profiles, since: memberships.createdAt })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.profileId))
    .where(eq(memberships.accountId, accountId));
}

/** Creates a login with its own individual profile in one go; the caller supplies the transaction. */
export async function createAccountWithIndividual(
  tx: DbOrTx,
  input: { email: string; passwordHash: string; firstName: string; lastName: string; language: string; jobTitle?: string | null },
) {
  const [profile] = await tx
    .insert(profiles)
    .values({ type: 'INDIVIDUAL', firstName: input.firstName, lastName: input.lastName, email: input.email, jobTitle: input.jobTitle ?? null })
    .returning();
  const [account] = await tx
    .insert(accounts)
    .values({ email: input.email, passwordHash: input.passwordHash, language: input.language, defaultProfileId: profile!.id })
    .returning();
  await tx.insert(memberships).values({ accountId: account!.id, profileId: profile!.id, role: 'OWNER' });
  // Documents shared with this address before it had an account become theirs to see (docs/sharing.md).
  await attachPendingGrants(tx, input.email, profile!.id);
  return { account: account!, profile: profile! };
}

export async function addMembership(tx: DbOrTx, accountId: string, profileId: string, role: MembershipRole) {
  await tx.insert(memberships).values({ accountId, profileId, role }).onConflictDoNothing();
}
