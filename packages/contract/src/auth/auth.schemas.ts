import { z } from 'zod';
import { PROFILE_TYPES, REGISTER_TYPES } from '../constants.js';
import { LIMITS } from '../limits.js';
import { hasNonSpace } from '../rules/validation.js';
import { codeField, emailField, encryptedField, flowIdField, keyIdField, personNameField } from './fields.js';

/* ---------- keys ---------- */

/** GET /login/public-key/{id}: `current` for the key to use now, or a key id. */
export const publicKeyResponseSchema = z.object({
  keyId: z.string(),
  /** SubjectPublicKeyInfo, base64 (DER), for Web Crypto `importKey('spki')` with RSA-OAEP SHA-256. */
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  expiresAt: z.iso.datetime(),
});
export type PublicKeyResponse = z.infer<typeof publicKeyResponseSchema>;

/* ---------- session ---------- */

/** The session as the client stores it after sign-in (spec customer-area §3 Session). */
export const sessionSchema = z.object({
  /** Public id of the session (not the cookie secret). */
  token: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  menuPermList: z.array(z.string()),
  /** When the session ends without activity (ISO 8601); slides with each call. */
  tokenExpireTime: z.iso.datetime(),
  /** Minutes of inactivity before the session ends, for the Inactivity Warning text. */
  inactivityMinutes: z.number().int(),
  userType: z.enum(PROFILE_TYPES),
  customerUserId: z.string(),
  /** The profile the session acts as. */
  profileId: z.string(),
  paid: z.boolean(),
  displayCorporateUserProfile: z.boolean(),
  /** Goes in the Authorization header of every call. */
  csrfToken: z.string(),
  /** Paid administrators: goes in the Authorization header of paid-admin calls. */
  clientManagerToken: z.string().nullable(),
  clientManagerType: z.string().nullable(),
  language: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/* ---------- login ---------- */

/** POST /login/login, first step: e-mail and encrypted password. A code is then e-mailed. */
export const loginPasswordRequestSchema = z.object({
  email: emailField,
  password: encryptedField,
  keyId: keyIdField,
});
/** POST /login/login, second step: the code from the e-mail for the challenge of step one. */
export const loginCodeRequestSchema = z.object({
  challengeId: flowIdField,
  code: codeField,
});
export const loginRequestSchema = z.union([loginCodeRequestSchema, loginPasswordRequestSchema]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Answer to step one: where the code went (masked) and the challenge to answer. */
export const loginChallengeSchema = z.object({
  status: z.literal('CODE_SENT'),
  challengeId: z.string(),
  maskedEmail: z.string(),
  codeExpiresAt: z.iso.datetime(),
});
/**
 * Answer to step one for someone who confirmed their registration code but never accepted the terms:
 * only the right password gets it, so it reveals nothing to whoever does not hold the registration.
 */
export const loginRegistrationPendingSchema = z.object({
  status: z.literal('REGISTRATION_PENDING'),
  registrationId: z.string(),
  maskedEmail: z.string(),
});
export const loginResponseSchema = z.union([
  loginChallengeSchema,
  sessionSchema.extend({ status: z.literal('SIGNED_IN') }),
  loginRegistrationPendingSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /login/send-validate-code: send a fresh code for a sign-in challenge. */
export const sendLoginCodeRequestSchema = z.object({ challengeId: flowIdField });
export const codeSentSchema = z.object({ codeExpiresAt: z.iso.datetime() });

/* ---------- reset password ---------- */

/** POST /login/reset-password, step one: ask for a code. Same answer for unknown e-mails. */
export const resetStartRequestSchema = z.object({ email: emailField });
/** POST /login/reset-password, step two: the code and the new password (encrypted). */
export const resetCompleteRequestSchema = z.object({
  resetId: flowIdField,
  code: codeField,
  password: encryptedField,
  keyId: keyIdField,
});
export const resetRequestSchema = z.union([resetCompleteRequestSchema, resetStartRequestSchema]);
export type ResetRequest = z.input<typeof resetRequestSchema>;
export const resetResponseSchema = z.union([
  z.object({ status: z.literal('CODE_SENT'), resetId: z.string(), codeExpiresAt: z.iso.datetime() }),
  z.object({ status: z.literal('PASSWORD_CHANGED') }),
]);

/* ---------- registration ---------- */

/** POST /register/get-admin-config: what the sign-up form offers. */
export const registerConfigSchema = z.object({
  registerTypes: z.array(z.enum(REGISTER_TYPES)),
  invitationCodeRequired: z.boolean(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
});
/** POST /register/get-disable-TC: whether the terms step is switched off. */
export const disableTermsSchema = z.object({ disableTC: z.boolean() });

/** POST /register/account: create a pending registration and e-mail a code. */
export const registerAccountRequestSchema = z.object({
  email: emailField,
  firstName: personNameField,
  lastName: personNameField,
  password: encryptedField,
  keyId: keyIdField,
  invitationCode: z.string().trim().max(64).optional().transform((v) => (v ? v : undefined)),
});
export type RegisterAccountRequest = z.input<typeof registerAccountRequestSchema>;
export const registrationStartedSchema = z.object({
  registrationId: z.string(),
  maskedEmail: z.string(),
  codeExpiresAt: z.iso.datetime(),
});

/** POST /register/send-validate-code and /register/resend-validate-code. */
export const registrationRefSchema = z.object({ registrationId: flowIdField });
/** POST /register/validate: the code from the e-mail. */
export const registerValidateRequestSchema = z.object({ registrationId: flowIdField, code: codeField });
export const registerValidatedSchema = z.object({ validated: z.literal(true) });

/** POST /register/accept: accept the terms; creates the account and signs in. */
export const registerAcceptRequestSchema = z.object({
  registrationId: flowIdField,
  acceptTerms: z.boolean(),
});

/** POST /register/requested-user-type: which register types this user may pick. */
export const requestedUserTypeRequestSchema = z.object({ invitationCode: z.string().trim().max(64).optional() });
export const requestedUserTypeResponseSchema = z.object({
  registerTypes: z.array(z.enum(REGISTER_TYPES)),
  /** Set when an invitation fixes the inviting company. */
  legalAgentName: z.string().nullable(),
});

/** POST /register/customer-register: the company profile step (signed in). */
export const customerRegisterRequestSchema = z.object({
  registerType: z.enum(REGISTER_TYPES),
  legalName: z
    .string()
    .max(LIMITS.companyNameMax)
    .refine(hasNonSpace, { message: 'Please fill in' })
    .transform((v) => v.trim()),
  tradingName: z
    .string()
    .max(LIMITS.companyNameMax)
    .refine(hasNonSpace, { message: 'Please fill in' })
    .transform((v) => v.trim()),
});
export type CustomerRegisterRequest = z.input<typeof customerRegisterRequestSchema>;
export const customerRegisterResponseSchema = z.object({ corporateProfileId: z.string() });

/* ---------- invited corporate users ---------- */

/** Encoded in the invitation link's `data` query parameter (base64url JSON). */
export const invitationLinkSchema = z.object({
  email: z.string(),
  invitationCode: z.string(),
  legalAgentId: z.string(),
  legalAgentName: z.string(),
  /**
   * The inviting company's branding: the invitation pages show it, whatever the address says, and
   * it is not kept for the portal afterwards. Absent in links sent before it existed.
   */
  brand: z.enum(['vault', 'onboardPlus']).optional(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** POST /corporate-user/already-registered: only answers for a live invitation. */
export const alreadyRegisteredRequestSchema = z.object({ email: emailField, invitationCode: z.string().min(1).max(64) });
export const alreadyRegisteredResponseSchema = z.object({ isRegistered: z.boolean() });

/** POST /corporate-user/begin-setup: starts set-up and e-mails a code (step verifyEmail). */
export const beginSetupRequestSchema = z.object({ email: emailField, invitationCode: z.string().min(1).max(64) });
export const setupStartedSchema = z.object({
  setupId: z.string(),
  maskedEmail: z.string(),
  codeExpiresAt: z.iso.datetime(),
  /** The name the inviter typed (a representative's record), to pre-fill step yourDetails; null when none. */
  invitedName: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
});
export const setupRefSchema = z.object({ setupId: flowIdField });
/** POST /corporate-user/verify-email. */
export const setupVerifyRequestSchema = z.object({ setupId: flowIdField, code: codeField });
/** POST /corporate-user/set-password (step setPassword). */
export const setupPasswordRequestSchema = z.object({ setupId: flowIdField, password: encryptedField, keyId: keyIdField });
/** POST /corporate-user/add-basic-detail (step yourDetails): finishes set-up and signs in. */
export const setupDetailsRequestSchema = z.object({
  setupId: flowIdField,
  firstName: personNameField,
  lastName: personNameField,
  jobTitle: z.string().trim().max(LIMITS.nameMax).optional(),
});
export const setupStepSchema = z.object({ step: z.enum(['verifyEmail', 'setPassword', 'yourDetails', 'done']) });

/** An invitation already registered user accepts while signed in: POST /corporate-user/accept-invitation. */
export const acceptInvitationRequestSchema = z.object({ invitationCode: z.string().min(1).max(64) });

/** POST /corporate-user/invitation (paid administrator): invite users by e-mail. */
export const inviteRowSchema = z.object({ email: z.string(), roleId: z.string().max(64).optional() });
export const inviteRequestSchema = z.object({ rows: z.array(inviteRowSchema).min(1).max(50) });
export const inviteResponseSchema = z.object({
  invited: z.array(z.object({ email: z.string(), invitationId: z.string() })),
});

/* ---------- SSO ---------- */

/** GET /sso/token?token= */
export const ssoQuerySchema = z.object({ token: z.string().min(10).max(8192) });
/** POST /dev/sso-token (embedded mode only): a signed development token for an e-mail. */
export const devSsoRequestSchema = z.object({ email: emailField });
export const devSsoResponseSchema = z.object({ token: z.string() });

/* ---------- user ---------- */

/** GET /customer-user/user-info: the business user shown in the shell. */
export const businessUserSchema = z.object({
  customerUserDTO: z.object({
    customerUserId: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
  corporateDTO: z.object({ profileId: z.string(), tradingName: z.string().nullable(), legalName: z.string().nullable() }).nullable(),
  fundDto: z.object({ profileId: z.string(), fundName: z.string().nullable() }).nullable(),
  lendingAgentDTO: z.object({ profileId: z.string(), tradingName: z.string().nullable() }).nullable(),
  userType: z.enum(PROFILE_TYPES),
  profileId: z.string(),
  photo: z.string().nullable(),
  canSwitchUser: z.boolean(),
  showName: z.string(),
  menuPermList: z.array(z.string()),
  language: z.string(),
});
export type BusinessUser = z.infer<typeof businessUserSchema>;

/** POST /customer-user/language: remember the language on the account too. */
export const languageRequestSchema = z.object({ language: z.enum(['en', 'zh', 'tw']) });
