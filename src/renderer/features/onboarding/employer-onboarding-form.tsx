import { yupResolver } from '@hookform/resolvers/yup';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  WHAT_SETS_APART_MAX_LENGTH,
  employerOnboardingSchema,
  type EmployerOnboardingValues,
} from '../../../shared/validation/onboarding';
import {
  CompanyProfileFields,
  type CompanyProfileFieldValues,
} from '../../ui/form/company-profile-fields';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { OnboardingSection } from './onboarding-layout';

export type { EmployerOnboardingValues };

interface EmployerOnboardingFormProps {
  onSubmit: (values: EmployerOnboardingValues) => Promise<FormOutcome | null>;
}

/** The employer's complete-profile (the company profile), under `employerOnboardingSchema`. */
export function EmployerOnboardingForm({ onSubmit }: EmployerOnboardingFormProps) {
  const { control, submit, failure, setValue, formState } =
    useMutationForm<EmployerOnboardingValues>({
      onSubmit,
      resolver: yupResolver(employerOnboardingSchema),
      defaultValues: { logo: '', bio: '', description: '', what_sets_apart: '' },
    });
  const text = messages.onboardingPages;

  return (
    <FormFrame onSubmit={submit} label={text.titles.employer} failure={failure}>
      <OnboardingSection title={text.sections.company}>
        <CompanyProfileFields
          control={control as unknown as Control<CompanyProfileFieldValues>}
          logoId="onboarding-logo"
          onLogo={(id) => setValue('logo', id, { shouldValidate: true })}
          bioLabel={text.companyBio}
          whatSetsApart={{ rows: 3, max: WHAT_SETS_APART_MAX_LENGTH }}
        />
      </OnboardingSection>
      <div className="onboarding-actions">
        <SubmitButton submitting={formState.isSubmitting}>{text.save}</SubmitButton>
      </div>
    </FormFrame>
  );
}
