import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages } from '../../../shared/messages';
import { apiFailure, firstFieldMessages } from '../../apollo/api-failure';
import type { FormOutcome } from '../../ui/form/use-mutation-form';

/** Codes whose sentence is written for the user (a refusal, a rule), not a fault. */
const SAYS_WHY = ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED'];

/**
 * A refused invite or team registration: the server's messages on their fields (a
 * duplicate or a member already: on the email), else its own sentence above the form (the
 * brief: 'invite send failure shows the server reason'), else `fallback`.
 */
export function refusalOutcome(
  error: unknown,
  fallback: string = messages.common.somethingWentWrong,
): FormOutcome {
  const found = apiFailure(error);
  const fields = firstFieldMessages(found.fields);
  if (Object.keys(fields).length > 0) return { fields };
  if (found.code === 'RATE_LIMITED') return { message: found.message };
  const reason =
    CombinedGraphQLErrors.is(error) && SAYS_WHY.includes(found.code)
      ? error.errors.find((entry) => entry.extensions?.['code'] === found.code)?.message
      : undefined;
  return { message: reason ?? fallback };
}
