import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import {
  badUserInput,
  forbidden,
  maskUnexpectedError,
  notFound,
  rateLimited,
  unauthenticated,
} from './errors';
import { GraphQLError } from './graphql-js';

describe('expected errors', () => {
  it('carry the code the UI maps to a message', () => {
    expect(unauthenticated()).toMatchObject({
      message: 'Unauthenticated.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(forbidden().extensions).toEqual({ code: 'FORBIDDEN' });
    expect(notFound('Could not find the team').extensions).toEqual({ code: 'NOT_FOUND' });
    expect(badUserInput({ 'input.email': ['Please enter an email'] }).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      validation: { 'input.email': ['Please enter an email'] },
    });
    expect(rateLimited(1_500)).toMatchObject({
      message: messages.auth.tooManyAttempts,
      extensions: { code: 'RATE_LIMITED', retryAfter: 2 },
    });
  });
});

describe('maskUnexpectedError', () => {
  it('passes our errors through, also as graphql-js wraps them for a field', () => {
    const error = notFound();
    expect(maskUnexpectedError(error)).toBe(error);
    const located = new GraphQLError(error.message, { originalError: error, path: ['team'] });
    expect(maskUnexpectedError(located)).toBe(located);
  });

  it('turns anything else into INTERNAL with the generic message, keeping only the path', () => {
    const driverError = new Error(
      'duplicate key value violates unique constraint "users_email_unique"',
    );
    const located = new GraphQLError(driverError.message, {
      originalError: driverError,
      path: ['register'],
    });

    for (const error of [driverError, located, 'a thrown string']) {
      const masked = maskUnexpectedError(error);
      expect(masked).toBeInstanceOf(GraphQLError);
      expect(masked.message).toBe(messages.common.somethingWentWrong);
      expect((masked as GraphQLError).extensions).toEqual({ code: 'INTERNAL' });
      expect(JSON.stringify(masked)).not.toContain('users_email_unique');
    }
    expect((maskUnexpectedError(located) as GraphQLError).path).toEqual(['register']);
  });
});
