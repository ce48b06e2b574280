import { z } from 'zod';
import { docTypeCodeSchema, uploadFieldsSchema } from '../documents/documents.schemas.js';
import { LIMITS } from '../limits.js';

/**
 * The paid administrator's funds (docs/funds.md, spec paid §3 and §7 Fund-major set): a lending agent administers
 * parent funds (fund major) and their child funds (fund minor). Fund documents live in the parent fund's vault and
 * reach child funds through grants of case kind FUND_DISTRIBUTION.
 */

const page = (size: number) => ({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.documentPageSizeMax).default(size),
});
const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), totalRecord: z.number().int(), totalPages: z.number().int() });

/** Spec §3 lock status of a fund document: 1 locked (by a rule), 3 shared (live grants), 0 neither. */
export const fundLockSchema = z.union([z.literal(0), z.literal(1), z.literal(3)]).describe('0 free, 1 locked, 3 shared (distributed)');

export const fundListSearchSchema = z.object({
  ...page(LIMITS.childFundPageSize),
  searchParam: z.string().trim().max(64).optional().nullable(),
  kind: z.enum(['ALL', 'MAJOR', 'MINOR']).default('ALL').describe('ALL funds, parent funds only, or child funds only'),
});
export const fundSummarySchema = z.object({
  fundProfileId: z.uuid(),
  name: z.string(),
  taxId: z.string().nullable(),
  isMajor: z.boolean(),
  fundMajorProfileId: z.uuid().nullable().describe('The parent fund of a child fund (null for a parent fund)'),
  childCount: z.number().int(),
  hasInteraction: z.boolean(),
});
export const fundListSchema = listOf(fundSummarySchema);

export const fundMajorPageSchema = z.object({ fundMajorProfileId: z.uuid(), ...page(LIMITS.childFundPageSize) });

/** Spec §3 Child fund. */
export const childFundSchema = z.object({
  name: z.string(),
  taxId: z.string().nullable(),
  hasInteraction: z.boolean().describe('False shows the "new" marker'),
  fundMajorProfileId: z.uuid(),
  fundMinorProfileId: z.uuid(),
  fundMajorId: z.uuid().describe('The parent fund relation'),
});
export const childFundListSchema = listOf(childFundSchema);

/** Spec §3 Fund document (a file). */
export const fundFileSchema = z.object({ fileId: z.uuid(), name: z.string(), type: z.string(), size: z.number().int(), url: z.string(), pageCount: z.number().int().describe('Pages the viewer can draw (0: no preview)') });
export const fundDocumentSchema = z.object({
  docId: z.uuid(),
  docType: docTypeCodeSchema,
  docTypeName: z.string(),
  version: z.number().int(),
  url: z.string().nullable().describe('The link of a document added by URL'),
  fileType: z.string().describe('Source kind: PDF, IMAGE, EXCEL, WORD_DOC, URL'),
  locked: fundLockSchema,
  createdDate: z.string().describe('ISO time the version was stored'),
  dateOfIssue: z.string().nullable(),
  uploadedBy: z.string(),
  files: z.array(fundFileSchema),
});
export type FundDocument = z.infer<typeof fundDocumentSchema>;
export const fundDocumentListSchema = listOf(fundDocumentSchema.omit({ files: true }));

export const fundDocRefSchema = z.object({ docId: z.uuid(), docType: docTypeCodeSchema.optional(), version: z.coerce.number().int().min(1) });

/** Spec §3 Child distribution. */
export const childDistributionSchema = z.object({
  fundMinorProfileId: z.uuid(),
  fundId: z.uuid().describe('Same as fundMinorProfileId'),
  name: z.string(),
  taxId: z.string().nullable(),
  locked: fundLockSchema.describe('3 while this child fund receives the version'),
  shouldReceiveDocument: z.boolean(),
});
/** Spec §3 Document distribution item. */
export const documentDistributionItemSchema = z.object({
  docId: z.uuid(),
  docType: docTypeCodeSchema,
  version: z.number().int(),
  docTypeName: z.string(),
  locked: fundLockSchema,
  childDocDistributions: z.array(childDistributionSchema),
});
export type DocumentDistributionItem = z.infer<typeof documentDistributionItemSchema>;

