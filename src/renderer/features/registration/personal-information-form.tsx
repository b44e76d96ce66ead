import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Select } from 'antd';
import type { Control, FieldErrors } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { PRONOUNS } from '../../../shared/options';
import {
  registerPersonalSchema,
  type CandidatePersonalValues,
  type PersonalStepGroup,
} from '../../../shared/validation/registration';
import { useToast } from '../../ui/toast';
import { NameFields, type NameValues } from './name-fields';
import { TermsField } from './terms-field';
import { AddressFields, type AddressValues } from '../../ui/form/address-fields';
import { FormField } from '../../ui/form/form-field';
import { TextField } from '../../ui/form/text-field';
import { PhoneField } from '../../ui/form/phone-field';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

/**
 * Step 2's values. The candidate's shape covers the employer's (pronouns is the only
 * extra field, and it is never shown to employers); each group's schema decides what is
 * required.
 */
export type PersonalValues = CandidatePersonalValues;

export interface IndustryOption {
  id: string;
  name: string;
}

interface PersonalInformationFormProps {
  group: PersonalStepGroup;
  defaultValues: Partial<PersonalValues>;
  industries: readonly IndustryOption[];
  industriesLoading: boolean;
  /** Why the form cannot be filled in (the industries did not load). */
  loadFailure: string | null;
  /** Back to step 1, with what was typed here so far. */
  onBack: (values: Partial<PersonalValues>) => void;
  onSubmit: (values: PersonalValues) => Promise<FormOutcome | null>;
}

/** Registration step 2: personal information under the group's `registerPersonalSchema`. */
export function PersonalInformationForm({
  group,
  defaultValues,
  industries,
  industriesLoading,
  loadFailure,
  onBack,
  onSubmit,
}: PersonalInformationFormProps) {
  const toast = useToast();
  const { control, submit, failure, getValues, formState } = useMutationForm<PersonalValues>({
    // The employer's schema has no pronouns; its values are a subset of these.
    resolver:
      group === 'candidate'
        ? yupResolver(registerPersonalSchema('candidate'))
        : yupResolver(registerPersonalSchema('employer')),
    defaultValues,
    onSubmit,
    onInvalid: invalid,
  });
  const text = messages.registrationPages;
  const candidate = group === 'candidate';

  // The brief adds a toast to the inline messages for the two easiest to miss.
  function invalid(errors: FieldErrors<PersonalValues>) {
    if (errors.industry) void toast.error(messages.registration.industryToast, 3);
    if (errors.tnc) void toast.error(messages.registration.termsToast, 3);
  }

  return (
    <FormFrame
      onSubmit={submit}
      label={text.steps.personalInformation}
      failure={failure ?? loadFailure}
    >
      <NameFields control={control as unknown as Control<NameValues>} />
      {candidate && (
        <FormField
          control={control}
          name="pronouns"
          label={text.pronouns}
          optional
          render={(field, { id, invalid }) => (
            <Select
              {...field}
              value={field.value ?? undefined}
              id={id}
              size="large"
              allowClear
              placeholder={text.pronounsPlaceholder}
              options={PRONOUNS.map(({ value, label }) => ({ value, label }))}
              status={invalid ? 'error' : undefined}
            />
          )}
        />
      )}
      <div className="form-row">
        <TextField
          control={control}
          name="company"
          label={candidate ? text.currentEmployer : text.employerName}
          optional={candidate}
          size="large"
          autoComplete="organization"
        />
        <TextField
          control={control}
          name="position"
          label={candidate ? text.latestJobTitle : text.position}
          optional={candidate}
          size="large"
          autoComplete="organization-title"
        />
      </div>
      <div className="registration-section-title">{text.addressSection}</div>
      {/* The address fields are a part of these values; see AddressFields. */}
      <AddressFields control={control as unknown as Control<AddressValues>} />
      <div className="form-row">
        <PhoneField control={control} name="phone" label={text.phone} size="large" />
        <FormField
          control={control}
          name="industry"
          label={text.interestedIn}
          render={(field, { id, invalid }) => (
            <Select
              {...field}
              value={field.value || undefined}
              id={id}
              size="large"
              loading={industriesLoading}
              placeholder={text.interestedInPlaceholder}
              options={industries.map((industry) => ({
                value: industry.id,
                label: industry.name,
              }))}
              showSearch={{ optionFilterProp: 'label' }}
              status={invalid ? 'error' : undefined}
            />
          )}
        />
      </div>
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
