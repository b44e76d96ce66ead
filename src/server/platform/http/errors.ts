/**
 * REST answers for DomainErrors (the one mapping; GraphQL has its own in
 * platform/graphql/errors.ts): 422 with `{ errors: { field: [message] } }` for field
 * messages or `{ message }`, 429 with Retry-After, 401/403/404 with `{ message }`.
 *
 * Fastify-level failures (malformed JSON, body too large, rate limit, unsupported
 * content type) answered as small JSON bodies. Fastify's default handler echoes
 * `error.message`, which for an unexpected error could be a driver or file-system
 * message: 5xx answers carry only the generic text, and the error goes to the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../../../shared/messages';
import type { ErrorReporter } from '../error-reporting';
import { DomainError, type DomainErrorCode } from '../domain-error';

const STATUS_OF: Record<DomainErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 422,
  RATE_LIMITED: 429,
};

function sendDomainError(reply: FastifyReply, error: DomainError): FastifyReply {
  const { code, validation, retryAfter } = error.extensions;
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  const hasFields = validation !== undefined && Object.keys(validation).length > 0;
  return reply
    .status(STATUS_OF[code])
    .send(hasFields ? { errors: validation } : { message: error.message });
}

export function registerErrorHandler(app: FastifyInstance, reporter: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(reply, error);
    const clientError =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
    const status = clientError ? (error.statusCode ?? 400) : 500;
    if (!clientError) {
      request.log.error({ err: error }, 'request failed');
      reporter.capture(error, { method: request.method, route: request.routeOptions.url });
    }
    return reply.status(status).send({
      statusCode: status,
      error: clientError ? error.message : messages.common.somethingWentWrong,
    });
  });
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ statusCode: 404, error: 'Not Found' });
}
