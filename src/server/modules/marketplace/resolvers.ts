import type {
  AgencyListing,
  CaseStudy,
  InputMaybe,
  MarketplaceSearch,
  Resolvers,
} from '../../platform/graphql/generated/resolvers';
import type { GraphQLContext } from '../../platform/graphql/context';
import { mappedPaginatorOf, pageRequestOf } from '../../platform/graphql/paginator';
import { requestActor } from '../identity/actor';
import { userLoaders } from '../identity/user';
import type {
  AgencyListingRow,
  MarketplaceCaseStudyRow,
  MarketplaceSearch as Search,
} from './marketplace-service';

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

/**
 * A case study as the `CaseStudy` type answers it, as modules/case-studies maps its own rows
 * (the agency's services from the same team loader). That mapper is private to its module:
 * exported, it could replace this one.
 */
async function caseStudyOf(
  row: MarketplaceCaseStudyRow,
  context: GraphQLContext,
): Promise<CaseStudy> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    external_url: row.externalUrl,
    video_url: row.videoUrl,
    content: row.content.map((block) =>
      block.layout === 'image'
        ? { layout: block.layout, key: block.key, image: block.attributes.image, url: null }
        : { layout: block.layout, key: block.key, image: null, url: block.attributes.url },
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    agency: {
      id: row.agency.id,
      company: row.agency.company,
      agency_name: row.agency.agencyName,
      avatar: row.agency.avatar,
      services: await userLoaders(context).teamServices.load(row.agency.id),
    },
    // The marketplace never lists the caller's own agency's work: nothing here is theirs to edit.
    can_edit: false,
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
