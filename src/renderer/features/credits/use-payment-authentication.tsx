import { useMutation } from '@apollo/client/react';
import { Modal, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import type { PurchaseOutcomeFragment } from '../../gql/graphql';
import { authenticateLocalPaymentMutation, confirmPurchaseMutation } from './documents';

const m = messages.payments;

/**
 * A card payment's authentication step (3-D Secure), for any payment that answered
 * REQUIRES_ACTION (a purchase, a subscription): the payer completes it, then the payment's
 * outcome is asked again. With the local gateway the bank's page is the test dialog here.
 * Render `dialog`; `authenticate` resolves to the outcome after the step.
 */
export function usePaymentAuthentication(): {
  authenticate: (paymentId: string) => Promise<PurchaseOutcomeFragment | undefined>;
  dialog: ReactNode;
} {
  const [authenticateLocally] = useMutation(authenticateLocalPaymentMutation);
  const [confirmPurchase] = useMutation(confirmPurchaseMutation);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const answer = useRef<((approved: boolean) => void) | null>(null);

  const authenticate = async (id: string) => {
    const approved = await new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setPaymentId(id);
    });
    setPaymentId(null);
    await authenticateLocally({ variables: { id, approved } });
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
