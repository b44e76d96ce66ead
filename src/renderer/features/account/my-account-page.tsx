import { Alert, Button, Card, Skeleton, Statistic, Typography, theme } from 'antd';
import { useQuery } from '@apollo/client/react';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/session/session-context';
import { organisationName } from '../../lib/session/active-team';
import { currentCreditQuery } from './documents';

/**
 * `/employer/account` (My Account): the company's name and its job posts left, as
 * 'N Job Post(s) Available'. The brief's edit-profile link (admins only) arrives with the
 * profile pages, so no link leads to a page that does not exist yet.
 */
export function MyAccountPage() {
  const { user, group } = useCurrentUser();
  const { token } = theme.useToken();
  // Spending and buying change it elsewhere: always asked afresh.
  const credit = useQuery(currentCreditQuery, { fetchPolicy: 'network-only' });
  const balance = credit.data?.currentCredit.balance;

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {messages.nav.myAccount}
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 20, fontWeight: 600 }}>
        {organisationName(user, group)}
      </Typography.Title>
      {credit.error ? (
        <Alert
          type="error"
          showIcon
          title={messages.common.somethingWentWrong}
          action={
            <Button size="small" onClick={() => void credit.refetch()}>
              {messages.nav.retry}
            </Button>
          }
        />
      ) : balance === undefined ? (
        <Skeleton active paragraph={false} title={{ width: 220 }} />
      ) : (
        <Statistic
          value={balance}
          formatter={() => messages.credits.available(balance)}
          valueStyle={{ color: balance > 0 ? token.colorPrimary : token.colorWarning }}
        />
      )}
    </Card>
  );
}
