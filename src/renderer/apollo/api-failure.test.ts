import { ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { badUserInput, graphQLErrors } from './testing';
import { messages } from '../../shared/messages';
import { apiFailure, firstFieldMessages } from './api-failure';

describe('apiFailure', () => {
  it('reads the validation of every error, keyed by input field', () => {
    const failure = apiFailure(
      badUserInput({
        'input.avatar': ['Please upload the image again.'],
        'input.positions[2]': 'Invalid selection.',
        'input.agency_phone.1': ['A', ''],
        type: ['not a field of any form'],
      }),
    );
    expect(failure).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.common.somethingWentWrong,
      fields: {
        avatar: ['Please upload the image again.'],
        positions: ['Invalid selection.'],
        agency_phone: ['A'],
      },
    });
    expect(firstFieldMessages(failure.fields)).toEqual({
      avatar: 'Please upload the image again.',
      positions: 'Invalid selection.',
      agency_phone: 'A',
    });
  });

  it("says what decides: the limiter, then a refusal's own sentence, then the generic one", () => {
    const forbidden = {
      message: 'Only a team admin can do this.',
      extensions: { code: 'FORBIDDEN' },
    };
    const limited = { message: 'Slow down', extensions: { code: 'RATE_LIMITED' } };
    expect(apiFailure(graphQLErrors(forbidden, limited))).toMatchObject({
      code: 'RATE_LIMITED',
      message: messages.auth.tooManyAttempts,
    });
    expect(apiFailure(graphQLErrors(forbidden))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only a team admin can do this.',
    });
    expect(apiFailure(graphQLErrors(forbidden), 'This link is not valid.').message).toBe(
      'This link is not valid.',
    );
    expect(apiFailure(graphQLErrors({ message: 'boom' }))).toMatchObject({
      code: 'INTERNAL',
      message: messages.common.somethingWentWrong,
    });
  });

  it('reads an HTTP 429 as the limiter and anything without an answer as generic', () => {
    const tooMany = new ServerError('Too Many Requests', {
      response: new Response('', { status: 429 }),
      bodyText: '',
    });
    expect(apiFailure(tooMany).code).toBe('RATE_LIMITED');
    expect(apiFailure(new TypeError('Failed to fetch'))).toEqual({
      code: 'NO_ANSWER',
      message: messages.common.somethingWentWrong,
      fields: {},
    });
  });
});
