import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { messages } from '../../../shared/messages';
import { apiFailure } from '../../apollo/api-failure';
import { getPlatform, isDesktopApp } from '../../platform/get-platform';
import {
  cardSetupQuery,
  createLocalPaymentMethodMutation,
  updatePaymentMethodMutation,
} from './documents';
import { cardBillingDetails, cardEntryPath, collectCardInWindow } from './stripe-card';
import { StripeCardField, type StripeCardFieldHandle } from './stripe-card-field';

const m = messages.payments;

/** `MM/YY` to a month and a four-digit year; null when it is not one. */
function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/**
 * The card form: a payment method made from the payer's card becomes the team's card
 * (`updatePaymentMethod`). Which form depends on the gateway (docs/payments.md "Card entry with
 * Stripe"): Stripe Elements in the page in a browser, Stripe in the desktop's locked card window,
 * or the local gateway's test-card form.
 */
export function CardModal(props: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const setup = useQuery(cardSetupQuery, { skip: !props.open });
  const path = cardEntryPath(
    setup.data?.paymentSetup.gateway,
    setup.data?.paymentSetup.publishable_key,
    isDesktopApp(),
  );
  if (props.open && setup.loading && !setup.data) {
    return (
      <Modal open title={m.cardTitle} footer={null} onCancel={props.onClose}>
        <Skeleton active />
      </Modal>
    );
  }
  if (path === 'stripe-inline' || path === 'stripe-window') {
    return (
      <StripeCardModal
        {...props}
        path={path}
        publishableKey={setup.data!.paymentSetup.publishable_key!}
        billing={setup.data?.billingDetails ?? null}
      />
    );
  }
  return <LocalCardModal {...props} />;
}

/** Stripe: Elements here (a browser) or the desktop's card window. */
function StripeCardModal({
  open,
  onClose,
  onSaved,
  path,
  publishableKey,
  billing,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  path: 'stripe-inline' | 'stripe-window';
  publishableKey: string;
  billing: Parameters<typeof cardBillingDetails>[0];
}) {
  const field = useRef<StripeCardFieldHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveCard] = useMutation(updatePaymentMethodMutation);
  const billingDetails = cardBillingDetails(billing);

  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      const outcome =
        path === 'stripe-window'
          ? await collectCardInWindow(getPlatform().payments, publishableKey, billingDetails)
          : await field.current?.createPaymentMethod(billingDetails);
      // The card field shows its own error; the window's refusals show here.
      if (!outcome) return;
      if (!outcome.ok) {
        if (path === 'stripe-window') setError(outcome.message);
        return;
      }
      await saveCard({ variables: { input: { payment_method_id: outcome.paymentMethodId } } });
      onSaved();
    } catch (failure) {
      const { fields, message } = apiFailure(failure);
      setError(fields['card']?.[0] ?? fields['payment_method']?.[0] ?? message ?? m.updateFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={m.cardTitle}
      okText={path === 'stripe-window' ? m.enterCard : m.saveCard}
      cancelText={m.cancel}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {path === 'stripe-window' ? (
        <Typography.Paragraph>{m.cardWindowIntro}</Typography.Paragraph>
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
          <StripeCardField
            ref={field}
            publishableKey={publishableKey}
            hidePostalCode={billingDetails.postalCode !== null}
          />
        </Form>
      )}
    </Modal>
  );
}

/**
 * The card form of the local gateway (the desktop app and web mode without Stripe): the
 * card's details go to the server, which takes Stripe's test numbers only, and come back as a
 * payment method that becomes the team's card. Nothing is kept here once it closes.
 */
function LocalCardModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ number: string; expiry: string; cvc: string }>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [createCard] = useMutation(createLocalPaymentMethodMutation);
  const [saveCard] = useMutation(updatePaymentMethodMutation);

  const submit = async () => {
    const values = await form.validateFields();
    const expiry = parseExpiry(values.expiry);
    if (!expiry) {
      form.setFields([{ name: 'expiry', errors: [m.expiryInvalid] }]);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const created = await createCard({
        variables: {
          input: {
            number: values.number,
            exp_month: expiry.month,
            exp_year: expiry.year,
            cvc: values.cvc.trim(),
          },
        },
      });
      const id = created.data?.createLocalPaymentMethod;
      if (!id) throw new Error('no payment method');
      await saveCard({ variables: { input: { payment_method_id: id } } });
      form.resetFields();
      onSaved();
    } catch (failure) {
      const { fields, message } = apiFailure(failure);
      setError(fields['card']?.[0] ?? fields['payment_method']?.[0] ?? message ?? m.updateFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={m.cardTitle}
      okText={m.saveCard}
      cancelText={m.cancel}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        setError(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{m.testCardsOnly}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <Form.Item
          name="number"
          label={m.cardNumber}
          rules={[{ required: true, message: m.cardNumberRequired }]}
        >
          <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item
            name="expiry"
            label={m.expiry}
            rules={[{ required: true, message: m.expiryInvalid }]}
            style={{ flex: 1 }}
          >
            <Input autoComplete="cc-exp" placeholder="04/30" />
          </Form.Item>
          <Form.Item
            name="cvc"
            label={m.cvc}
            rules={[{ required: true, message: m.cvcInvalid }]}
            style={{ flex: 1 }}
          >
            <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
          </Form.Item>
        </div>
        {/* Enter submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
