import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { messages } from '../../shared/messages';

export type MutationFailure =
  /** BAD_USER_INPUT: messages per input field (`input.current_password` → `current_password`). */
  | { kind: 'fields'; fields: Record<string, string[]> }
  /** Anything else, as one message for the form. */
  | { kind: 'message'; message: string };

function stringList(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item !== '',
  );
}

/**
 * What a failed mutation means to a form (server README, "Errors"): field messages from
 * `extensions.validation` under the `input.` argument, the limiter's message when rate
 * limited, else the brief's 'Something went wrong!'.
 */
export function mutationFailureOf(error: unknown): MutationFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const fields: Record<string, string[]> = {};
    for (const entry of error.errors) {
      const code = entry.extensions?.['code'];
      if (code === 'RATE_LIMITED') return { kind: 'message', message: entry.message };
      const validation = entry.extensions?.['validation'];
      if (code !== 'BAD_USER_INPUT' || typeof validation !== 'object' || validation === null)
        continue;
      for (const [path, list] of Object.entries(validation)) {
        const name = path.startsWith('input.') ? path.slice('input.'.length) : path;
        const found = stringList(list);
        if (found.length > 0) fields[name] = [...(fields[name] ?? []), ...found];
      }
    }
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  if (ServerError.is(error) && error.statusCode === 429)
    return { kind: 'message', message: messages.auth.tooManyAttempts };
  return { kind: 'message', message: messages.common.somethingWentWrong };
}
