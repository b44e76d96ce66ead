import { useQuery } from '@apollo/client/react';
import { Card, Flex, Skeleton, Typography, theme } from 'antd';
import { messages } from '../../../shared/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { BillingForm } from './billing-form';
import { SavedCard } from './saved-card';
import { paymentInfoPageQuery } from './documents';
import { BillingAdminsOnly } from './buyers-only';

const m = messages.payments;

/**
 * `manage-payment-info` (employer admins, approved or not): who the team is billed to, and its card, masked,
 * with Update Card Information. Members are sent to the 404, as the brief says.
 */
export function ManagePaymentInfoPage() {
  return (
    <BillingAdminsOnly>
      <PaymentInfo />
    </BillingAdminsOnly>
  );
}

function PaymentInfo() {
  const { token } = theme.useToken();
  const info = useQuery(paymentInfoPageQuery, { fetchPolicy: 'network-only' });
  const card = info.data?.defaultPaymentMethod ?? null;
  const style = { boxShadow: token.boxShadowTertiary };

  let body;
  if (info.error && !info.data) {
    body = (
      <RetryAlert title={messages.common.somethingWentWrong} onRetry={() => void info.refetch()} />
    );
  } else if (!info.data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <BillingForm details={info.data.billingDetails ?? null} onSaved={() => void info.refetch()} />
    );
  }

  return (
    <Flex vertical gap={24} style={{ maxWidth: 760 }}>
      <Card variant="borderless" style={style}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {m.manageTitle}
        </Typography.Title>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {m.billingTitle}
        </Typography.Title>
        {body}
      </Card>
      <Card variant="borderless" style={style}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {m.cardSection}
        </Typography.Title>
        <SavedCard
          card={card}
          gateway={info.data?.paymentSetup.gateway}
          onSaved={() => void info.refetch()}
        />
      </Card>
    </Flex>
  );
}
