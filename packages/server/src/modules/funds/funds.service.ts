import type { fundListSearchSchema } from '@vault/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { displayName } from '../invitations/invitations.repository.js';
import { memberships, profilePhotos, profiles } from '../profiles/profiles.table.js';
import { switchProfile } from '../profiles/switching.service.js';
import { callerOrganisation, requireParentFund } from './funds.policy.js';
import { childCounts, pageChildFunds, pageFunds } from './funds.repository.js';
import { subCompanies } from './funds.table.js';

/** POST /fund-major/all: a page of the organisation's funds (all, parents or children), with a name search. */
export async function listFunds(ctx: AppContext, actor: Actor, q: z.output<typeof fundListSearchSchema>) {
  const { rows, total } = await pageFunds(ctx.db, callerOrganisation(actor), q.kind, q.searchParam, q.pageIndex, q.pageSize);
  const counts = await childCounts(
    ctx.db,
    rows.filter((r) => !r.link.parentFundProfileId).map((r) => r.link.fundProfileId),
  );
  const list = rows.map((r) => ({
    fundProfileId: r.link.fundProfileId,
    name: r.name ?? '',
    taxId: r.taxId,
    isMajor: !r.link.parentFundProfileId,
    fundMajorProfileId: r.link.parentFundProfileId,
    childCount: counts.get(r.link.fundProfileId) ?? 0,
    hasInteraction: r.link.hasInteraction,
  }));
  return { list, totalRecord: total, totalPages: Math.ceil(total / q.pageSize) };
}

/** POST /fund-major/child-funds: a page of a parent fund's child funds (20 a page, spec §9). */
export async function listChildFunds(ctx: AppContext, actor: Actor, q: { fundMajorProfileId: string; pageIndex: number; pageSize: number }) {
  const parent = await requireParentFund(ctx.db, actor, q.fundMajorProfileId);
  const { rows, total } = await pageChildFunds(ctx.db, q.fundMajorProfileId, q.pageIndex, q.pageSize);
  const list = rows.map((r) => ({ name: r.name ?? '', taxId: r.taxId, hasInteraction: r.link.hasInteraction, fundMajorProfileId: q.fundMajorProfileId, fundMinorProfileId: r.link.fundProfileId, fundMajorId: parent.id }));
  return { list, totalRecord: total, totalPages: Math.ceil(total / q.pageSize) };
}

/** The organisation family of a lending agent: its parent (or itself) and the parent's child organisations. */
async function familyOf(ctx: AppContext, orgId: string) {
  const [up] = await ctx.db.select().from(subCompanies).where(eq(subCompanies.childProfileId, orgId));
  const rootId = up?.parentProfileId ?? orgId;
  const children = await ctx.db.select().from(subCompanies).where(eq(subCompanies.parentProfileId, rootId));
  return { rootId, ids: [rootId, ...children.map((c) => c.childProfileId)] };
}

/** The organisations of the family the caller is a client manager of (PAID_ORG_USER membership). */
async function reachable(ctx: AppContext, actor: Actor) {
  const { rootId, ids } = await familyOf(ctx, callerOrganisation(actor));
  const rows = await ctx.db
    .select({ profile: profiles, photoMime: profilePhotos.mimeType, photo: profilePhotos.data })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.profileId))
    .leftJoin(profilePhotos, eq(profilePhotos.profileId, profiles.id))
    .where(and(eq(memberships.accountId, actor.accountId), eq(memberships.role, 'PAID_ORG_USER'), inArray(memberships.profileId, ids), eq(profiles.type, 'LENDING_AGENT')));
  return { rootId, rows: rows.sort((a, b) => Number(b.profile.id === rootId) - Number(a.profile.id === rootId) || displayName(a.profile).localeCompare(displayName(b.profile))) };
}

/** GET /corporate-user/get-sub-corporateProfiles: spec §3 Sub-company entries, the parent first. */
export async function listSubCompanies(ctx: AppContext, actor: Actor) {
  const { rootId, rows } = await reachable(ctx, actor);
  return rows.map((r) => ({
    id: r.profile.id,
    companyTitle: displayName(r.profile),
    photo: r.photo ? `data:${r.photoMime};base64,${Buffer.from(r.photo).toString('base64')}` : null,
    parentFlag: r.profile.id === rootId,
    currentCompanyFlag: r.profile.id === actor.profileId,
  }));
}

/** POST /corporate-user/switch-corporateProfile: into another organisation of the family (a new session). */
export async function switchSubCompany(ctx: AppContext, actor: Actor, request: FastifyRequest, corporateProfileId: string) {
  const { rows } = await reachable(ctx, actor);
  if (!rows.some((r) => r.profile.id === corporateProfileId)) return fail('NOT_FOUND');
  return switchProfile(ctx, actor, request, { kind: 'toCompany', profileId: corporateProfileId });
}
