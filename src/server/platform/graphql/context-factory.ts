/** Builds each request's GraphQL context from the shared services and the modules' entries. */
import { clientKey } from '../http/client-key';
import type { LimitTable } from '../limits';
import type { ServerModule } from '../module';
import type { RequestContext, Services } from '../services';
import type { GraphQLContext, ServerContext } from './context';

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
