/** Users, teams (the organisations) and who belongs to which, with their profile lists. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  timestamp,
} from 'drizzle-orm/pg-core';
import { industries, positions, services } from './taxonomies';
import { TEAM_ROLES, USER_STATUSES, USER_TYPES } from '../../../shared/users';
import { id, createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /**
     * The opaque id a candidate's profile links carry (`candidate-profile/{profileId}`): 122
     * random bits as 32 hex digits, so profiles cannot be walked by sequential id
     * (docs/profiles.md). Made by the database for every row, old ones included.
     */
    profileId: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Always stored lower-cased and trimmed. */
    email: text().notNull(),
    passwordHash: text(),
    type: text({ enum: USER_TYPES }).notNull(),
    status: text({ enum: USER_STATUSES }).notNull().default('INACTIVE'),
    /**
     * When the account's owner was shown to hold the mailbox: a provider vouched for it, or a
     * reset link mailed there was used. Null: whoever registered only typed it.
     */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Set by `admin block`: no sign-in, no session works, whatever the status. */
    blockedAt: timestamp({ withTimezone: true }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    pronouns: text(),
    /** Employer name for companies; the employer a candidate works for. */
    company: text(),
    agencyName: text(),
    /** Job title (latest job title for candidates). */
    position: text(),
    bio: text(),
    description: text(),
    avatar: text(),
    phone: text(),
    /** A candidate's second number, international form (private, as `phone`). */
    phoneSecondary: text(),
    /** A candidate's LinkedIn profile, https (shown to employers on their profile). */
    linkedin: text(),
    /** A candidate's portfolio or other supporting link, https (shown to employers). */
    supportingUrl: text(),
    address1: text(),
    address2: text(),
    city: text(),
    state: text(),
    zip: text(),
    country: text(),
    vetted: boolean().notNull().default(false),
    // Candidate onboarding (the organisation's profile lives on its team instead).
    /** Preferred work location: ONSITE, REMOTE, HYBRID or ALL. */
    workLocation: text(),
    /** 1 Payroll, 2 Limited Company, 3 Either. */
    payrollStatus: integer(),
    rightToWork: text(),
    /** Availability: the date the candidate can start. */
    startDate: date({ mode: 'string' }),
    noticePeriod: integer(),
    /** DAYS or MONTHS. */
    noticePeriodUnit: text(),
    hearUs: text(),
    hearUsAdditional: text(),
    ethnicity: text(),
    referee1: text(),
    referee2: text(),
    /** Role levels sought: job level keys. */
    lookingFor: text().array().notNull().default([]),
    languages: text().array().notNull().default([]),
    // The candidate's profile (modules/candidates); its lists are in schema/candidates.ts.
    /** Job type keys considered: FREELANCE, PERMANENT, BOTH. */
    jobTypes: text().array().notNull().default([]),
    /** Working hours considered: FULLTIME, PARTTIME, BOTH_TIME. */
    workingHours: text().array().notNull().default([]),
    /** Salary or day-rate expectations: a range in whole units of the currency. */
    salaryCurrency: text().notNull().default('GBP'),
    minimumSalary: integer(),
    maximumSalary: integer(),
    /** YEAR or DAY. */
    salaryUnit: text(),
    /** ACTIVE: employers find the profile; INACTIVE: only teams it applied to see it. */
    privacy: text({ enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    // Notification settings (modules/notification-settings).
    sendEmail: boolean().notNull().default(true),
    /** daily or immediately. */
    notificationFrequency: text({ enum: ['daily', 'immediately'] })
      .notNull()
      .default('immediately'),
    sendTextNotification: boolean().notNull().default(false),
    /** The number verified by an SMS code for text notifications (international form). */
    textNotificationPhone: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_type_idx').on(t.type),
    uniqueIndex('users_profile_id_unique').on(t.profileId),
  ],
);

/** A team is the organisation (a company or an agency); its owner registered it. */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    type: text({ enum: ['COMPANY', 'AGENCY'] }).notNull(),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    /** The company or agency name. */
    company: text().notNull().default(''),
    /** The logo. */
    avatar: text(),
    bio: text(),
    description: text(),
    whatSetsApart: text(),
    /** Consent to show the logo in marketing; null until asked. */
    canUseLogo: boolean(),
    website: text(),
    /** Where employers write to an agency (the brief's contact_email; not a sign-in). */
    contactEmail: text(),
    /** An agency's typical project budget (the brief's budget_*), whole units; both or none. */
    budgetCurrency: text(),
    budgetMin: integer(),
    budgetMax: integer(),
    /** Agency locations (at most 2). */
    locations: text().array().notNull().default([]),
    /** Agency phone numbers in international form (at most 4). */
    phones: text().array().notNull().default([]),
    // The company's address, as its profile shows it (employer edit-profile); the owner's at registration.
    address1: text(),
    address2: text(),
    city: text(),
    /** County. */
    state: text(),
    zip: text(),
    /** ISO 3166 alpha-2. */
    country: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teams_owner_idx').on(t.ownerId)],
);

export const teamUsers = pgTable(
  'team_users',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: TEAM_ROLES }).notNull().default('member'),
    canPostJobs: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_users_team_user_unique').on(t.teamId, t.userId),
    index('team_users_user_idx').on(t.userId),
  ],
);

/** What a user is interested in (candidates, employers) or has experience of. */
export const userIndustries = pgTable(
  'user_industries',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industryId: integer()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.industryId] })],
);

/** Roles a candidate seeks (at most 5). */
export const userPositions = pgTable(
  'user_positions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.positionId] })],
);

/** An agency's services. */
export const teamServices = pgTable(
  'team_services',
  {
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.serviceId] }),
    index('team_services_service_idx').on(t.serviceId),
  ],
);

/** An agency's category experience. */
export const teamIndustries = pgTable(
  'team_industries',
  {
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    industryId: integer()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.industryId] }),
    index('team_industries_industry_idx').on(t.industryId),
  ],
);
