import { z } from 'zod';
import { PROFILE_TYPES, REGISTER_TYPES } from '../constants.js';
import { LIMITS } from '../limits.js';
import { hasNonSpace, isValidEmail, isValidPhone, isValidTaxId, normaliseEmail } from '../rules/validation.js';

/** One entry of the profile switcher (spec §3 Profile list entry). */
export const relatedProfileSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  profileType: z.enum(PROFILE_TYPES),
  /** The profile the session acts as now; it cannot be chosen. */
  isSwitchUser: z.boolean(),
  /** The person's own individual profile. */
  isPerson: z.boolean(),
  /** Completeness, 0..1 (the client shows it times 100). */
  score: z.number().min(0).max(1),
  /** How the person relates to it: OWNER, ADMINISTRATOR, AUTHORISED_REPRESENTATIVE, FUND_REPRESENTATIVE, PAID_ORG_USER. */
  role: z.string(),
});
export type RelatedProfile = z.infer<typeof relatedProfileSchema>;
export const relatedProfilesSchema = z.array(relatedProfileSchema);

/** Query of POST /customer-user/switch-to-corporate-user. */
export const switchToCorporateQuerySchema = z.object({
  corporateProfileId: z.uuid(),
  /** 'YES' (default) ends the session being left; 'NO' keeps it (client-manager switching). */
  deleteToken: z.enum(['YES', 'NO']).default('YES'),
});
/** Query of POST /customer-user/switch-corporate-to-corporate. */
export const switchCorporateQuerySchema = z.object({ corporateProfileId: z.uuid() });

/** GET/POST /customer-user/get|set-individual-corporate-profile: the profile a sign-in starts in. */
export const defaultProfileSchema = z.object({ profileId: z.uuid() });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const requiredName = z
  .string()
  .max(LIMITS.nameMax)
  .refine(hasNonSpace, { message: 'Please fill in' })
  .transform((v) => v.trim());
const isoDate = z.iso.date().describe('YYYY-MM-DD');
const country = z.string().regex(/^[A-Z]{2}$/, 'Invalid value').describe('ISO 3166-1 alpha-2');

/** Postal address, shared by people and companies. */
export const addressSchema = z.object({
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  postcode: optionalText(20),
  country: country.optional().nullable().transform((v) => v ?? null),
});

/** GET /customer-user/personal-info and POST /customer-user/individual-info. */
export const personalInfoSchema = z.object({
  firstName: requiredName,
  middleName: optionalText(LIMITS.nameMax),
  lastName: requiredName,
  dateOfBirth: isoDate.optional().nullable().transform((v) => v ?? null),
  nationality: country.optional().nullable().transform((v) => v ?? null),
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']).optional().nullable().transform((v) => v ?? null),
  taxId: z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v ? v.trim() : null))
    .refine((v) => v === null || isValidTaxId(v), { message: 'only accept both numbers and letters' }),
  ...addressSchema.shape,
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
/*
 * Response schemas are plain (no transforms): the server serialises through them, and zod cannot
 * run a transform backwards.
 */
const text = z.string().nullable();
const addressOut = { addressLine1: text, addressLine2: text, city: text, postcode: text, country: text };

/** The person's details as read, with read-only facts beside them. */
export const personalInfoResponseSchema = z.object({
  firstName: z.string(),
  middleName: text,
  lastName: z.string(),
  dateOfBirth: text,
  nationality: text,
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']).nullable(),
  taxId: text,
  ...addressOut,
  email: z.string(),
  phone: text,
  phoneVerified: z.boolean(),
  photo: text,
});

/** GET /customer-user/work-info and POST /customer-user/individual (work details of the person). */
export const workInfoSchema = z.object({
  jobTitle: optionalText(LIMITS.nameMax),
  employer: optionalText(LIMITS.companyNameMax),
  workEmail: z
    .string()
    .trim()
    .max(LIMITS.emailMax)
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
  workPhone: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidPhone(v), { message: 'Please enter a valid phone number' }),
});
export type WorkInfo = z.infer<typeof workInfoSchema>;
export const workInfoResponseSchema = z.object({ jobTitle: text, employer: text, workEmail: text, workPhone: text });

