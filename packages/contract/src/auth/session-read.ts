import { PROFILE_TYPES } from '../constants.js';
import type { Session } from './auth.schemas.js';

/**
 * The stored session read back without zod: the same answer as `sessionSchema.safeParse` (the data
 * with only the schema's keys, or null), so the browser can tell whether it is signed in before zod
 * has loaded. auth/session-read.test.ts holds the two to agree.
 */
const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
/** `z.iso.datetime()` with its defaults: seconds, optional fraction, Z only. */
const ISO_DATETIME = new RegExp(String.raw`^${DATE}T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$`);

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isNullableString = (v: unknown): v is string | null => v === null || isString(v);

export function readSession(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const ok =
    isString(v.token) &&
    isString(v.email) &&
    isStringList(v.roles) &&
    isStringList(v.menuPermList) &&
    isString(v.tokenExpireTime) &&
    ISO_DATETIME.test(v.tokenExpireTime) &&
    typeof v.inactivityMinutes === 'number' &&
    Number.isSafeInteger(v.inactivityMinutes) &&
    (PROFILE_TYPES as readonly unknown[]).includes(v.userType) &&
    isString(v.customerUserId) &&
    isString(v.profileId) &&
    typeof v.paid === 'boolean' &&
    typeof v.displayCorporateUserProfile === 'boolean' &&
    isString(v.csrfToken) &&
    isNullableString(v.clientManagerToken) &&
    isNullableString(v.clientManagerType) &&
    isString(v.language);
  if (!ok) return null;
  return {
    token: v.token as string,
    email: v.email as string,
    roles: [...(v.roles as string[])],
    menuPermList: [...(v.menuPermList as string[])],
    tokenExpireTime: v.tokenExpireTime as string,
    inactivityMinutes: v.inactivityMinutes as number,
    userType: v.userType as Session['userType'],
    customerUserId: v.customerUserId as string,
    profileId: v.profileId as string,
    paid: v.paid as boolean,
    displayCorporateUserProfile: v.displayCorporateUserProfile as boolean,
    csrfToken: v.csrfToken as string,
    clientManagerToken: v.clientManagerToken as string | null,
    clientManagerType: v.clientManagerType as string | null,
    language: v.language as string,
  };
}
