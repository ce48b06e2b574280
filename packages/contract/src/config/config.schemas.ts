import { z } from 'zod';
import { LEGAL_DOCUMENTS } from './legal.js';

/** POST /config: `all: true` for every public entry, or `keys` for some. */
export const configRequestSchema = z.object({
  all: z.boolean().optional(),
  keys: z.array(z.string().max(100)).max(100).optional(),
});
export const configEntrySchema = z.object({ key: z.string(), value: z.string() });
export const configResponseSchema = z.array(configEntrySchema);
export type ConfigEntry = z.infer<typeof configEntrySchema>;

/** GET /config/domainName */
export const domainNameSchema = z.object({ domainName: z.string(), publicUrl: z.string() });

/** GET /health */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  instanceId: z.string(),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.enum(['pglite', 'postgres']),
  mail: z.enum(['mailbox', 'smtp']),
  embedded: z.boolean(),
});

/** GET /dev/mailbox (embedded mode only): the e-mail outbox, newest first. */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  /** email, or sms (to a phone number). */
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.iso.datetime(),
  status: z.enum(['pending', 'sent', 'mailbox', 'failed']),
});
export const mailboxResponseSchema = z.array(mailboxMessageSchema);
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;


/** GET /config/legal/{document}: the text in the caller's language, paragraphs split by blank lines. */
export const legalParamsSchema = z.object({ document: z.enum(LEGAL_DOCUMENTS) });
export const legalTextSchema = z.object({ document: z.enum(LEGAL_DOCUMENTS), text: z.string() });
