import { z } from 'zod';

/** Which side wrote a message: the customer, or the business (lending agent) it deals with. */
export const SENT_FROM = ['CUSTOMER', 'BUSINESS'] as const;

/** A correspondence message as the reader sees it (spec paid-admin §3). */
export const correspondenceMessageSchema = z.object({
  messageId: z.string(),
  threadId: z.string(),
  subject: z.string(),
  sentFrom: z.enum(SENT_FROM),
  /** 0 unread, 1 read — from the reader's side; one's own messages are read. */
  messageStatus: z.union([z.literal(0), z.literal(1)]),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** The other party's name. */
  counterpartName: z.string(),
  authorName: z.string().nullable(),
});
export type CorrespondenceMessage = z.infer<typeof correspondenceMessageSchema>;

/** Spec paid §9: the message and unread lists page by 10 from index 1. */
export const CORRESPONDENCE_PAGE_SIZE = 10;
const paging = {
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CORRESPONDENCE_PAGE_SIZE),
};

/**
 * GET /correspondence?sentFrom=&messageStatus=&pageIndex=&pageSize= : by origin (sent = one's own side) and read state
 * (0 unread, 1 read, from the reader's side); the inbox split of spec paid §4 is sentFrom = the other side with
 * messageStatus 0 or 1.
 */
export const correspondenceQuerySchema = z.object({
  sentFrom: z.enum(SENT_FROM).optional(),
  messageStatus: z.coerce.number().int().min(0).max(1).optional(),
  ...paging,
});
/** GET /correspondence/new?pageIndex=&pageSize= */
export const newCorrespondenceQuerySchema = z.object(paging);
/** One page of messages; totalRecord counts them all (the unread count of spec paid §3). */
export const correspondenceListSchema = z.object({ list: z.array(correspondenceMessageSchema), totalRecord: z.number().int() });

/** GET /correspondence/threads: one line per thread for the Correspondence page. */
export const correspondenceThreadSchema = z.object({
  threadId: z.string(),
  subject: z.string(),
  counterpartProfileId: z.string(),
  counterpartName: z.string(),
  lastMessageAt: z.iso.datetime(),
  lastMessage: z.string(),
  unread: z.number().int(),
});
export const correspondenceThreadsSchema = z.array(correspondenceThreadSchema);

/** GET /correspondence/previous?threadId= : the whole thread, oldest first. */
export const threadQuerySchema = z.object({ threadId: z.uuid() });
export const threadSchema = z.object({ thread: correspondenceThreadSchema, messages: z.array(correspondenceMessageSchema) });

const body = z
  .string()
  .max(5000)
  .refine((v) => /\S/.test(v), { message: 'Please fill in' })
  .transform((v) => v.trim());

/** POST /correspondence/reply: answer a thread, or start one with a connected counterpart. */
export const replyRequestSchema = z.union([
  z.object({ threadId: z.uuid(), body }),
  z.object({
    counterpartProfileId: z.uuid(),
    subject: z.string().max(200).refine((v) => /\S/.test(v), { message: 'Please fill in' }).transform((v) => v.trim()),
    body,
  }),
]);
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** POST /correspondence/read */
export const readMessageRequestSchema = z.object({ messageId: z.uuid() });

/** GET /customer-user/companies: the companies the acting customer deals with. */
export const connectedCompanySchema = z.object({
  companyProfileId: z.string(),
  name: z.string(),
  since: z.iso.datetime(),
  /** Requests and actions from the company still to do. */
  openActions: z.number().int(),
  unreadCorrespondence: z.number().int(),
});
export const connectedCompaniesSchema = z.array(connectedCompanySchema);
