import type { Resolvers } from '../generated/resolvers';

export const baseResolvers: Resolvers = {
  Query: {
    ping: () => true,
  },
};
