/**
 * Error reporting with Sentry's real Node SDK pointed at a local endpoint (docs/security.md G12):
 * what the server did not expect arrives, scrubbed; what it expected (a refusal, a bad input)
 * does not, and nothing secret or personal is in what is sent.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReportingConfig } from '../../shared/error-reporting';
import { createCandidate } from '../testing/fixtures';
import { createTestApp, LOGIN_MUTATION, type TestApp } from '../testing/test-app';
import { startErrorReporting, type ErrorReporter } from './error-reporting';

const TOKEN = 'S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U';

/** A stand-in for Sentry's ingest: keeps every envelope's raw text. */
async function startCollector(): Promise<{ server: Server; url: string; envelopes: string[] }> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      envelopes.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, envelopes };
}

/** The events (not sessions or client reports) in the envelopes: their JSON items. */
function eventsIn(envelopes: readonly string[]): Record<string, unknown>[] {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split('\n');
    const events: Record<string, unknown>[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}'));
    }
    return events;
  });
}

let collector: Awaited<ReturnType<typeof startCollector>>;
let reporter: ErrorReporter;
let t: TestApp;
beforeAll(async () => {
  collector = await startCollector();
  reporter = await startErrorReporting(
    errorReportingConfig(collector.url.replace('//', '//public@') + '/1', 'test', '1.2.3'),
  );
  t = await createTestApp({ errorReporter: reporter });
  t.app.get('/boom', async () => {
    throw new Error(`boom for ada@example.com with ${TOKEN}`);
  });
});
afterAll(async () => {
  await t.close();
  collector.server.close();
});

describe('error reporting (SENTRY_DSN at a local endpoint)', () => {
  it('is off without a DSN: nothing is loaded or sent', async () => {
    const off = await startErrorReporting(errorReportingConfig(undefined, 'test', '1.2.3'));
    off.capture(new Error('not sent'));
    await off.flush();
    expect(collector.envelopes).toEqual([]);
  });

  it('sends what the server did not expect, scrubbed, and nothing it did', async () => {
    const candidate = await createCandidate(t.db);
    // Expected: a wrong password, a malformed input, a refused token. None is reported.
    await t.graphql(LOGIN_MUTATION, {
      variables: { input: { email: candidate.email, password: 'Wrong!2026' } },
    });
    await t.graphql(LOGIN_MUTATION, { variables: { input: { email: 'nope', password: '' } } });
    await t.graphql('{ me { id } }', { token: TOKEN });
    await reporter.flush();
    expect(eventsIn(collector.envelopes)).toEqual([]);

    // Unexpected: the database loses a table under a login, and a route throws.
    await t.db.execute(sql`alter table users rename to users_gone`);
    try {
      const answer = await t.graphql(LOGIN_MUTATION, {
        variables: { input: { email: candidate.email, password: candidate.password } },
        headers: { authorization: `Bearer ${TOKEN}`, cookie: `sid=${TOKEN}` },
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    } finally {
      await t.db.execute(sql`alter table users_gone rename to users`);
    }
    const boom = await t.app.inject({
      method: 'GET',
      url: `/boom?token=${TOKEN}&email=${encodeURIComponent(candidate.email)}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(boom.statusCode).toBe(500);
    await reporter.flush();

    // Sent as they come: in order of their routes here.
    const events = eventsIn(collector.envelopes).sort((a, b) =>
      String((b['tags'] as { route?: string }).route).localeCompare(
        String((a['tags'] as { route?: string }).route),
      ),
    );
    expect(events.map((event) => event['tags'])).toEqual([
      expect.objectContaining({ route: '/graphql' }),
      expect.objectContaining({ method: 'GET', route: '/boom' }),
    ]);
    expect(events[0]).toMatchObject({
      release: 'shortlist@1.2.3',
      environment: 'test',
      exception: {
        values: expect.arrayContaining([
          expect.objectContaining({ value: expect.stringContaining('params: [redacted]') }),
        ]),
      },
    });
    expect(events[1]).toMatchObject({
      exception: {
        values: [expect.objectContaining({ value: 'boom for [redacted] with [redacted]' })],
      },
    });
    const sent = collector.envelopes.join('\n');
    for (const secret of [TOKEN, candidate.email, candidate.password, 'ada@example.com', 'sid=']) {
      expect(sent).not.toContain(secret);
    }
  });
});
