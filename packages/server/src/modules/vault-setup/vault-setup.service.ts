import type { Language, VaultDetail, VaultState, VaultSummary } from '@vault/contract';
import { regCorpSchema, validateCorpSchema } from '@vault/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { connections, profiles, type ProfileRow } from '../profiles/profiles.table.js';
import { listJurisdictions } from '../reference/reference.service.js';
import { COMPANY_TYPES } from './vault-setup.data.js';
import { callerOrganisation, requireVault } from './vault-setup.policy.js';
import { countSelected, findClashes, hasPhoto, listVaultDocuments, listVaultInvitations, listVaultRows } from './vault-setup.repository.js';
import { presentRepresentatives } from './vault-setup.representatives.js';
import { administeredCorporates, type AdministeredCorporateRow } from './vault-setup.table.js';

type CorpInput = z.output<typeof validateCorpSchema>;
type RegInput = z.output<typeof regCorpSchema>;

/** GET /customer-user/company-types: the company step's legal forms, in the caller's language. */
export function listCompanyTypes(language: Language) {
  return COMPANY_TYPES.map((t) => ({ value: t.code, label: t.labels[language] }));
}

/** GET /customer-user/company-jurisdictions/{country}: the country and its sub-national jurisdictions. */
export function listCountryJurisdictions(country: string, language: Language) {
  const found = listJurisdictions(language).filter((j) => j.country === country);
  return found.length ? found : fail('NOT_FOUND');
}

/** A name or number already registered in the jurisdiction (another company, not the vault being edited). */
async function refuseClashes(db: DbOrTx, input: CorpInput) {
  const clashes = await findClashes(db, input, input.corporateProfileId);
  if (clashes.some((c) => c.legalName?.toLowerCase() === input.legalName.toLowerCase())) {
    return fail('CORPORATE_NAME_TAKEN', [{ path: 'legalName', message: 'Invalid value' }]);
  }
  if (clashes.length) return fail('CORPORATE_NUMBER_TAKEN', [{ path: 'registrationNumber', message: 'Invalid value' }]);
}

/** POST /customer-user/validate-corp. */
export async function validateCorp(ctx: AppContext, actor: Actor, input: CorpInput) {
  callerOrganisation(actor);
  if (input.corporateProfileId) await requireVault(ctx.db, actor, input.corporateProfileId);
  await refuseClashes(ctx.db, input);
  return { available: true as const };
}

function checkCodes(input: RegInput) {
  if (!COMPANY_TYPES.some((t) => t.code === input.companyType)) return fail('VALIDATION', [{ path: 'companyType', message: 'Invalid value' }]);
  if (!listJurisdictions('en').some((j) => j.value === input.jurisdiction && j.country === input.country)) {
    return fail('VAULT_JURISDICTION_MISMATCH', [{ path: 'jurisdiction', message: 'Invalid value' }]);
  }
}

/**
 * POST /customer-user/reg-corp: a new corporate vault administered by the caller's organisation, connected to it
 * (so it is one of the organisation's customers), in one transaction. With corporateProfileId (EDIT mode), the
 * vault's details change instead.
 */
