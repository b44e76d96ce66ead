import { Navigate } from 'react-router-dom';
import { useSession } from '../lib/session/session-context';
import { FullPageSpinner, SessionErrorPage } from '../ui/layout/full-page-status';
import { dashboardPath, loginPath } from './paths';

/** `/`: a signed-in user's dashboard (company → employer, agency → agency, else candidate), else candidate login. */
export function RootRedirect() {
  const { session } = useSession();
  switch (session.status) {
    case 'loading':
      return <FullPageSpinner />;
    case 'error':
      return <SessionErrorPage retry={session.retry} />;
    case 'signed-in':
      return <Navigate replace to={dashboardPath(session.group)} />;
    default:
      return <Navigate replace to={loginPath('candidate')} />;
  }
}
