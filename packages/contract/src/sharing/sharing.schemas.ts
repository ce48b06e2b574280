import { z } from 'zod';
import { emailField } from '../auth/fields.js';
import { docTypeCodeSchema, documentStatusSchema, profileTypeCodeSchema, sourceKindSchema } from '../documents/documents.schemas.js';
import { LIMITS } from '../limits.js';

/**
 * Sharing (docs/sharing.md): a grant gives one recipient (a company or a person, named by e-mail) access to one
 * document version. Grants are made for a reason, the case: a share, an answered access request, a broker-dealer
 * rule or a fund distribution. Ending a grant (revoking) ends access on the recipient's next request.
 */
export const SHARE_CASE_KINDS = ['SHARE', 'REQUEST', 'BROKER_DEALER', 'FUND_DISTRIBUTION'] as const;
export const shareCaseKindSchema = z.enum(SHARE_CASE_KINDS);
export type ShareCaseKind = z.infer<typeof shareCaseKindSchema>;

/** Spec paid §4 display statuses of a request (and of each requested document type). */
export const REQUEST_DISPLAY_STATUSES = ['COMPLETED', 'PENDING', 'PLEASE_UPDATE', 'NO_ACCESS', 'READY_TO_SHARE'] as const;
export const requestDisplayStatusSchema = z.enum(REQUEST_DISPLAY_STATUSES);
export type RequestDisplayStatus = z.infer<typeof requestDisplayStatusSchema>;

/** Shareable-documents filter (spec customer §3 Document search filter). */
export const shareableSearchSchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.documentPageSizeMax).default(LIMITS.documentPageSize),
  docTypeName: z.string().trim().max(64).optional().nullable(),
  userProfileType: profileTypeCodeSchema.optional(),
});
export type ShareableSearch = z.input<typeof shareableSearchSchema>;

/** Spec customer §3 Share document list item. */
export const shareableItemSchema = z.object({
  docId: z.uuid(),
  docType: docTypeCodeSchema,
  docTypeName: z.string(),
  version: z.number().int().describe('The version a share grants: the current one'),
  scaleImage: z.string().nullable().describe('data:image/webp;base64,... thumbnail, or null'),
  accessibleNums: z.number().int().describe('Live grants on any version of the document'),
  isAuthorizedReps: z.enum(['0', '1']).describe("'0' the acting profile's own document, '1' a representative's"),
  isLocalRep: z.enum(['0', '1']).describe("'1' a representative recorded by the company (no login of their own)"),
  ownerName: z.string(),
  profileId: z.uuid().describe('The owner profile'),
  status: documentStatusSchema,
});
export type ShareableItem = z.infer<typeof shareableItemSchema>;
export const shareablePageSchema = z.object({ list: z.array(shareableItemSchema), totalPages: z.number().int(), totalRecord: z.number().int() });
export type ShareablePage = z.infer<typeof shareablePageSchema>;

/** POST /doc-mgr/share (spec customer §3 Share request). Answers data 'Success'. */
export const shareRequestSchema = z.object({
  docIds: z.array(z.uuid()).min(1).max(LIMITS.shareDocumentsMax),
  email: emailField,
  skipBlock: z.boolean().optional(),
  userProfileType: profileTypeCodeSchema.optional(),
});
export type ShareRequest = z.input<typeof shareRequestSchema>;
export const shareResultSchema = z.literal('Success');

/** A live or ended grant as the owner sees it ("Shared with"). */
export const grantSchema = z.object({
  grantId: z.uuid(),
  docId: z.uuid(),
  version: z.number().int(),
  recipientName: z.string().describe('Company or person name; the e-mail while the recipient has not registered'),
  recipientEmail: z.string().nullable(),
  recipientProfileId: z.uuid().nullable().describe('Null while an invited address has not registered'),
  caseId: z.uuid(),
  caseKind: shareCaseKindSchema,
  grantedBy: z.string().describe('Name of the person who granted it'),
  since: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  downloadable: z.boolean(),
});
export type Grant = z.infer<typeof grantSchema>;

/** POST /doc-mgr/shared-to: who a document is shared with (live grants first, then ended ones). */
export const sharedToRequestSchema = z.object({ docId: z.uuid(), includeEnded: z.boolean().optional() });
export const sharedToSchema = z.array(grantSchema);

/** DELETE /doc-mgr/shared-document: the owner ends one grant (grantId) or every live grant of the document. */
export const unshareSchema = z.object({ docId: z.uuid(), grantId: z.uuid().optional() });
export const unshareResultSchema = z.object({ ended: z.number().int() });