export async function registerCorporate(ctx: AppContext, actor: Actor, input: RegInput, request: FastifyRequest) {
  const organisation = callerOrganisation(actor);
  checkCodes(input);
  const details = { legalName: input.legalName, tradingName: input.tradingName, registrationNumber: input.registrationNumber, jurisdiction: input.jurisdiction, country: input.country };
  if (input.corporateProfileId) {
    const { corporate } = await requireVault(ctx.db, actor, input.corporateProfileId);
    await ctx.db.transaction(async (tx) => {
      await refuseClashes(tx, input);
      await tx.update(profiles).set({ ...details, updatedAt: sql`now()` }).where(eq(profiles.id, corporate.id));
      await tx.update(administeredCorporates).set({ companyType: input.companyType, vaultType: input.vaultType, updatedAt: sql`now()` }).where(eq(administeredCorporates.corporateProfileId, corporate.id));
      await recordAudit(tx, request, { action: 'vault.details-changed', accountId: actor.accountId, profileId: organisation, targetType: 'profile', targetId: corporate.id });
    });
    return getVault(ctx, actor, corporate.id);
  }
  const created = await ctx.db.transaction(async (tx) => {
    await refuseClashes(tx, input);
    const [corporate] = await tx.insert(profiles).values({ type: 'CORPORATE', ...details }).returning();
    await tx.insert(administeredCorporates).values({ lendingAgentProfileId: organisation, corporateProfileId: corporate!.id, vaultType: input.vaultType, companyType: input.companyType, createdByAccountId: actor.accountId });
    await tx.insert(connections).values({ customerProfileId: corporate!.id, companyProfileId: organisation }).onConflictDoNothing();
    await recordAudit(tx, request, { action: 'vault.created', accountId: actor.accountId, profileId: organisation, targetType: 'profile', targetId: corporate!.id });
    return corporate!;
  });
  return getVault(ctx, actor, created.id);
}

/** POST /customer-user/admin/offline/{id}: the vault's type and whether its set-up is finished. */
export async function setVaultState(ctx: AppContext, actor: Actor, corporateProfileId: string, input: VaultState, request: FastifyRequest) {
  const { corporate } = await requireVault(ctx.db, actor, corporateProfileId);
  if (input.complete && (await countSelected(ctx.db, corporate.id)) === 0) return fail('VAULT_NEEDS_REPRESENTATIVE');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(administeredCorporates)
      .set({ vaultType: input.vaultType, status: input.complete ? 'COMPLETE' : 'IN_PROGRESS', updatedAt: sql`now()` })
      .where(eq(administeredCorporates.corporateProfileId, corporate.id));
    await recordAudit(tx, request, { action: input.complete ? 'vault.setup-completed' : 'vault.type-changed', accountId: actor.accountId, profileId: actor.profileId, targetType: 'profile', targetId: corporate.id });
  });
  return getVault(ctx, actor, corporate.id);
}

function summary(vault: AdministeredCorporateRow, corporate: ProfileRow, photo: boolean): VaultSummary {
  return {
    corporateProfileId: corporate.id,
    legalName: corporate.legalName ?? '',
    tradingName: corporate.tradingName ?? '',
    registrationNumber: corporate.registrationNumber,
    jurisdiction: corporate.jurisdiction,
    country: corporate.country,
    companyType: vault.companyType,
    vaultType: vault.vaultType,
    status: vault.status,
    hasPhoto: photo,
    createdDate: vault.createdAt.toISOString(),
  };
}

/** GET /vault-setup/list: the organisation's corporate vaults, newest first. */
export async function listVaults(ctx: AppContext, actor: Actor): Promise<VaultSummary[]> {
  const rows = await listVaultRows(ctx.db, callerOrganisation(actor));
  return rows.map((r) => summary(r.vault, r.corporate, r.hasPhoto));
}

/** GET /vault-setup/vault: one vault with its representatives, documents and invitations (the review step). */
export async function getVault(ctx: AppContext, actor: Actor, corporateProfileId: string, language: Language = 'en'): Promise<VaultDetail> {
  const { vault, corporate } = await requireVault(ctx.db, actor, corporateProfileId);
  const [photo, reps, docs, invites] = [await hasPhoto(ctx.db, corporate.id), await presentRepresentatives(ctx.db, corporate.id), await listVaultDocuments(ctx.db, corporate.id), await listVaultInvitations(ctx.db, corporate.id)];
  return {
    ...summary(vault, corporate, photo),
    representatives: reps,
    documents: docs.map((d) => ({ docId: d.docId, docType: d.docType, docTypeName: d.names[language] ?? d.names.en, version: d.version, fileCount: d.fileCount ?? 0, createdDate: d.createdAt.toISOString() })),
    invitations: invites.map((i) => ({ email: i.email, status: i.status })),
  };
}
