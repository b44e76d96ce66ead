/**
 * The parent codegen maps `TeamUser` to (codegen.ts `mappers`): a member as the service reads
 * them, not a GraphQL shape; the fields are resolvers.ts's. Read by the generated resolver
 * types, so nothing here may import what imports them (a resolver, a module's index): that
 * would be an import cycle.
 */
import type { teamUsers, users } from '../../db/schema';

/** A member as manage-team shows them. */
export interface TeamMember {
  teamUser: typeof teamUsers.$inferSelect;
  user: Pick<
    typeof users.$inferSelect,
    'id' | 'type' | 'firstName' | 'lastName' | 'email' | 'avatar' | 'position'
  >;
  isOwner: boolean;
  associateIds: number[];
}
