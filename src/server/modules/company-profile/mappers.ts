/**
 * The parent codegen maps `OwnCompanyProfile` to (codegen.ts `mappers`): the service's record,
 * not a GraphQL shape; the fields are resolvers.ts's. Read by the generated resolver types, so
 * nothing here may import what imports them (a resolver, a module's index): that would be an
 * import cycle.
 */

import type { teams } from '../../db/schema';

/** The active company team's profile (its row's columns) with the caller's sign-in email. */
export interface OwnCompanyProfile extends Pick<
  typeof teams.$inferSelect,
  | 'id'
  | 'company'
  | 'avatar'
  | 'bio'
  | 'description'
  | 'whatSetsApart'
  | 'website'
  | 'canUseLogo'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
> {
  /** The owner's vetted flag: the company's badge. */
  vetted: boolean;
  /** The caller's sign-in email. */
  email: string;
  /** The caller's new sign-in email waiting for its confirmation, if any. */
  pendingEmail: string | null;
  canEdit: boolean;
}

/** What a resolver returns for an `OwnCompanyProfile`. */
export type OwnCompanyProfileParent = OwnCompanyProfile;
