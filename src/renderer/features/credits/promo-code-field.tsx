import { useApolloClient } from '@apollo/client/react';
import { Button, Flex, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { apiFailure } from '../../apollo/api-failure';
import { checkPromoQuery } from './documents';

const m = messages.credits;

/** How long a promo check may take before the field gives up and says so (a lost answer). */
const CHECK_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('promo check timed out')), CHECK_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The brief's promo code field: Apply checks the code with the server ('Promo applied!' or
 * 'Promo code doesn't exist!'); `onApplied` gets the code, or null when it was refused or the
 * field emptied (which takes the message away too). Inside an antd Form.
 */
export function PromoCodeField({
  id,
  onApplied,
}: {
  id: string;
  onApplied: (code: string | null) => void;
}) {
  const [input, setInput] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const client = useApolloClient();

  const apply = async () => {
    const code = input.trim();
    // One check at a time.
    if (!code || checking) return;
    setChecking(true);
    try {
      // A plain query, not a lazy query hook: its promise belongs to this call alone, so a
      // re-render between two checks cannot leave one without an answer.
      const { data } = await withTimeout(
        client.query({ query: checkPromoQuery, variables: { code }, fetchPolicy: 'network-only' }),
      );
      const promo = data?.checkPromo ?? null;
      onApplied(promo?.code ?? null);
      setMessage(promo ? { ok: true, text: m.promoApplied } : { ok: false, text: m.promoNotFound });
    } catch (error) {
      setMessage({ ok: false, text: apiFailure(error).message });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Form.Item
      label={m.promoCode}
      htmlFor={id}
      validateStatus={message && !message.ok ? 'error' : undefined}
      help={message?.text}
    >
      <Flex gap={8} align="center">
        <Input
          id={id}
          value={input}
          autoComplete="off"
          maxLength={40}
          onChange={(event) => {
            setInput(event.target.value);
            if (!event.target.value.trim()) {
              onApplied(null);
              setMessage(null);
            }
          }}
          onPressEnter={() => void apply()}
          style={{ maxWidth: 240 }}
        />
        {/* Not the button's `loading`: its icon's leave motion sometimes never ends after a
            quick answer, leaving Apply looking busy (seen in about one check in eight). */}
        <Button onClick={() => void apply()} disabled={!input.trim() || checking}>
          {m.applyPromo}
        </Button>
        {checking ? <Spin size="small" aria-label={m.checkingPromo} /> : null}
      </Flex>
    </Form.Item>
  );
}
