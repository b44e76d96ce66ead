import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Flex } from 'antd';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  billingDetailsSchema,
  type BillingDetailsValues,
} from '../../../shared/validation/credits';
import { formFailure } from '../../apollo/api-failure';
import type { BillingDetailsFieldsFragment } from '../../gql/graphql';
import { AddressFields, type AddressValues } from '../../ui/form/address-fields';
import { BusyButton, FormFrame } from '../../ui/form/form-frame';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm } from '../../ui/form/use-mutation-form';
import { useToast } from '../../ui/toast';
import { updateBillingDetailsMutation } from './documents';

const m = messages.payments;
const f = m.billingFields;

type Details = BillingDetailsFieldsFragment | null | undefined;

/** The billing form's values from what the team saved (United Kingdom unless chosen). */
export function billingDefaults(details: Details): BillingDetailsValues {
  return {
    name: details?.name ?? '',
    email: details?.email ?? '',
    phone: details?.phone ?? '',
    address_1: details?.address_1 ?? '',
    address_2: details?.address_2 ?? '',
    city: details?.city ?? '',
    state: details?.state ?? '',
    zip: details?.zip ?? '',
    country: details?.country ?? 'GB',
  };
}

/**
 * Who the team is billed to (the brief's billing form: name, email, phone, address, United
 * Kingdom unless chosen), saved on its own with 'Your payment info has been updated!'.
 */
export function BillingForm({ details, onSaved }: { details: Details; onSaved: () => void }) {
  const toast = useToast();
  const [save] = useMutation(updateBillingDetailsMutation);
  const { control, submit, failure, formState } = useMutationForm<BillingDetailsValues>({
    resolver: yupResolver(billingDetailsSchema),
    defaultValues: billingDefaults(details),
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
      <BillingFields control={control} />
      <Flex justify="end">
        <BusyButton type="primary" htmlType="submit" busy={formState.isSubmitting}>
          {m.saveBilling}
        </BusyButton>
      </Flex>
    </FormFrame>
  );
}

/** The billing details' fields, for a form of react-hook-form under billingDetailsSchema. */
export function BillingFields({ control }: { control: Control<BillingDetailsValues> }) {
  return (
    <>
      <div className="form-row">
        <TextField control={control} name="name" label={f.name} autoComplete="name" />
        <TextField control={control} name="email" label={f.email} autoComplete="email" />
      </div>
      <TextField control={control} name="phone" label={f.phone} autoComplete="tel" />
      <AddressFields
        control={control as unknown as Control<AddressValues>}
        size="middle"
        labels={{
          address_1: f.address1,
          address_2: f.address2,
          city: f.city,
          state: f.state,
          zip: f.zip,
          country: f.country,
        }}
      />
    </>
  );
}
