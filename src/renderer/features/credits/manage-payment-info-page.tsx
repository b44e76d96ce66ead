import { useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { useToast } from '../../ui/toast';
import { BillingForm } from './billing-form';
import { CardModal } from './card-modal';
import { paymentInfoPageQuery } from './documents';
import { BuyersOnly } from './buyers-only';

const m = messages.payments;

/**
 * `manage-payment-info` (employer admins): who the team is billed to, and its card, masked,
 * with Update Card Information. Members are sent to the 404, as the brief says.
 */
export function ManagePaymentInfoPage() {
  return (
    <BuyersOnly>
      <PaymentInfo />
    </BuyersOnly>
  );
}

function PaymentInfo() {
  const { token } = theme.useToken();
  const info = useQuery(paymentInfoPageQuery, { fetchPolicy: 'network-only' });
  const [cardOpen, setCardOpen] = useState(false);
  const toast = useToast();
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
        {info.data?.paymentSetup.gateway === 'NONE' ? (
          <Typography.Paragraph>{m.notConfigured}</Typography.Paragraph>
        ) : (
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Typography.Text>
              {card
                ? m.savedCard(card.brand, card.last4, card.exp_month, card.exp_year)
                : m.noSavedCard}
            </Typography.Text>
            <Button onClick={() => setCardOpen(true)}>
              {card ? m.updateCard : m.addPaymentInfo}
            </Button>
          </Flex>
        )}
      </Card>
      <CardModal
        open={cardOpen}
        onClose={() => setCardOpen(false)}
        onSaved={() => {
          setCardOpen(false);
          void toast.success(m.paymentInfoUpdated, 3);
          void info.refetch();
        }}
      />
    </Flex>
  );
}