/** POST /customer-user/corporate-info (GET via corporateDTO in user info). */
export const corporateInfoSchema = z.object({
  legalName: requiredName,
  tradingName: requiredName,
  registrationNumber: optionalText(50),
  jurisdiction: optionalText(10),
  incorporationDate: isoDate.optional().nullable().transform((v) => v ?? null),
  website: optionalText(200),
  ...addressSchema.shape,
});
export type CorporateInfo = z.infer<typeof corporateInfoSchema>;
export const corporateInfoResponseSchema = z.object({
  profileId: z.string(),
  legalName: z.string(),
  tradingName: z.string(),
  registrationNumber: text,
  jurisdiction: text,
  incorporationDate: text,
  website: text,
  ...addressOut,
  email: text,
  companyPhone: text,
  /** What kind of business the corporate registered as (BUSINESS, NOTARY, LEGAL_FIRM); null for lending agents. */
  registerType: z.enum(REGISTER_TYPES).nullable(),
  photo: text,
});

/** POST /customer-user/user-type: the kind of business the acting corporate is (administrators). */
export const userTypeSchema = z.object({ registerType: z.enum(REGISTER_TYPES).describe('BUSINESS, NOTARY or LEGAL_FIRM') });
export type UserTypeInput = z.infer<typeof userTypeSchema>;

/** POST /customer-user/fund/corporate-info. */
export const fundInfoSchema = z.object({
  fundName: requiredName,
  legalName: optionalText(LIMITS.companyNameMax),
  registrationNumber: optionalText(50),
  jurisdiction: optionalText(10),
  fundClassification: optionalText(50),
  collateralType: optionalText(50),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Invalid value').optional().nullable().transform((v) => v ?? null),
  ...addressSchema.shape,
});
export type FundInfo = z.infer<typeof fundInfoSchema>;
export const fundInfoResponseSchema = z.object({
  profileId: z.string(),
  fundName: z.string(),
  legalName: text,
  registrationNumber: text,
  jurisdiction: text,
  fundClassification: text,
  collateralType: text,
  currency: text,
  ...addressOut,
  email: text,
  photo: text,
});

/** POST /customer-user/change-company-phone. */
export const companyPhoneSchema = z.object({
  phone: z.string().trim().refine(isValidPhone, { message: 'Please enter a valid phone number' }),
});

/** Score item (spec §3): what is checked, its weight, and whether it is met. */
export const scoreItemSchema = z.object({
  /** Stable key of the rule, translated by the client. */
  item: z.string(),
  /** Weight of this item, 0..1; the weights of a profile type add up to 1. */
  percentage: z.number(),
  valid: z.boolean(),
});
/** GET /customer-user/score */
export const scoreSchema = z.object({
  profileId: z.string(),
  profileType: z.enum(PROFILE_TYPES),
  /** Sum of the weights of the items met, 0..1. */
  score: z.number().min(0).max(1),
  items: z.array(scoreItemSchema),
});
export type Score = z.infer<typeof scoreSchema>;
/** GET /customer-user/valid-score: just the number, for the shell. */
export const validScoreSchema = z.object({ score: z.number().min(0).max(1) });

/** POST /customer-user/send-code-for-change-email: a code goes to the new address. */
export const changeEmailStartSchema = z.object({
  newEmail: z.string().trim().max(LIMITS.emailMax).refine(isValidEmail, { message: 'Incorrect E-mail format' }).transform(normaliseEmail),
});
/** POST /customer-user/change-email: the code from the new address. */
export const changeEmailConfirmSchema = z.object({ flowId: z.uuid(), code: z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits') });
export const contactCodeSentSchema = z.object({ flowId: z.string(), maskedTo: z.string(), codeExpiresAt: z.iso.datetime() });
export const emailChangedSchema = z.object({ email: z.string() });

/** POST /customer-user/send-phone-code (and send-code-for-update-phone): a code by text message. */
export const phoneCodeStartSchema = z.object({
  phone: z.string().trim().refine(isValidPhone, { message: 'Please enter a valid phone number' }),
});
/** POST /customer-user/validate-phone-code (and validate-code-for-update-phone). */
export const phoneCodeConfirmSchema = changeEmailConfirmSchema;
export const phoneVerifiedSchema = z.object({ phone: z.string(), phoneVerified: z.literal(true) });
