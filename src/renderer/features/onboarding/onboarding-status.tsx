import { Button, Card, Result, Skeleton, theme } from 'antd';
import { messages } from '../../../shared/messages';

/** While a complete-profile page loads what its form offers. */
export function OnboardingLoading() {
  const { token } = theme.useToken();
  return (
    <Card
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary, maxWidth: 860, margin: '0 auto' }}
    >
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

/** The page could not load what its form needs. */
export function OnboardingLoadFailed({ retry }: { retry: () => void }) {
  return (
    <Result
      status="warning"
      title={messages.common.somethingWentWrong}
      subTitle={messages.onboardingPages.listsFailed}
      extra={
        <Button type="primary" onClick={retry}>
          {messages.nav.retry}
        </Button>
      }
    />
  );
}
