import type { CorporateInfo, FundInfo, PersonalInfo, RegisterType, WorkInfo } from '@vault/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { findActing, listMemberships } from './profiles.repository.js';
import { canEditCompany, canEditFund } from './profiles.policy.js';
import { profilePhotos, profiles, type ProfileRow } from './profiles.table.js';

const photoUrl = async (ctx: AppContext, profileId: string): Promise<string | null> => {
  const [row] = await ctx.db.select().from(profilePhotos).where(eq(profilePhotos.profileId, profileId));
  return row ? `data:${row.mimeType};base64,${row.data.toString('base64')}` : null;
};

/** The person's own individual profile. */
async function ownProfile(ctx: AppContext, actor: Actor): Promise<ProfileRow> {
  const own = (await listMemberships(ctx.db, actor.accountId)).find((m) => m.role === 'OWNER' && m.profile.type === 'INDIVIDUAL');
  return own?.profile ?? fail('NO_PROFILE');
}

/** A company or fund the person belongs to (default: the one the session acts as); else not found. */
async function memberProfile(ctx: AppContext, actor: Actor, profileId: string | undefined, types: ProfileRow['type'][]) {
  const found = await findActing(ctx.db, actor, profileId);
  if (!found || !types.includes(found.profile.type)) return fail('NOT_FOUND');
  return found;
}

/** Writes profile fields and records who changed them. */
async function writeProfile(ctx: AppContext, actor: Actor, request: FastifyRequest, profileId: string, values: Partial<ProfileRow>, action = 'profile.updated') {
  await ctx.db.transaction(async (tx) => {
    await tx.update(profiles).set({ ...values, updatedAt: sql`now()` }).where(eq(profiles.id, profileId));
    await recordAudit(tx, request, { action, accountId: actor.accountId, profileId, targetType: 'profile', targetId: profileId });
  });
}

/** The postal address fields of any profile. */
const addressOf = (p: ProfileRow) => ({ addressLine1: p.addressLine1, addressLine2: p.addressLine2, city: p.city, postcode: p.postcode, country: p.country });

const personalOf = (p: ProfileRow) => ({
  firstName: p.firstName ?? '',
  middleName: p.middleName,
  lastName: p.lastName ?? '',
  dateOfBirth: p.dateOfBirth,
  nationality: p.nationality,
  gender: (p.gender as PersonalInfo['gender']) ?? null,
  taxId: p.taxId,
  ...addressOf(p),
});

export async function getPersonalInfo(ctx: AppContext, actor: Actor) {
  const p = await ownProfile(ctx, actor);
  return { ...personalOf(p), email: actor.email, phone: p.phone, phoneVerified: p.phoneVerifiedAt !== null, photo: await photoUrl(ctx, p.id) };
}

export async function getWorkInfo(ctx: AppContext, actor: Actor): Promise<WorkInfo> {
  const p = await ownProfile(ctx, actor);
  return { jobTitle: p.jobTitle, employer: p.employer, workEmail: p.workEmail, workPhone: p.workPhone };
}

/** POST /customer-user/individual: the person's own details (personal and, optionally, work). */
export async function updateIndividual(ctx: AppContext, actor: Actor, input: PersonalInfo & Partial<WorkInfo>, request: FastifyRequest) {
  const p = await ownProfile(ctx, actor);
  await writeProfile(ctx, actor, request, p.id, input);
  return getPersonalInfo(ctx, actor);
}

export async function updateWorkInfo(ctx: AppContext, actor: Actor, input: WorkInfo, request: FastifyRequest) {
  const p = await ownProfile(ctx, actor);
  await writeProfile(ctx, actor, request, p.id, input, 'profile.work-updated');
  return getWorkInfo(ctx, actor);
}

const corporateOf = async (ctx: AppContext, p: ProfileRow) => ({
  profileId: p.id,
  legalName: p.legalName ?? '',
  tradingName: p.tradingName ?? '',
  registrationNumber: p.registrationNumber,
  jurisdiction: p.jurisdiction,
  incorporationDate: p.incorporationDate,
  website: p.website,
  ...addressOf(p),
  email: p.email,
  companyPhone: p.companyPhone,
  registerType: (p.registerType as RegisterType | null) ?? null,
  photo: await photoUrl(ctx, p.id),
});

export async function getCorporateInfo(ctx: AppContext, actor: Actor, profileId?: string) {
  const { profile } = await memberProfile(ctx, actor, profileId, ['CORPORATE', 'LENDING_AGENT']);
  return corporateOf(ctx, profile);
}

/**
 * POST /customer-user/corporate (a corporate) and /customer-user/client-manager (the paid organisation, a
 * lending agent): the same details, each call for its own kind of company.
 */
export async function updateCompany(ctx: AppContext, actor: Actor, kind: 'CORPORATE' | 'LENDING_AGENT', profileId: string | undefined, input: CorporateInfo, request: FastifyRequest) {
  const { profile, role } = await memberProfile(ctx, actor, profileId, [kind]);
  if (!canEditCompany(role)) return fail('ADMIN_ONLY');
  await writeProfile(ctx, actor, request, profile.id, input);
  return getCorporateInfo(ctx, actor, profile.id);
}

/** POST /customer-user/user-type: the kind of business the acting corporate registered as. */
export async function changeUserType(ctx: AppContext, actor: Actor, registerType: RegisterType, request: FastifyRequest) {
  const { profile, role } = await memberProfile(ctx, actor, undefined, ['CORPORATE']);
  if (!canEditCompany(role)) return fail('ADMIN_ONLY');
  await writeProfile(ctx, actor, request, profile.id, { registerType }, 'profile.user-type-changed');
  return getCorporateInfo(ctx, actor, profile.id);
}

export async function changeCompanyPhone(ctx: AppContext, actor: Actor, phone: string, request: FastifyRequest) {
  const { profile, role } = await memberProfile(ctx, actor, undefined, ['CORPORATE', 'LENDING_AGENT']);
  if (!canEditCompany(role)) return fail('ADMIN_ONLY');
  await writeProfile(ctx, actor, request, profile.id, { companyPhone: phone }, 'profile.phone-changed');
  return getCorporateInfo(ctx, actor, profile.id);
}

const fundOf = async (ctx: AppContext, p: ProfileRow) => ({
  profileId: p.id,
  fundName: p.fundName ?? '',
  legalName: p.legalName,
  registrationNumber: p.registrationNumber,
  jurisdiction: p.jurisdiction,
  fundClassification: p.fundClassification,
  collateralType: p.collateralType,
  currency: p.currency,
  ...addressOf(p),
  email: p.email,
  photo: await photoUrl(ctx, p.id),
});

export async function getFundInfo(ctx: AppContext, actor: Actor, profileId?: string) {
  const { profile } = await memberProfile(ctx, actor, profileId, ['FUND']);
  return fundOf(ctx, profile);
}

export async function updateFund(ctx: AppContext, actor: Actor, profileId: string | undefined, input: FundInfo, request: FastifyRequest) {
  const { profile, role } = await memberProfile(ctx, actor, profileId, ['FUND']);
  if (!canEditFund(role)) return fail('ADMIN_ONLY');
  await writeProfile(ctx, actor, request, profile.id, input);
  return getFundInfo(ctx, actor, profile.id);
}
