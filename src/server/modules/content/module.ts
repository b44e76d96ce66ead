/**
 * Community content (docs/content.md): articles (the blog, resources and the dashboards'
 * lists), deals and landing pages, read here and written by `npm run admin -- content`.
 */
import contentTypeDefs from './content.graphql?raw';
import { ContentService } from './content-service';
import { contentResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    content: ContentService;
  }
}

export default {
  typeDefs: [contentTypeDefs],
  resolvers: [contentResolvers],
  services: {
    content: ({ db }) => new ContentService(db),
  },
} satisfies ServerModule;
