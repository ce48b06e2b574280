import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { parsePropertyDate } from '../documents/properties.js';
import { hasNonSpace, isSuspiciousFormula } from '../rules/validation.js';

/** Document types read automatically (customer-area.md §4 "Recognition for PP and DL"; ID cards too). */
export const RECOGNITION_DOC_TYPES = ['PP', 'DL', 'NC'] as const;
export const recognitionDocTypeSchema = z.enum(RECOGNITION_DOC_TYPES).describe('PP passport, DL driving licence, NC national ID card');
export type RecognitionDocType = z.infer<typeof recognitionDocTypeSchema>;

/** Scanned field codes (spec §3): 2 number, 3 expiry, 4 issue, 5 birth, 8 surname, 9 given names, 11 nationality, 12 gender, 51 MRZ. */
export const SCANNED_FIELD_CODES = [2, 3, 4, 5, 8, 9, 11, 12, 51] as const;
export type ScannedFieldCode = (typeof SCANNED_FIELD_CODES)[number];
export const SCANNED_FIELD_NAMES: Record<ScannedFieldCode, string> = {
  2: 'Document Number',
  3: 'Date of Expiry',
  4: 'Date of Issue',
  5: 'Date of Birth',
  8: 'Surname',
  9: 'Given Names',
  11: 'Nationality',
  12: 'Gender',
  51: 'MRZ Strings',
};
/** Date fields: DD/MM/YYYY, at most 10 characters (spec §5). */
export const SCANNED_DATE_CODES: readonly ScannedFieldCode[] = [3, 4, 5];
/** The machine-readable zone: a multi-line box with whitespace removed as typed (lines kept apart by \n). */
export const MRZ_FIELD_CODE = 51;
export const scannedMaxLength = (code: ScannedFieldCode): 10 | 128 => (SCANNED_DATE_CODES.includes(code) ? LIMITS.scannedDateMax : LIMITS.scannedTextMax);

/**
 * The fields the review dialog shows for a type; the others keep the display flag recognition gave
 * them. "Missing fields are added for PP and DL" (spec §4): any of these the scan did not yield is
 * added empty, shown, graded FAIL (manual review needed).
 */
export const REVIEW_FIELD_CODES: Record<RecognitionDocType, readonly ScannedFieldCode[]> = {
  PP: [2, 3, 4, 5, 8, 9, 11, 12, 51],
  DL: [2, 3, 4, 5, 8, 9],
  NC: [2, 3, 4, 5, 8, 9, 11, 12, 51],
};

const fieldCodeSchema = z.union(SCANNED_FIELD_CODES.map((c) => z.literal(c))).describe('2, 3, 4, 5, 8, 9, 11, 12 or 51');
/** PASS 'No manual review needed', WARNING 'Manual review recommended', anything else 'Manual review needed'; ABSENT: not carried (hidden). */
export const scanGradeSchema = z.enum(['PASS', 'WARNING', 'FAIL', 'ABSENT']);
export type ScanGrade = z.infer<typeof scanGradeSchema>;
/** Display flag (spec §9): 1 hide, 2 display. */
export const displayFlagSchema = z.union([z.literal(1), z.literal(2)]).describe('1 hidden (the document does not carry it), 2 displayed');

/** Scanned document field (spec §3) as the server answers it. */
export const scannedFieldSchema = z.object({
  code: fieldCodeSchema,
  name: z.string(),
  value: z.string().describe('Dates DD/MM/YYYY; gender M, F or X; MRZ lines joined with \\n; empty when nothing trustworthy was read'),
  maxLength: z.union([z.literal(128), z.literal(10)]),
  display: displayFlagSchema,
  grade: scanGradeSchema,
});
export type ScannedField = z.infer<typeof scannedFieldSchema>;

export const recognitionEntrySchema = z.object({ name: z.enum(['Given Names', 'Surname']), value: z.string().max(LIMITS.scannedTextMax) });
export type RecognitionEntry = z.infer<typeof recognitionEntrySchema>;

