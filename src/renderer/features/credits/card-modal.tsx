import { useMutation } from '@apollo/client/react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { apiFailure } from '../../apollo/api-failure';
import { createLocalPaymentMethodMutation, updatePaymentMethodMutation } from './documents';

const m = messages.payments;

/** `MM/YY` to a month and a four-digit year; null when it is not one. */
function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/**
 * The card form of the local gateway (the desktop app and web mode without Stripe): the
 * card's details go to the server, which takes Stripe's test numbers only, and come back as a
 * payment method that becomes the team's card. Nothing is kept here once it closes.
 */
export function CardModal({
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
