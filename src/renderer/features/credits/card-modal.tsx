import { useMutation, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { messages } from '../../../shared/messages';
import {
  billingDetailsSchema,
  type BillingDetailsValues,
} from '../../../shared/validation/credits';
import { apiFailure, formFailure } from '../../apollo/api-failure';
import type { CardSetupQuery } from '../../gql/graphql';
import { getPlatform, isDesktopApp } from '../../platform/get-platform';
import { FormFrame } from '../../ui/form/form-frame';
import { useMutationForm } from '../../ui/form/use-mutation-form';
import { BillingFields, billingDefaults } from './billing-form';
import {
  cardSetupQuery,
  createLocalPaymentMethodMutation,
  updateBillingDetailsMutation,
  updatePaymentMethodMutation,
} from './documents';
import type { CardBillingDetails } from '../../../shared/card-entry';
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
 * One way of entering a card: makes a payment method from it, or answers null having shown
 * why (the brief: the card must be error-free, otherwise focus the card and show the error).
 */
interface CardEntry {
  collect(billing: CardBillingDetails): Promise<string | null>;
}

type Path = ReturnType<typeof cardEntryPath>;

/**
 * The payment modal: a payment method made from the payer's card becomes the team's card
 * (`updatePaymentMethod`). With `withBilling` (the purchase page's modal, the brief's "name,
 * email, phone, billing address, card") it also saves who the team is billed to; pages that
 * show the billing form themselves open it for the card alone. Which card form depends on the
 * gateway (docs/payments.md "Card entry with Stripe"): Stripe Elements in the page in a
 * browser, Stripe in the desktop's locked card window, or the local gateway's test-card form.
 */
export function CardModal(props: {
  open: boolean;
  withBilling?: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const setup = useQuery(cardSetupQuery, { skip: !props.open, fetchPolicy: 'network-only' });
  if (!props.open) return null;
  if (!setup.data) {
    return (
      <Modal open title={m.cardTitle} footer={null} onCancel={props.onClose}>
        {setup.error ? (
          <Alert type="error" showIcon title={messages.common.somethingWentWrong} />
        ) : (
          <Skeleton active />
        )}
      </Modal>
    );
  }
  return <PaymentModal {...props} setup={setup.data} />;
}

function PaymentModal({
  withBilling = false,
  onClose,
  onSaved,
  setup,
}: {
  withBilling?: boolean;
  onClose: () => void;
  onSaved: () => void;
  setup: CardSetupQuery;
}) {
  const publishableKey = setup.paymentSetup.publishable_key ?? '';
  const path = cardEntryPath(setup.paymentSetup.gateway, publishableKey, isDesktopApp());
  const entry = useRef<CardEntry>(null);
  const [saveBilling] = useMutation(updateBillingDetailsMutation);
  const [saveCard] = useMutation(updatePaymentMethodMutation);
  const form = useMutationForm<BillingDetailsValues>({
    resolver: yupResolver(billingDetailsSchema),
    defaultValues: billingDefaults(setup.billingDetails),
    onSubmit: async (values) => {
      const id = await entry.current?.collect(cardBillingDetails(values));
      if (!id) return null;
      try {
        if (withBilling) await saveBilling({ variables: { input: values } });
        await saveCard({ variables: { input: { payment_method_id: id } } });
      } catch (error) {
        return formFailure(error);
      }
      onSaved();
      return null;
    },
  });
  // Without the billing fields, only the card is checked.
  const submit = withBilling
    ? form.submit
    : async () => {
        const values = billingDefaults(setup.billingDetails);
        const id = await entry.current?.collect(cardBillingDetails(values));
        if (!id) return;
        try {
          await saveCard({ variables: { input: { payment_method_id: id } } });
          onSaved();
        } catch (error) {
          form.setError('root', { message: apiFailure(error).message ?? m.updateFailed });
        }
      };
  const [saving, setSaving] = useState(false);
  const send = async () => {
    setSaving(true);
    try {
      await submit();
    } finally {
      setSaving(false);
    }
  };
  const failure = form.failure ?? form.formState.errors.root?.message ?? null;

  return (
    <Modal
      open
      title={m.cardTitle}
      okText={path === 'stripe-window' ? m.enterCard : m.saveCard}
      cancelText={m.cancel}
      confirmLoading={saving}
      onOk={() => void send()}
      onCancel={onClose}
      width={withBilling ? 640 : 520}
      destroyOnHidden
    >
      <FormFrame
        onSubmit={async (event) => {
          event?.preventDefault();
          await send();
        }}
        failure={failure}
        label={m.cardTitle}
      >
        {withBilling ? (
          <>
            <BillingFields control={form.control} />
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {m.cardSection}
            </Typography.Title>
          </>
        ) : null}
        <CardEntryFor path={path} publishableKey={publishableKey} entry={entry} />
        {/* Enter submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </FormFrame>
    </Modal>
  );
}

function CardEntryFor({
  path,
  publishableKey,
  entry,
}: {
  path: Path;
  publishableKey: string;
  entry: Ref<CardEntry>;
}) {
  if (path === 'stripe-inline')
    return <InlineStripeCard ref={entry} publishableKey={publishableKey} />;
  if (path === 'stripe-window')
    return <WindowStripeCard ref={entry} publishableKey={publishableKey} />;
  return <LocalCard ref={entry} />;
}

/** Stripe Elements in the page (a browser); the field shows its own errors and takes the focus. */
function InlineStripeCard({
  ref,
  publishableKey,
}: {
  ref: Ref<CardEntry>;
  publishableKey: string;
}) {
  const field = useRef<StripeCardFieldHandle>(null);
  useImperativeHandle(ref, () => ({
    async collect(billing) {
      const outcome = await field.current?.createPaymentMethod(billing);
      return outcome?.ok ? outcome.paymentMethodId : null;
    },
  }));
  return <StripeCardField ref={field} publishableKey={publishableKey} hidePostalCode />;
}

/** Stripe in the desktop's locked card window; its refusals show here. */
function WindowStripeCard({
  ref,
  publishableKey,
}: {
  ref: Ref<CardEntry>;
  publishableKey: string;
}) {
  const [error, setError] = useState<string | null>(null);
  useImperativeHandle(ref, () => ({
    async collect(billing) {
      setError(null);
      const outcome = await collectCardInWindow(getPlatform().payments, publishableKey, billing);
      // Null: the payer closed the window.
      if (!outcome) return null;
      if (outcome.ok) return outcome.paymentMethodId;
      setError(outcome.message);
      return null;
    },
  }));
  return (
    <>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Typography.Paragraph>{m.cardWindowIntro}</Typography.Paragraph>
    </>
  );
}

/**
 * The local gateway's card fields (the desktop app and web mode without Stripe): the card's
 * details go to the server, which takes Stripe's test numbers only, and come back as a payment
 * method. A refused card shows its reason on the number, which takes the focus.
 */
function LocalCard({ ref }: { ref: Ref<CardEntry> }) {
  const [form] = Form.useForm<{ number: string; expiry: string; cvc: string }>();
  const [createCard] = useMutation(createLocalPaymentMethodMutation);
  useImperativeHandle(ref, () => ({
    async collect() {
      const values = await form.validateFields().catch(() => null);
      if (!values) return null;
      const expiry = parseExpiry(values.expiry);
      if (!expiry) {
        form.setFields([{ name: 'expiry', errors: [m.expiryInvalid] }]);
        return null;
      }
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
        return created.data?.createLocalPaymentMethod ?? null;
      } catch (failure) {
        const { fields, message } = apiFailure(failure);
        const refusal = fields['card']?.[0] ?? message;
        // The card's reason on the part of it that is wrong; the card has the focus.
        const name =
          refusal === m.expiryInvalid ? 'expiry' : refusal === m.cvcInvalid ? 'cvc' : 'number';
        form.setFields([{ name, errors: [refusal] }]);
        form.focusField(name);
        return null;
      }
    },
  }));
  return (
    <Form form={form} component={false} layout="vertical" requiredMark={false}>
      <Typography.Paragraph type="secondary">{m.testCardsOnly}</Typography.Paragraph>
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
    </Form>
  );
}