export const distributionListRequestSchema = z.object({ fundMajorProfileId: z.uuid(), docs: z.array(fundDocRefSchema).min(1).max(LIMITS.shareDocumentsMax) });
export const distributionSaveSchema = z.object({
  fundMajorProfileId: z.uuid(),
  docs: z.array(fundDocRefSchema).min(1).max(LIMITS.shareDocumentsMax),
  documentDistribution: z.array(z.object({ fundMinorProfileId: z.uuid(), shouldReceiveDocument: z.boolean() })).max(10_000),
});
export const distributionResultSchema = z.object({ granted: z.number().int(), ended: z.number().int() });

export const inheritanceQuerySchema = z.object({
  fundMajorProfileId: z.uuid(),
  fundMinorProfileId: z.uuid(),
  searchParam: z.string().trim().max(64).optional().nullable(),
  ...page(LIMITS.inheritancePageSize),
});
export const inheritanceItemSchema = z.object({ docId: z.uuid(), docType: docTypeCodeSchema, docTypeName: z.string(), version: z.number().int(), inheritedVersions: z.array(z.number().int()), inherits: z.boolean().describe('The child fund receives the current version') });
export const inheritanceListSchema = listOf(inheritanceItemSchema);
export const inheritanceSaveSchema = z.object({ documents: z.array(z.object({ docId: z.uuid(), inherits: z.boolean() })).min(1).max(LIMITS.shareDocumentsMax) });

export const fundDocQuerySchema = z.object({ docId: z.uuid(), version: z.coerce.number().int().min(1).optional() });
export const fundVersionSchema = z.object({ version: z.number().int(), createdDate: z.string(), uploadedBy: z.string(), isCurrent: z.boolean(), receivers: z.number().int().describe('Child funds receiving this version') });
/** GET /fund-major/document-page (ours): one page of a version as PNG for the fund document viewer. */
export const fundPageQuerySchema = z.object({
  docId: z.uuid(),
  version: z.coerce.number().int().min(1).optional(),
  currentPage: z.coerce.number().int().min(1).default(1).describe('1-based, across the files of the version'),
  width: z.coerce.number().int().min(100).max(2000).optional(),
});
export const fundDeleteCheckSchema = z.object({ deletable: z.boolean(), target: z.string().nullable() });
export const fundDownloadSchema = z.object({ docId: z.uuid(), docVersion: z.coerce.number().int().min(1), fileId: z.uuid().optional() });
export const fundFileQuerySchema = z.object({ fileId: z.uuid() });
export const fundFileContentSchema = z.object({ file: z.object({ fileId: z.uuid(), name: z.string(), type: z.string(), size: z.number().int(), content: z.string().describe('data: URL (base64)') }) });

/** Spec §3 Upload item: the multipart fields of /fund-major/upload and /fund-major/upload-url. */
export const fundUploadFieldsSchema = z.object({
  docType: docTypeCodeSchema,
  docProperties: uploadFieldsSchema.shape.docProperties,
  fundMajorProfileId: z.uuid().optional().nullable(),
  lastUpload: z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])]).optional().transform((v) => v === true || v === 'true' || v === '1' || v === 'yes'),
  docId: z.uuid().optional().nullable().describe('Upload a new version of this document'),
  multiSelectFunds: z.string().max(LIMITS.bulkUploadFundsMax * 37).optional().nullable().describe('Bulk upload: parent fund profile ids, comma-joined'),
  urlList: uploadFieldsSchema.shape.urlList,
});
export const fundUploadResultSchema = z.object({
  lastUpload: z.boolean(),
  documents: z.array(z.object({ fundMajorProfileId: z.uuid(), docId: z.uuid(), docType: docTypeCodeSchema, version: z.number().int() })),
});
export type FundUploadResult = z.infer<typeof fundUploadResultSchema>;

/** Spec §3 Sub-company entry. */
export const subCompanySchema = z.object({ id: z.uuid(), companyTitle: z.string(), photo: z.string().nullable(), parentFlag: z.boolean(), currentCompanyFlag: z.boolean() });
export const subCompanySwitchSchema = z.object({ corporateProfileId: z.uuid() });
