import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  changePasswordSchema,
  forgotPasswordRequestSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
} from './passwords';
import { errorsOf } from './test-helpers';

describe('the shared password rule (through the reset form)', () => {
  it.each([
    ['', messages.auth.passwordRequired],
    ['abcdefgh', messages.auth.passwordSpecialCharacter],
    ['abc defg!', messages.auth.passwordSpecialCharacter],
    ['ab!', messages.auth.passwordMinLength],
    ['abcdef!', messages.auth.passwordMinLength],
  ])('%j gives one message: %s', async (password, message) => {
    const errors = await errorsOf(resetPasswordSchema, {
      password,
      password_confirmation: password,
    });
    expect(errors['password']).toEqual([message]);
  });

  it('accepts 8 characters with a special one', async () => {
    expect(
      await errorsOf(resetPasswordSchema, {
        password: 'abcdefg!',
        password_confirmation: 'abcdefg!',
      }),
    ).toEqual({});
  });
});

describe('reset password', () => {
  it('needs the confirmation to match', async () => {
    expect(
      await errorsOf(resetPasswordSchema, {
        password: 'abcdefg!',
        password_confirmation: 'abcdefg?',
      }),
    ).toEqual({ password_confirmation: [messages.passwords.resetConfirmationMismatch] });
  });

  it('the request also needs the email and the token', async () => {
    const errors = await errorsOf(resetPasswordRequestSchema, {
      password: 'abcdefg!',
      password_confirmation: 'abcdefg!',
      email: 'nope',
    });
    expect(errors).toEqual({
      email: [messages.auth.emailInvalid],
      token: [messages.passwordReset.tokenExpired],
    });
  });
});

describe('change password', () => {
  it('needs current and new passwords of at least 8 characters and a matching confirmation', async () => {
    expect(
      await errorsOf(changePasswordSchema, {
        current_password: 'short',
        password: 'short!',
        password_confirmation: 'other',
      }),
    ).toEqual({
      current_password: [messages.auth.passwordMinLength],
      password: [messages.auth.passwordMinLength],
      password_confirmation: [messages.passwords.changeMismatch],
    });
  });

  it('accepts a valid change', async () => {
    expect(
      await errorsOf(changePasswordSchema, {
        current_password: 'whatever1',
        password: 'New-pass1!',
        password_confirmation: 'New-pass1!',
      }),
    ).toEqual({});
  });
});

describe('forgot password', () => {
  it('needs an email', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: '' })).toEqual({
      email: [messages.auth.emailRequired],
    });
    expect(await errorsOf(forgotPasswordSchema, { email: 'a@' })).toEqual({
      email: [messages.auth.emailInvalid],
    });
  });

  it('the request names a known group', async () => {
    expect(
      await errorsOf(forgotPasswordRequestSchema, { email: 'a@b.co', group: 'candidate' }),
    ).toEqual({});
    expect(
      Object.keys(await errorsOf(forgotPasswordRequestSchema, { email: 'a@b.co', group: 'admin' })),
    ).toEqual(['group']);
  });
});
