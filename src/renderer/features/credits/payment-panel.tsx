import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { apiFailure } from '../../apollo/api-failure';
import { useToast } from '../../ui/toast';
import { CardModal } from './card-modal';
import {
  authenticateLocalPaymentMutation,
  confirmPurchaseMutation,
  paymentInfoQuery,
  purchaseCreditsMutation,
} from './documents';

const m = messages.payments;

type Outcome = {
  status: string;
  payment_id: string;
  balance?: number | null;
  message?: string | null;
};

/**
 * How the order is paid (the brief's payment buttons): with a saved card, `Payment Online`
 * after 'Are you sure to process this payment?'; without one, `Add Payment Info` opens the
 * card form, then `PAY`. A card that asks for authentication gets the test 3-D Secure step.
 * Success says 'Credits added!' and `onPaid` refreshes the page; a refusal shows the card
 * issuer's reason and adds nothing.
 */
export function PaymentPanel({
  qty,
  promo,
  disabled,
  onPaid,
}: {
  qty: number;
  promo: string | null;
  disabled: boolean;
  onPaid: () => void;
}) {
  const toast = useToast();
  const info = useQuery(paymentInfoQuery, { fetchPolicy: 'network-only' });
  const [purchase] = useMutation(purchaseCreditsMutation);
  const [confirmPurchase] = useMutation(confirmPurchaseMutation);
  const [authenticate] = useMutation(authenticateLocalPaymentMutation);
  const [cardOpen, setCardOpen] = useState(false);
  const [justAdded, setJustAdded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState<string | null>(null);

  const finish = (outcome: Outcome | undefined) => {
    if (outcome?.status === 'SUCCEEDED') {
      void toast.success(m.creditsAdded, 3);
      setFailure(null);
      onPaid();
    } else if (outcome?.status === 'REQUIRES_ACTION') {
      setAuthenticating(outcome.payment_id);
    } else {
      setFailure(outcome?.message ?? m.declined);
    }
  };

  const pay = async () => {
    setConfirming(false);
    setPaying(true);
    setFailure(null);
    try {
      // One key per attempt: a retried request after a lost answer is the same payment.
      const key = crypto.randomUUID();
      const answer = await purchase({
        variables: { input: { qty, promo: promo ?? null, idempotency_key: key } },
      });
      finish(answer.data?.purchaseCredits);
    } catch (error) {
      setFailure(apiFailure(error).message);
    } finally {
      setPaying(false);
    }
  };

  const authenticated = async (approved: boolean) => {
    const id = authenticating;
    setAuthenticating(null);
    if (!id) return;
    setPaying(true);
    try {
      await authenticate({ variables: { id, approved } });
      const answer = await confirmPurchase({ variables: { id } });
      finish(answer.data?.confirmPurchase);
    } catch (error) {
      setFailure(apiFailure(error).message);
    } finally {
      setPaying(false);
    }
  };

  if (info.loading && !info.data) return <Skeleton.Button active block />;
  if (info.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={messages.common.somethingWentWrong}
        action={
          <Button size="small" onClick={() => void info.refetch()}>
            {messages.nav.retry}
          </Button>
        }
      />
    );
  }
  if (info.data?.paymentSetup.gateway === 'NONE') {
    return <Alert type="info" showIcon title={m.notConfigured} />;
  }
  const card = info.data?.defaultPaymentMethod ?? null;

  return (
    <Flex vertical gap={12}>
      {card ? (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text>
            {m.savedCard(card.brand, card.last4, card.exp_month, card.exp_year)}
          </Typography.Text>
          <Button type="link" onClick={() => setCardOpen(true)} style={{ paddingInline: 0 }}>
            {m.updateCard}
          </Button>
        </Flex>
      ) : null}
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
      {card ? (
        <Button
          type="primary"
          size="large"
          block
          disabled={disabled}
          loading={paying}
          onClick={() => (justAdded ? void pay() : setConfirming(true))}
        >
          {justAdded ? m.pay : m.payOnline}
        </Button>
      ) : (
        <Button type="primary" size="large" block onClick={() => setCardOpen(true)}>
          {m.addPaymentInfo}
        </Button>
      )}
      <Modal
        open={confirming}
        title={m.confirmPayment}
        okText={m.continue}
        cancelText={m.cancel}
        onOk={() => void pay()}
        onCancel={() => setConfirming(false)}
      />
      <Modal
        open={authenticating !== null}
        title={m.authenticateTitle}
        okText={m.authenticateComplete}
        cancelText={m.authenticateFail}
        closable={false}
        maskClosable={false}
        onOk={() => void authenticated(true)}
        onCancel={() => void authenticated(false)}
      >
        <Typography.Paragraph>{m.authenticateBody}</Typography.Paragraph>
      </Modal>
      <CardModal
        open={cardOpen}
        onClose={() => setCardOpen(false)}
        onSaved={() => {
          setCardOpen(false);
          setJustAdded(true);
          void toast.success(m.paymentInfoUpdated, 3);
          void info.refetch();
        }}
      />
    </Flex>
  );
}
