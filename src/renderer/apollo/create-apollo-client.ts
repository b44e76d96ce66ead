import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorLike } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { messages } from '../../shared/messages';

export interface ApolloClientOptions {
  /** Origin of the API; GraphQL is served at `${apiUrl}/graphql`. */
  apiUrl: string;
  /** The bearer token for the next request, or null when signed out. */
  getToken(): Promise<string | null>;
  /** The team the user chose to act for, named in `X-Team-Id` (lib/session/team-choice.ts). */
  getTeamId(): string | null;
  /** Called once per failed request whose answer is `Unauthenticated.`. */
  onUnauthenticated(): void;
}

/**
 * Operations that set this in their context handle an unauthenticated answer themselves
 * (logout with an already-revoked token must not raise the "logged out" toast).
 */
export const IGNORE_UNAUTHENTICATED = { ignoreUnauthenticated: true } as const;

/** True for the API's `Unauthenticated.` error, however it arrives. */
export function isUnauthenticated(error: ErrorLike | undefined): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some(
      (e) =>
        e.extensions?.['code'] === 'UNAUTHENTICATED' || e.message === messages.auth.unauthenticated,
    );
  }
  return ServerError.is(error) && error.statusCode === 401;
}

export function createApolloClient({
  apiUrl,
  getToken,
  getTeamId,
  onUnauthenticated,
}: ApolloClientOptions) {
  const httpLink = new HttpLink({ uri: `${apiUrl}/graphql` });

  const authLink = new SetContextLink(async (previous) => {
    const token = await getToken();
    if (!token) return {};
    const teamId = getTeamId();
    return {
      headers: {
        ...previous.headers,
        authorization: `Bearer ${token}`,
        ...(teamId ? { 'x-team-id': teamId } : {}),
      },
    };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (operation.getContext()['ignoreUnauthenticated'] === true) return;
    if (isUnauthenticated(error)) onUnauthenticated();
  });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, httpLink]),
    cache: new InMemoryCache({
      typePolicies: {
        // Memberships have no id of their own; they are identified by user and team.
        UserTeam: { keyFields: ['user_id', 'team_id'] },
      },
    }),
  });
}

export type AppApolloClient = ReturnType<typeof createApolloClient>;
