/**
 * Domain errors on the GraphQL side (docs/design.md "API conventions"). A DomainError thrown
 * by a resolver or a service needs no conversion: graphql-js wraps it in a located
 * GraphQLError that copies its `extensions` (`code`, `validation`, `retryAfter`). Anything
 * else is unexpected and masked into INTERNAL, so no stack, SQL or driver message ever
 * reaches a client.
 */
import { GraphQLError } from './graphql-js';
import { messages } from '../../../shared/messages';
import { DomainError } from '../domain-error';

export {
  badUserInput,
  forbidden,
  notFound,
  rateLimited,
  unauthenticated,
  type ValidationMessages,
} from '../domain-error';

export type ErrorCode = DomainError['code'] | 'INTERNAL';

/**
 * Yoga's `maskError`: domain errors, and GraphQLErrors raised by graphql-js or Yoga
 * themselves (a GraphQLError all the way down), pass through; everything else becomes
 * INTERNAL with the brief's generic message. Request-level HTTP status hints are kept so
 * e.g. a malformed body still answers 400.
 */
export function maskUnexpectedError(
  error: unknown,
  onUnexpected: (error: unknown) => void = () => {},
): Error {
  if (isExpectedError(error)) return error;
  onUnexpected(error instanceof GraphQLError ? (error.originalError ?? error) : error);
  const http = error instanceof GraphQLError ? error.extensions['http'] : undefined;
  return new GraphQLError(messages.common.somethingWentWrong, {
    ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
    extensions: { code: 'INTERNAL' satisfies ErrorCode, ...(http ? { http } : {}) },
  });
}

function isExpectedError(error: unknown): error is Error {
  if (error instanceof DomainError) return true;
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isExpectedError(error.originalError);
}
