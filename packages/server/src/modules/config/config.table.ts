import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Runtime settings an operator may change without a deploy; `public` ones are readable before sign-in. */
export const configEntries = pgTable('config_entries', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
