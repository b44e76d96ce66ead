import { ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { badUserInput, graphQLErrors } from '../../apollo/testing';
import { messages } from '../../../shared/messages';
import { mutationFailureOf } from './graphql-errors';

describe('mutationFailureOf', () => {
  it('maps BAD_USER_INPUT validation to the input fields', () => {
    const error = badUserInput(
      {
        'input.current_password': [messages.passwords.currentPasswordWrong],
        'input.password_confirmation': [messages.passwords.changeMismatch],
      },
      'Validation failed.',
    );
    expect(mutationFailureOf(error)).toEqual({
      kind: 'fields',
      fields: {
        current_password: [messages.passwords.currentPasswordWrong],
        password_confirmation: [messages.passwords.changeMismatch],
      },
    });
  });

  it("shows the limiter's message when rate limited", () => {
    const error = graphQLErrors({
      message: messages.auth.tooManyAttempts,
      extensions: { code: 'RATE_LIMITED', retryAfter: 30 },
    });
    expect(mutationFailureOf(error)).toEqual({
      kind: 'message',
      message: messages.auth.tooManyAttempts,
    });
    const http = new ServerError('Too Many Requests', {
      response: new Response(null, { status: 429 }),
      bodyText: '',
    });
    expect(mutationFailureOf(http)).toEqual({
      kind: 'message',
      message: messages.auth.tooManyAttempts,
    });
  });

  it("answers the brief's 'Something went wrong!' otherwise", () => {
    for (const error of [
      graphQLErrors({ message: 'Something went wrong!', extensions: { code: 'INTERNAL' } }),
      graphQLErrors({ message: 'Validation failed.', extensions: { code: 'BAD_USER_INPUT' } }),
      new TypeError('Failed to fetch'),
      undefined,
    ]) {
      expect(mutationFailureOf(error)).toEqual({
        kind: 'message',
        message: messages.common.somethingWentWrong,
      });
    }
  });
});
