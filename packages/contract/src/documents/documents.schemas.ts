import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { PROPERTY_VALIDATIONS } from './properties.js';
import { SOURCE_KINDS } from './rules.js';

/** A document type code (PP, DL, UB, BS1...). */
export const docTypeCodeSchema = z.string().regex(/^[A-Z0-9_]{1,16}$/, 'Invalid value').describe('Document type code, e.g. PP, DL, UB, BS1');
/** Profile type as the upload forms send it (spec §9): 0 individual, 1 corporate, 2 fund. */
export const profileTypeCodeSchema = z.coerce.number().int().min(0).max(2).describe('0 individual, 1 corporate, 2 fund');
export type ProfileTypeCode = z.infer<typeof profileTypeCodeSchema>;
export const documentStatusSchema = z.enum(['VALID', 'EXPIRING', 'EXPIRED']).describe('From the date of expiry: EXPIRING within 60 days');
export const sourceKindSchema = z.enum(SOURCE_KINDS).describe('URL, PDF, IMAGE, EXCEL, WORD_DOC (UNKNOWN is never stored)');

/** One property of a document type's template (spec §3 document property definition). */
export const propertyTemplateSchema = z.object({
  name: z.string().describe('Key in docProperties, e.g. dateOfIssue'),
  displayName: z.string().describe("Label in the caller's language"),
  tips: z.string().describe("Hint in the caller's language"),
  type: z.enum(['date', 'text']),
  format: z.string().nullable().describe("'dd/MM/yyyy' for dates, null for text"),
  validations: z.array(z.enum(PROPERTY_VALIDATIONS)).describe('not-blank: required; not-future: today or earlier; not-past: today or later'),
});
export type PropertyTemplate = z.infer<typeof propertyTemplateSchema>;
export const propertyTemplatesSchema = z.array(propertyTemplateSchema);
export const propertyTemplateQuerySchema = z.object({ docType: docTypeCodeSchema });

/** A document type as the upload form offers it. */
export const docTypeSchema = z.object({
  code: docTypeCodeSchema,
  name: z.string().describe("Name in the caller's language"),
  category: z.string(),
  imageOnly: z.boolean().describe('Accepts .jpg/.jpeg/.png only, and no URL'),
  acceptsUrl: z.boolean().describe('May be added by link (every type that is not image-only)'),
  recognition: z.boolean().describe('Read automatically on upload (passport, driving licence, ID card)'),
  holders: z.array(z.number().int().min(0).max(2)).describe('Profile types that may hold it: 0 individual, 1 corporate, 2 fund'),
  retentionYears: z.number().int(),
});
export type DocType = z.infer<typeof docTypeSchema>;

/** GET /doc-mgr/doc-type-by-profile-type: types grouped by category (spec §3 document type list). */
export const docCategorySchema = z.object({ code: z.string(), name: z.string(), docTypes: z.array(docTypeSchema) });
export type DocCategory = z.infer<typeof docCategorySchema>;
export const docCategoriesSchema = z.array(docCategorySchema);
export const docTypesByProfileTypeQuerySchema = z.object({ type: profileTypeCodeSchema });

/** Which profile a vault call is about: the acting profile when absent, or one of its representatives. */
const profileRef = {
  profileId: z.uuid().optional().describe("A representative's profile (corporate users); the acting profile when absent"),
  profileType: profileTypeCodeSchema.optional(),
};
/** GET /doc-mgr/owners: whose vaults the caller may use (upload rows' rep choice for a corporate). */
export const vaultOwnerSchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  profileType: z.number().int().min(0).max(3).describe('0 individual, 1 corporate, 2 fund, 3 lending agent'),
  isRepresentative: z.boolean().describe('A representative recorded by the corporate the caller acts as'),
});
export type VaultOwner = z.infer<typeof vaultOwnerSchema>;
export const vaultOwnersSchema = z.array(vaultOwnerSchema);

export const topLevelQuerySchema = z.object(profileRef);
export const topLevelItemSchema = z.object({ code: z.string(), name: z.string(), count: z.number().int() });
export const topLevelSchema = z.array(topLevelItemSchema);

/** A document in lists (docs, category and type levels, expiring). */
export const documentSummarySchema = z.object({
  docId: z.uuid(),
  docType: docTypeCodeSchema,
  docTypeName: z.string(),
  category: z.string(),
  status: documentStatusSchema,
  version: z.number().int().describe('Current (latest) version'),
  dateOfIssue: z.iso.date().nullable(),
  dateOfExpiry: z.iso.date().nullable(),
  sourceKind: sourceKindSchema,
  fileCount: z.number().int(),
  pageCount: z.number().int().describe('Pages the viewer can show (0 for Word and Excel)'),
  thumbnail: z.string().nullable().describe('data:image/webp;base64,... of the first page, or null'),
  locked: z.boolean().describe('Shared or distributed: cannot be deleted'),
  updatedAt: z.iso.datetime(),
  /** Tells documents of one type apart: the current version's first file name (or its link) and when it was uploaded. */
  fileName: z.string().nullable().describe("The current version's first file name, or its link"),
  uploadedAt: z.iso.datetime().describe('When the current version was uploaded'),
  ownerName: z.string(),
  profileId: z.uuid().describe('The profile that holds it'),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const categoryLevelQuerySchema = z.object({ ...profileRef, category: z.string().min(1).max(32) });
export const categoryLevelSchema = z.array(docTypeSchema.extend({ documents: z.array(documentSummarySchema) }));
export const docTypeLevelRequestSchema = z.object({ ...profileRef, docType: docTypeCodeSchema });
export const docTypeLevelSchema = z.array(documentSummarySchema);

/** POST /doc-mgr/docs. Without profileId a corporate also sees its representatives' documents. */
export const documentSearchSchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.documentPageSizeMax).default(LIMITS.documentPageSize),
  docTypeName: z.string().trim().max(64).optional().nullable().describe('Type code or part of its name'),
  userProfileType: profileTypeCodeSchema.optional(),
  profileId: z.uuid().optional().nullable(),
  status: documentStatusSchema.optional().nullable(),
});
export type DocumentSearch = z.input<typeof documentSearchSchema>;
export const documentPageSchema = z.object({ list: z.array(documentSummarySchema), totalPages: z.number().int(), totalRecord: z.number().int() });
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** Upload fields (multipart parts beside files[], or the JSON body of upload-with-url). */
const docPropertiesField = z
  .union([z.string().max(8192), z.record(z.string(), z.string().max(256))])
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return {} as Record<string, string>;
    if (typeof v !== 'string') return v;
    try {
      const parsed: unknown = JSON.parse(v);
      const record = z.record(z.string(), z.union([z.string().max(256), z.null()])).parse(parsed);
      return Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => e[1] !== null));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Invalid value' });
      return z.NEVER;
    }
  })
  .describe('JSON object of property name to value; dates as YYYY-MM-DD (dd/MM/yyyy accepted)');
