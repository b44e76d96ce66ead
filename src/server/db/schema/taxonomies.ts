/** Taxonomies: the fixed lists the forms offer. */
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id } from './columns';

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
