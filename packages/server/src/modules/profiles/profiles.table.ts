import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A login: one person's credentials. Profiles are what they act as. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    language: text('language').notNull().default('en'),
    /** The profile a new session acts as (own individual, or the paid organisation). */
    defaultProfileId: uuid('default_profile_id'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_key').on(t.email)],
);

/** An individual, corporate, fund or lending agent. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['INDIVIDUAL', 'CORPORATE', 'FUND', 'LENDING_AGENT'] }).notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    legalName: text('legal_name'),
    tradingName: text('trading_name'),
    fundName: text('fund_name'),
    /** Contact address of the profile; for corporates and funds, the registered business e-mail. */
    email: text('email'),
    phone: text('phone'),
    jobTitle: text('job_title'),
    registerType: text('register_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_email_idx').on(sql`lower(${t.email})`)],
);

/** Links an account to a profile with a role. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role', {
      enum: ['OWNER', 'ADMINISTRATOR', 'AUTHORISED_REPRESENTATIVE', 'FUND_REPRESENTATIVE', 'PAID_ORG_USER'],
    }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_account_profile_role_key').on(t.accountId, t.profileId, t.role),
    index('memberships_profile_idx').on(t.profileId),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type MembershipRole = (typeof memberships.$inferSelect)['role'];
