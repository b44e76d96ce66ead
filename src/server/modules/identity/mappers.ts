/**
 * The parent codegen maps `User` to (codegen.ts `mappers`): a database row, not a GraphQL
 * shape. Read by the generated resolver types, so nothing here may import what imports them
 * (a resolver, the module's index): that would be an import cycle.
 */
import type { SessionUser, UserRow } from './auth-service';

/** What a resolver returns for a `User` (codegen's mapper): the user's row, or a session's part of it. */
export type UserParent = UserRow | SessionUser;
