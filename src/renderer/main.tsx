import 'antd/dist/reset.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/create-apollo-client';
import { ShortlistApp } from './app';
import { startErrorReporting } from './lib/error-reporting';
import { SessionToken } from './lib/session/session-token';
import { TeamChoice } from './lib/session/team-choice';
import { createSignal } from './lib/session/signal';
import { getPlatform } from './platform/get-platform';

async function start(): Promise<void> {
  const platform = getPlatform();
  const config = await platform.app.getConfig();
  // Not awaited: the app renders while the SDK loads, if it is to load at all.
  void platform.app
    .getErrorReporting()
    .then(startErrorReporting)
    .catch(() => undefined);
  const token = new SessionToken(platform);
  const teamChoice = new TeamChoice(platform);
  await teamChoice.load();
  const unauthenticated = createSignal();
  const client = createApolloClient({
    apiUrl: config.apiUrl,
    getToken: () => token.get(),
    getTeamId: () => teamChoice.current(),
    onUnauthenticated: () => unauthenticated.emit(),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <ShortlistApp
        client={client}
        platform={platform}
        token={token}
        teamChoice={teamChoice}
        unauthenticated={unauthenticated}
      />
    </StrictMode>,
  );
}

void start();
