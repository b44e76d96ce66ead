/**
 * Invitations to join a team (modules/invitations). The link's token is kept only as its
 * SHA-256; cancelling keeps the row (status `cancelled`) so an old link can say so.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVITATION_STATUSES } from '../../../shared/invitations';
import { teams, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Always stored lower-cased and trimmed. */
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    status: text({ enum: INVITATION_STATUSES }).notNull().default('pending'),
    /** SHA-256 of the link's token; a resend replaces it (the old link stops working). */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    // One pending invitation per person and team: a second invite is a duplicate.
    uniqueIndex('invitations_team_email_pending_unique')
      .on(t.teamId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_team_idx').on(t.teamId, t.id),
  ],
);
