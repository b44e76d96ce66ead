import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { logSerializers, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('keeps the path and the query keys, and replaces every value', () => {
    expect(redactUrl('/candidate/impersonate/5?token=abc&x=1&flag')).toBe(
      '/candidate/impersonate/5?token=[redacted]&x=[redacted]&flag',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});

describe('the error serializer', () => {
  it("drops a failed query's parameters", () => {
    const error = new Error('Failed query: select 1 where hash = $1\nparams: $argon2id$secret');
    const logged = logSerializers.err(error);
    expect(JSON.stringify(logged)).not.toContain('argon2id');
    expect(logged.message).toBe('Failed query: select 1 where hash = $1\nparams: [redacted]');
  });
});

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ log: true, logStream });
  });
  afterAll(() => t.close());

  it('never hold query values, tokens or cookies', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/candidate/impersonate/5?token=SECRET-ONE&code=SECRET-TWO',
      headers: { authorization: 'Bearer SECRET-THREE', cookie: 'session=SECRET-FOUR' },
    });
    await t.graphql('{ me { id } }', { token: 'SECRET-FIVE' });
    const log = lines.join('');
    expect(log).toContain('/candidate/impersonate/5?token=[redacted]&code=[redacted]');
    expect(log).toContain('"url":"/graphql"');
    expect(log).not.toMatch(/SECRET-/);
  });
});
