import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

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
    /** People. */
    dateOfBirth: date('date_of_birth'),
    nationality: text('nationality'),
    gender: text('gender'),
    taxId: text('tax_id'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    employer: text('employer'),
    workEmail: text('work_email'),
    workPhone: text('work_phone'),
    /** Companies and funds. */
    registrationNumber: text('registration_number'),
    jurisdiction: text('jurisdiction'),
    incorporationDate: date('incorporation_date'),
    website: text('website'),
    companyPhone: text('company_phone'),
    fundClassification: text('fund_classification'),
    collateralType: text('collateral_type'),
    currency: text('currency'),
    /** Postal address. */
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_email_idx').on(sql`lower(${t.email})`)],
);

/** A profile's picture (avatar or company logo), re-encoded by the server; small, so kept in the row. */
export const profilePhotos = pgTable('profile_photos', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company a customer deals with (the connection behind Companies and Correspondence). */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerProfileId: uuid('customer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    companyProfileId: uuid('company_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('connections_pair_key').on(t.customerProfileId, t.companyProfileId), index('connections_company_idx').on(t.companyProfileId)],
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
