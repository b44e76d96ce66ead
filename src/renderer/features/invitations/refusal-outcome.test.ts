import { ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { badUserInput, graphQLErrors } from '../../apollo/testing';
import { refusalOutcome } from './refusal-outcome';

const m = messages.invitations;

describe('refusalOutcome', () => {
  it("puts the server's messages on the fields they name (a duplicate on the email)", () => {
    expect(refusalOutcome(badUserInput({ 'input.email': [m.alreadyInvited] }))).toEqual({
      fields: { email: m.alreadyInvited },
    });
  });

  it("shows the server's own sentence for a refusal about no field", () => {
    const inactive = graphQLErrors({
      message: m.inviterInactive,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(refusalOutcome(inactive)).toEqual({ message: m.inviterInactive });
    const expired = graphQLErrors({ message: m.expired, extensions: { code: 'BAD_USER_INPUT' } });
    expect(refusalOutcome(expired, m.createAccountFailed)).toEqual({ message: m.expired });
  });

  it('says the fallback for faults and lost connections, never their text', () => {
    const internal = graphQLErrors({ message: 'db down', extensions: { code: 'INTERNAL' } });
    expect(refusalOutcome(internal)).toEqual({ message: messages.common.somethingWentWrong });
    expect(refusalOutcome(new TypeError('Failed to fetch'), m.createAccountFailed)).toEqual({
      message: m.createAccountFailed,
    });
  });

  it('says too many attempts when rate limited', () => {
    const limited = new ServerError('Too Many Requests', {
      response: new Response(null, { status: 429 }),
      bodyText: '',
    });
    expect(refusalOutcome(limited)).toEqual({ message: messages.auth.tooManyAttempts });
  });
});
