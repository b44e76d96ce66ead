/**
 * The GraphQL endpoint's engine (docs/security.md G1, G2): graphql-armor's limits, no
 * batching, no multipart (uploads get their own route), masked unexpected errors,
 * and introspection only where the caller asks for it.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { GraphQLContext, ServerContext, Services } from './context';
import { createContextFactory } from './context-factory';
import { maskUnexpectedError } from './errors';
import { NoSchemaIntrospectionCustomRule } from './graphql-js';
import { requestErrorsPlugin } from './request-errors';
import { buildSchema } from './schema';
import type { ErrorReporter } from '../error-reporting';
import type { LimitTable } from '../limits';
import type { ServerModule } from '../module';

export const GRAPHQL_PATH = '/graphql';

export interface GraphQLServerOptions {
  modules: readonly ServerModule[];
  services: Services;
  limits: LimitTable;
  /** Introspection and GraphiQL; see `buildApp` for when they are on. */
  introspection: boolean;
  logger: YogaLogger | false;
  /** Told of every error masked as INTERNAL (platform/error-reporting.ts). */
  errorReporter: ErrorReporter;
}

/**
 * The validation-time limits report their refusal as an ordinary validation error
 * (so it is answered like one: 400, GRAPHQL_VALIDATION_FAILED) instead of throwing
 * out of graphql-js's validate. The token limit still throws: it stops the parser.
 */
const reportRejection: RejectionConfig = {
  propagateOnRejection: false,
  onReject: [(context, error) => context?.reportError(error)],
};
type ArmorConfig = NonNullable<Parameters<typeof EnvelopArmorPlugin>[0]>;
type RejectionConfig = Pick<
  NonNullable<ArmorConfig['maxDepth']>,
  'propagateOnRejection' | 'onReject'
>;

/** Depth and aliases are docs/security.md G1's figures; tokens and cost leave room for the brief's largest forms. */
const armor = EnvelopArmorPlugin({
  maxDepth: { n: 8, ...reportRejection },
  maxAliases: { n: 15, ...reportRejection },
  maxDirectives: { n: 20, ...reportRejection },
  costLimit: { maxCost: 5_000, ...reportRejection },
  maxTokens: { n: 2_000 },
  blockFieldSuggestion: { enabled: true },
});

const disableIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

export function createGraphQLServer(options: GraphQLServerOptions) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(options.modules),
    graphqlEndpoint: GRAPHQL_PATH,
    context: createContextFactory({
      services: options.services,
      limits: options.limits,
      modules: options.modules,
    }),
    // @fastify/cors owns CORS for every route (Yoga's default would reflect any origin).
    cors: false,
    batching: false,
    multipart: false,
    landingPage: false,
    graphiql: options.introspection,
    logging: options.logger,
    // isDev false: Yoga would otherwise attach the original error (stack, SQL) in development.
    maskedErrors: {
      maskError: (error) =>
        maskUnexpectedError(error, (unexpected) =>
          options.errorReporter.capture(unexpected, { route: GRAPHQL_PATH }),
        ),
      isDev: false,
    },
    plugins: [armor, requestErrorsPlugin, ...(options.introspection ? [] : [disableIntrospection])],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
