/** Rate-limit windows shared by every server process on one PostgreSQL (platform/limits.ts). */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per limit and key: when its current window started and how many calls it holds. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    name: text().notNull(),
    key: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] })],
);
