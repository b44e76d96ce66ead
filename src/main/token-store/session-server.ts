/**
 * What main asks the API about the session it keeps (docs/security.md K1, K5): a short-lived
 * access token for the page, and the session's end at sign-out. Both present the session itself,
 * which never leaves main for anything else.
 */
import { graphql } from '../gql';
import { errorCodes, requestGraphQL } from '../graphql-request';

const ISSUE_ACCESS_TOKEN = graphql(`
  mutation IssueAccessToken {
    issueAccessToken {
      access_token
      expires_in
    }
  }
`);

const LOGOUT = graphql(`
  mutation EndSession {
    logout
  }
`);

export type AccessTokenAnswer =
  | { kind: 'granted'; token: string; expiresInSeconds: number }
  /** The server no longer accepts the session (revoked, expired, idle, blocked). */
  | { kind: 'dead' }
  /** It answered, but gave no token (rate limited, an error of its own). */
  | { kind: 'refused' };

export interface SessionServer {
  /** Throws when the API cannot be reached. */
  issueAccessToken(session: string): Promise<AccessTokenAnswer>;
  /**
   * Ends the session on the server: true once it no longer works (revoked now, or dead
   * already); false when the server could not be asked or did not say.
   */
  revoke(session: string): Promise<boolean>;
}

export function createSessionServer(deps: {
  fetch: typeof fetch;
  /** The API's origin once it is up. */
  apiUrl(): Promise<string>;
}): SessionServer {
  const request = { fetch: deps.fetch };
  return {
    async issueAccessToken(session) {
      const apiUrl = await deps.apiUrl();
      const answer = await requestGraphQL({
        ...request,
        apiUrl,
        document: ISSUE_ACCESS_TOKEN,
        token: session,
      });
      const grant = answer.data?.issueAccessToken;
      if (grant) {
        return { kind: 'granted', token: grant.access_token, expiresInSeconds: grant.expires_in };
      }
      return errorCodes(answer).includes('UNAUTHENTICATED')
        ? { kind: 'dead' }
        : { kind: 'refused' };
    },
    async revoke(session) {
      try {
        const apiUrl = await deps.apiUrl();
        const answer = await requestGraphQL({
          ...request,
          apiUrl,
          document: LOGOUT,
          token: session,
        });
        return answer.data?.logout === true || errorCodes(answer).includes('UNAUTHENTICATED');
      } catch {
        return false;
      }
    },
  };
}
