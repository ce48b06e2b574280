import { z } from 'zod';
import { LIMITS } from '../limits.js';

/** Action type codes (spec paid-admin §4). */
export const ACTION_TYPES = {
  REQUEST: 0,
  UPDATE: 1,
  REVOKE_RESPONSE: 2,
  REPRESENTATIVE_CONFIRMING: 3,
  REPRESENTATIVE_UPLOAD: 4,
  ADMINISTRATOR_CONFIRMING: 5,
  CUSTOMER_ACTION: 7,
  SIMPLE_NOTICE: 8,
  REMINDER_TO_UPDATE: 9,
  CREATE_CORPORATE_PROFILE: 10,
  COMPLETE_IDENTITY: 11,
  CREATE_PIN: 12,
  DOCUMENT_PERMISSION_REQUEST: 13,
  CORRESPONDENCE: 14,
} as const;
export const ACTION_TYPE_CODES = Object.values(ACTION_TYPES);

/**
 * Action types that stand for something the product can check (a document provided, an identity
 * confirmed, a profile or PIN created, an access request answered). They complete when that
 * condition holds, never by 'Mark as done'.
 */
export const SELF_COMPLETING_ACTION_TYPES: ReadonlySet<number> = new Set([
  ACTION_TYPES.REQUEST,
  ACTION_TYPES.REPRESENTATIVE_UPLOAD,
  ACTION_TYPES.REMINDER_TO_UPDATE,
  ACTION_TYPES.CREATE_CORPORATE_PROFILE,
  ACTION_TYPES.COMPLETE_IDENTITY,
  ACTION_TYPES.CREATE_PIN,
  ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST,
]);

/** Whether the user may mark an action of this type done by hand. */
export const canMarkActionDone = (type: number): boolean => !SELF_COMPLETING_ACTION_TYPES.has(type);

/** What state an action is in. CANCELLED: the corporate customer withdrew it (answers 70000015). */
export const ACTION_STATUSES = ['PENDING', 'COMPLETED', 'CANCELLED'] as const;

/** POST /action/list, exactly the spec's parameters (customer §7). */
export const actionListRequestSchema = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(LIMITS.messagePageSize),
  /** true: messages (notices) only; false: actions to do. */
  message: z.boolean().optional(),
  /** '' or absent for every type. */
  actionType: z.union([z.literal(''), z.number().int().min(0).max(14)]).optional(),
  /** date 0 = newest first, 1 = oldest first. */
  sortMap: z.object({ date: z.union([z.literal(0), z.literal(1)]) }).partial().optional(),
  /** '0' unread (unhandled) only, '1' read only. */
  isHandled: z.enum(['0', '1']).optional(),
  /** 1 = all, whatever their state. */
  usertype: z.number().int().optional(),
});
export type ActionListRequest = z.input<typeof actionListRequestSchema>;

export const actionItemSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  status: z.enum(ACTION_STATUSES),
  /** '0' unread/unhandled, '1' read/handled (spec Message item). */
  isHandled: z.enum(['0', '1']),
  isMessage: z.boolean(),
  /** Title. */
  reason: z.string(),
  /** Body. */
  message: z.string(),
  requestDate: z.iso.datetime(),
  /** Who it comes from (company name), when it comes from someone. */
  fromName: z.string().nullable(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

export const actionListResponseSchema = z.object({
  list: z.array(actionItemSchema),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  totalRecord: z.number().int(),
  totalPages: z.number().int(),
});

/** POST /action/message-handle: mark one message or action of the acting profile handled (read). */
export const messageHandleRequestSchema = z.object({ id: z.uuid() });
