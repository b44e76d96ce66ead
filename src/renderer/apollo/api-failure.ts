import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { messages } from '../../shared/messages';

/** A failed API call, as every page reads it (server README, "Errors"). */
export interface ApiFailure {
  /**
   * The API's `extensions.code` that decides what the user sees: RATE_LIMITED before
   * FORBIDDEN before BAD_USER_INPUT before anything else; `NO_ANSWER` when no GraphQL
   * answer came (a lost connection, a proxy's error page).
   */
  code: string;
  /**
   * The sentence for the whole form: 'Too many attempts…' when rate limited, the server's
   * own sentence for a refusal (FORBIDDEN), else the brief's 'Something went wrong!'.
   */
  message: string;
  /**
   * The server's messages per input field, from `extensions.validation`: `input.avatar` →
   * `avatar`, and an item of a list (`input.positions[2]`, `input.agency_phone.1`) counts
   * for the list's field. Paths outside the input are not fields of any form.
   */
  fields: Record<string, string[]>;
}

const PRECEDENCE = ['RATE_LIMITED', 'FORBIDDEN', 'BAD_USER_INPUT'];

function messagesOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item !== '',
  );
}

function fieldOf(path: string): string | null {
  return path.startsWith('input.') ? path.slice('input.'.length).replace(/[[.].*$/, '') : null;
}

/**
 * What a failed query or mutation means to the page that made it. `refusal` replaces the
 * server's sentence for FORBIDDEN where the page has its own (a one-time link's single
 * refusal, whatever its cause).
 */
export function apiFailure(error: unknown, refusal?: string): ApiFailure {
  if (ServerError.is(error) && error.statusCode === 429) {
    return { code: 'RATE_LIMITED', message: messages.auth.tooManyAttempts, fields: {} };
  }
  if (!CombinedGraphQLErrors.is(error)) {
    return { code: 'NO_ANSWER', message: messages.common.somethingWentWrong, fields: {} };
  }
  const fields: Record<string, string[]> = {};
  for (const entry of error.errors) {
    const validation = entry.extensions?.['validation'];
    if (typeof validation !== 'object' || validation === null) continue;
    for (const [path, value] of Object.entries(validation)) {
      const field = fieldOf(path);
      const found = messagesOf(value);
      if (field && found.length > 0) fields[field] = [...(fields[field] ?? []), ...found];
    }
  }
  const codes = error.errors.map((entry) => String(entry.extensions?.['code'] ?? 'INTERNAL'));
  const code = PRECEDENCE.find((known) => codes.includes(known)) ?? codes[0] ?? 'INTERNAL';
  const message =
    code === 'RATE_LIMITED'
      ? messages.auth.tooManyAttempts
      : code === 'FORBIDDEN'
        ? (refusal ??
          error.errors.find((entry) => entry.extensions?.['code'] === 'FORBIDDEN')?.message ??
          messages.common.somethingWentWrong)
        : messages.common.somethingWentWrong;
  return { code, message, fields };
}

/** The first message of each field: what a form shows under the field. */
export function firstFieldMessages(fields: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, list]) => (list[0] ? [[name, list[0]]] : [])),
  );
}

/**
 * A mutation form's refusal: the server's messages on their fields; `message` above the
 * form for anything that is not about the values.
 */
export function formFailure(
  error: unknown,
  message: string = messages.common.somethingWentWrong,
): { message: string | null; fields: Record<string, string> } {
  const found = apiFailure(error);
  return {
    message: found.code === 'BAD_USER_INPUT' ? null : message,
    fields: firstFieldMessages(found.fields),
  };
}
