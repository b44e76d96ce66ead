/**
 * The parent codegen maps `OwnCompanyProfile` to (codegen.ts `mappers`): the service's record,
 * not a GraphQL shape; the fields are resolvers.ts's. Read by the generated resolver types, so
 * nothing here may import what imports them (a resolver, a module's index): that would be an
 * import cycle.
 */

/** The active company team's profile with the caller's sign-in email. */
export interface OwnCompanyProfile {
  id: number;
  company: string;
  avatar: string | null;
  bio: string | null;
  description: string | null;
  whatSetsApart: string | null;
  website: string | null;
  canUseLogo: boolean | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
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
