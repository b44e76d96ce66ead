import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import type { PaymentGatewayKind, SavedCardFragment } from '../../gql/graphql';
import { useToast } from '../../ui/toast';
import { CardModal } from './card-modal';

const m = messages.payments;

/**
 * The team's card, masked (zero-padded expiry), with Update Card Information or Add Payment
 * Info opening the card form; 'Payment info updated!' once saved, then `onSaved`.
 */
export function SavedCard({
  card,
  gateway,
  onSaved,
}: {
  card: SavedCardFragment | null;
  gateway: PaymentGatewayKind | undefined;
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  if (gateway === 'NONE') return <Typography.Paragraph>{m.notConfigured}</Typography.Paragraph>;
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Typography.Text>
        {card ? m.savedCard(card.brand, card.last4, card.exp_month, card.exp_year) : m.noSavedCard}
      </Typography.Text>
      <Button onClick={() => setOpen(true)}>{card ? m.updateCard : m.addPaymentInfo}</Button>
      <CardModal
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void toast.success(m.paymentInfoUpdated, 3);
          onSaved();
        }}
      />
    </Flex>
  );
}
