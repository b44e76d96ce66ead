import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { BODY_LIMIT_BYTES } from './app';
import { DESKTOP_ORIGIN } from './platform/http/cors';
import { graphql } from './testing/gql';
import { createTestApp, PING_QUERY, type TestApp } from './testing/test-app';

const TYPENAME = graphql(`
  query AppTypename {
    __typename
  }
`);

const json = { 'content-type': 'application/json' };

describe('the HTTP app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mode: 'server' });
  });
  afterAll(() => t.close());

  it('answers the readiness probe', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers GraphQL at POST /graphql', async () => {
    expect(await t.graphql(PING_QUERY)).toMatchObject({ status: 200, data: { ping: true } });
  });

  it('answers 400 to a document that does not parse, whatever the Accept header', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...json, accept },
        payload: { query: '{ ping ' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers BAD_USER_INPUT to arguments of the wrong type, literal or variable', async () => {
    const literal = await t.graphql('{ positions(industries: ["1"], jobLevels: 5) { id } }');
    const variable = await t.graphql('query($ids: [ID!]!) { skills(industries: $ids) { id } }', {
      variables: { ids: [{ not: 'an id' }] },
    });
    const declared = await t.graphql('query($ids: Int) { skills(industries: $ids) { id } }', {
      variables: { ids: 1 },
    });
    for (const answer of [literal, variable, declared]) {
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({
        query: '{ ping }',
        variables: { padding: 'x'.repeat(BODY_LIMIT_BYTES + 50_000) },
      }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses queries deeper than 8', async () => {
    // Nine nested fragment spreads: valid GraphQL, refused only for its depth.
    const fragments = Array.from(
      { length: 9 },
      (_, i) => `fragment F${i} on User { ${i < 8 ? `...F${i + 1}` : 'id'} }`,
    );
    const answer = await t.graphql(`{ me { ...F0 } } ${fragments.join(' ')}`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.map((error) => error.message)).toContainEqual(
      expect.stringMatching(/depth limit of 8 exceeded/),
    );
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: ping`).join(' ');
    const answer = await t.graphql(`{ ${aliases} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/Aliases limit of 15/);
  });

  it('refuses oversized documents by token count', async () => {
    const answer = await t.graphql(
      `{ ${Array.from({ length: 2_100 }, () => '__typename').join(' ')} }`,
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/Token limit of 2000 exceeded/);
  });

  it('hides field suggestions', async () => {
    const answer = await t.graphql('{ pingg }');
    expect(answer.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('has no batching: an array body answers 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify([{ query: '{ ping }' }, { query: '{ ping }' }]),
    });
    expect(response.statusCode).toBe(400);
  });

  it('has no introspection or GraphiQL in server mode', async () => {
    const answer = await t.graphql('{ __schema { queryType { name } } }');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const graphiql = await t.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(graphiql.statusCode).toBe(404);
  });

  it('still answers __typename, which Apollo Client asks for', async () => {
    expect((await t.graphql(TYPENAME)).data).toEqual({ __typename: 'Query' });
  });

  it('refuses text/plain bodies, which would skip the CORS preflight', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{"query":"{ ping }"}',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers unknown routes with a JSON 404 (no UI in this app)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found' });
  });

  it('sets nosniff and no-referrer on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('an embedded app: CORS and developer tools', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mode: 'embedded', corsOrigins: ['http://localhost:5173'] });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('lets the desktop app (app://shortlist) and configured origins call the API', async () => {
    for (const origin of [DESKTOP_ORIGIN, 'http://localhost:5173']) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
    }
    const post = await t.graphql(PING_QUERY, { headers: { origin: DESKTOP_ORIGIN } });
    expect(post.headers['access-control-allow-origin']).toBe(DESKTOP_ORIGIN);
  });

  it('gives other origins no CORS grant', async () => {
    for (const origin of ['https://evil.example', 'app://shortlist.evil.example', 'null']) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const post = await t.graphql(PING_QUERY, { headers: { origin } });
      expect(post.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('allows introspection and GraphiQL outside server mode', async () => {
    const answer = await t.graphql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
    );
    expect(answer.data?.__schema.queryType.name).toBe('Query');
    const graphiql = await t.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(graphiql.statusCode).toBe(200);
    expect(graphiql.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('the per-address limit of anonymous API calls', () => {
  it('answers 429 once a client floods the server', async () => {
    const t = await createTestApp({
      limits: { apiCallsPerIp: { limit: 30, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: json,
          payload: { query: '{ ping }' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(30).every((status) => status === 429)).toBe(true);

      const limited = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: json,
        payload: { query: '{ ping }' },
      });
      expect(limited.headers['retry-after']).toBeDefined();
      // Other clients are not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: json,
        payload: { query: '{ ping }' },
        remoteAddress: '127.0.0.2',
      });
      expect(other.statusCode).toBe(200);
      // The probe stays answerable for orchestrators.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('unexpected errors', () => {
  it('are masked: INTERNAL with the generic message, no SQL, no stack', async () => {
    const t = await createTestApp({ mode: 'server' });
    try {
      // Break the database under the resolver: the driver's error quotes the SQL.
      await t.db.execute(sql`drop table skill_industries cascade`);
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: json,
        payload: { query: '{ skills(industries: ["1"]) { id name } }' },
      });

      const body = response.json();
      expect(body.errors).toEqual([
        {
          message: messages.common.somethingWentWrong,
          locations: expect.any(Array),
          path: ['skills'],
          extensions: { code: 'INTERNAL' },
        },
      ]);
      expect(response.body).not.toMatch(/select|skill_industries|relation|stack|at \w+ \(/i);
    } finally {
      await t.close();
    }
  });
});

describe('a route with a JSON schema', () => {
  it('is refused: requests are checked with the shared yup schemas', async () => {
    const t = await createTestApp();
    try {
      t.app.post('/json-schema', { schema: { body: { type: 'object' } } }, () => ({}));
      await expect(t.app.ready()).rejects.toThrow(/shared yup schemas/);
    } finally {
      await t.close();
    }
  });
});
