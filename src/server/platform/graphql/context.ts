/**
 * What every resolver receives. Built per request by `createContextFactory`; the
 * services and the limit table are long-lived and shared, the rest is per request.
 */
import type { FastifyRequest } from 'fastify';
import { clientKey } from '../http/client-key';
import type { LimitTable } from '../limits';
import type { ServerModule, Services } from '../module';

export type { Services } from '../module';

/**
 * What modules add to each request's context, by name (identity adds the caller's
 * session as `auth`): each extends this interface (`declare module
 * '../../platform/graphql/context' { interface RequestContext { … } }`) and builds its
 * entries in its `requestContext`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RequestContext {}

export interface GraphQLContext extends RequestContext {
  services: Services;
  /** Every rate limit, by row: `await limits.consume(LOGIN_PER_IP, clientIp)`. */
  limits: LimitTable;
  /**
   * What per-address limits count by: the client's address as Fastify reports it (through
   * the configured proxies only), an IPv6 one as its /64 (http/client-key.ts).
   */
  clientIp: string;
}

/** Fastify's request, handed to Yoga as its server context. */
export interface ServerContext {
  req: FastifyRequest;
}

/** Builds one entry of the request context. */
export type RequestContextFactory<K extends keyof RequestContext> = (
  request: FastifyRequest,
  services: Services,
) => RequestContext[K];

export function createContextFactory(shared: {
  services: Services;
  limits: LimitTable;
  modules: readonly ServerModule[];
}) {
  const factories = shared.modules.flatMap((module) => Object.entries(module.requestContext ?? {}));
  return ({ req }: ServerContext): GraphQLContext => {
    const perRequest = Object.fromEntries(
      factories.map(([name, build]) => [name, build(req, shared.services)]),
    ) as unknown as RequestContext;
    return {
      ...perRequest,
      services: shared.services,
      limits: shared.limits,
      clientIp: clientKey(req.ip),
    };
  };
}
