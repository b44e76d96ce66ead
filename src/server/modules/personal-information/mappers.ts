/**
 * The parent codegen maps `Preference` to (codegen.ts `mappers`): a saved preference with its
 * genres, not a GraphQL shape; the fields are resolvers.ts's. Read by the generated resolver
 * types, so nothing here may import what imports them (a resolver, a module's index): that
 * would be an import cycle.
 */

export interface PreferenceView {
  id: number;
  jobTypes: string[];
  genres: { id: number; name: string }[];
  active: boolean;
}
