import type {
  AgencyListing,
  CaseStudy,
  InputMaybe,
  MarketplaceSearch,
  Resolvers,
} from '../../platform/graphql/generated/resolvers';
import { requestActor } from '../identity/actor';
import type {
  AgencyListingRow,
  MarketplaceCaseStudyRow,
  MarketplaceSearch as Search,
  NumberedPage,
} from './marketplace-service';

/** A numbered page as the API answers it (`{ data, paginatorInfo }`). */
function pageOf<R, T>(result: NumberedPage<R>, map: (row: R) => T) {
  return {
    data: result.rows.map(map),
    paginatorInfo: {
      count: result.rows.length,
      currentPage: result.currentPage,
      hasMorePages: result.hasMorePages,
      total: result.total,
    },
  };
}

function pageRequest(args: { first?: number | null; page?: number | null }) {
  return { first: args.first ?? 10, page: args.page ?? 1 };
}

function searchOf(filter: InputMaybe<MarketplaceSearch> | undefined): Search {
  return { search: filter?.search, services: filter?.services };
}

/** The bio's first line: what a card shows (and truncates) as the headline. */
export function headlineOf(bio: string): string {
  return bio.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';
}

function agencyListingOf(row: AgencyListingRow): AgencyListing {
  const [location = null] = row.locations;
  return {
    id: row.id,
    name: row.name,
    agency_name: row.agencyName,
    avatar: row.avatar,
    location,
    city: row.city,
    country: row.country,
    headline: headlineOf(row.bio),
    services: row.services,
    industries: row.industries,
    vetted: row.vetted,
    case_studies_count: row.caseStudiesCount,
  };
}

/**
 * A case study as the `CaseStudy` type answers it, from the marketplace's rows (its agency and
 * the agency's services read with the page). The only mapping of these rows: switch it to the
 * case-studies module's mapper once that module maps rows of its own.
 */
function caseStudyOf(row: MarketplaceCaseStudyRow): CaseStudy {
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
      services: row.agency.services,
    },
    // The marketplace never lists the caller's own agency's work: nothing here is theirs to edit.
    can_edit: false,
  };
}

export const marketplaceResolvers: Resolvers = {
  Query: {
    marketplaceAgencies: async (_parent, args, context) =>
      pageOf(
        await context.services.marketplace.agencies(
          await requestActor(context),
          searchOf(args.filter),
          pageRequest(args),
        ),
        agencyListingOf,
      ),
    marketplaceCaseStudies: async (_parent, args, context) =>
      pageOf(
        await context.services.marketplace.caseStudies(
          await requestActor(context),
          searchOf(args.filter),
          pageRequest(args),
        ),
        caseStudyOf,
      ),
  },
};
