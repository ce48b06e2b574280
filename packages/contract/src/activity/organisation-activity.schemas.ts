import { z } from 'zod';
import { LIMITS } from '../limits.js';

/**
 * The paid organisation's Activity Log (docs/activity-log.md): every change its staff make and every view or
 * download of customers' documents by it, newest first. Each kind groups one or more audit actions.
 */
export const ORGANISATION_ACTIVITY_KINDS = [
  'VIEWED',
  'DOWNLOADED',
  'UPLOADED',
  'DELETED',
  'SHARED',
  'DISTRIBUTED',
  'REVOKED',
  'REQUESTED',
  'ANSWERED',
  'BROKER_DEALER_ADDED',
  'PERMISSIONS_CHANGED',
  'USER_INVITED',
  'INVITATION_CANCELLED',
  'USER_JOINED',
  'USER_UPDATED',
  'USER_DELETED',
  'MESSAGE_SENT',
] as const;
export const organisationActivityKindSchema = z.enum(ORGANISATION_ACTIVITY_KINDS);
export type OrganisationActivityKind = z.infer<typeof organisationActivityKindSchema>;

/** A day of the date filter (UTC, inclusive). */
const dayField = z.iso.date();

/** POST /activity/organisation-list: the filters that are set narrow the log; pages of at most 100. */
export const organisationActivityRequestSchema = z
  .object({
    pageIndex: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.documentPageSize),
    accountId: z.uuid().optional().nullable().describe('Only what this user did'),
    kinds: z.array(organisationActivityKindSchema).max(ORGANISATION_ACTIVITY_KINDS.length).optional().nullable().describe('Only these kinds'),
    customerProfileId: z.uuid().optional().nullable().describe('Only events about this customer (or administered fund)'),
    from: dayField.optional().nullable().describe('First day shown (UTC)'),
    to: dayField.optional().nullable().describe('Last day shown (UTC)'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The end date is before the start date', path: ['to'] });
export type OrganisationActivityRequest = z.input<typeof organisationActivityRequestSchema>;

export const organisationActivityItemSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  kind: organisationActivityKindSchema,
  accountId: z.uuid().nullable().describe('The person who did it'),
  actorName: z.string().describe("Their name, or their e-mail when they have none; '' when unknown"),
  actedForName: z.string().nullable().describe('The organisation, sub-company or administered fund they acted for'),
  customerProfileId: z.uuid().nullable().describe('The customer (or administered fund) the event is about'),
  customerName: z.string().nullable(),
  docId: z.uuid().nullable(),
  docTypeName: z.string().nullable(),
  version: z.number().int().nullable(),
  detail: z.string().nullable().describe("What changed, in the caller's language: recipient, broker-dealer and types, e-mail..."),
});
export type OrganisationActivityItem = z.infer<typeof organisationActivityItemSchema>;
export const organisationActivityPageSchema = z.object({
  list: z.array(organisationActivityItemSchema),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  totalRecord: z.number().int(),
  totalPages: z.number().int(),
});
export type OrganisationActivityPage = z.infer<typeof organisationActivityPageSchema>;

/** GET /activity/organisation-users: the people appearing in the log, and the organisation's current staff. */
export const organisationActivityUsersSchema = z.array(z.object({ accountId: z.uuid(), name: z.string(), email: z.string() }));
export type OrganisationActivityUser = z.infer<typeof organisationActivityUsersSchema>[number];

/** GET /activity/organisation-customers: customers the log names, by name (at most 50). */
export const organisationActivityCustomersQuerySchema = z.object({ searchParam: z.string().trim().max(64).optional() });
export const organisationActivityCustomersSchema = z.array(z.object({ customerProfileId: z.uuid(), name: z.string() }));
export type OrganisationActivityCustomer = z.infer<typeof organisationActivityCustomersSchema>[number];