export const documentKindSchema = z.enum(['passport', 'id-card', 'visa', 'residence-permit', 'driving-licence', 'unknown']);

/** What a scan found about the document as a whole. */
const scanSummaryShape = {
  clearEnough: z.boolean().describe('The image was good enough and something verifiable was read'),
  typeMatch: z.boolean().describe('The document is of the chosen type (by its own codes and layout)'),
  kind: documentKindSchema,
  country: z.string().max(3).describe('ICAO code of the issuing state, empty when unknown'),
};

/**
 * Recognition result (spec §3): answer of `POST /doc-mgr/recognize/{docType}` and
 * `POST /doc-mgr/get_regula_result`. Open the review dialog only when clearEnough and typeMatch are
 * both true; otherwise show 'Document Not Identified' (DOCUMENT_NOT_IDENTIFIED's text).
 */
export const recognitionResultSchema = z.object({
  scanId: z.string().describe('Names this scan in the calls that follow (its owner only; expires)'),
  docType: recognitionDocTypeSchema,
  ...scanSummaryShape,
  fields: z.array(scannedFieldSchema).describe('All nine codes, as read (convert-regula-result adds the missing ones for review)'),
  entries: z.array(recognitionEntrySchema).describe('Given Names and Surname'),
  expiresAt: z.iso.datetime(),
});
export type RecognitionResult = z.infer<typeof recognitionResultSchema>;

/** Multipart fields of the recognition call beside the one file (`file` or `files`). */
export const recognizeFieldsSchema = z.object({
  profileId: z.uuid().optional().nullable().describe('Whose document it is: the acting profile or a recorded representative'),
  userProfileType: z.coerce.number().int().min(0).max(2).optional(),
});
export const recognizeParamsSchema = z.object({ docType: recognitionDocTypeSchema });
export const scanIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Invalid value');
/** POST /doc-mgr/get_regula_result. */
export const scanRequestSchema = z.object({ scanId: scanIdSchema });

/** A field as a client may send it to convert-regula-result: only code and value are needed. */
export const looseScannedFieldSchema = z.object({
  code: fieldCodeSchema,
  value: z.string().max(LIMITS.scannedTextMax).default(''),
  grade: scanGradeSchema.optional(),
  display: displayFlagSchema.optional(),
});
/** POST /doc-mgr/convert-regula-result: a stored scan (scanId) or scan data (docType and fields). */
export const convertRequestSchema = z
  .object({
    scanId: scanIdSchema.optional(),
    docType: recognitionDocTypeSchema.optional(),
    fields: z.array(looseScannedFieldSchema).max(SCANNED_FIELD_CODES.length).optional(),
  })
  .refine((v) => v.scanId !== undefined || (v.docType !== undefined && v.fields !== undefined), { message: 'Required: scanId, or docType and fields', path: ['scanId'] });
export type ConvertRequest = z.input<typeof convertRequestSchema>;
export const convertResultSchema = z.object({
  docType: recognitionDocTypeSchema,
  fields: z.array(scannedFieldSchema).describe('Every code once, in spec order; review fields of the type shown, maxLength 128/10'),
  entries: z.array(recognitionEntrySchema),
});
export type ConvertResult = z.infer<typeof convertResultSchema>;

/** A field the user confirmed: code and value are what counts; the rest comes back as the scan gave it. */
export const confirmedFieldSchema = z.object({
  code: fieldCodeSchema,
  name: z.string().max(64).optional(),
  value: z.string().max(LIMITS.scannedTextMax),
  maxLength: z.union([z.literal(128), z.literal(10)]).optional(),
  display: displayFlagSchema.optional(),
  grade: z.string().max(16).optional(),
});
export type ConfirmedField = z.infer<typeof confirmedFieldSchema>;

/** Fields a confirmed identity document cannot leave empty: 2 Document Number, 5 Date of Birth, 8 Surname. */
export const REQUIRED_SCANNED_CODES: readonly number[] = [2, 5, 8];

