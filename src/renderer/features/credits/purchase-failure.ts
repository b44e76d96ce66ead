/**
 * What a failed purchase says (the brief: "Credit purchase failure shows the reason from the
 * first GraphQL error, else a generic message"): the first error's field message or refusal,
 * else 'Something went wrong'. Masked errors (INTERNAL) and a lost answer have no reason to give.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { messages } from '../../../shared/messages';

export function purchaseFailure(error: unknown): string {
  if (ServerError.is(error) && error.statusCode === 429) return messages.auth.tooManyAttempts;
  if (!CombinedGraphQLErrors.is(error)) return messages.credits.purchaseFailed;
  const [first] = error.errors;
  const code = first?.extensions?.['code'];
  if (!first || code === 'INTERNAL' || code === undefined) return messages.credits.purchaseFailed;
  if (code === 'RATE_LIMITED') return messages.auth.tooManyAttempts;
  const validation = first.extensions?.['validation'];
  if (typeof validation === 'object' && validation !== null) {
    for (const value of Object.values(validation)) {
      const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : null;
      if (message) return message;
    }
  }
  return first.message || messages.credits.purchaseFailed;
}
