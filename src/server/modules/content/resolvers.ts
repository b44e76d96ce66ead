import type {
  Article,
  Deal,
  LandingPage,
  Resolvers,
} from '../../platform/graphql/generated/resolvers';
import type { GraphQLContext } from '../../platform/graphql/context';
import { mappedPaginatorOf, pageRequestOf } from '../../platform/graphql/paginator';
import { requestActor, type Actor } from '../identity';
import type { ArticleRow, DealRow, LandingPageRow } from './content-service';

/** The caller when signed in, else null: the blog and the landing pages are public. */
async function readerOf(context: GraphQLContext): Promise<Actor | null> {
  return (await context.auth.optionalSession()) ? requestActor(context) : null;
}

/** What an article and a deal answer alike. */
function entryOf(row: ArticleRow | DealRow) {
  return {
    id: String(row.id),
    title: row.title,
    slug: row.slug,
    image: row.image,
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}

function articleOf(row: ArticleRow): Article {
  return {
    ...entryOf(row),
    summary: row.summary,
    type: row.type,
    availability: row.availability,
  };
}

function dealOf(row: DealRow): Deal {
  return { ...entryOf(row), subtitle: row.subtitle, link: row.link };
}

function landingPageOf(row: LandingPageRow): LandingPage {
  return {
    id: String(row.id),
    name: row.name,
    slug: row.slug,
    sort_order: row.sortOrder,
    display_in_footer: row.displayInFooter,
    content: row.content,
  };
}

export const contentResolvers: Resolvers = {
  Query: {
    articles: async (_parent, args, context) =>
      mappedPaginatorOf(
        await context.services.content.articles(
          await readerOf(context),
          { types: args.types, excludeSlugs: args.excludeSlugs },
          pageRequestOf(args, 10),
        ),
        articleOf,
      ),
    article: async (_parent, { slug }, context) =>
      articleOf(await context.services.content.article(await readerOf(context), slug)),
    deals: async (_parent, args, context) =>
      mappedPaginatorOf(
        await context.services.content.deals(await readerOf(context), pageRequestOf(args, 6)),
        dealOf,
      ),
    landingPages: async (_parent, _args, context) =>
      (await context.services.content.landingPages()).map(landingPageOf),
    landingPage: async (_parent, { slug }, context) =>
      landingPageOf(await context.services.content.landingPage(slug)),
  },
};
