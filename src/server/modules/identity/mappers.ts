/**
 * The parents codegen maps identity's types to (codegen.ts `mappers`): database rows, not
 * GraphQL shapes. Read by the generated resolver types, so nothing here may import what imports
 * them (a resolver, the module's index): that would be an import cycle.
 */
import type { Membership, SessionUser, TeamRow, UserRow } from './auth-service';

/** What a resolver returns for a `User` (codegen's mapper): the user's row, or a session's part of it. */
export type UserParent = UserRow | SessionUser;

/**
 * What a resolver returns for a `UserTeam`: the membership as identity reads it, its
 * `team_users` row with its team's row (the fields are user-team.ts's).
 */
export type UserTeamParent = Membership;

/** What a resolver returns for a `Team`: the team's row. */
export type TeamParent = TeamRow;
