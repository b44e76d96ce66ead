import type {
  AgencyListing,
  InputMaybe,
  MarketplaceSearch,
  Resolvers,
} from '../../platform/graphql/generated/resolvers';
import type { GraphQLContext } from '../../platform/graphql/context';
import { mappedPaginatorOf, pageRequestOf } from '../../platform/graphql/paginator';
import { caseStudyOf } from '../case-studies';
import { requestActor, userLoaders } from '../identity';
import type { AgencyListingRow, MarketplaceSearch as Search } from './marketplace-service';

function searchOf(filter: InputMaybe<MarketplaceSearch> | undefined): Search {
  return { search: filter?.search, services: filter?.services };
}

/** The bio's first line: what a card shows (and truncates) as the headline. */
export function headlineOf(bio: string): string {
  return bio.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';
}

/** An agency's listing, its services and category experience from the team loaders. */
async function agencyListingOf(
  row: AgencyListingRow,
  context: GraphQLContext,
): Promise<AgencyListing> {
  const [location = null] = row.locations;
  const loaders = userLoaders(context);
  const [services, industries] = await Promise.all([
    loaders.teamServices.load(row.id),
    loaders.teamIndustries.load(row.id),
  ]);
  return {
    id: row.id,
    name: row.name,
    agency_name: row.agencyName,
    avatar: row.avatar,
    location,
    city: row.city,
    country: row.country,
    headline: headlineOf(row.bio),
    services,
    industries,
    vetted: row.vetted,
    case_studies_count: row.caseStudiesCount,
  };
}

export const marketplaceResolvers: Resolvers = {
  Query: {
    marketplaceAgencies: async (_parent, args, context) =>
      mappedPaginatorOf(
        await context.services.marketplace.agencies(
          await requestActor(context),
          searchOf(args.filter),
          pageRequestOf(args, 10),
        ),
        (row) => agencyListingOf(row, context),
      ),
    marketplaceCaseStudies: async (_parent, args, context) =>
      mappedPaginatorOf(
        await context.services.marketplace.caseStudies(
          await requestActor(context),
          searchOf(args.filter),
          pageRequestOf(args, 10),
        ),
        (row) => caseStudyOf(row, context),
      ),
  },
};
