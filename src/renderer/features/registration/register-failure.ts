import { messages } from '../../../shared/messages';
import { apiFailure, firstFieldMessages } from '../../apollo/api-failure';

export interface RegisterFailure {
  /** What the page shows above the form. */
  message: string;
  /** The server's messages for fields of the form (`input.phone` → `phone`), email excepted. */
  fields: Record<string, string>;
}

/**
 * The brief's register errors: 'The email has already been taken!' when the validation
 * entry names input.email, otherwise 'Something went wrong!' (with the server's message
 * on each field it names, so the user sees what to change); too many attempts say so.
 * ('Something is wrong!', when nothing returns, is the page's: that is not an error.)
 */
export function registerFailure(error: unknown): RegisterFailure {
  const { code, message, fields } = apiFailure(error);
  const { email, ...others } = fields;
  return {
    message: email && code !== 'RATE_LIMITED' ? messages.registration.emailTaken : message,
    fields: firstFieldMessages(others),
  };
}
