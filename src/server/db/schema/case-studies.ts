/**
 * Agencies' case studies (modules/case-studies). Media are content blocks (shared/case-studies.ts):
 * at most 3 images or video URLs, in the agency's order.
 */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CaseStudyBlock } from '../../../shared/case-studies';
import { teams, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

export const caseStudies = pgTable(
  'case_studies',
  {
    id: id(),
    /** The agency's team. */
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Rich-text JSON, at most 1000 characters of text. */
    description: text().notNull(),
    /** A path relative to the API origin (a `thumbnail` upload). */
    thumbnail: text(),
    /** https:// prepended when missing. */
    externalUrl: text(),
    videoUrl: text(),
    content: jsonb().$type<CaseStudyBlock[]>().notNull().default([]),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('case_studies_team_idx').on(t.teamId, t.createdAt),
    index('case_studies_created_idx').on(t.createdAt),
  ],
);

/**
 * The served paths of the images a case study's content shows, one row each: `content` is
 * jsonb, and the files module keeps only uploads that a column refers to (fileColumns).
 */
export const caseStudyImages = pgTable(
  'case_study_images',
  {
    caseStudyId: integer()
      .notNull()
      .references(() => caseStudies.id, { onDelete: 'cascade' }),
    image: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caseStudyId, t.image] }),
    index('case_study_images_image_idx').on(t.image),
  ],
);
