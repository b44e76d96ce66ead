import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { ErrorContext } from '../error-reporting';
import { registerErrorHandler } from './errors';

/** A reporter that remembers what it was told. */
function recordingReporter() {
  const captured: [unknown, ErrorContext | undefined][] = [];
  return {
    captured,
    capture: (error: unknown, context?: ErrorContext) => void captured.push([error, context]),
    flush: async () => {},
  };
}

describe('the HTTP error handler', () => {
  it('answers an unexpected failure with the generic message only, and reports it', async () => {
    const app = Fastify();
    const reporter = recordingReporter();
    registerErrorHandler(app, reporter);
    app.get('/boom', async () => {
      throw new Error('relation "users" does not exist: select * from users');
    });

    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: messages.common.somethingWentWrong });
    expect(reporter.captured).toEqual([[expect.any(Error), { method: 'GET', route: '/boom' }]]);
    await app.close();
  });

  it("keeps a client error's status and message, and reports nothing", async () => {
    const app = Fastify();
    const reporter = recordingReporter();
    registerErrorHandler(app, reporter);
    app.get('/teapot', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });

    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ statusCode: 418, error: 'I am a teapot' });
    expect(reporter.captured).toEqual([]);
    await app.close();
  });
});
