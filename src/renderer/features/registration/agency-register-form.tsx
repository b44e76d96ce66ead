import { yupResolver } from '@hookform/resolvers/yup';
import type { Control, FieldErrors } from 'react-hook-form';
import { DEFAULT_COUNTRY } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import {
  agencyRegisterSchema,
  type AgencyRegisterValues,
} from '../../../shared/validation/registration';
import { useToast } from '../../ui/toast';
import { NameFields, type NameValues } from './name-fields';
import { TermsField } from './terms-field';
import { AddressFields, type AddressValues } from '../../ui/form/address-fields';
import { PasswordField, TextField } from '../../ui/form/text-field';
import { PhoneField } from '../../ui/form/phone-field';
import { EmailField, FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

export type { AgencyRegisterValues };

const EMPTY: AgencyRegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  position: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  zip: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  password: '',
  password_confirmation: '',
  tnc: false,
};

interface AgencyRegisterFormProps {
  /** A social sign-up's names and email. */
  defaultValues?: Partial<AgencyRegisterValues>;
  onSubmit: (values: AgencyRegisterValues) => Promise<FormOutcome | null>;
}

/** The agency's single registration form, under the shared `agencyRegisterSchema`. */
export function AgencyRegisterForm({ defaultValues, onSubmit }: AgencyRegisterFormProps) {
  const toast = useToast();
  const { control, submit, failure, formState } = useMutationForm<AgencyRegisterValues>({
    resolver: yupResolver(agencyRegisterSchema),
    defaultValues: { ...EMPTY, ...defaultValues },
    onSubmit,
    onInvalid: invalid,
  });
  const text = messages.registrationPages;

  function invalid(errors: FieldErrors<AgencyRegisterValues>) {
    if (errors.tnc) void toast.error(messages.registration.termsToast, 3);
  }

  return (
    <FormFrame onSubmit={submit} label={text.titles.agency} failure={failure}>
      <NameFields control={control as unknown as Control<NameValues>} />
      <EmailField control={control} name="email" label={text.email} autoComplete="email" />
      <div className="form-row">
        <TextField
          control={control}
          name="company"
          label={text.agencyName}
          size="large"
          autoComplete="organization"
        />
        <TextField
          control={control}
          name="position"
          label={text.position}
          size="large"
          autoComplete="organization-title"
        />
      </div>
      <div className="registration-section-title">{text.addressSection}</div>
      {/* The address fields are a part of these values; see AddressFields. */}
      <AddressFields control={control as unknown as Control<AddressValues>} />
      <PhoneField control={control} name="phone" label={text.phone} optional size="large" />
      <div className="registration-section-title">{text.password}</div>
      <div className="form-row">
        <PasswordField
          control={control}
          name="password"
          label={text.password}
          extra={text.passwordHint}
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="password_confirmation"
          label={text.confirmPassword}
          autoComplete="new-password"
        />
      </div>
      <TermsField control={control as unknown as Control<{ tnc: boolean }>} />
      <div className="registration-actions">
        <SubmitButton submitting={formState.isSubmitting}>{text.createAccount}</SubmitButton>
      </div>
    </FormFrame>
  );
}
