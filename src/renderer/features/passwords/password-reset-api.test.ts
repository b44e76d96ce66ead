import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import {
  createPostJson,
  readForgotPasswordAnswer,
  readResetPasswordAnswer,
  requestPasswordResetLink,
  resetPassword,
  type PostJson,
} from './password-reset-api';

describe('readForgotPasswordAnswer', () => {
  it("shows the server's message on success", () => {
    expect(
      readForgotPasswordAnswer({ status: 200, body: { message: messages.passwordReset.linkSent } }),
    ).toEqual({ kind: 'sent', message: messages.passwordReset.linkSent });
  });

  it('lists every error of a 422 (brief, section 8)', () => {
    expect(
      readForgotPasswordAnswer({
        status: 422,
        body: { errors: { email: [messages.auth.emailInvalid], group: ['Unknown group'] } },
      }),
    ).toEqual({ kind: 'invalid', errors: [messages.auth.emailInvalid, 'Unknown group'] });
  });

  it('takes a 422 with only a message as a one-item list', () => {
    expect(readForgotPasswordAnswer({ status: 422, body: { message: 'No.' } })).toEqual({
      kind: 'invalid',
      errors: ['No.'],
    });
  });

  it('shows the error text of other failures', () => {
    expect(readForgotPasswordAnswer({ status: 500, body: { error: 'Mail is down' } })).toEqual({
      kind: 'failed',
      message: 'Mail is down',
    });
    expect(readForgotPasswordAnswer({ status: 503, body: { message: 'Later' } })).toEqual({
      kind: 'failed',
      message: 'Later',
    });
  });

  it("falls back to the brief's generic message, or the limiter's when rate limited", () => {
    expect(readForgotPasswordAnswer({ status: 0, body: null })).toEqual({
      kind: 'failed',
      message: messages.common.somethingWentWrong,
    });
    expect(readForgotPasswordAnswer({ status: 502, body: '<html>' })).toEqual({
      kind: 'failed',
      message: messages.common.somethingWentWrong,
    });
    expect(readForgotPasswordAnswer({ status: 429, body: null })).toEqual({
      kind: 'failed',
      message: messages.auth.tooManyAttempts,
    });
    expect(readForgotPasswordAnswer({ status: 429, body: { message: 'Wait 15 minutes' } })).toEqual(
      { kind: 'failed', message: 'Wait 15 minutes' },
    );
  });

  it('never reports success without a message to show', () => {
    expect(readForgotPasswordAnswer({ status: 200, body: {} }).kind).toBe('failed');
  });

  it('ignores error entries that are not text', () => {
    expect(
      readForgotPasswordAnswer({ status: 422, body: { errors: { email: [42, '', 'Bad'] } } }),
    ).toEqual({ kind: 'invalid', errors: ['Bad'] });
  });
});

describe('readResetPasswordAnswer', () => {
  it('succeeds on 200', () => {
    expect(readResetPasswordAnswer({ status: 200, body: { message: 'ok' } })).toEqual({
      kind: 'reset',
    });
  });

  it("puts the password fields' messages on the form", () => {
    expect(
      readResetPasswordAnswer({
        status: 422,
        body: {
          errors: { password_confirmation: [messages.passwords.resetConfirmationMismatch] },
        },
      }),
    ).toEqual({
      kind: 'invalid',
      fieldErrors: { password_confirmation: [messages.passwords.resetConfirmationMismatch] },
    });
  });

  it('treats an unknown, expired or used token as expired', () => {
    expect(
      readResetPasswordAnswer({
        status: 422,
        body: { message: messages.passwordReset.tokenExpired },
      }),
    ).toEqual({ kind: 'expired' });
    // Errors about the link's own email or token: the link is no good either.
    expect(
      readResetPasswordAnswer({ status: 422, body: { errors: { token: ['Required'] } } }),
    ).toEqual({ kind: 'expired' });
    expect(readResetPasswordAnswer({ status: 404, body: null })).toEqual({ kind: 'expired' });
  });

  it('does not blame the token for server faults, limits or a lost connection', () => {
    expect(readResetPasswordAnswer({ status: 500, body: null })).toEqual({
      kind: 'failed',
      message: messages.common.somethingWentWrong,
    });
    expect(readResetPasswordAnswer({ status: 429, body: { error: 'Slow down' } })).toEqual({
      kind: 'failed',
      message: 'Slow down',
    });
    expect(readResetPasswordAnswer({ status: 0, body: null }).kind).toBe('failed');
  });
});

describe('the calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('post the brief shapes to the REST paths', async () => {
    const post = vi.fn<PostJson>(async () => ({ status: 200, body: { message: 'Sent' } }));
    await requestPasswordResetLink(post, { email: 'a@b.co', group: 'agency' });
    await resetPassword(post, {
      email: 'a@b.co',
      token: 't',
      password: 'pass word',
      password_confirmation: 'pass word',
    });
    expect(post.mock.calls).toEqual([
      ['/api/forgot-password', { email: 'a@b.co', group: 'agency' }],
      [
        '/api/reset-password',
        { email: 'a@b.co', token: 't', password: 'pass word', password_confirmation: 'pass word' },
      ],
    ]);
  });

  it('sends JSON to the API origin and reads JSON back', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Sent' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const post = createPostJson(async () => 'http://127.0.0.1:4310');
    await expect(post('/api/forgot-password', { email: 'a@b.co' })).resolves.toEqual({
      status: 200,
      body: { message: 'Sent' },
    });
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:4310/api/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'a@b.co' }),
    });
  });

  it('answers status 0 when the network fails, and null for a body that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const post = createPostJson(async () => 'http://127.0.0.1:1');
    await expect(post('/api/reset-password', {})).resolves.toEqual({ status: 0, body: null });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(post('/api/reset-password', {})).resolves.toEqual({ status: 502, body: null });
  });
});
