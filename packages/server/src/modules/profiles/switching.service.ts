import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { findLiveSession, createSession, presentSession, revokeSession } from '../auth/sessions.js';
import { displayName } from '../invitations/invitations.repository.js';
import { getAccountById, listMemberships } from './profiles.repository.js';
import { ROLE_RANK } from './profiles.policy.js';
import { accounts, profiles, type MembershipRole, type ProfileRow } from './profiles.table.js';
import { administeredFunds } from '../funds/funds.table.js';
import { and, eq } from 'drizzle-orm';
import { scoreProfiles } from './score.service.js';
import { SESSION_COOKIE } from '@vault/contract';

/** Every profile the person can act as, strongest role each, own profile first. */
async function relatedMemberships(ctx: AppContext, accountId: string) {
  const byProfile = new Map<string, { profile: ProfileRow; role: MembershipRole }>();
  for (const m of await listMemberships(ctx.db, accountId)) {
    const seen = byProfile.get(m.profile.id);
    if (!seen || ROLE_RANK[m.role] < ROLE_RANK[seen.role]) byProfile.set(m.profile.id, m);
  }
  return [...byProfile.values()].sort((a, b) => ROLE_RANK[a.role] - ROLE_RANK[b.role] || displayName(a.profile).localeCompare(displayName(b.profile)));
}

/** The profile switcher's list (spec §3 Profile list entry). */
export async function listRelatedProfiles(ctx: AppContext, actor: Actor) {
  const related = await relatedMemberships(ctx, actor.accountId);
  const scores = await scoreProfiles(ctx.db, related.map((r) => r.profile));
  return related.map(({ profile, role }) => ({
    profileId: profile.id,
    name: displayName(profile),
    profileType: profile.type,
    isSwitchUser: profile.id === actor.profileId,
    isPerson: role === 'OWNER' && profile.type === 'INDIVIDUAL',
    score: scores.get(profile.id)!.score,
    role,
  }));
}

export type SwitchKind = 'toPerson' | 'toCompany';

/**
 * View Fund (spec paid §2 App drawer 2): a client manager acting as its lending agent may act as a fund the agent
 * administers, as its administrator, without a membership there (the session records the agent it acts through).
 */
async function administeredFundTarget(ctx: AppContext, actor: Actor, target: { kind: SwitchKind; profileId?: string }) {
  if (target.kind !== 'toCompany' || !target.profileId || actor.profileType !== 'LENDING_AGENT' || actor.role !== 'PAID_ORG_USER') return undefined;
  const [row] = await ctx.db
    .select({ profile: profiles })
    .from(administeredFunds)
    .innerJoin(profiles, eq(profiles.id, administeredFunds.fundProfileId))
    .where(and(eq(administeredFunds.lendingAgentProfileId, actor.profileId), eq(administeredFunds.fundProfileId, target.profileId)));
  return row ? { profile: row.profile, role: 'ADMINISTRATOR' as MembershipRole } : undefined;
}

/**
 * Moves the person into another profile they are related to, with a new session (new cookie and
 * tokens). The server decides: a profile without a membership is not found. 'toPerson' goes back to
 * the person's own profile; 'toCompany' into a corporate, fund or lending agent they belong to.
 */
export async function switchProfile(ctx: AppContext, actor: Actor, request: FastifyRequest, target: { kind: SwitchKind; profileId?: string; keepOldSession?: boolean }) {
  const related = await relatedMemberships(ctx, actor.accountId);
  const chosen =
    target.kind === 'toPerson'
      ? related.find((r) => r.role === 'OWNER' && r.profile.type === 'INDIVIDUAL')
      : related.find((r) => r.profile.id === target.profileId && !(r.role === 'OWNER' && r.profile.type === 'INDIVIDUAL'));
  const via = chosen ? undefined : await administeredFundTarget(ctx, actor, target);
  if (!chosen && !via) return fail('NOT_FOUND');
  const acting = (chosen ?? via)!;
  const account = (await getAccountById(ctx.db, actor.accountId)) ?? fail('UNAUTHENTICATED');
  const current = await findLiveSession(ctx.db, request.cookies[SESSION_COOKIE] ?? '');
  const issued = await ctx.db.transaction(async (tx) => {
    const created = await createSession(tx, ctx.config, {
      account,
      profile: acting.profile,
      viaProfileId: via ? actor.profileId : undefined,
      method: current?.session.method ?? 'PASSWORD',
      passwordWeak: current?.session.passwordWeak ?? false,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (!target.keepOldSession) await revokeSession(tx, actor.sessionId, 'switched');
    await recordAudit(tx, request, { action: 'session.switched', accountId: actor.accountId, profileId: acting.profile.id, details: { from: actor.profileId, ...(via ? { via: actor.profileId } : {}) } });
    return created;
  });
  const session = presentSession(issued, account, acting.profile, acting.role, ctx.config);
  return { cookieToken: issued.token, session: { ...session, displayCorporateUserProfile: target.kind === 'toCompany' } };
}

/** The profile a sign-in starts in (get/set-individual-corporate-profile). */
export async function getDefaultProfile(ctx: AppContext, actor: Actor) {
  const account = (await getAccountById(ctx.db, actor.accountId)) ?? fail('UNAUTHENTICATED');
  const related = await relatedMemberships(ctx, actor.accountId);
  const current = related.find((r) => r.profile.id === account.defaultProfileId) ?? related[0] ?? fail('NO_PROFILE');
  return { profileId: current.profile.id };
}

export async function setDefaultProfile(ctx: AppContext, actor: Actor, profileId: string, request: FastifyRequest) {
  const related = await relatedMemberships(ctx, actor.accountId);
  if (!related.some((r) => r.profile.id === profileId)) return fail('NOT_FOUND');
  await ctx.db.update(accounts).set({ defaultProfileId: profileId }).where(eq(accounts.id, actor.accountId));
  await recordAudit(ctx.db, request, { action: 'profile.default-set', accountId: actor.accountId, profileId });
  return { profileId };
}
