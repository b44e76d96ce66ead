import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import type { GraphQLContext } from '../../platform/graphql/context';
import { pageRequestOf, paginatorOf } from '../../platform/graphql/paginator';
import { requestActor, type Actor } from '../identity';

/** The caller when signed in, else null: the blog and the landing pages are public. */
async function readerOf(context: GraphQLContext): Promise<Actor | null> {
  return (await context.auth.optionalSession()) ? requestActor(context) : null;
}

export const contentResolvers: Resolvers = {
  Query: {
    articles: async (_parent, args, context) =>
      paginatorOf(
        await context.services.content.articles(
          await readerOf(context),
          { types: args.types, excludeSlugs: args.excludeSlugs },
          pageRequestOf(args, 10),
        ),
      ),
    article: async (_parent, { slug }, context) =>
      context.services.content.article(await readerOf(context), slug),
    deals: async (_parent, args, context) =>
      paginatorOf(
        await context.services.content.deals(await readerOf(context), pageRequestOf(args, 6)),
      ),
    landingPages: async (_parent, _args, context) => context.services.content.landingPages(),
    landingPage: async (_parent, { slug }, context) => context.services.content.landingPage(slug),
  },
  // Articles, deals and landing pages from their rows (mappers.ts).
  Article: {
    created_at: (row) => row.createdAt.toISOString(),
  },
  Deal: {
    created_at: (row) => row.createdAt.toISOString(),
  },
  LandingPage: {
    sort_order: (row) => row.sortOrder,
    display_in_footer: (row) => row.displayInFooter,
  },
};
