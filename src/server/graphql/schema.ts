/**
 * The executable schema: every domain's SDL (bundled as text by Vite's `?raw`, so the
 * built server reads no files at run time) with its resolvers. Adding a domain means
 * adding its two imports here; `npm run codegen` picks the .graphql up by itself.
 */
import { createSchema } from 'graphql-yoga';
import accountTypeDefs from './accounts/accounts.graphql?raw';
import { accountResolvers } from './accounts/resolvers';
import authTypeDefs from './auth/auth.graphql?raw';
import { authResolvers } from './auth/resolvers';
import baseTypeDefs from './base/base.graphql?raw';
import { baseResolvers } from './base/resolvers';
import type { GraphQLContext, ServerContext } from './context';
import impersonationTypeDefs from './impersonation/impersonation.graphql?raw';
import { impersonationResolvers } from './impersonation/resolvers';
import socialLoginTypeDefs from './social-login/social-login.graphql?raw';
import { socialLoginResolvers } from './social-login/resolvers';
import taxonomyTypeDefs from './taxonomies/taxonomies.graphql?raw';
import { taxonomyResolvers } from './taxonomies/resolvers';

export function buildSchema() {
  return createSchema<GraphQLContext & ServerContext>({
    typeDefs: [
      baseTypeDefs,
      authTypeDefs,
      taxonomyTypeDefs,
      accountTypeDefs,
      impersonationTypeDefs,
      socialLoginTypeDefs,
    ],
    resolvers: [
      baseResolvers,
      authResolvers,
      taxonomyResolvers,
      accountResolvers,
      impersonationResolvers,
      socialLoginResolvers,
    ],
  });
}
