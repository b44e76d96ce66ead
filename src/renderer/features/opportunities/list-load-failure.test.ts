import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { listLoadFailure } from './list-load-failure';

describe('listLoadFailure', () => {
  it("names the list the API failed to give, in the brief's words", () => {
    const failed = (field: string) =>
      new CombinedGraphQLErrors({ errors: [{ message: 'Unexpected error.', path: [field] }] });
    expect(listLoadFailure(failed('qualifications'), 'skills')).toBe(
      'Could not get qualifications',
    );
    expect(listLoadFailure(failed('services'), null)).toBe('Could not get services');
    expect(listLoadFailure(failed('genres'), 'skills')).toBe('Could not get genres');
  });

  it('falls back to the list asked for, or the generic message, when no path names one', () => {
    const network = new ServerError('Bad Gateway', {
      response: new Response('', { status: 502 }),
      bodyText: '',
    });
    expect(listLoadFailure(network, 'skills')).toBe('Could not get skills');
    expect(
      listLoadFailure(
        new CombinedGraphQLErrors({ errors: [{ message: 'x', path: ['currentCredit'] }] }),
        null,
      ),
    ).toBe(messages.common.somethingWentWrong);
  });
});
