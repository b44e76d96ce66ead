import type { FastifyInstance } from 'fastify';
import { GRAPHQL_PATH, type GraphQLServer } from '../graphql/yoga';

/**
 * Mounts Yoga on Fastify. Fastify has already parsed (and size-limited) the JSON body;
 * Yoga reads it from the request. GET exists only for GraphiQL, where it is enabled.
 */
export function registerGraphQL(
  app: FastifyInstance,
  yoga: GraphQLServer,
  allowGet: boolean,
): void {
  app.route({
    url: GRAPHQL_PATH,
    method: allowGet ? ['GET', 'POST'] : ['POST'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
