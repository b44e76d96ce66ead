import { describe, expect, it } from 'vitest';
import { badUserInput, graphQLErrors } from '../../apollo/testing';
import { messages } from '../../../shared/messages';
import { saveFailure } from './save-failure';

describe('saveFailure', () => {
  it("puts the server's messages on the fields they name, lists included", () => {
    const failure = saveFailure(
      badUserInput({
        'input.avatar': [messages.onboarding.imageNotFound],
        'input.positions[2]': [messages.common.invalidSelection],
        'input.agency_phone.1': [messages.phone.invalid],
        notAnInputField: ['ignored'],
      }),
    );
    expect(failure).toEqual({
      message: messages.common.somethingWentWrong,
      fields: {
        avatar: messages.onboarding.imageNotFound,
        positions: messages.common.invalidSelection,
        agency_phone: messages.phone.invalid,
      },
    });
  });

  it("shows the server's sentence when it refuses the action", () => {
    const failure = saveFailure(
      graphQLErrors({
        message: 'Only a team admin can do this.',
        extensions: { code: 'FORBIDDEN' },
      }),
    );
    expect(failure).toEqual({ message: 'Only a team admin can do this.', fields: {} });
  });

  it("says 'Something went wrong!' for anything else", () => {
    for (const error of [
      graphQLErrors({ message: 'Something went wrong!', extensions: { code: 'INTERNAL' } }),
      new TypeError('Failed to fetch'),
    ]) {
      expect(saveFailure(error)).toEqual({
        message: messages.common.somethingWentWrong,
        fields: {},
      });
    }
  });
});
