import { Navigate } from 'react-router-dom';
import { dashboardPath, loginPath } from './paths';
import { WhenSessionKnown } from './when-session-known';

/** `/`: a signed-in user's dashboard (company → employer, agency → agency, else candidate), else candidate login. */
export function RootRedirect() {
  return (
    <WhenSessionKnown>
      {(session) => (
        <Navigate
          replace
          to={
            session.status === 'signed-in' ? dashboardPath(session.group) : loginPath('candidate')
          }
        />
      )}
    </WhenSessionKnown>
  );
}