/**
 * The grade a confirmed value keeps: the scan's grade while it is the value that was read; a value the
 * person changed was checked by nobody, so it needs manual review (never PASS by inheritance).
 */
export function confirmedGrade(scanned: { value: string; grade: string } | undefined, confirmedValue: string): string {
  if (scanned && scanned.value === confirmedValue) return scanned.grade;
  return 'MANUAL';
}

/** Problems of confirmed values: paths `fields.<code>`; empty when the fields are acceptable. */
export function confirmedFieldProblems(fields: readonly ConfirmedField[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const seen = new Set<number>();
  for (const f of fields) {
    const path = `fields.${f.code}`;
    if (seen.has(f.code)) problems.push({ path, message: 'Duplicate field' });
    seen.add(f.code);
    if (REQUIRED_SCANNED_CODES.includes(f.code) && f.display !== 1 && !hasNonSpace(f.value)) problems.push({ path, message: 'Please fill in' });
    else if (f.value.length > scannedMaxLength(f.code)) problems.push({ path, message: 'Too long' });
    else if (SCANNED_DATE_CODES.includes(f.code) && f.value !== '' && !/^\d{2}\/\d{2}\/\d{4}$/.test(f.value)) problems.push({ path, message: 'Please enter a valid date (DD/MM/YYYY)' });
    else if (SCANNED_DATE_CODES.includes(f.code) && f.value !== '' && !parsePropertyDate(f.value)) problems.push({ path, message: 'Please enter a valid date (DD/MM/YYYY)' });
    else if (f.code === 12 && !['', 'M', 'F', 'X'].includes(f.value)) problems.push({ path, message: 'M, F or X' });
    else if (f.code === MRZ_FIELD_CODE && /[^\S\n]/.test(f.value)) problems.push({ path, message: 'No spaces' });
    else if (f.code !== MRZ_FIELD_CODE && isSuspiciousFormula(f.value)) problems.push({ path, message: 'Invalid value' });
  }
  return problems;
}

/**
 * The upload payload's ocrJson (spec §3): the scan result plus profile id, document type, entries and
 * the confirmed fields, with documentType and overallStatus 'High'. Sent as a JSON string in the
 * multipart upload; validated by the server (nothing is written when it fails) and stored with the
 * version. The server takes clearEnough, typeMatch, kind and country from its own record of `scanId`.
 */
export const ocrJsonSchema = z
  .object({
    scanId: scanIdSchema,
    profileId: z.uuid().optional().nullable(),
    docType: recognitionDocTypeSchema,
    documentType: z.string().max(64).optional().describe('Kind of document as read, e.g. passport'),
    overallStatus: z.literal('High'),
    ...scanSummaryShape,
    entries: z.array(recognitionEntrySchema).max(2),
    fields: z.array(confirmedFieldSchema).min(1).max(SCANNED_FIELD_CODES.length),
  })
  .superRefine((v, ctx) => {
    for (const p of confirmedFieldProblems(v.fields)) ctx.addIssue({ code: 'custom', path: p.path.split('.'), message: p.message });
    for (const code of REQUIRED_SCANNED_CODES) {
      if (!v.fields.some((f) => f.code === code)) ctx.addIssue({ code: 'custom', path: ['fields', String(code)], message: 'Please fill in' });
    }
    // Entries fill the names when the fields lack them: the same formula rule as the fields.
    v.entries.forEach((e, i) => {
      if (isSuspiciousFormula(e.value)) ctx.addIssue({ code: 'custom', path: ['entries', i, 'value'], message: 'Invalid value' });
    });
  });
export type OcrJson = z.input<typeof ocrJsonSchema>;

/** Multipart fields the review dialog's upload and update calls add to the vault's upload fields. */
export const reviewUploadFieldsSchema = z.object({
  ocrJson: z.string().min(2).max(60_000).describe('ocrJsonSchema as a JSON string'),
  updateProfile: z.enum(['0', '1']).default('0').describe("'1' updates the person's names, date of birth, nationality and gender from the confirmed fields"),
});

/** POST /doc-mgr/profile-exists: would the confirmed fields change the person's existing details? */
export const profileExistsRequestSchema = z.object({
  profileId: z.uuid().optional().nullable(),
  docType: recognitionDocTypeSchema,
  entries: z.array(recognitionEntrySchema).max(2).optional(),
  fields: z.array(confirmedFieldSchema).max(SCANNED_FIELD_CODES.length).default([]),
});
export type ProfileExistsRequest = z.input<typeof profileExistsRequestSchema>;
/** '1': the person already has details the confirmed fields would change (ask 'Update Profile Details?'); '0' otherwise. */
export const profileExistsSchema = z.enum(['0', '1']);

/**
 * POST /doc-mgr/profile-differences (same body as profile-exists): the holder's recorded name or
 * date of birth that the document's fields disagree with, so the ID review can say so before saving.
 * Only details the profile has: a detail the profile lacks is new, not a disagreement.
 */
export const profileDifferencesSchema = z.object({
  differences: z.array(
    z.object({
      detail: z.enum(['name', 'dateOfBirth']),
      /** As recorded: the full name, or the date as YYYY-MM-DD. */
      profile: z.string(),
      /** As the document's fields give it (the same forms). */
      document: z.string(),
    }),
  ),
});
export type ProfileDifferences = z.infer<typeof profileDifferencesSchema>;

/** POST /action/check-document-rule2 (spec §3 check-documents payload). Dates DD/MM/YYYY or YYYY-MM-DD. */
export const checkDocumentRuleSchema = z.object({
  actionId: z.uuid(),
  docType: z.string().regex(/^[A-Z0-9_]{1,16}$/, 'Invalid value'),
  expiredDate: z.string().max(10),
  issueDate: z.string().max(10),
});
export type CheckDocumentRule = z.infer<typeof checkDocumentRuleSchema>;
/** Success; a failed rule answers its error code (30000210-30000212, 30000103-105, 70000015). */
export const checkDocumentRuleResultSchema = z.object({ success: z.literal(true) });

/**
 * What an action's `details` may say about the document it asks for (read by check-document-rule2):
 * the type(s) and how long the document must still be valid, in days from today.
 */
export const actionDocumentRequestSchema = z.object({
  docType: z.string().optional(),
  docTypes: z.array(z.string()).optional(),
  minValidityDays: z.number().int().min(0).optional(),
});

/**
 * GET /doc-mgr/individual-profile-updated: whether the profile is a person (whose details a document
 * may update) and whether, and when, those details were last changed from a confirmed document.
 */
export const individualProfileUpdateSchema = z.object({
  isPerson: z.enum(['0', '1']).describe("'1' when the profile is a person whose details an identity document may update"),
  updatedFromDocument: z.enum(['0', '1']).describe("'1' when the person's details were last changed from a confirmed document"),
  updatedAt: z.iso.datetime().nullable().describe('When that happened'),
  docId: z.uuid().nullable().describe('The document whose confirmed fields were used'),
  docType: z.string().nullable(),
});
export type IndividualProfileUpdate = z.infer<typeof individualProfileUpdateSchema>;

/** GET /doc-mgr/ocr-result: the confirmed scan stored with a version (null for versions not reviewed). */
export const ocrResultQuerySchema = z.object({ docId: z.uuid(), version: z.coerce.number().int().min(1).optional() });
export const ocrResultSchema = z.object({
  docId: z.uuid(),
  version: z.number().int(),
  ocrJson: z.record(z.string(), z.unknown()).nullable().describe('ocrJson as confirmed, with recognition’s own clearEnough, typeMatch, kind, country and what it read (recognised)'),
});
export type OcrResult = z.infer<typeof ocrResultSchema>;
/** GET /doc-mgr/scan-image/{scanId}: the image that was read (a PDF's first page as PNG). */
export const scanImageParamsSchema = z.object({ scanId: scanIdSchema });
