import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { messages } from '../../shared/messages';

/**
 * The text for a one-time link or code the API would not redeem (impersonation, social
 * sign-in): its one refusal (`refused`, FORBIDDEN whatever the cause), the limiter's, or the
 * generic one.
 */
export function oneTimeLinkFailureMessage(error: unknown, refused: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    for (const entry of error.errors) {
      const code = entry.extensions?.['code'];
      if (code === 'FORBIDDEN') return refused;
      if (code === 'RATE_LIMITED') return messages.auth.tooManyAttempts;
    }
  }
  if (ServerError.is(error) && error.statusCode === 429) return messages.auth.tooManyAttempts;
  return messages.common.somethingWentWrong;
}
