import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { messages } from '../../shared/messages';

export interface RegisterFailure {
  /** What the page shows above the form. */
  message: string;
  /** The server's messages for fields of the form (`input.phone` → `phone`), email excepted. */
  fields: Record<string, string>;
}

function validationOf(error: { extensions?: Record<string, unknown> }): Record<string, unknown> {
  const validation = error.extensions?.['validation'];
  return typeof validation === 'object' && validation !== null
    ? (validation as Record<string, unknown>)
    : {};
}

function firstMessage(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}

/**
 * The brief's register errors: 'The email has already been taken!' when the validation
 * entry names input.email, otherwise 'Something went wrong!' (with the server's message
 * on each field it names, so the user sees what to change); too many attempts say so.
 * ('Something is wrong!', when nothing returns, is the page's: that is not an error.)
 */
export function registerFailure(error: unknown): RegisterFailure {
  if (ServerError.is(error) && error.statusCode === 429) {
    return { message: messages.auth.tooManyAttempts, fields: {} };
  }
  if (!CombinedGraphQLErrors.is(error)) {
    return { message: messages.common.somethingWentWrong, fields: {} };
  }
  if (error.errors.some((e) => e.extensions?.['code'] === 'RATE_LIMITED')) {
    return { message: messages.auth.tooManyAttempts, fields: {} };
  }
  const fields: Record<string, string> = {};
  let emailTaken = false;
  for (const graphQLError of error.errors) {
    for (const [path, value] of Object.entries(validationOf(graphQLError))) {
      if (path === 'input.email') {
        emailTaken = true;
        continue;
      }
      const message = firstMessage(value);
      const field = path.startsWith('input.') ? path.slice('input.'.length) : null;
      if (field && message) fields[field] = message;
    }
  }
  return {
    message: emailTaken ? messages.registration.emailTaken : messages.common.somethingWentWrong,
    fields,
  };
}
