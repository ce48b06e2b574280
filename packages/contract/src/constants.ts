/** API version every /customer call must carry in the `Api-Version` header. */
export const API_VERSION = '8';
/** Base path of every API call. */
export const API_BASE = '/customer';
/** Client request timeout (ms), spec §9. */
export const REQUEST_TIMEOUT_MS = 100_000;
/** Lazy chunk load timeout (ms), spec §9. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** How long an error toast stays (ms), spec §9. */
export const ERROR_TOAST_MS = 5_000;
/** Delay before regenerated routes are added (ms), spec §4. */
export const ROUTE_ADD_DELAY_MS = 1_000;

/** Languages the product speaks. `tw` is traditional Chinese. */
export const LANGUAGES = ['en', 'zh', 'tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Cookie that remembers the language, read by the server for error messages too. */
export const LANGUAGE_COOKIE = 'lang';

/** Session cookie (HttpOnly); the CSRF token travels in `Authorization`. */
export const SESSION_COOKIE = 'vault_sid';
/** Response header carrying the new sliding expiry of the session (ISO 8601). */
export const TOKEN_EXPIRE_HEADER = 'Token-Expire-Time';
/** Response header carrying the request id (also in the server log). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Route role codes (spec customer-area §6). COMMON corresponds to admin. */
export const ROLES = {
  COMMON: 'COMMON',
  INDIVIDUAL: 'INDIVIDUAL',
  CORPORATE: 'CORPORATE',
  PAID_ADMIN: 'PAID_ADMIN',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Profile kinds. Upload forms use the numeric codes 0, 1, 2. */
export const PROFILE_TYPES = ['INDIVIDUAL', 'CORPORATE', 'FUND', 'LENDING_AGENT'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
export const PROFILE_TYPE_CODE = { INDIVIDUAL: 0, CORPORATE: 1, FUND: 2 } as const;

/** Register types offered at sign-up (spec customer-area §2 Register). */
export const REGISTER_TYPES = ['BUSINESS', 'NOTARY', 'LEGAL_FIRM'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

/** Invitation statuses (spec paid-admin §3). */
export const INVITATION_STATUS = { PENDING: 1, ACTIVE: 2, CLOSED: 3, CANCELLED: 4 } as const;

/** Date display formats and zone (spec §9). */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const DEFAULT_TIMEZONE = 'Europe/London';
