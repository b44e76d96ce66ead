import { Button, Result } from 'antd';
import { messages } from '../../shared/messages';

/** The session could not be checked (server unreachable, unexpected answer). */
export function SessionErrorPage({ retry }: { retry: () => void }) {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Result
        status="warning"
        title={messages.common.somethingWentWrong}
        subTitle={messages.nav.sessionLoadFailed}
        extra={
          <Button type="primary" onClick={retry}>
            {messages.nav.retry}
          </Button>
        }
      />
    </div>
  );
}