/** GET /doc-mgr/delete-check: whether a document (or one version) may be deleted, naming who holds it if not. */
export const deleteCheckQuerySchema = z.object({ docId: z.uuid(), version: z.coerce.number().int().min(1).optional() });
export const deleteCheckSchema = z.object({ deletable: z.boolean(), target: z.string().nullable().describe('Recipients holding it, comma-joined') });

/** GET /doc-mgr/connection-case: the cases behind what a company can see of the acting profile's documents. */
export const connectionCaseQuerySchema = z.object({
  companyId: z.uuid(),
  currentPage: z.coerce.number().int().min(1).default(1),
  docId: z.uuid().optional(),
  version: z.coerce.number().int().min(1).optional(),
});
export const caseDocumentSchema = z.object({
  grantId: z.uuid(),
  docId: z.uuid(),
  docTypeName: z.string(),
  version: z.number().int(),
  ownerName: z.string(),
  live: z.boolean(),
});
export const connectionCaseSchema = z.object({
  caseId: z.uuid(),
  kind: shareCaseKindSchema,
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
  endedAt: z.iso.datetime().nullable(),
  documents: z.array(caseDocumentSchema),
});
export type ConnectionCase = z.infer<typeof connectionCaseSchema>;
export const connectionCasePageSchema = z.object({ list: z.array(connectionCaseSchema), totalPages: z.number().int(), totalRecord: z.number().int() });

/** GET /doc-mgr/connections: companies the acting profile deals with, and how many of its documents each can see now. */
export const sharingConnectionSchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  liveDocuments: z.number().int(),
  liveCases: z.number().int(),
});
export const sharingConnectionsSchema = z.array(sharingConnectionSchema);

/** POST /doc-mgr/doc-revoke-by-case: end every live grant of a case. */
export const revokeByCaseSchema = z.object({ caseId: z.uuid() });
export const revokeResultSchema = z.object({ ended: z.number().int() });

/** POST /doc-mgr/doc-preview-encoder: thumbnails of some visible documents as data URLs. */
export const previewEncoderRequestSchema = z.object({ docIds: z.array(z.uuid()).min(1).max(LIMITS.documentPageSizeMax), version: z.number().int().min(1).optional() });
export const previewEncoderSchema = z.array(z.object({ docId: z.uuid(), scaleImage: z.string().nullable() }));

/** POST /doc-mgr/shared-with-us: what other profiles shared with the acting profile, grouped by customer by the client. */
export const sharedWithUsSearchSchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.documentPageSizeMax).default(LIMITS.documentPageSize),
  customerProfileId: z.uuid().optional().nullable(),
});
export const receivedDocumentSchema = z.object({
  grantId: z.uuid(),
  docId: z.uuid(),
  version: z.number().int(),
  docType: docTypeCodeSchema,
  docTypeName: z.string(),
  customerProfileId: z.uuid(),
  customerName: z.string(),
  ownerName: z.string().describe("The document's holder (a customer's representative for a company's share)"),
  status: documentStatusSchema.describe("From the shared version's expiry: an expired document is never shown valid"),
  dateOfExpiry: z.iso.date().nullable(),
  sourceKind: sourceKindSchema,
  pageCount: z.number().int(),
  downloadable: z.boolean(),
  since: z.iso.datetime(),
  caseKind: shareCaseKindSchema,
});
export type ReceivedDocument = z.infer<typeof receivedDocumentSchema>;
export const receivedPageSchema = z.object({ list: z.array(receivedDocumentSchema), totalPages: z.number().int(), totalRecord: z.number().int() });

/** GET /doc-mgr/get-profile-type: the profile type of a visible document's holder. */
export const profileTypeQuerySchema = z.object({ docId: z.uuid() });
export const profileTypeResultSchema = z.object({ profileType: z.number().int().min(0).max(3) });

/** Activity Log: events on the acting profile's documents (owner side), newest first. */
export const ACTIVITY_KINDS = ['VIEWED', 'DOWNLOADED', 'UPLOADED', 'DELETED', 'SHARED', 'REVOKED', 'REQUESTED', 'ANSWERED'] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export const activityListRequestSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.documentPageSize),
  docId: z.uuid().optional().nullable(),
  companyId: z.uuid().optional().nullable(),
});
export const activityItemSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  kind: activityKindSchema,
  docId: z.uuid().nullable(),
  docTypeName: z.string().nullable(),
  version: z.number().int().nullable(),
  actorName: z.string().describe('The person who did it'),
  companyId: z.uuid().nullable().describe('The profile they acted for'),
  companyName: z.string().nullable(),
  detail: z.string().nullable().describe('Recipient of a share or revoke, requested types...'),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityPageSchema = z.object({ list: z.array(activityItemSchema), pageIndex: z.number().int(), pageSize: z.number().int(), totalRecord: z.number().int(), totalPages: z.number().int() });

