import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Alert, Form, Skeleton } from 'antd';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { CardBillingDetails } from '../../../shared/card-entry';
import { messages } from '../../../shared/messages';
import { createInlinePaymentMethod, loadStripeClient, type CardOutcome } from './stripe-card';

const m = messages.payments;

export interface StripeCardFieldHandle {
  /** Makes a PaymentMethod from the card; on an error the field shows it and has the focus. */
  createPaymentMethod(billingDetails: CardBillingDetails): Promise<CardOutcome>;
}

/**
 * Stripe's Card Element in the page (browsers; docs/payments.md "Card entry with Stripe"):
 * Stripe.js is loaded when this mounts, its messages show under the field.
 */
export function StripeCardField({
  publishableKey,
  hidePostalCode,
  ref,
}: {
  publishableKey: string;
  /** The billing details already give a postcode. */
  hidePostalCode: boolean;
  ref: Ref<StripeCardFieldHandle>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let mounted: StripeCardElement | null = null;
    loadStripeClient(publishableKey).then(
      (client) => {
        if (!active) return;
        if (!client || !container.current) {
          setState('unavailable');
          return;
        }
        mounted = client.elements().create('card', { hidePostalCode });
        mounted.on('change', (event) => setError(event.error?.message ?? null));
        mounted.mount(container.current);
        stripe.current = client;
        card.current = mounted;
        setState('ready');
      },
      () => active && setState('unavailable'),
    );
    return () => {
      active = false;
      mounted?.destroy();
      card.current = null;
    };
  }, [publishableKey, hidePostalCode]);

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod(billingDetails) {
        if (!stripe.current || !card.current) return { ok: false, message: m.stripeUnavailable };
        const outcome = await createInlinePaymentMethod({
          stripe: stripe.current,
          card: card.current,
          fieldError: error,
          billingDetails,
        });
        if (!outcome.ok) setError(outcome.message);
        return outcome;
      },
    }),
    [error],
  );

  if (state === 'unavailable') return <Alert type="error" showIcon title={m.stripeUnavailable} />;
  return (
    <Form.Item
      label={m.stripeCardLabel}
      validateStatus={error ? 'error' : undefined}
      help={error ?? undefined}
      required={false}
    >
      {state === 'loading' ? <Skeleton.Input active block /> : null}
      <div
        ref={container}
        className="stripe-card-field"
        style={{
          display: state === 'ready' ? 'block' : 'none',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          padding: '8px 11px',
        }}
      />
    </Form.Item>
  );
}
