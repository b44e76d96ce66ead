import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Flex, Typography } from 'antd';
import { COUNTRIES } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { creditAccountSchema, type CreditAccountValues } from '../../../shared/validation/credits';
import { formFailure } from '../../apollo/api-failure';
import { BusyButton, FormFrame } from '../../ui/form/form-frame';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm } from '../../ui/form/use-mutation-form';
import { useToast } from '../../ui/toast';
import { requestCreditAccountMutation } from './documents';

const m = messages.credits;
const f = m.creditAccountFields;
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/**
 * The brief's credit account request: where the team's invoices go. Every field but the
 * second address line is required ('This field is required'); a refusal keeps what was typed.
 * Used by the employer's purchase page and the agency's credit-account page, which passes its
 * own `intro` and, to update an application, its `details`.
 */
export function CreditAccountForm({
  company,
  intro = m.creditAccountIntro,
  details,
  onCancel,
  onSubmitted,
}: {
  company: string;
  intro?: string;
  details?: Partial<CreditAccountValues> | null;
  onCancel: () => void;
  onSubmitted: () => void;
}) {
  const toast = useToast();
  const [request] = useMutation(requestCreditAccountMutation);
  const { control, submit, failure, formState } = useMutationForm<CreditAccountValues>({
    resolver: yupResolver(creditAccountSchema),
    defaultValues: {
      invoice_company: company,
      invoice_address_1: '',
      invoice_address_2: '',
      invoice_city: '',
      invoice_state: '',
      invoice_country: 'GB',
      invoice_zip: '',
      invoice_phone: '',
      invoice_email: '',
      ...details,
    },
    onSubmit: async (input) => {
      try {
        await request({ variables: { input } });
      } catch (error) {
        return formFailure(error);
      }
      void toast.success(m.creditAccountSubmitted, 3);
      onSubmitted();
      return null;
    },
  });

  return (
    <FormFrame onSubmit={submit} failure={failure} label={m.creditAccountTitle}>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <TextField
        control={control}
        name="invoice_company"
        label={f.company}
        autoComplete="organization"
      />
      <TextField
        control={control}
        name="invoice_address_1"
        label={f.address1}
        autoComplete="address-line1"
      />
      <TextField
        control={control}
        name="invoice_address_2"
        label={f.address2}
        optional
        autoComplete="address-line2"
      />
      <div className="form-row">
        <TextField
          control={control}
          name="invoice_city"
          label={f.city}
          autoComplete="address-level2"
        />
        <TextField
          control={control}
          name="invoice_state"
          label={f.state}
          autoComplete="address-level1"
        />
      </div>
      <div className="form-row">
        <TextField control={control} name="invoice_zip" label={f.zip} autoComplete="postal-code" />
        <SelectField
          control={control}
          name="invoice_country"
          label={f.country}
          options={COUNTRY_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </div>
      <div className="form-row">
        <TextField control={control} name="invoice_phone" label={f.phone} autoComplete="tel" />
        <TextField control={control} name="invoice_email" label={f.email} autoComplete="email" />
      </div>
      <Flex gap={8} justify="end" style={{ marginTop: 8 }}>
        <Button onClick={onCancel}>{m.cancel}</Button>
        <BusyButton type="primary" htmlType="submit" busy={formState.isSubmitting}>
          {m.submit}
        </BusyButton>
      </Flex>
    </FormFrame>
  );
}
