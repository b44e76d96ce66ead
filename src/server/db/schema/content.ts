/**
 * Community content (modules/content): articles (the blog and the dashboards' community
 * articles), deals and landing pages. Bodies are rich-text documents (shared/rich-text.ts) as
 * JSON, converted from the author's Markdown; never HTML. Unpublished rows (`published_at`
 * null) are seen only by the admin commands.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ARTICLE_TYPES, AVAILABILITIES } from '../../../shared/content';
import { createdAt, id, updatedAt } from './columns';

export const articles = pgTable(
  'articles',
  {
    id: id(),
    slug: text().notNull(),
    title: text().notNull(),
    /** A line or two shown on cards. */
    summary: text().notNull().default(''),
    /** The cover image, a path relative to the API origin (a content-image upload). */
    image: text(),
    /** Rich-text JSON. */
    content: text().notNull(),
    type: text({ enum: ARTICLE_TYPES }).notNull().default('ARTICLE'),
    availability: text({ enum: AVAILABILITIES }).notNull().default('PUBLIC'),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_published_idx')
      .on(t.availability, t.type, t.createdAt)
      .where(sql`${t.publishedAt} is not null`),
  ],
);

export const deals = pgTable(
  'deals',
  {
    id: id(),
    slug: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull().default(''),
    image: text(),
    /** Where the deal is redeemed: an https URL, opened in the system browser. */
    link: text().notNull(),
    content: text().notNull(),
    availability: text({ enum: AVAILABILITIES }).notNull().default('MEMBERS'),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deals_slug_unique').on(t.slug),
    index('deals_published_idx')
      .on(t.createdAt)
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/** Pages such as How It Works, Pricing, FAQs and the legal texts; the footer links them. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: id(),
    slug: text().notNull(),
    name: text().notNull(),
    content: text().notNull(),
    sortOrder: integer().notNull().default(0),
    displayInFooter: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('landing_pages_slug_unique').on(t.slug)],
);
