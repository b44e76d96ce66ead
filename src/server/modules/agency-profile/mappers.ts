/**
 * The parent codegen maps `OwnAgencyProfile` to (codegen.ts `mappers`): the service's record,
 * not a GraphQL shape; the fields are resolvers.ts's. Read by the generated resolver types, so
 * nothing here may import what imports them (a resolver, a module's index): that would be an
 * import cycle.
 */
import type { teams } from '../../db/schema';
import type { AgencyLists } from './agency-lists';

/** The active agency team's profile, with what only its owner reads. */
export interface OwnAgencyProfile extends AgencyLists {
  team: typeof teams.$inferSelect;
  /** The owner's vetted flag: the agency's badge. */
  vetted: boolean;
  /** The owner's sign-in email, for the owner only. */
  email: string | null;
  /** The owner's new sign-in email waiting for its confirmation, for the owner only. */
  pendingEmail: string | null;
  canEdit: boolean;
}

/** What a resolver returns for an `OwnAgencyProfile`. */
export type OwnAgencyProfileParent = OwnAgencyProfile;
