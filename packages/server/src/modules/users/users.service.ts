import type { BusinessUser, Language } from '@vault/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import { createTaggedCache, type TaggedCache } from '../../lib/tagged-cache.js';
import type { Actor } from '../../plugins/auth.js';
import { menuPermissions } from '../auth/roles.js';
import { displayName } from '../invitations/invitations.repository.js';
import { listMemberships } from '../profiles/profiles.repository.js';
import { accounts } from '../profiles/profiles.table.js';

export type Memberships = Awaited<ReturnType<typeof listMemberships>>;
export type MembershipCache = TaggedCache<Memberships>;

/** An account's memberships as the shell shows them; dropped on the notice of a change to the account or any of its profiles. */
export const createMembershipCache = (ctx: AppContext): MembershipCache => createTaggedCache<Memberships>(ctx.invalidations, { max: 50_000, maxAgeMs: 60_000 });

/** The actor's memberships through the cache (the same array while the cache holds it). */
export async function membershipsOf(ctx: AppContext, actor: Actor, cache: MembershipCache): Promise<Memberships> {
  const tagsOf = (rows: Memberships) => [`account:${actor.accountId}`, ...rows.map((m) => `profile:${m.profile.id}`)];
  return (await cache.get(actor.accountId, () => listMemberships(ctx.db, actor.accountId), tagsOf)) ?? [];
}

/** The business user the shell shows (the person, and the profile the session acts as), from the actor and its memberships; nothing else goes into it. */
export function businessUserOf(actor: Actor, all: Memberships): BusinessUser {
  const own = all.find((m) => m.role === 'OWNER')?.profile;
  // A client manager viewing a fund its agent administers holds no membership there (View Fund, docs/funds.md).
  const p = all.find((m) => m.profile.id === actor.profileId)?.profile ?? actor.profileRow ?? fail('UNAUTHENTICATED');
  return {
    customerUserDTO: { customerUserId: actor.accountId, firstName: own?.firstName ?? null, lastName: own?.lastName ?? null, email: actor.email },
    corporateDTO: p.type === 'CORPORATE' ? { profileId: p.id, tradingName: p.tradingName, legalName: p.legalName } : null,
    fundDto: p.type === 'FUND' ? { profileId: p.id, fundName: p.fundName } : null,
    lendingAgentDTO: p.type === 'LENDING_AGENT' ? { profileId: p.id, tradingName: p.tradingName } : null,
    userType: p.type,
    profileId: p.id,
    photo: null,
    canSwitchUser: new Set(all.map((m) => m.profile.id)).size > 1,
    showName: displayName(p),
    menuPermList: menuPermissions(p.type, actor.role),
    language: actor.language,
  };
}

export async function setLanguage(ctx: AppContext, actor: Actor, language: Language) {
  await ctx.db.update(accounts).set({ language }).where(eq(accounts.id, actor.accountId));
  return null;
}
