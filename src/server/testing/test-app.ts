/**
 * The app as the integration tests use it: built against its own test database
 * (PGlite, or a PostgreSQL database of its own with TEST_DATABASE=postgres) and driven
 * through Fastify's `inject`, so requests run the whole HTTP stack without a port.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../db/client';
import { print } from '../platform/graphql/graphql-js';
import { createTestDatabase } from './test-database';
import { graphql } from './gql';

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; validation?: Record<string, string[]>; [key: string]: unknown };
}

export interface GraphQLAnswer<TData> {
  status: number;
  data?: TData | null;
  errors?: GraphQLErrorBody[];
  headers: Record<string, unknown>;
}

export interface GraphQLRequest {
  variables?: Record<string, unknown>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
  /** Where the request comes from, as the socket says (default 127.0.0.1). */
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Resolves once the work requests left behind is done: background tasks and due jobs. */
  settled(): Promise<void>;
  /**
   * Sends a document typed by codegen (`graphql()` from ./gql, checked against the schema):
   * the answer's data has the document's type. Variables stay loose on purpose: tests send
   * what the schema refuses, to see the server refuse it.
   */
  graphql<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    request?: GraphQLRequest,
  ): Promise<GraphQLAnswer<TData>>;
  /** A document built at run time (an alias batch against a rate limit): no type to check. */
  graphql<TData = Record<string, unknown>>(
    query: string,
    request?: GraphQLRequest,
  ): Promise<GraphQLAnswer<TData>>;
  /** Logs in and returns the access token, failing the test if the login does not succeed. */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** The session that login, registration, social sign-in and impersonation answer. */
export const SESSION_FRAGMENT = graphql(`
  fragment TestSession on LoginResult {
    id
    type
    teamType
    access_token
  }
`);

export const LOGIN_MUTATION = graphql(`
  mutation TestLogin($input: LoginInput!) {
    login(input: $input) {
      ...TestSession
    }
  }
`);

/** The smallest document: whether the API answers at all. */
export const PING_QUERY = graphql(`
  query TestPing {
    ping
  }
`);

export async function createTestApp(
  options: Partial<Omit<AppOptions, 'db'>> = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const app = await buildApp({ mode: 'web', ...options, db: handle.db });

  const send: TestApp['graphql'] = async (
    query: TypedDocumentNode<unknown, unknown> | string,
    request: GraphQLRequest = {},
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      ...(request.remoteAddress && { remoteAddress: request.remoteAddress }),
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...request.headers,
      },
      payload: {
        query: typeof query === 'string' ? query : print(query),
        variables: request.variables,
      },
    });
    const body = response.json<{ data?: never; errors?: GraphQLErrorBody[] }>();
    return {
      status: response.statusCode,
      data: body.data,
      errors: body.errors,
      headers: response.headers,
    };
  };

  return {
    app,
    db: handle.db,
    graphql: send,
    settled: async () => {
      await options.backgroundTasks?.idle();
      await app.jobs.idle();
    },
    login: async (email, password) => {
      const answer = await send(LOGIN_MUTATION, {
        variables: { input: { email, password } },
      });
      const token = answer.data?.login?.access_token;
      if (!token) throw new Error(`login failed for ${email}: ${JSON.stringify(answer.errors)}`);
      return token;
    },
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
