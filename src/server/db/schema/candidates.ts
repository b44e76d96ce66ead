/**
 * A candidate's profile beyond the user row (modules/candidates): education, experience,
 * skills and the other taxonomies they choose, CVs, supporting documents, saved
 * preferences, and the SMS codes that verify a number for text notifications
 * (modules/notification-settings).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { genres, otherQualifications, qualifications, services, skills } from './taxonomies';

const owner = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const educations = pgTable(
  'educations',
  {
    id: id(),
    userId: owner(),
    schoolName: text().notNull(),
    qualification: text().notNull(),
    description: text().notNull().default(''),
    from: date({ mode: 'string' }).notNull(),
    /** Null: Present. */
    to: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('educations_user_idx').on(t.userId)],
);

export const experiences = pgTable(
  'experiences',
  {
    id: id(),
    userId: owner(),
    title: text().notNull(),
    company: text().notNull(),
    description: text().notNull().default(''),
    from: date({ mode: 'string' }).notNull(),
    /** Null: Present. */
    to: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('experiences_user_idx').on(t.userId)],
);

/** Skills and software skills (a skill's `software` flag); at most 3 are top skills. */
export const userSkills = pgTable(
  'user_skills',
  {
    userId: owner(),
    skillId: integer()
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    isTop: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);

export const userQualifications = pgTable(
  'user_qualifications',
  {
    userId: owner(),
    qualificationId: integer()
      .notNull()
      .references(() => qualifications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.qualificationId] })],
);

export const userOtherQualifications = pgTable(
  'user_other_qualifications',
  {
    userId: owner(),
    otherQualificationId: integer()
      .notNull()
      .references(() => otherQualifications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherQualificationId] })],
);

/** A candidate's services (an agency's are its team's: team_services). */
export const userServices = pgTable(
  'user_services',
  {
    userId: owner(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] })],
);

export const userGenres = pgTable(
  'user_genres',
  {
    userId: owner(),
    genreId: integer()
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.genreId] })],
);

/** CVs: the candidate keeps several, one of them active (the one employers see). */
export const resumes = pgTable(
  'resumes',
  {
    id: id(),
    userId: owner(),
    /** The uploaded file's served path (kind resume, private). */
    file: text().notNull(),
    /** The name it was uploaded under, shown to the candidate. */
    originalName: text().notNull(),
    active: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('resumes_user_idx').on(t.userId),
    uniqueIndex('resumes_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.active}`),
  ],
);

export const supportingDocuments = pgTable(
  'supporting_documents',
  {
    id: id(),
    userId: owner(),
    name: text().notNull(),
    /** The uploaded file's served path (kind document, private). */
    file: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('supporting_documents_user_idx').on(t.userId)],
);

/**
 * A saved preference (the brief's Preference: job types and genres); the active ones pick
 * the dashboard's "opportunities for you".
 */
export const preferences = pgTable(
  'preferences',
  {
    id: id(),
    userId: owner(),
    /** Job type keys: FREELANCE, PERMANENT, BOTH. */
    jobTypes: text().array().notNull().default([]),
    /** Genre ids. */
    genreIds: integer().array().notNull().default([]),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('preferences_user_idx').on(t.userId)],
);

/**
 * A 6-digit code sent by SMS to verify a number for text notifications. Only its hash is
 * kept; it expires, and a few wrong tries spend it.
 */
export const smsVerifications = pgTable(
  'sms_verifications',
  {
    id: id(),
    userId: owner(),
    /** In international form, with a leading +. */
    phone: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** The caller's client address key (IPv6 by /64), for the per-address daily cap. */
    clientAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_verifications_user_idx').on(t.userId),
    // The daily caps count the codes of the last 24 hours, in all and per address.
    index('sms_verifications_created_idx').on(t.createdAt),
  ],
);