export const uploadFieldsSchema = z.object({
  docType: z.string().trim().max(16).optional().describe('Required: the document type code'),
  docProperties: docPropertiesField,
  profileId: z.uuid().optional().nullable(),
  userProfileType: profileTypeCodeSchema.optional(),
  docId: z.uuid().optional().nullable().describe('Upload a new version of this document'),
  actionId: z.string().max(64).optional().nullable(),
  urlList: z.union([z.array(z.string().max(2048)), z.string().max(2048)]).optional().nullable().transform((v) => (v ? (Array.isArray(v) ? v : [v]) : []).filter(Boolean)),
});
export type UploadFields = z.input<typeof uploadFieldsSchema>;
export const uploadResultSchema = z.object({ docId: z.uuid(), version: z.number().int() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
/** POST /doc-mgr/common-check-document-ocr/{x}: validated only, nothing stored. */
export const uploadCheckResultSchema = z.object({ valid: z.literal(true), fileCount: z.number().int(), sourceKind: sourceKindSchema });

/** POST /doc-mgr/upload-with-url (JSON). */
export const uploadWithUrlSchema = uploadFieldsSchema.extend({
  urlList: z.array(z.string().trim().max(2048)).min(1).max(LIMITS.documentUrlsMax),
});
export type UploadWithUrl = z.input<typeof uploadWithUrlSchema>;
/** POST /doc-mgr/check-document-url. */
export const checkDocumentUrlSchema = z.object({ url: z.string().trim().min(1).max(2048) });
export const checkDocumentUrlResultSchema = z.object({ valid: z.boolean(), errorCode: z.string().nullable(), errorMsg: z.string().nullable() });
export type CheckDocumentUrlResult = z.infer<typeof checkDocumentUrlResultSchema>;

/** GET /doc-mgr/info. */
export const documentInfoQuerySchema = z.object({ docId: z.uuid() });
export const documentFileSchema = z.object({
  fileId: z.uuid(),
  name: z.string().describe('The name it was uploaded with (display only; never used as a storage key)'),
  size: z.number().int(),
  mime: z.string(),
  pageCount: z.number().int(),
});
export const documentVersionSchema = z.object({
  version: z.number().int(),
  sourceKind: sourceKindSchema,
  files: z.array(documentFileSchema),
  pageCount: z.number().int(),
  properties: z.record(z.string(), z.string()),
  url: z.string().nullable().describe('The link a URL document was fetched from'),
  createdAt: z.iso.datetime(),
  createdBy: z.string().describe('Name of the person who uploaded it'),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;
export const documentInfoSchema = documentSummarySchema.omit({ thumbnail: true }).extend({ versions: z.array(documentVersionSchema).describe('Newest first') });
export type DocumentInfo = z.infer<typeof documentInfoSchema>;

/** GET /doc-mgr/original-document and -filter. */
export const originalDocumentQuerySchema = z.object({
  docId: z.uuid(),
  version: z.coerce.number().int().min(1).optional().describe('Latest when absent'),
  fileId: z.uuid().optional().describe('First file when absent'),
  profileId: z.uuid().optional(),
});
/** GET /doc-mgr/access/{docId}: one page of a version as PNG. */
export const accessParamsSchema = z.object({ docId: z.uuid() });
export const accessQuerySchema = z.object({
  version: z.coerce.number().int().min(1).optional(),
  currentPage: z.coerce.number().int().min(1).default(1).describe('1-based, across the files of the version'),
  userProfileType: profileTypeCodeSchema.optional(),
  width: z.coerce.number().int().min(100).max(2000).optional(),
});
export const thumbnailQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

/** DELETE /doc-mgr/specific-version-document and /doc-mgr/remove-document. */
export const deleteVersionSchema = z.object({ docId: z.uuid(), docVersion: z.coerce.number().int().min(1) });
export const removeDocumentSchema = z.object({ docId: z.uuid() });
export const deleteResultSchema = z.object({ docId: z.uuid(), removed: z.enum(['VERSION', 'DOCUMENT']), version: z.number().int().nullable().describe('Current version left, null when the document is gone') });

/** GET /doc-mgr/individual-profile-updated (served by the recognition module): which profile to ask about. */
export const individualProfileUpdatedQuerySchema = z.object({ profileId: z.uuid().optional() });

/** GET /doc-mgr/expiring (Home card). */
export const expiringQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(LIMITS.documentExpiringDays) });
export const expiringSchema = z.array(documentSummarySchema);
