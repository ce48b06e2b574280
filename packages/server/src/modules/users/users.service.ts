import type { BusinessUser, Language } from '@vault/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { menuPermissions } from '../auth/roles.js';
import { displayName } from '../invitations/invitations.repository.js';
import { listMemberships } from '../profiles/profiles.repository.js';
import { accounts } from '../profiles/profiles.table.js';

/** The business user the shell shows: the person, and the profile the session acts as. */
export async function getBusinessUser(ctx: AppContext, actor: Actor): Promise<BusinessUser> {
  const all = await listMemberships(ctx.db, actor.accountId);
  const own = all.find((m) => m.role === 'OWNER')?.profile;
  const p = all.find((m) => m.profile.id === actor.profileId)?.profile ?? fail('UNAUTHENTICATED');
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
