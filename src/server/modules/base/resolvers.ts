import type { Resolvers } from '../../platform/graphql/generated/resolvers';

export const baseResolvers: Resolvers = {
  Query: {
    ping: () => true,
  },
};
