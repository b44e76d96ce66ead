import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DesktopBridge } from '../../../shared/bridge';
import { messages } from '../../../shared/messages';
import { GROUPS, groupOf, type Group } from '../../../shared/users';
import { isUnauthenticated } from '../../apollo/create-apollo-client';
import { useToast } from '../../ui/toast';
import { dashboardPath, groupFromPath, loginPath, returnPathFor } from '../../routing/paths';
import { currentUserQuery, userTeamQuery } from './documents';
import { SessionContext, type CurrentUser, type Session, type SessionApi } from './session-context';
import type { SessionToken } from './session-token';
import type { TeamChoice } from './team-choice';
import type { Signal } from './signal';

interface SessionProviderProps {
  platform: DesktopBridge;
  token: SessionToken;
  /** The team the user acts for, as remembered between runs. */
  teamChoice: TeamChoice;
  /** Fired by the Apollo error link when the API answers `Unauthenticated.`. */
  unauthenticated: Signal;
  children: ReactNode;
}

function isGroup(value: string | null): value is Group {
  return (GROUPS as readonly string[]).includes(value ?? '');
}

/**
 * Owns the session: whether a token exists, the signed-in user (the `me` query, kept in
 * the Apollo cache so later profile mutations update it), and what happens when the
 * server stops accepting the token.
 */
export function SessionProvider({
  platform,
  token,
  teamChoice,
  unauthenticated,
  children,
}: SessionProviderProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [hasToken, setHasToken] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void token.exists().then((exists) => {
      if (live) setHasToken(exists);
    });
    return () => {
      live = false;
    };
  }, [token]);

  const me = useQuery(currentUserQuery, { skip: hasToken !== true });

  const expireSession = useExpireSession(platform, token, setHasToken);

  useEffect(
    () => unauthenticated.subscribe(() => void expireSession()),
    [unauthenticated, expireSession],
  );

  // A token the server answers `me: null` for is as dead as an `Unauthenticated.` one.
  const meIsNull = hasToken === true && me.dataState === 'complete' && me.data.me === null;
  useEffect(() => {
    if (meIsNull) void expireSession();
  }, [meIsNull, expireSession]);

  const signIn = useCallback(
    async (accessToken: string): Promise<CurrentUser | null> => {
      await token.set(accessToken);
      try {
        const { data } = await client.query({
          query: currentUserQuery,
          fetchPolicy: 'network-only',
        });
        const user = data?.me ?? null;
        if (!user) {
          await token.signOut();
          return null;
        }
        // The brief's login type: candidate for FREELANCER, employer for COMPANY, the
        // team's type for a GUEST; which is exactly the user's group.
        await platform.preferences.set('loginType', groupOf(user.type, user.teamType));
        setHasToken(true);
        return user;
      } catch (error) {
        await token.signOut();
        throw error;
      }
    },
    [client, platform, token],
  );

  // The platform ends the session on the server (the desktop later, if it cannot reach it now).
  const signOut = useCallback(async () => {
    await token.signOut();
    setHasToken(false);
    await client.clearStore();
    await teamChoice.choose(null);
  }, [client, teamChoice, token]);

  /**
   * Acts for another of the user's teams: the server confirms the membership ('Could not find
   * the team' otherwise), the choice is remembered, the new team's dashboard opens and every
   * query is asked again for it. The new team may be of another kind (a GUEST acts under its
   * team's type), hence its group. Navigating happens here, in a component that stays mounted
   * while the store reloads (the pages and the switcher itself are not).
   */
  const switchTeam = useCallback(
    async (teamId: string): Promise<void> => {
      const { data } = await client.query({
        query: userTeamQuery,
        variables: { team_id: teamId },
        fetchPolicy: 'network-only',
      });
      const user = me.data?.me;
      if (!data || !user) throw new Error('No team came back');
      await teamChoice.choose(teamId);
      navigate(dashboardPath(groupOf(user.type, data.userTeam.team.type)));
      await client.resetStore();
    },
    [client, me.data, navigate, teamChoice],
  );

  const { refetch } = me;
  const session = useMemo((): Session => {
    if (hasToken === undefined) return { status: 'loading' };
    if (!hasToken) return { status: 'anonymous' };
    if (me.error) {
      // An unauthenticated answer is being handled by expireSession.
      if (isUnauthenticated(me.error)) return { status: 'loading' };
      return { status: 'error', retry: () => void refetch() };
    }
    const user = me.data?.me;
    if (!user) return { status: 'loading' };
    return { status: 'signed-in', user, group: groupOf(user.type, user.teamType) };
  }, [hasToken, me.error, me.data, refetch]);

  const api = useMemo(
    (): SessionApi => ({ session, signIn, signOut, switchTeam }),
    [session, signIn, signOut, switchTeam],
  );

  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

/**
 * What happens when the server no longer accepts the token: forget it, say so ('You have
 * been logged out...', a link back), and go to the group's login with the way back. Runs
 * once at a time.
 */
function useExpireSession(
  platform: SessionProviderProps['platform'],
  token: SessionProviderProps['token'],
  setHasToken: (hasToken: boolean) => void,
) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const message = useToast();
  // Read inside callbacks without re-subscribing on every navigation.
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);
  const expiring = useRef(false);

  return useCallback(async () => {
    if (expiring.current) return;
    expiring.current = true;
    try {
      const remembered = await platform.preferences.get('loginType');
      const here = locationRef.current;
      const group = isGroup(remembered)
        ? remembered
        : (groupFromPath(here.pathname) ?? 'candidate');
      await token.signOut();
      const login = loginPath(group, returnPathFor(here.pathname, here.search));
      navigate(login, { replace: true });
      setHasToken(false);
      await client.clearStore();
      void message.open({
        key: 'logged-out',
        type: 'warning',
        duration: 5,
        content: (
          <span role="link" style={{ cursor: 'pointer' }}>
            {messages.auth.loggedOut}
          </span>
        ),
        onClick: () => {
          message.destroy('logged-out');
          // Wherever the user went meanwhile, the toast's promise is the login page.
          navigate(login);
        },
      });
    } finally {
      expiring.current = false;
    }
  }, [client, message, navigate, platform, token, setHasToken]);
}
