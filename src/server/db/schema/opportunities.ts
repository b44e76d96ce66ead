/**
 * Job opportunities and agency projects (modules/opportunities), what they ask for, who
 * applied, and which team members' posts a member may manage.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { teams, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { genres, industries, positions, qualifications, services, skills } from './taxonomies';
import {
  OPPORTUNITY_TARGETS,
  type CloseReason,
  type CompensationUnit,
  type Currency,
} from '../../../shared/opportunities';

/**
 * One post. `deletedAt` set means closed (the brief's soft delete), with its reason;
 * restoring clears them. Projects store type, sub-type and level 'PROJECT' and both
 * work-mode flags false.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    target: text({ enum: OPPORTUNITY_TARGETS }).notNull(),
    title: text().notNull(),
    /** The posted date as DD/MM/YYYY (the brief's job number). */
    jobNumber: text().notNull(),
    /** The rich-text document (shared/rich-text.ts), as stored JSON. */
    description: jsonb().notNull(),
    /** The description's plain text, for lengths and search. */
    descriptionText: text().notNull().default(''),
    location: text().notNull().default(''),
    isOnSite: boolean().notNull().default(false),
    isRemote: boolean().notNull().default(false),
    /** Type of role (ROLE_TYPES), or 'PROJECT'. */
    type: text().notNull(),
    /** Working hours (WORKING_HOURS), or 'PROJECT'. */
    subType: text().notNull(),
    /** Experience level (a job level key), or 'PROJECT'. */
    level: text().notNull(),
    positionId: integer().references(() => positions.id, { onDelete: 'set null' }),
    /** Months (JOB_DURATIONS or PROJECT_DURATIONS). */
    duration: integer(),
    /** 1 inside IR35, 0 outside, 2 not sure; contract jobs only. */
    isIr35: integer(),
    minimumBudget: integer().notNull(),
    maximumBudget: integer().notNull(),
    compensationUnit: text().$type<CompensationUnit>().notNull(),
    compensationCurrency: text().$type<Currency>().notNull().default('GBP'),
    isCompensationDisplayed: boolean().notNull().default(true),
    followUp: text().notNull(),
    /** Link to the employer's applicant tracking system. */
    applicationLink: text(),
    isPublic: boolean().notNull().default(true),
    /** Published. */
    isActive: boolean().notNull().default(true),
    featured: boolean().notNull().default(false),
    views: integer().notNull().default(0),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    updatedBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp({ withTimezone: true }),
    closeReason: text().$type<CloseReason>(),
    closedAt: date({ mode: 'string' }),
    /** The applicant who filled it, or their name typed in. */
    closedFreelancerId: integer().references(() => users.id, { onDelete: 'set null' }),
    closedFreelancerName: text(),
  },
  (t) => [
    // The employer dashboard: a team's open (or closed) jobs or projects, newest first.
    index('opportunities_team_open_idx')
      .on(t.teamId, t.target, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('opportunities_team_closed_idx')
      .on(t.teamId, t.target, t.id)
      .where(sql`${t.deletedAt} is not null`),
    // The published lists: featured, newest, title (keyset on those, then id).
    index('opportunities_published_idx')
      .on(t.target, t.featured.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.title, t.id)
      .where(sql`${t.isActive} and ${t.isPublic} and ${t.deletedAt} is null`),
    index('opportunities_created_by_idx').on(t.createdBy),
    check('opportunities_budget_order', sql`${t.minimumBudget} <= ${t.maximumBudget}`),
    check('opportunities_views_not_negative', sql`${t.views} >= 0`),
  ],
);

export const opportunityIndustries = pgTable(
  'opportunity_industries',
  {
    opportunityId: integer()
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    industryId: integer()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.opportunityId, t.industryId] })],
);

/** Skills and software skills (a skill's `software` flag tells them apart). */
export const opportunitySkills = pgTable(
  'opportunity_skills',
  {
    opportunityId: integer()
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    skillId: integer()
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    mustHave: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.opportunityId, t.skillId] })],
);

export const opportunityQualifications = pgTable(
  'opportunity_qualifications',
  {
    opportunityId: integer()
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    qualificationId: integer()
      .notNull()
      .references(() => qualifications.id, { onDelete: 'cascade' }),
    mustHave: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.opportunityId, t.qualificationId] })],
);

export const opportunityGenres = pgTable(
  'opportunity_genres',
  {
    opportunityId: integer()
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    genreId: integer()
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.opportunityId, t.genreId] })],
);

/** The services an agency project requires. */
export const opportunityServices = pgTable(
  'opportunity_services',
  {
    opportunityId: integer()
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.opportunityId, t.serviceId] })],
);

/**
 * An application: a candidate (or an agency, for a project) answering a post, with a
 * message and optionally a CV and another document.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    opportunityId: integer()
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The message (at most 400 characters). */
    reason: text().notNull().default(''),
    /** The CV's served path (an uploaded file). */
    resume: text(),
    /** The additional document's served path. */
    document: text(),
    isShown: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('applications_opportunity_user_unique').on(t.opportunityId, t.userId),
    index('applications_user_idx').on(t.userId),
  ],
);

/**
 * Which other members' posts a team member may see and manage (brief: "a member sees the
 * opportunities of associated users").
 */
export const teamUserAssociations = pgTable(
  'team_user_associations',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    associateId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('team_user_associations_unique').on(t.teamId, t.userId, t.associateId)],
);
