import { z } from 'zod';
import { ACTION_STATUSES, ACTION_TYPES } from '../actions/actions.schemas.js';
import { LIMITS } from '../limits.js';
import { requestDisplayStatusSchema } from '../sharing/sharing.schemas.js';

/** Task priority options (spec paid §3). */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

/** Task count filter options (spec paid §3): a customer's outstanding items, 0 to 4 or 5 and more. */
export const TASK_COUNT_BUCKETS = ['0-4', '5+'] as const;
export const taskCountBucketSchema = z.enum(TASK_COUNT_BUCKETS);
export type TaskCountBucket = z.infer<typeof taskCountBucketSchema>;
/** The bucket a number of outstanding items falls in. */
export const taskCountBucket = (n: number): TaskCountBucket => (n >= 5 ? '5+' : '0-4');

/** Requests status set (spec paid §4): 0 active, 1 completed. */
export const REQUEST_STATES = { ACTIVE: 0, COMPLETED: 1 } as const;
export const requestStateSchema = z.union([z.literal(0), z.literal(1)]);

/** Action types an organisation may address to a connected customer with POST /action. */
export const CREATABLE_ACTION_TYPES = [ACTION_TYPES.UPDATE, ACTION_TYPES.CUSTOMER_ACTION, ACTION_TYPES.SIMPLE_NOTICE, ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST] as const;
/** Action types a customer may address to a connected organisation for its decision (Pending Approval). */
export const APPROVAL_ACTION_TYPES = [ACTION_TYPES.REPRESENTATIVE_CONFIRMING, ACTION_TYPES.ADMINISTRATOR_CONFIRMING, ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST] as const;
/** Whether a new action of this type is a message (read, not done). */
export const isMessageType = (type: number): boolean => type === ACTION_TYPES.SIMPLE_NOTICE;

const actionTypeSchema = z.number().int().min(0).max(14);
const text = (max: number) => z.string().trim().max(max);
const docTypesSchema = z.array(z.string().min(1).max(16)).min(1).max(20);

/** POST /customer-user/client-manager/requests: the organisation's requests, paged and filtered. */
export const clientManagerRequestsSchema = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  /** An action type code; '' or absent for every type. */
  requestType: z.union([z.literal(''), actionTypeSchema]).optional(),
  /** 0 active (default), 1 completed. */
  status: requestStateSchema.default(0),
  /** Only the requests waiting on the administrator's decision (addressed to the organisation). */
  pendingApproval: z.boolean().optional(),
  priority: taskPrioritySchema.optional(),
  /** Outstanding items of the row's customer. */
  taskCount: taskCountBucketSchema.optional(),
  /** Part of the customer's name. */
  search: text(LIMITS.nameMax).optional(),
});
export type ClientManagerRequests = z.input<typeof clientManagerRequestsSchema>;

export const requestRowSchema = z.object({
  id: z.uuid(),
  type: z.number().int(),
  status: z.enum(ACTION_STATUSES),
  /** 0 active, 1 completed. */
  state: requestStateSchema,
  displayStatus: requestDisplayStatusSchema,
  priority: taskPrioritySchema,
  /** Addressed to the organisation (its decision), rather than sent by it. */
  incoming: z.boolean(),
  awaitingApproval: z.boolean(),
  title: z.string(),
  message: z.string(),
  customerProfileId: z.uuid().nullable(),
  customerName: z.string(),
  /** The customer's outstanding items with this organisation. */
  taskCount: z.number().int(),
  assigneeName: z.string().nullable(),
  requestDate: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
});
export type RequestRow = z.infer<typeof requestRowSchema>;

export const requestPageSchema = z.object({
  list: z.array(requestRowSchema),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  totalRecord: z.number().int(),
  totalPages: z.number().int(),
});
export type RequestPage = z.infer<typeof requestPageSchema>;

/** POST /customer-user/client-manager/requests/num?requestType= */
export const requestCountQuerySchema = z.object({ requestType: z.union([z.literal(''), z.coerce.number().int().min(0).max(14)]).optional() });
const countsSchema = z.object({ active: z.number().int(), completed: z.number().int(), pendingApproval: z.number().int() });
export const requestCountsSchema = countsSchema.extend({ byType: z.array(countsSchema.extend({ requestType: z.number().int() })) });
export type RequestCounts = z.infer<typeof requestCountsSchema>;

/** POST /action/detail */
export const actionDetailRequestSchema = z.object({ id: z.uuid() });
export const actionDetailSchema = requestRowSchema.extend({
  docTypes: z.array(z.object({ docType: z.string(), docTypeName: z.string() })),
  note: z.string().nullable(),
  decision: z.enum(['APPROVED', 'DECLINED']).nullable(),
  /** Only a pending request the organisation sent may be corrected. */
  canRepair: z.boolean(),
  canDecide: z.boolean(),
});
export type ActionDetail = z.infer<typeof actionDetailSchema>;

/** POST /action: the organisation addresses an action or a request to a connected customer. */
export const createActionSchema = z
  .object({
    customerProfileId: z.uuid(),
    type: z.union(CREATABLE_ACTION_TYPES.map((t) => z.literal(t)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<7>, z.ZodLiteral<8>, z.ZodLiteral<13>]),
    title: text(LIMITS.nameMax).min(1),
    message: text(2000).default(''),
    priority: taskPrioritySchema.default('medium'),
    /** Document types asked for (type 13 only). */
    docTypes: docTypesSchema.optional(),
  })
  .refine((v) => v.type !== ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST || (v.docTypes?.length ?? 0) > 0, { path: ['docTypes'], message: 'required' });
export type CreateAction = z.input<typeof createActionSchema>;
export const createActionResultSchema = z.object({ id: z.uuid() });

/** PUT /action/repair-action: correct a pending request's details. */
export const repairActionSchema = z.object({
  id: z.uuid(),
  title: text(128).min(1).optional(),
  message: text(2000).optional(),
  priority: taskPrioritySchema.optional(),
  docTypes: docTypesSchema.optional(),
});
export type RepairAction = z.input<typeof repairActionSchema>;

/** GET /action/forward?id=[&accountId=]: the target, and the organisation's users it may go to. */
export const forwardQuerySchema = z.object({ id: z.uuid(), accountId: z.uuid().optional() });
export const forwardResultSchema = z.object({
  id: z.uuid(),
  assigneeAccountId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  candidates: z.array(z.object({ accountId: z.uuid(), name: z.string() })),
});
export type ForwardResult = z.infer<typeof forwardResultSchema>;

/** GET /action/get-action-status?actionId= */
export const actionStatusQuerySchema = z.object({ actionId: z.uuid() });
export const actionStatusSchema = z.object({ actionId: z.uuid(), status: z.enum(ACTION_STATUSES), state: requestStateSchema, displayStatus: requestDisplayStatusSchema, isHandled: z.enum(['0', '1']) });
export type ActionStatus = z.infer<typeof actionStatusSchema>;

/** POST /action/approval: the administrator approves or declines a request addressed to the organisation. */
export const approvalSchema = z.object({ id: z.uuid(), approve: z.boolean(), comment: text(500).optional() });

/** POST /action/ask-approval: a customer asks a connected organisation to decide (types 3, 5, 13). */
export const askApprovalSchema = z.object({
  companyProfileId: z.uuid(),
  type: z.union([z.literal(3), z.literal(5), z.literal(13)]),
  title: text(128).min(1),
  message: text(2000).default(''),
});
