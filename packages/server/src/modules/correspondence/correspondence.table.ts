import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, profiles } from '../profiles/profiles.table.js';

/** A conversation between a customer profile and a business it is connected to. */
export const correspondenceThreads = pgTable(
  'correspondence_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerProfileId: uuid('customer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    businessProfileId: uuid('business_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('correspondence_threads_customer_idx').on(t.customerProfileId, t.lastMessageAt), index('correspondence_threads_business_idx').on(t.businessProfileId, t.lastMessageAt)],
);

export const correspondenceMessages = pgTable(
  'correspondence_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => correspondenceThreads.id, { onDelete: 'cascade' }),
    sentFrom: text('sent_from', { enum: ['CUSTOMER', 'BUSINESS'] }).notNull(),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('correspondence_messages_thread_idx').on(t.threadId, t.createdAt)],
);
