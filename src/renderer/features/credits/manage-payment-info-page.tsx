import { useMutation, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Card, Flex, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { COUNTRIES } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import {
  billingDetailsSchema,
  type BillingDetailsValues,
} from '../../../shared/validation/credits';
import { formFailure } from '../../apollo/api-failure';
import type { PaymentInfoPageQuery } from '../../gql/graphql';
import { FormFrame } from '../../ui/form/form-frame';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm } from '../../ui/form/use-mutation-form';
import { RetryAlert } from '../../ui/retry-alert';
import { useToast } from '../../ui/toast';
import { CardModal } from './card-modal';
import { paymentInfoPageQuery, updateBillingDetailsMutation } from './documents';
import { BuyersOnly } from './buyers-only';

const m = messages.payments;
const f = m.billingFields;
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/**
 * `manage-payment-info` (employer admins): who the team is billed to, and its card, masked,
 * with Update Card Information. Members are sent to the 404, as the brief says.
 */
export function ManagePaymentInfoPage() {
  return (
    <BuyersOnly>
      <PaymentInfo />
    </BuyersOnly>
  );
}

function PaymentInfo() {
  const { token } = theme.useToken();
  const info = useQuery(paymentInfoPageQuery, { fetchPolicy: 'network-only' });
  const [cardOpen, setCardOpen] = useState(false);
  const toast = useToast();
  const card = info.data?.defaultPaymentMethod ?? null;
  const style = { boxShadow: token.boxShadowTertiary };

  let body;
  if (info.error && !info.data) {
    body = (
      <RetryAlert title={messages.common.somethingWentWrong} onRetry={() => void info.refetch()} />
    );
  } else if (!info.data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <BillingForm details={info.data.billingDetails ?? null} onSaved={() => void info.refetch()} />
    );
  }

  return (
    <Flex vertical gap={24} style={{ maxWidth: 760 }}>
      <Card variant="borderless" style={style}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {m.manageTitle}
        </Typography.Title>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {m.billingTitle}
        </Typography.Title>
        {body}
      </Card>
      <Card variant="borderless" style={style}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {m.cardSection}
        </Typography.Title>
        {info.data?.paymentSetup.gateway === 'NONE' ? (
          <Typography.Paragraph>{m.notConfigured}</Typography.Paragraph>
        ) : (
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Typography.Text>
              {card
                ? m.savedCard(card.brand, card.last4, card.exp_month, card.exp_year)
                : m.noSavedCard}
            </Typography.Text>
            <Button onClick={() => setCardOpen(true)}>
              {card ? m.updateCard : m.addPaymentInfo}
            </Button>
          </Flex>
        )}
      </Card>
      <CardModal
        open={cardOpen}
        onClose={() => setCardOpen(false)}
        onSaved={() => {
          setCardOpen(false);
          void toast.success(m.paymentInfoUpdated, 3);
          void info.refetch();
        }}
      />
    </Flex>
  );
}

type Details = PaymentInfoPageQuery['billingDetails'];

function BillingForm({ details, onSaved }: { details: Details; onSaved: () => void }) {
  const toast = useToast();
  const [save] = useMutation(updateBillingDetailsMutation);
  const { control, submit, failure, formState } = useMutationForm<BillingDetailsValues>({
    resolver: yupResolver(billingDetailsSchema),
    defaultValues: {
      name: details?.name ?? '',
      email: details?.email ?? '',
      phone: details?.phone ?? '',
      address_1: details?.address_1 ?? '',
      address_2: details?.address_2 ?? '',
      city: details?.city ?? '',
      state: details?.state ?? '',
      zip: details?.zip ?? '',
      country: details?.country ?? 'GB',
    },
    onSubmit: async (input) => {
      try {
        await save({ variables: { input } });
      } catch (error) {
        return formFailure(error);
      }
      void toast.success(m.billingSaved, 3);
      onSaved();
      return null;
    },
  });
  return (
    <FormFrame onSubmit={submit} failure={failure} label={m.billingTitle}>
      <div className="form-row">
        <TextField control={control} name="name" label={f.name} autoComplete="name" />
        <TextField control={control} name="email" label={f.email} autoComplete="email" />
      </div>
      <TextField control={control} name="phone" label={f.phone} autoComplete="tel" />
      <TextField
        control={control}
        name="address_1"
        label={f.address1}
        autoComplete="address-line1"
      />
      <TextField
        control={control}
        name="address_2"
        label={f.address2}
        optional
        autoComplete="address-line2"
      />
      <div className="form-row">
        <TextField control={control} name="city" label={f.city} autoComplete="address-level2" />
        <TextField control={control} name="state" label={f.state} autoComplete="address-level1" />
      </div>
      <div className="form-row">
        <TextField control={control} name="zip" label={f.zip} autoComplete="postal-code" />
        <SelectField
          control={control}
          name="country"
          label={f.country}
          options={COUNTRY_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </div>
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {m.saveBilling}
        </Button>
      </Flex>
    </FormFrame>
  );
}
