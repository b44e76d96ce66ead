import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'antd';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  agencyPersonalInformationSchema,
  type AgencyPersonalInformationValues,
} from '../../../shared/validation/agency-profile';
import type { AgencyPersonalInformationFieldsFragment } from '../../gql/graphql';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { TextField } from '../../ui/form/text-field';
import { PhoneField } from '../../ui/form/phone-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { AddressFields, type AddressValues } from '../../ui/form/address-fields';
import { Section } from './agency-profile-form';

const m = messages.agencyProfile;
const labels = messages.personalInformation;

export function agencyPersonalInformationDefaults(
  user: AgencyPersonalInformationFieldsFragment,
): AgencyPersonalInformationValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    position: user.position ?? '',
    phone: user.phone ?? '',
    address_1: user.address_1 ?? '',
    address_2: user.address_2 ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zip: user.zip ?? '',
    country: user.country ?? 'GB',
  };
}

/** The owner's own details, under `agencyPersonalInformationSchema` (the server's too). */
export function AgencyPersonalInformationForm({
  user,
  onSubmit,
  onCancel,
}: {
  user: AgencyPersonalInformationFieldsFragment;
  onSubmit: (values: AgencyPersonalInformationValues) => Promise<FormOutcome | null>;
  onCancel: () => void;
}) {
  const { control, submit, failure, formState } = useMutationForm<AgencyPersonalInformationValues>({
    onSubmit,
    resolver: yupResolver(agencyPersonalInformationSchema),
    defaultValues: agencyPersonalInformationDefaults(user),
  });

  return (
    <FormFrame onSubmit={submit} label={m.editPersonalInformation} failure={failure}>
      <Section title={labels.sections.contact}>
        <div className="form-row">
          <TextField
            control={control}
            name="first_name"
            label={labels.firstName}
            size="large"
            autoComplete="given-name"
          />
          <TextField
            control={control}
            name="last_name"
            label={labels.lastName}
            size="large"
            autoComplete="family-name"
          />
        </div>
        <div className="form-row">
          <TextField
            control={control}
            name="position"
            label={messages.registrationPages.position}
            size="large"
            autoComplete="organization-title"
          />
          <PhoneField control={control} name="phone" label={labels.phone} size="large" />
        </div>
      </Section>
      <Section title={labels.sections.address}>
        <AddressFields control={control as unknown as Control<AddressValues>} />
      </Section>
      <div className="agency-profile-actions">
        <SubmitButton submitting={formState.isSubmitting}>{m.save}</SubmitButton>
        <Button size="large" onClick={onCancel} disabled={formState.isSubmitting}>
          {m.cancel}
        </Button>
      </div>
    </FormFrame>
  );
}
