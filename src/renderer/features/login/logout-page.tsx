import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { FullPageSpinner } from '../../ui/layout/full-page-status';
import { loginPath } from '../../routing/paths';
import { useSession } from '../../lib/session/session-context';

/** `/{group}/logout`: revoke the token, forget the session, go to the user's group login. */
export function LogoutPage({ group }: { group: Group }) {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  const target = session.status === 'signed-in' ? session.group : group;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate(loginPath(target), { replace: true }));
  }, [navigate, signOut, target]);

  return <FullPageSpinner description={messages.nav.loggingOut} />;
}
