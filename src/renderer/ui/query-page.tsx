import { Button, Card, Result, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../shared/messages';
import { apiFailure } from '../apollo/api-failure';
import { dashboardPath } from '../routing/paths';
import type { Group } from '../../shared/users';
import { ButtonLink } from './button-link';
import { VisuallyHidden } from './visually-hidden';

/**
 * A page that shows one thing the API answers (a profile, …) in a card: a skeleton while it
 * loads; when it cannot be shown, `notFound` (NOT_FOUND or FORBIDDEN) or `failed` with a
 * retry (and, when rate limited, the limiter's sentence), each with the way back to the
 * dashboard; else `children()`.
 */
export function QueryPage<T>({
  data,
  loading,
  error,
  onRetry,
  group,
  notFound,
  failed,
  children,
}: {
  data: T | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  group: Group;
  notFound: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { token } = theme.useToken();
  let body: ReactNode;
  if (data) {
    body = children(data);
  } else if (loading || !error) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </div>
    );
  } else {
    const failure = apiFailure(error);
    const missing = failure.code === 'NOT_FOUND' || failure.code === 'FORBIDDEN';
    body = (
      <Result
        status="warning"
        title={missing ? notFound : failed}
        // The request limit (docs/security.md G15): say so, rather than only that it failed.
        subTitle={failure.code === 'RATE_LIMITED' ? failure.message : undefined}
        extra={[
          missing ? null : (
            <Button key="retry" onClick={onRetry}>
              {messages.nav.retry}
            </Button>
          ),
          <ButtonLink key="back" type="primary" to={dashboardPath(group)}>
            {messages.nav.backToDashboard}
          </ButtonLink>,
        ]}
      />
    );
  }
  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 960 }}>
      {body}
    </Card>
  );
}
