/**
 * Fastify-level failures (malformed JSON, body too large, rate limit, unsupported
 * content type) answered as small JSON bodies. Fastify's default handler echoes
 * `error.message`, which for an unexpected error could be a driver or file-system
 * message: 5xx answers carry only the generic text, and the error goes to the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../../shared/messages';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const clientError =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
    const status = clientError ? (error.statusCode ?? 400) : 500;
    if (!clientError) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      statusCode: status,
      error: clientError ? error.message : messages.common.somethingWentWrong,
    });
  });
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ statusCode: 404, error: 'Not Found' });
}
