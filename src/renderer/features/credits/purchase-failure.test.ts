/**
 * A failed purchase says the server's reason (the brief: "Credit purchase failure shows the
 * server reason, else 'Something went wrong'").
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { purchaseFailure } from './purchase-failure';

const graphQLError = (errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

describe('purchaseFailure', () => {
  it('says the first error’s reason: a field’s message, or a refusal’s', () => {
    expect(
      purchaseFailure(
        graphQLError([
          {
            message: 'Invalid input.',
            extensions: {
              code: 'BAD_USER_INPUT',
              validation: { promo: [messages.credits.promoNotFound] },
            },
          },
        ]),
      ),
    ).toBe(messages.credits.promoNotFound);
    expect(
      purchaseFailure(
        graphQLError([
          { message: messages.credits.notOnAccount, extensions: { code: 'FORBIDDEN' } },
        ]),
      ),
    ).toBe(messages.credits.notOnAccount);
  });

  it("says 'Something went wrong' when there is no reason to give", () => {
    expect(purchaseFailure(new Error('network'))).toBe(messages.credits.purchaseFailed);
    expect(
      purchaseFailure(
        graphQLError([{ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } }]),
      ),
    ).toBe(messages.credits.purchaseFailed);
    expect(messages.credits.purchaseFailed).toBe('Something went wrong');
  });
});
