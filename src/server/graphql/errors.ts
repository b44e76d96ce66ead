/**
 * The API's error vocabulary (DESIGN.md "API conventions"). Expected errors are
 * GraphQLErrors carrying `extensions.code`, which the UI maps to the brief's messages;
 * anything else is unexpected and masked into INTERNAL so no stack, SQL or driver
 * message ever reaches a client.
 */
import { GraphQLError } from './graphql-js';
import { messages } from '../../shared/messages';
import type { RateLimiter } from '../services/rate-limit';

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'RATE_LIMITED' | 'INTERNAL';

/** Field path (e.g. `input.email`) → the messages for that field, as the forms show them. */
export type ValidationMessages = Record<string, string[]>;

function codedError(
  message: string,
  code: ErrorCode,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/** Missing, invalid, expired or revoked token; the UI clears its session on this exact message. */
export function unauthenticated(): GraphQLError {
  return codedError(messages.auth.unauthenticated, 'UNAUTHENTICATED');
}

export function forbidden(message = 'Forbidden.'): GraphQLError {
  return codedError(message, 'FORBIDDEN');
}

export function notFound(message = 'Not found.'): GraphQLError {
  return codedError(message, 'NOT_FOUND');
}

export function badUserInput(
  validation: ValidationMessages,
  message = 'Validation failed.',
): GraphQLError {
  return codedError(message, 'BAD_USER_INPUT', { validation });
}

export function rateLimited(retryAfterMs: number): GraphQLError {
  return codedError(messages.auth.tooManyAttempts, 'RATE_LIMITED', {
    retryAfter: Math.ceil(retryAfterMs / 1000),
  });
}

/** Counts one attempt under `key`; throws RATE_LIMITED once that key is over its limit. */
export function consumeOrRefuse(limiter: RateLimiter, key: string): void {
  const decision = limiter.consume(key);
  if (!decision.allowed) throw rateLimited(decision.retryAfterMs);
}

/**
 * Yoga's `maskError`: errors we threw on purpose (a GraphQLError all the way down, as
 * graphql-js wraps a resolver's GraphQLError in another) pass through; everything else
 * becomes INTERNAL with the brief's generic message. Request-level HTTP status hints
 * are kept so e.g. a malformed body still answers 400.
 */
export function maskUnexpectedError(error: unknown): Error {
  if (isExpectedError(error)) return error;
  const http = error instanceof GraphQLError ? error.extensions['http'] : undefined;
  return new GraphQLError(messages.common.somethingWentWrong, {
    ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
    extensions: { code: 'INTERNAL' satisfies ErrorCode, ...(http ? { http } : {}) },
  });
}

function isExpectedError(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isExpectedError(error.originalError);
}
