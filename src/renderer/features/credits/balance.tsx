import { useQuery } from '@apollo/client/react';
import { Skeleton, Statistic, theme } from 'antd';
import { messages } from '../../../shared/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { currentCreditQuery } from '../account';

/**
 * The team's job posts left, as 'N Job Post(s) Available' (My Account, Purchase Job Posts).
 * Spending and buying change it elsewhere, so it is always asked afresh.
 */
export function Balance() {
  const { token } = theme.useToken();
  const credit = useQuery(currentCreditQuery, { fetchPolicy: 'network-only' });
  const balance = credit.data?.currentCredit.balance;
  if (credit.error) {
    return (
      <RetryAlert
        title={messages.common.somethingWentWrong}
        onRetry={() => void credit.refetch()}
      />
    );
  }
  if (balance === undefined) return <Skeleton active paragraph={false} title={{ width: 220 }} />;
  return (
    <Statistic
      value={balance}
      formatter={() => messages.credits.available(balance)}
      valueStyle={{ color: balance > 0 ? token.colorPrimary : token.colorWarningText }}
    />
  );
}
