/** Limits written once and imported by the web forms and the server. */
export const LIMITS = {
  /** E-mail addresses (RFC 5321 path limit). */
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 16,
  phoneDigitsMin: 7,
  phoneDigitsMax: 18,
  taxIdMax: 20,
  nameMax: 128,
  companyNameMax: 200,
  /** One-time codes: 6 digits, valid 10 minutes, 5 wrong tries, resend after 30 s, at most 5 sends. */
  codeLength: 6,
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  codeResendSeconds: 30,
  codeMaxSends: 5,
  /** Upload limits (spec §9). */
  uploadFileBytes: 20 * 1024 * 1024,
  uploadTotalBytes: 20 * 1024 * 1024,
  uploadMaxFiles: 99,
  uploadMaxRows: 8,
  /** Document vault: list page size (paid-admin §9: 20) and its ceiling, links per URL upload. */
  documentPageSize: 20,
  documentPageSizeMax: 100,
  documentUrlsMax: 5,
  /** A document expiring within this many days is shown as EXPIRING (Home card and status). */
  documentExpiringDays: 60,
  scannedTextMax: 128,
  scannedDateMax: 10,
  /** Profile photos: the upload limit and the square size they are stored at. */
  photoBytes: 5 * 1024 * 1024,
  photoSize: 256,
  /** Documents in one share, and invitations to unknown addresses a profile may send in an hour. */
  shareDocumentsMax: 100,
  shareInvitesPerHour: 20,
  /** Message list page (spec §9). */
  messagePageSize: 10,
  /** Paid administrator's funds (spec paid §9): child funds 20 a page, 10 in the inheritance modal. */
  childFundPageSize: 20,
  inheritancePageSize: 10,
  /** Funds one bulk upload may reach (multiSelectFunds). */
  bulkUploadFundsMax: 50,
} as const;
