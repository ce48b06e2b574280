import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Transactional outbox: rows are written with the change that causes them and delivered after commit. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** email: to an address; sms: to a phone number (text only). */
    channel: text('channel', { enum: ['email', 'sms'] }).notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    /** pending → sent (SMTP) or mailbox (embedded, no SMTP); failed after the last attempt. */
    status: text('status', { enum: ['pending', 'sent', 'mailbox', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.nextAttemptAt)],
);
