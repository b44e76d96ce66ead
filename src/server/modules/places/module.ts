/** Place search: the location of job and project posts (place, district, region). */
import { GeoNamesPlaceSearch } from './geonames-place-search';
import type { PlaceSearch } from './place-search';
import placeTypeDefs from './places.graphql?raw';
import { placeResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    places: PlaceSearch;
  }
}

export default {
  typeDefs: [placeTypeDefs],
  resolvers: [placeResolvers],
  // Built at start, but the GeoNames index loads on the first search (docs/cold-start.md).
  services: { places: () => new GeoNamesPlaceSearch() },
} satisfies ServerModule;