/* ---------------------------------------------------------------- access requests */

/** POST /action/add-document-request-action: a company asks a connected customer for documents of some types. */
export const addDocumentRequestSchema = z.object({
  customerProfileId: z.uuid(),
  docTypes: z.array(docTypeCodeSchema).min(1).max(20),
  note: z.string().trim().max(500).optional().nullable(),
});
export const addDocumentRequestResultSchema = z.object({ actionId: z.uuid(), requestId: z.uuid() });

/** One requested type, as the customer answering it sees it (GET /doc-mgr/get-local-document). */
export const requestCandidateSchema = z.object({
  docId: z.uuid(),
  version: z.number().int(),
  ownerName: z.string(),
  profileId: z.uuid(),
  isAuthorizedReps: z.enum(['0', '1']),
  status: documentStatusSchema,
  dateOfExpiry: z.iso.date().nullable(),
  selected: z.boolean(),
});
export const requestedTypeSchema = z.object({
  docType: docTypeCodeSchema,
  docTypeName: z.string(),
  status: requestDisplayStatusSchema,
  candidates: z.array(requestCandidateSchema),
});
export const localDocumentQuerySchema = z.object({ actionId: z.uuid() });
export const accessRequestDetailSchema = z.object({
  actionId: z.uuid(),
  requestId: z.uuid(),
  requesterName: z.string(),
  requesterProfileId: z.uuid(),
  note: z.string().nullable(),
  status: requestDisplayStatusSchema,
  requestedAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  types: z.array(requestedTypeSchema),
  showAgain: z.boolean().describe("The customer's preference to be shown new requests on arrival"),
});
export type AccessRequestDetail = z.infer<typeof accessRequestDetailSchema>;

/** POST /doc-mgr/access-document-rep-save: the customer's chosen documents (own and representatives') for a request. */
export const accessRepSaveSchema = z.object({ actionId: z.uuid(), docIds: z.array(z.uuid()).max(100) });
/** POST /doc-mgr/access-document-permission-agree?actionId= and -decline?actionId=. */
export const actionIdQuerySchema = z.object({ actionId: z.uuid() });

/** POST /action/gain-doc-access: what a requester gained through one request (the documents granted to it). */
export const gainDocAccessSchema = z.object({ requestId: z.uuid() });
export const gainDocAccessResultSchema = z.object({ status: requestDisplayStatusSchema, documents: z.array(receivedDocumentSchema) });

/** POST /action/get-user-access-request-list: the requests the acting company made. */
export const accessRequestListSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.messagePageSize),
  status: requestDisplayStatusSchema.optional().nullable(),
});
export const accessRequestItemSchema = z.object({
  requestId: z.uuid(),
  customerProfileId: z.uuid(),
  customerName: z.string(),
  docTypes: z.array(z.object({ docType: docTypeCodeSchema, docTypeName: z.string(), status: requestDisplayStatusSchema })),
  status: requestDisplayStatusSchema,
  requestedAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
});
export type AccessRequestItem = z.infer<typeof accessRequestItemSchema>;
export const accessRequestPageSchema = z.object({ list: z.array(accessRequestItemSchema), pageIndex: z.number().int(), pageSize: z.number().int(), totalRecord: z.number().int(), totalPages: z.number().int() });

/** POST /action/save-request-show: whether new access requests are shown on arrival. */
export const saveRequestShowSchema = z.object({ showAgain: z.boolean() });
export const requestShowSchema = z.object({ showAgain: z.boolean() });

/** GET /doc-mgr/doc-type-by-profile-type-filter: types of a profile type, optionally only those a request asks for. */
export const docTypeFilterQuerySchema = z.object({ type: profileTypeCodeSchema, actionId: z.uuid().optional() });

/** GET /action/request-customers: the customers connected to the acting company, whom it may ask for documents. */
export const requestCustomerSchema = z.object({ customerProfileId: z.uuid(), name: z.string(), profileType: z.number().int().min(0).max(2) });
export const requestCustomersSchema = z.array(requestCustomerSchema);

/** GET /activity/companies: the companies appearing in the acting profile's Activity Log (its company filter). */
export const activityCompaniesSchema = z.array(z.object({ companyId: z.uuid(), name: z.string() }));
