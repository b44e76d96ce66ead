import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { searchRequest } from './place-search';

export const placeResolvers: Resolvers = {
  Query: {
    searchPlaces: async (_parent, { query, first }, { auth, services }) => {
      await auth.requireSession();
      const request = searchRequest(query, first);
      return request ? services.places.search(request.query, request.first) : [];
    },
  },
};
