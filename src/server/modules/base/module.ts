/** The root types every other module extends, and `ping`. */
import baseTypeDefs from './base.graphql?raw';
import { baseResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

export default {
  typeDefs: [baseTypeDefs],
  resolvers: [baseResolvers],
} satisfies ServerModule;
