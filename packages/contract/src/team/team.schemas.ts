import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { hasNonSpace, isValidEmail, isValidTaxId, normaliseEmail } from '../rules/validation.js';

/** POST /customer-user/extra-administrator, DELETE same, POST /customer-user/validate-remove-admin. */
export const adminEmailSchema = z.object({
  email: z.string().trim().max(LIMITS.emailMax).refine(isValidEmail, { message: 'Incorrect E-mail format' }).transform(normaliseEmail),
});
export const administratorSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  /** ACTIVE: has access; INVITED: invitation sent, no account yet. */
  status: z.enum(['ACTIVE', 'INVITED']),
  isYou: z.boolean(),
});
export const administratorsSchema = z.array(administratorSchema);
export const removeAdminCheckSchema = z.object({ canRemove: z.boolean(), reason: z.enum(['LAST_ADMIN', 'NOT_ADMIN']).nullable() });

const repName = z
  .string()
  .max(LIMITS.nameMax)
  .refine(hasNonSpace, { message: 'Please fill in' })
  .transform((v) => v.trim());

/** Add Authorised Representative (spec §5): names required, tax id letters/digits ≤ 20, e-mail optional. */
export const addRepresentativeSchema = z.object({
  firstName: repName,
  middleName: z.string().max(LIMITS.nameMax).optional().nullable().transform((v) => (v && v.trim() ? v.trim() : null)),
  lastName: repName,
  taxId: z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v ? v.trim() : ''))
    .refine(isValidTaxId, { message: 'only accept both numbers and letters' })
    .transform((v) => (v ? v : null)),
  email: z
    .string()
    .trim()
    .max(LIMITS.emailMax)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidEmail(v), { message: 'Please enter the correct email address' })
    .transform((v) => (v ? normaliseEmail(v) : null)),
});
export type AddRepresentative = z.input<typeof addRepresentativeSchema>;

export const representativeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  taxId: z.string().nullable(),
  email: z.string().nullable(),
  /** ACTIVE: has an account linked; INVITED: e-mailed, not yet joined; RECORDED: no e-mail given. */
  status: z.enum(['ACTIVE', 'INVITED', 'RECORDED']),
  createdAt: z.iso.datetime(),
});
export const representativesSchema = z.array(representativeSchema);
export const representativeRefSchema = z.object({ id: z.uuid() });

/** Corporates and funds a person represents (Corporates I Represent, Fund I Represent). */
export const representedProfileSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  profileType: z.enum(['CORPORATE', 'FUND']),
  role: z.enum(['AUTHORISED_REPRESENTATIVE', 'FUND_REPRESENTATIVE', 'ADMINISTRATOR']),
  since: z.iso.datetime(),
});
export const representedProfilesSchema = z.array(representedProfileSchema);
