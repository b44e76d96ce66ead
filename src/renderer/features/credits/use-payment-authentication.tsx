import { useApolloClient, useMutation } from '@apollo/client/react';
import { Modal, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import type { PurchaseOutcomeFragment } from '../../gql/graphql';
import { getPlatform, isDesktopApp } from '../../platform/get-platform';
import {
  authenticateLocalPaymentMutation,
  cardSetupQuery,
  confirmPurchaseMutation,
} from './documents';
import { authenticateStripePayment, cardEntryPath } from './stripe-card';

const m = messages.payments;

/**
 * A card payment's authentication step (3-D Secure), for any payment that answered
 * REQUIRES_ACTION (a purchase, a subscription): the payer completes it, then the payment's
 * outcome is asked again. With the local gateway the bank's page is the test dialog here; with
 * Stripe it is Stripe's (`handleNextAction` with the answer's client secret, in the page or in
 * the desktop's card window). Render `dialog`; `authenticate` resolves to the outcome after
 * the step.
 */
export function usePaymentAuthentication(): {
  authenticate: (outcome: PurchaseOutcomeFragment) => Promise<PurchaseOutcomeFragment | undefined>;
  dialog: ReactNode;
} {
  const client = useApolloClient();
  const [authenticateLocally] = useMutation(authenticateLocalPaymentMutation);
  const [confirmPurchase] = useMutation(confirmPurchaseMutation);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const answer = useRef<((approved: boolean) => void) | null>(null);

  const authenticate = async ({
    payment_id: id,
    client_secret: clientSecret,
  }: PurchaseOutcomeFragment) => {
    const { data } = await client.query({ query: cardSetupQuery });
    const publishableKey = data?.paymentSetup.publishable_key;
    const path = cardEntryPath(data?.paymentSetup.gateway, publishableKey, isDesktopApp());
    if (path === 'stripe-inline' || path === 'stripe-window') {
      // The outcome asked below says what became of the payment, whatever the step did.
      if (clientSecret && publishableKey) {
        await authenticateStripePayment({
          path,
          publishableKey,
          clientSecret,
          payments: getPlatform().payments,
        });
      }
    } else {
      const approved = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setPaymentId(id);
      });
      setPaymentId(null);
      await authenticateLocally({ variables: { id, approved } });
    }
    const confirmed = await confirmPurchase({ variables: { id } });
    return confirmed.data?.confirmPurchase;
  };

  const dialog = (
    <Modal
      open={paymentId !== null}
      title={m.authenticateTitle}
      okText={m.authenticateComplete}
      cancelText={m.authenticateFail}
      closable={false}
      maskClosable={false}
      onOk={() => answer.current?.(true)}
      onCancel={() => answer.current?.(false)}
    >
      <Typography.Paragraph>{m.authenticateBody}</Typography.Paragraph>
    </Modal>
  );
  return { authenticate, dialog };
}
