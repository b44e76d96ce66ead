/**
 * What every resolver receives. Built per request by `createContextFactory` (context-factory.ts); the
 * services and the limit table are long-lived and shared, the rest is per request.
 */
import type { FastifyRequest } from 'fastify';
import type { LimitTable } from '../limits';
import type { RequestContext, Services } from '../services';

export type { RequestContext, Services } from '../services';

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
