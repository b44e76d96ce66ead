import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'antd';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  teamRegistrationPersonalSchema,
  type TeamRegistrationPersonalValues,
} from '../../../shared/validation/invitations';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { TextField } from '../../ui/form/text-field';
import { PhoneField } from '../../ui/form/phone-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { AddressFields, type AddressValues } from '../../ui/form/address-fields';
import { NameFields, TermsField, type NameValues } from '../registration';

export type { TeamRegistrationPersonalValues };

interface TeamPersonalFormProps {
  defaultValues: Partial<TeamRegistrationPersonalValues>;
  /** Back to step 1, with what was typed here so far. */
  onBack: (values: Partial<TeamRegistrationPersonalValues>) => void;
  onSubmit: (values: TeamRegistrationPersonalValues) => Promise<FormOutcome | null>;
}

/**
 * The invited member's step 2: the registration's name, address and terms fields with a
 * position and phone, under `teamRegistrationPersonalSchema` (no company or industry: the team
 * has them).
 */
export function TeamPersonalForm({ defaultValues, onBack, onSubmit }: TeamPersonalFormProps) {
  const { control, submit, failure, getValues, formState } =
    useMutationForm<TeamRegistrationPersonalValues>({
      resolver: yupResolver(teamRegistrationPersonalSchema),
      defaultValues,
      onSubmit,
    });
  const text = messages.registrationPages;

  return (
    <FormFrame onSubmit={submit} label={text.steps.personalInformation} failure={failure}>
      <NameFields control={control as unknown as Control<NameValues>} />
      <TextField
        control={control}
        name="position"
        label={text.position}
        size="large"
        autoComplete="organization-title"
      />
      <div className="registration-section-title">{text.addressSection}</div>
      <AddressFields control={control as unknown as Control<AddressValues>} />
      <PhoneField control={control} name="phone" label={text.phone} optional size="large" />
      <TermsField control={control as unknown as Control<{ tnc: boolean }>} />
      <div className="registration-actions">
        <Button size="large" onClick={() => onBack(getValues())} disabled={formState.isSubmitting}>
          {text.back}
        </Button>
        <SubmitButton submitting={formState.isSubmitting}>{text.createAccount}</SubmitButton>
      </div>
    </FormFrame>
  );
}
