import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { registerErrorHandler } from './errors';

describe('the HTTP error handler', () => {
  it('answers an unexpected failure with the generic message only', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('relation "users" does not exist: select * from users');
    });

    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: messages.common.somethingWentWrong });
    await app.close();
  });

  it("keeps a client error's status and message", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/teapot', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });

    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ statusCode: 418, error: 'I am a teapot' });
    await app.close();
  });
});
