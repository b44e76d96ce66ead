/** Sessions, password resets, impersonation and social sign-in (docs/security.md D6, O2, O3). */
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { id, createdAt } from './columns';

/**
 * Opaque bearer tokens. Only the SHA-256 of a token is stored; a token dies at
 * `expiresAt` (absolute), after the idle limit since `lastUsedAt`, or when revoked.
 *
 * A row is a session (`sessionId` null), or a short-lived access token minted from one for a
 * client that keeps the session out of its page (the desktop app): it lives only as long as its
 * session does, and using it keeps the session from going idle.
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
    /** Where the sign-in came from (http/client-key.ts): an owner's usual places sign in through a lockout. */
    clientKey: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Set on sessions opened by an impersonation token: who minted it. */
    impersonatedBy: text(),
    /** For an access token: the session it was minted from. */
    sessionId: integer().references((): AnyPgColumn => accessTokens.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
    index('access_tokens_session_idx').on(t.sessionId),
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
 * A sign-in email change waiting for the new address to confirm it (docs/security.md G12): the
 * account keeps its email until the mailed link is used. Only the link token's SHA-256 is kept;
 * a row is good once, for a short while, and a newer request for the user ends the older ones.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalized, as `users.email` keeps it. */
    newEmail: text().notNull(),
    /** The group whose pages the links open (employer, agency). */
    routeGroup: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_changes_hash_unique').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
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
