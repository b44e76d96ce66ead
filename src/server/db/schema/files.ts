/** Uploaded files. */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { id, createdAt } from './columns';

/**
 * Uploaded files. The bytes live in the FileStore under `storedName` (random, never the
 * uploader's name); the type was checked from the content.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    /** Null for the images of community content, which the admin commands store. */
    ownerId: integer().references(() => users.id, { onDelete: 'cascade' }),
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
