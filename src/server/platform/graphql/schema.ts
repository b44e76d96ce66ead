/**
 * The executable schema: every module's SDL (bundled as text by Vite's `?raw`, so the
 * built server reads no files at run time) with its resolvers. `npm run codegen` reads
 * the same .graphql files.
 */
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext, ServerContext } from './context';
import type { ServerModule } from '../module';

export function buildSchema(modules: readonly ServerModule[]) {
  return createSchema<GraphQLContext & ServerContext>({
    typeDefs: modules.flatMap((module) => module.typeDefs ?? []),
    resolvers: modules.flatMap((module) => module.resolvers ?? []),
  });
}
