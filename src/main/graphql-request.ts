/**
 * How main calls the API: one POST of a typed document (`graphql(...)` from ./gql) with `fetch`,
 * no redirects followed, an optional bearer token. It throws only when no answer came (the API
 * unreachable, or a body that is not GraphQL's); a refusal is an answer with `errors`.
 */
import type { TypedDocumentString } from './gql/graphql';

export interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

export interface GraphQLRequest<TData, TVariables> {
  fetch: typeof fetch;
  /** The API's origin; GraphQL is at `${apiUrl}/graphql`. */
  apiUrl: string;
  document: TypedDocumentString<TData, TVariables>;
  variables?: TVariables;
  token?: string;
}

/** The answer's error codes (`extensions.code`). */
export function errorCodes(answer: GraphQLAnswer<unknown>): string[] {
  return (answer.errors ?? []).map((error) => error.extensions?.code ?? 'INTERNAL');
}

export async function requestGraphQL<TData, TVariables>(
  request: GraphQLRequest<TData, TVariables>,
): Promise<GraphQLAnswer<TData>> {
  const response = await request.fetch(`${request.apiUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    body: JSON.stringify({ query: request.document.toString(), variables: request.variables }),
    redirect: 'error',
  });
  // The HTTP limiter answers before GraphQL does.
  if (response.status === 429) return { errors: [{ extensions: { code: 'RATE_LIMITED' } }] };
  const body = (await response.json()) as GraphQLAnswer<TData> | null;
  if (typeof body !== 'object' || body === null) throw new Error('Not a GraphQL answer');
  return body;
}
