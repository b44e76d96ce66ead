import { useMutation, useQuery } from '@apollo/client/react';
import type { PurchaseOutcomeFragment } from '../../gql/graphql';
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { purchaseFailure } from './purchase-failure';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../../lib/session/session-context';
import { organisationName } from '../../lib/session/active-team';
import { CardModal } from './card-modal';
import { CreditAccountForm } from './credit-account-form';
import { usePaymentAuthentication } from './use-payment-authentication';
import { paymentInfoQuery, purchaseCreditsMutation, purchaseOnAccountMutation } from './documents';

const m = messages.payments;
const c = messages.credits;

type Outcome = PurchaseOutcomeFragment;

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
  total,
  disabled,
  onPaid,
}: {
  qty: number;
  promo: string | null;
  /** The order's total as the cart shows it, for the on-account confirmation. */
  total: string;
  disabled: boolean;
  onPaid: () => void;
}) {
  const toast = useToast();
  const info = useQuery(paymentInfoQuery, { fetchPolicy: 'network-only' });
  const { paying, failure, pay, payOnAccount, authenticationDialog } = usePurchase(
    qty,
    promo,
    onPaid,
  );
  const [cardOpen, setCardOpen] = useState(false);
  const [justAdded, setJustAdded] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (info.loading && !info.data) return <Skeleton.Button active block />;
  if (info.error) {
    return (
      <RetryAlert title={messages.common.somethingWentWrong} onRetry={() => void info.refetch()} />
    );
  }
  const cardPayments = info.data?.paymentSetup.gateway !== 'NONE';
  const card = info.data?.defaultPaymentMethod ?? null;
  const account = info.data?.creditAccount?.status ?? null;

  return (
    <Flex vertical gap={12}>
      {!cardPayments ? <Alert type="info" showIcon title={m.notConfigured} /> : null}
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
      {!cardPayments ? null : card ? (
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
      <CreditAccountOption
        account={account}
        total={total}
        disabled={disabled}
        paying={paying}
        onPay={() => void payOnAccount()}
        onApplied={() => void info.refetch()}
      />
      <Modal
        open={confirming}
        title={m.confirmPayment}
        okText={m.continue}
        cancelText={m.cancel}
        onOk={() => {
          setConfirming(false);
          void pay();
        }}
        onCancel={() => setConfirming(false)}
      />
      {authenticationDialog}
      <CardModal
        withBilling
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

/**
 * Paying by card or on account: busy while it runs, the bank's 3-D Secure step when the card
 * asks for it, 'Credits added!' and `onPaid` on success, else the reason it failed.
 */
function usePurchase(qty: number, promo: string | null, onPaid: () => void) {
  const toast = useToast();
  const [purchase] = useMutation(purchaseCreditsMutation);
  const { authenticate, dialog: authenticationDialog } = usePaymentAuthentication();
  const [purchaseOnAccount] = useMutation(purchaseOnAccountMutation);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const finish = async (outcome: Outcome | undefined) => {
    if (outcome?.status === 'REQUIRES_ACTION') {
      // Nothing is loading behind the bank's step.
      setPaying(false);
      outcome = await authenticate(outcome);
    }
    if (outcome?.status === 'SUCCEEDED') {
      void toast.success(m.creditsAdded, 3);
      setFailure(null);
      onPaid();
    } else {
      setFailure(outcome?.message ?? m.declined);
    }
  };

  const pay = async () => {
    setPaying(true);
    setFailure(null);
    try {
      // One key per attempt: a retried request after a lost answer is the same payment.
      const key = crypto.randomUUID();
      const answer = await purchase({
        variables: { input: { qty, promo: promo ?? null, idempotency_key: key } },
      });
      await finish(answer.data?.purchaseCredits);
    } catch (error) {
      setFailure(purchaseFailure(error));
    } finally {
      setPaying(false);
    }
  };

  const payOnAccount = async () => {
    setPaying(true);
    setFailure(null);
    try {
      const answer = await purchaseOnAccount({
        variables: { input: { qty, promo: promo ?? null, idempotency_key: crypto.randomUUID() } },
      });
      await finish(answer.data?.purchaseOnAccount);
    } catch (error) {
      setFailure(purchaseFailure(error));
    } finally {
      setPaying(false);
    }
  };

  return { paying, failure, pay, payOnAccount, authenticationDialog };
}

/**
 * Purchase on Account (after its confirmation) once the credit account is approved; a
 * pending one says so; else Apply for Credit Account opens its form.
 */
function CreditAccountOption({
  account,
  total,
  disabled,
  paying,
  onPay,
  onApplied,
}: {
  account: string | null;
  total: string;
  disabled: boolean;
  paying: boolean;
  onPay: () => void;
  onApplied: () => void;
}) {
  const { user, group } = useCurrentUser();
  const [confirmingAccount, setConfirmingAccount] = useState(false);
  const [applying, setApplying] = useState(false);
  return (
    <>
      {account === 'APPROVED' ? (
        <Button
          size="large"
          block
          disabled={disabled}
          loading={paying}
          onClick={() => setConfirmingAccount(true)}
        >
          {c.purchaseOnAccount}
        </Button>
      ) : account === 'PENDING' ? (
        <Typography.Text type="secondary">{c.creditAccountPending}</Typography.Text>
      ) : (
        <Button size="large" block onClick={() => setApplying(true)}>
          {c.applyForCreditAccount}
        </Button>
      )}
      <Modal
        open={applying}
        title={c.creditAccountTitle}
        footer={null}
        onCancel={() => setApplying(false)}
        destroyOnHidden
        width={560}
      >
        <CreditAccountForm
          company={organisationName(user, group) ?? ''}
          onCancel={() => setApplying(false)}
          onSubmitted={() => {
            setApplying(false);
            onApplied();
          }}
        />
      </Modal>
      <Modal
        open={confirmingAccount}
        title={c.purchaseOnAccount}
        okText={m.continue}
        cancelText={m.cancel}
        onOk={() => {
          setConfirmingAccount(false);
          onPay();
        }}
        onCancel={() => setConfirmingAccount(false)}
      >
        <Typography.Paragraph>{c.confirmOnAccount(total)}</Typography.Paragraph>
      </Modal>
    </>
  );
}
