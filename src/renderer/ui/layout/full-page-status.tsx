import { Spin } from 'antd';
import { lazy } from 'react';
import { messages } from '../../../shared/messages';

export function FullPageSpinner({
  description = messages.common.loading,
}: {
  description?: string;
}) {
  return (
    <div
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" description={description}>
        <div style={{ width: 160, height: 80 }} />
      </Spin>
    </div>
  );
}

// Rarely shown, so it stays out of the first chunk.
export const SessionErrorPage = lazy(() =>
  import('../../routing/session-error-page').then((m) => ({ default: m.SessionErrorPage })),
);
