/**
 * The one way a service, a resolver or a route fails on purpose (docs/design.md "API
 * conventions"). It knows no transport: `extensions` is the API's error vocabulary as
 * plain data (`code`, plus `validation` keyed by input field, or `retryAfter` seconds),
 * which GraphQL answers carry as they are (graphql-js copies an error's `extensions`, see
 * platform/graphql/errors.ts) and the REST error handler maps to a status and a body once
 * (platform/http/errors.ts). Anything else thrown is unexpected and answered as INTERNAL.
 */
import { messages } from '../../shared/messages';

export type DomainErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'RATE_LIMITED';

/** Field path (e.g. `input.email`) → the messages for that field, as the forms show them. */
export type ValidationMessages = Record<string, string[]>;

export interface DomainErrorExtensions {
  code: DomainErrorCode;
  validation?: ValidationMessages;
  /** Whole seconds until a RATE_LIMITED caller may try again. */
  retryAfter?: number;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    message: string,
    readonly extensions: DomainErrorExtensions,
  ) {
    super(message);
  }

  get code(): DomainErrorCode {
    return this.extensions.code;
  }
}

/** Missing, invalid, expired or revoked token; the UI clears its session on this exact message. */
export function unauthenticated(): DomainError {
  return new DomainError(messages.auth.unauthenticated, { code: 'UNAUTHENTICATED' });
}

export function forbidden(message = 'Forbidden.'): DomainError {
  return new DomainError(message, { code: 'FORBIDDEN' });
}

export function notFound(message = 'Not found.'): DomainError {
  return new DomainError(message, { code: 'NOT_FOUND' });
}

export function badUserInput(
  validation: ValidationMessages,
  message = 'Validation failed.',
): DomainError {
  return new DomainError(message, { code: 'BAD_USER_INPUT', validation });
}

export function rateLimited(retryAfterMs: number): DomainError {
  return new DomainError(messages.auth.tooManyAttempts, {
    code: 'RATE_LIMITED',
    retryAfter: Math.ceil(retryAfterMs / 1000),
  });
}
