import type { ReactNode } from 'react';
import { useSession, type Session } from '../lib/session/session-context';
import { FullPageSpinner, SessionErrorPage } from '../ui/layout/full-page-status';

export type KnownSession = Extract<Session, { status: 'anonymous' | 'signed-in' }>;

/**
 * What every route decision waits for: the spinner while the session loads, the error page
 * (with retry) when it could not be read, and `children` once it is known.
 */
export function WhenSessionKnown({ children }: { children: (session: KnownSession) => ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'error') return <SessionErrorPage retry={session.retry} />;
  return children(session);
}
