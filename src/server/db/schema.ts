/**
 * The Drizzle schema. Change it, then `npm run db:generate` writes the next SQL
 * migration into ./migrations (committed). Times are `timestamptz`, stored UTC.
 * Money, when it arrives, is integer pence. Column names are snake_case in SQL
 * (the client and drizzle-kit are both set to `casing: 'snake_case'`).
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TEAM_ROLES, USER_STATUSES, USER_TYPES } from '../../shared/users';

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------
// Accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased and trimmed. */
    email: text().notNull(),
    passwordHash: text(),
    type: text({ enum: USER_TYPES }).notNull(),
    status: text({ enum: USER_STATUSES }).notNull().default('INACTIVE'),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_type_idx').on(t.type)],
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
    /** Agency locations (at most 2). */
    locations: text().array().notNull().default([]),
    /** Agency phone numbers in international form (at most 4). */
    phones: text().array().notNull().default([]),
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

/**
 * Opaque bearer tokens. Only the SHA-256 of a token is stored; a token dies at
 * `expiresAt` (absolute), after the idle limit since `lastUsedAt`, or when revoked.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Set on sessions opened by an impersonation token: who minted it. */
    impersonatedBy: text(),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
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

/** Single-use password reset tokens, stored as SHA-256; valid for 60 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * Uploaded files. The bytes live in the FileStore under `storedName` (random, never the
 * uploader's name); the type was checked from the content.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** avatar, logo, … : decides the allowed types and size. */
    kind: text().notNull(),
    storedName: text().notNull(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_stored_name_unique').on(t.storedName),
    index('files_owner_idx').on(t.ownerId),
  ],
);

// ---------------------------------------------------------------------------
// Impersonation and social login (SECURITY D6, O2, O3)

/**
 * One-time impersonation tokens minted by `admin impersonate`: stored as SHA-256, valid
 * 5 minutes, bound to their target, used once. `issuedBy` names the operator (the CLI's OS user).
 */
export const impersonationTokens = pgTable(
  'impersonation_tokens',
  {
    id: id(),
    tokenHash: text().notNull(),
    targetUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedBy: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('impersonation_tokens_hash_unique').on(t.tokenHash)],
);

/** Security-relevant events (impersonation minted and used, …); append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    action: text().notNull(),
    /** Who did it: an operator name or `user:{id}`. */
    actor: text().notNull(),
    targetUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    details: jsonb().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetUserId)],
);

/** Identities at OpenID Connect providers linked to users (issuer + subject). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_identities_issuer_subject_unique').on(t.issuer, t.subject),
    index('social_identities_user_idx').on(t.userId),
  ],
);

/**
 * Social sign-ins in flight. Created at `/redirect/{provider}` with the server's own OIDC
 * state, nonce and PKCE verifier (and, for the desktop, the app's PKCE challenge); finished at
 * the provider callback, which stores the result and a one-time code (SHA-256, 60 s, single use)
 * that only the holder of the app's verifier can redeem.
 */
export const socialLogins = pgTable(
  'social_logins',
  {
    id: id(),
    provider: text().notNull(),
    /** The route group that started it (candidate, employer, agency). */
    routeGroup: text().notNull(),
    /** desktop or web. */
    client: text().notNull(),
    stateHash: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    /** The app's PKCE challenge (S256): the desktop's main process or the web page holds the verifier. */
    appCodeChallenge: text(),
    /** The app's own state, echoed back with the one-time code (the OIDC state is the server's). */
    appState: text(),
    /** Set at the callback: the signed-in user, or null with `profile` for an unknown identity. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    profile: jsonb(),
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_logins_state_unique').on(t.stateHash),
    uniqueIndex('social_logins_code_unique').on(t.codeHash),
  ],
);

/** Runtime settings (e.g. `autoApproveAccounts`), changeable with the admin CLI. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------
// Taxonomies

/** Professional disciplines ("category experience"). Id 1 is the default; id 2 needs software skills. */
export const industries = pgTable('industries', {
  id: id(),
  name: text().notNull(),
});

export const services = pgTable('services', {
  id: id(),
  /** Stable key used by filter chips, e.g. `web-development`. */
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const skills = pgTable('skills', {
  id: id(),
  name: text().notNull(),
  software: boolean().notNull().default(false),
});

export const skillIndustries = pgTable(
  'skill_industries',
  {
    skillId: integer()
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    industryId: integer()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.skillId, t.industryId] }),
    index('skill_industries_industry_idx').on(t.industryId),
  ],
);

export const genres = pgTable('genres', {
  id: id(),
  name: text().notNull(),
});

export const genreIndustries = pgTable(
  'genre_industries',
  {
    genreId: integer()
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
    industryId: integer()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.genreId, t.industryId] }),
    index('genre_industries_industry_idx').on(t.industryId),
  ],
);

export const qualifications = pgTable('qualifications', {
  id: id(),
  name: text().notNull(),
});

export const qualificationIndustries = pgTable(
  'qualification_industries',
  {
    qualificationId: integer()
      .notNull()
      .references(() => qualifications.id, { onDelete: 'cascade' }),
    industryId: integer()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.qualificationId, t.industryId] }),
    index('qualification_industries_industry_idx').on(t.industryId),
  ],
);

export const otherQualifications = pgTable(
  'other_qualifications',
  {
    id: id(),
    name: text().notNull(),
    industryId: integer()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (t) => [index('other_qualifications_industry_idx').on(t.industryId)],
);

/** Experience levels, e.g. JUNIOR, MID, SENIOR. */
export const jobLevels = pgTable('job_levels', {
  key: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
});

/** Roles a candidate can hold or an employer can seek, per discipline and level. */
export const positions = pgTable(
  'positions',
  {
    id: id(),
    name: text().notNull(),
    industryId: integer()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
    jobLevelKey: text()
      .notNull()
      .references(() => jobLevels.key, { onDelete: 'cascade' }),
  },
  (t) => [index('positions_industry_level_idx').on(t.industryId, t.jobLevelKey)],
);

/** FREELANCE, PERMANENT, BOTH. */
export const jobTypes = pgTable('job_types', {
  key: text().primaryKey(),
  name: text().notNull(),
  sortOrder: integer().notNull().default(0),
});
