import { createContext, useContext, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import type { Group } from '../../shared/users';
import { useSession } from '../lib/session/session-context';
import { dashboardPath, groupPath, loginPath, safeRedirectPath } from './paths';
import { WhenSessionKnown } from './when-session-known';

/** Set by GuestOnly for its page: see `useContinueAfterSignIn`. */
const AfterSignInContext = createContext<(path: string) => void>(() => {});

/**
 * For a guest-only page that signs the user in itself (registration): names the page the
 * user goes on to once the session exists, instead of the dashboard. Call it just before
 * signing in.
 */
export function useContinueAfterSignIn(): (path: string) => void {
  return useContext(AfterSignInContext);
}

/**
 * Login and register are for signed-out users. A signed-in user goes on to the page the
 * signing-in page named (`useContinueAfterSignIn`), else `redirectTo`, when it is a page
 * of their own group, else to their dashboard; which is also how a successful login or
 * registration leaves its page.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  // React state rather than router state: set before signing in, it is applied no later
  // than the session's own update, whereas a navigation is a transition that may lag it.
  const [afterSignIn, setAfterSignIn] = useState<string | null>(null);
  return (
    <WhenSessionKnown>
      {(session) =>
        session.status === 'signed-in' ? (
          <Navigate
            replace
            to={
              safeRedirectPath(afterSignIn, session.group) ??
              safeRedirectPath(params.get('redirectTo'), session.group) ??
              dashboardPath(session.group)
            }
          />
        ) : (
          <AfterSignInContext.Provider value={setAfterSignIn}>
            {children}
          </AfterSignInContext.Provider>
        )
      }
    </WhenSessionKnown>
  );
}

/**
 * A signed-in user inside another group's pages gets their own group's 404 (brief,
 * section 2). A GUEST's group is its team's type, so it passes in that group.
 */
export function GroupGuard({ group }: { group: Group }) {
  return (
    <WhenSessionKnown>
      {(session) =>
        session.status === 'signed-in' && session.group !== group ? (
          <Navigate replace to={groupPath(session.group, '404')} />
        ) : (
          <Outlet />
        )
      }
    </WhenSessionKnown>
  );
}

/** Login-required pages send an anonymous user to the group's login, to come back after. */
export function RequireSignIn({ group }: { group: Group }) {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'signed-in') return <Outlet />;
  return <Navigate replace to={loginPath(group, location.pathname + location.search)} />;
}
