import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { hasNonSpace } from '../rules/validation.js';
import { addRepresentativeSchema, representativeSchema } from '../team/team.schemas.js';

/*
 * The paid administrator's vault set-up wizard (docs/vault-setup.md; spec paid §4 Vault set-up, §7 Customer user).
 * A vault here is a corporate customer the administrator's organisation onboards: ONLINE when the corporate's own
 * people sign in (they are invited), LOCAL (offline) when the organisation keeps it on the customer's behalf.
 * Every call names the vault by its corporate profile id; `actionId` of unselected-representatives is that id too.
 */

/** The wizard's vault types (spec §4 "select vault type"). */
export const VAULT_TYPES = ['ONLINE', 'LOCAL'] as const;
export type VaultType = (typeof VAULT_TYPES)[number];
/** Where a set-up stands: IN_PROGRESS until the administrator finishes the review step. */
export const VAULT_SETUP_STATUSES = ['IN_PROGRESS', 'COMPLETE'] as const;
/** Spec §4: how the wizard re-opens a vault (EDIT changes it, REVIEW only shows it). */
export const VAULT_SETUP_MODES = ['EDIT', 'REVIEW'] as const;
export type VaultSetupMode = (typeof VAULT_SETUP_MODES)[number];

/** Most representatives one corp-multiple-local-rep call may add. */
export const MULTIPLE_LOCAL_REPS_MAX = 20;
/** Most e-mail addresses one invite call may carry. */
export const VAULT_INVITES_MAX = 20;

const companyName = z
  .string()
  .max(LIMITS.companyNameMax)
  .refine(hasNonSpace, { message: 'Please fill in' })
  .transform((v) => v.trim());
const code = z.string().trim().regex(/^[A-Z][A-Z0-9_]{0,31}$/, { message: 'Invalid value' });
const jurisdiction = z.string().trim().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, { message: 'Invalid value' });
const registrationNumber = z
  .string()
  .max(50)
  .refine(hasNonSpace, { message: 'Please fill in' })
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => /^[A-Z0-9][A-Z0-9 ./-]*$/.test(v), { message: 'Invalid value' });

/** POST /customer-user/validate-corp: whether a company of this name or number is already registered in the jurisdiction. */
export const validateCorpSchema = z.object({
  legalName: companyName,
  registrationNumber,
  jurisdiction,
  /** In EDIT mode, the vault being edited (it does not clash with itself). */
  corporateProfileId: z.uuid().optional(),
});
export type ValidateCorp = z.input<typeof validateCorpSchema>;
export const validateCorpResultSchema = z.object({ available: z.literal(true) });

/** POST /customer-user/reg-corp: creates the corporate (or, with corporateProfileId, changes its details in EDIT mode). */
export const regCorpSchema = validateCorpSchema.extend({
  vaultType: z.enum(VAULT_TYPES),
  tradingName: companyName,
  companyType: code,
  /** The country whose jurisdictions were offered (GET company-jurisdictions/{country}). */
  country: z.string().trim().regex(/^[A-Z]{2}$/, { message: 'Invalid value' }),
});
export type RegCorp = z.input<typeof regCorpSchema>;

/** POST /customer-user/admin/offline/{id}: the vault's type and whether its set-up is finished. */
export const vaultStateSchema = z.object({ vaultType: z.enum(VAULT_TYPES), complete: z.boolean() });
export type VaultState = z.input<typeof vaultStateSchema>;

export const vaultRefSchema = z.object({ corporateProfileId: z.uuid() });
export const vaultIdParamSchema = z.object({ id: z.uuid() });
export const vaultActionQuerySchema = z.object({ actionId: z.uuid() });

/** POST /customer-user/corp-local-rep: one representative of the vault (spec §3 add form and §5 rules). */
export const localRepSchema = addRepresentativeSchema.extend({ corporateProfileId: z.uuid() });
export type LocalRep = z.input<typeof localRepSchema>;
/** POST /customer-user/corp-multiple-local-rep: several at once, all or none. */
export const multipleLocalRepSchema = z.object({
  corporateProfileId: z.uuid(),
  representatives: z.array(addRepresentativeSchema).min(1).max(MULTIPLE_LOCAL_REPS_MAX),
});

/** POST /customer-user/select-representatives/{id} (adds) and re-select-representative-list (replaces). */
export const selectRepresentativesSchema = z.object({ representativeIds: z.array(z.uuid()).max(200) });
export const reselectRepresentativesSchema = selectRepresentativesSchema.extend({ corporateProfileId: z.uuid() });

/** POST /customer-user/invite: e-mail addresses invited as administrators of an online vault. */
export const vaultInviteSchema = z.object({
  corporateProfileId: z.uuid(),
  emails: z.array(z.string().trim().max(LIMITS.emailMax)).min(1).max(VAULT_INVITES_MAX),
});
export const vaultInviteResultSchema = z.object({ invited: z.array(z.string()) });

/** A representative of the vault (team module's shape) and whether the wizard's selection holds them. */
export const vaultRepresentativeSchema = representativeSchema.extend({ selected: z.boolean() });
export type VaultRepresentative = z.infer<typeof vaultRepresentativeSchema>;
export const vaultRepresentativesSchema = z.array(vaultRepresentativeSchema);

export const vaultDocumentSchema = z.object({
  docId: z.string(),
  docType: z.string(),
  docTypeName: z.string(),
  version: z.number().int(),
  fileCount: z.number().int(),
  createdDate: z.iso.datetime(),
});
export type VaultDocument = z.infer<typeof vaultDocumentSchema>;

/** One vault of the organisation, as the list and the wizard show it. */
export const vaultSummarySchema = z.object({
  corporateProfileId: z.string(),
  legalName: z.string(),
  tradingName: z.string(),
  registrationNumber: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  country: z.string().nullable(),
  companyType: z.string(),
  vaultType: z.enum(VAULT_TYPES),
  status: z.enum(VAULT_SETUP_STATUSES),
  hasPhoto: z.boolean(),
  createdDate: z.iso.datetime(),
});
export type VaultSummary = z.infer<typeof vaultSummarySchema>;
export const vaultListSchema = z.array(vaultSummarySchema);

/** GET /vault-setup/vault: everything the review step shows. */
export const vaultDetailSchema = vaultSummarySchema.extend({
  representatives: vaultRepresentativesSchema,
  documents: z.array(vaultDocumentSchema),
  invitations: z.array(z.object({ email: z.string(), status: z.number().int() })),
});
export type VaultDetail = z.infer<typeof vaultDetailSchema>;
