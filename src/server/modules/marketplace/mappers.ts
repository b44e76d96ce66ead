/**
 * The parent codegen maps `AgencyListing` to (codegen.ts `mappers`): the listing's row, not a
 * GraphQL shape; the fields are resolvers.ts's. Read by the generated resolver types, so
 * nothing here may import what imports them (a resolver, a module's index): that would be an
 * import cycle.
 */

/** One listed agency, as the marketplace's page statement reads it. */
export interface AgencyListingRow {
  id: number;
  name: string;
  /** The owner's agency name as registered (the team's name when they gave none). */
  agencyName: string;
  avatar: string | null;
  bio: string;
  locations: string[];
  city: string | null;
  country: string | null;
  vetted: boolean;
  caseStudiesCount: number;
}

/** What a resolver returns for an `AgencyListing`. */
export type AgencyListingParent = AgencyListingRow;
