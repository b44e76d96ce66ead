import { apiFailure } from '../../apollo/api-failure';

export type MutationFailure =
  /** BAD_USER_INPUT: messages per input field (`input.current_password` → `current_password`). */
  | { kind: 'fields'; fields: Record<string, string[]> }
  /** Anything else, as one message for the form. */
  | { kind: 'message'; message: string };

/** What a failed mutation means to a form that lists every message of a field. */
export function mutationFailureOf(error: unknown): MutationFailure {
  const { code, message, fields } = apiFailure(error);
  return code !== 'RATE_LIMITED' && Object.keys(fields).length > 0
    ? { kind: 'fields', fields }
    : { kind: 'message', message };
}
