import { createContext, useContext } from 'react';
import type { Group } from '../../../shared/users';
import type { CurrentUserQuery } from '../../gql/graphql';

export type CurrentUser = NonNullable<CurrentUserQuery['me']>;

export type Session =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: CurrentUser; group: Group };

export interface SessionApi {
  session: Session;
  /** Stores the token, loads the user and remembers the login type. Null if no user came back. */
  signIn(token: string): Promise<CurrentUser | null>;
  /** Revokes the token on the server (best effort) and forgets everything local. */
  signOut(): Promise<void>;
  /**
   * Makes another of the user's teams the active one, opens its dashboard and reloads what the
   * pages show. Fails (an API error) for a team the user is not in, changing nothing.
   */
  switchTeam(teamId: string): Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used inside <SessionProvider>');
  return api;
}

/** The signed-in user; only for components rendered behind the login guard. */
export function useCurrentUser(): { user: CurrentUser; group: Group } {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useCurrentUser needs a signed-in session');
  return { user: session.user, group: session.group };
}
