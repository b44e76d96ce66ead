import type {
  InputMaybe,
  MarketplaceSearch,
  Resolvers,
} from '../../platform/graphql/generated/resolvers';
import { pageRequestOf, paginatorOf } from '../../platform/graphql/paginator';
import { requestActor, userLoaders } from '../identity';
import type { MarketplaceSearch as Search } from './marketplace-service';

function searchOf(filter: InputMaybe<MarketplaceSearch> | undefined): Search {
  return { search: filter?.search, services: filter?.services };
}

/** The bio's first line: what a card shows (and truncates) as the headline. */
function headlineOf(bio: string): string {
  return bio.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';
}

export const marketplaceResolvers: Resolvers = {
  Query: {
    marketplaceAgencies: async (_parent, args, context) =>
      paginatorOf(
        await context.services.marketplace.agencies(
          await requestActor(context),
          searchOf(args.filter),
          pageRequestOf(args, 10),
        ),
      ),
    // Case studies are the case-studies module's `CaseStudy`, resolved there from the record.
    marketplaceCaseStudies: async (_parent, args, context) =>
      paginatorOf(
        await context.services.marketplace.caseStudies(
          await requestActor(context),
          searchOf(args.filter),
          pageRequestOf(args, 10),
        ),
      ),
  },
  // An agency's listing from its row (mappers.ts); services and category experience from the
  // team loaders, so a page reads them in one statement each, and only when asked.
  AgencyListing: {
    agency_name: (row) => row.agencyName,
    location: (row) => row.locations[0] ?? null,
    headline: (row) => headlineOf(row.bio),
    services: (row, _args, context) => userLoaders(context).teamServices.load(row.id),
    industries: (row, _args, context) => userLoaders(context).teamIndustries.load(row.id),
    case_studies_count: (row) => row.caseStudiesCount,
  },
};
