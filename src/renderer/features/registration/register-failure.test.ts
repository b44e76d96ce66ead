import { ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { badUserInput, graphQLErrors } from '../../apollo/testing';
import { messages } from '../../../shared/messages';
import { registerFailure } from './register-failure';

describe('registerFailure', () => {
  it("says 'The email has already been taken!' when the validation names input.email", () => {
    const failure = registerFailure(
      badUserInput({ 'input.email': ['The email has already been taken!'] }),
    );
    expect(failure).toEqual({ message: 'The email has already been taken!', fields: {} });
  });

  it("says 'Something went wrong!' otherwise, with the server's messages on the fields it names", () => {
    const failure = registerFailure(
      badUserInput({
        'input.phone': [messages.phone.invalid],
        'input.industry': ['Please select your interest'],
        type: ['ignored: not a field of the form'],
      }),
    );
    expect(failure).toEqual({
      message: messages.common.somethingWentWrong,
      fields: { phone: messages.phone.invalid, industry: 'Please select your interest' },
    });
  });

  it("says 'Something went wrong!' for internal errors and lost connections", () => {
    for (const error of [
      graphQLErrors({ message: 'Something went wrong!', extensions: { code: 'INTERNAL' } }),
      new TypeError('Failed to fetch'),
      undefined,
    ]) {
      expect(registerFailure(error)).toEqual({
        message: messages.common.somethingWentWrong,
        fields: {},
      });
    }
  });

  it('says so when the server refuses more attempts for now', () => {
    expect(
      registerFailure(
        graphQLErrors({
          message: 'Too many',
          extensions: { code: 'RATE_LIMITED', retryAfter: 30 },
        }),
      ).message,
    ).toBe(messages.auth.tooManyAttempts);
    const tooMany = new ServerError('Too Many Requests', {
      response: new Response('', { status: 429 }),
      bodyText: '',
    });
    expect(registerFailure(tooMany).message).toBe(messages.auth.tooManyAttempts);
  });
});
