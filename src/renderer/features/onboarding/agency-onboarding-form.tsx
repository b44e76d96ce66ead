import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'antd';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  agencyOnboardingSchema,
  type AgencyOnboardingValues,
} from '../../../shared/validation/onboarding';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import {
  AgencyBioField,
  AgencyContactFields,
  AgencyExpertiseFields,
  AgencyLogoField,
  AgencyNameField,
  type AgencyProfileFieldValues,
  type TaxonomyOption,
} from './agency-profile-fields';
import { OnboardingSection } from './onboarding-layout';

export type { AgencyOnboardingValues, TaxonomyOption };

interface AgencyOnboardingFormProps {
  /** The name the agency registered with, to start from. */
  agencyName: string;
  services: readonly TaxonomyOption[];
  categories: readonly TaxonomyOption[];
  onSubmit: (values: AgencyOnboardingValues) => Promise<FormOutcome | null>;
  onSkip: () => void;
}

/** The agency's complete-profile (`register/complete-profile`), under `agencyOnboardingSchema`. */
export function AgencyOnboardingForm({
  agencyName,
  services,
  categories,
  onSubmit,
  onSkip,
}: AgencyOnboardingFormProps) {
  const { control, submit, failure, formState } = useMutationForm<AgencyOnboardingValues>({
    onSubmit,
    resolver: yupResolver(agencyOnboardingSchema),
    defaultValues: {
      agency_name: agencyName,
      logo: '',
      agency_location: [''],
      agency_phone: [''],
      bio: '',
      services: [],
      industries: [],
    },
  });
  const text = messages.onboardingPages;
  const fields = control as unknown as Control<AgencyProfileFieldValues>;

  return (
    <FormFrame onSubmit={submit} label={text.titles.agency} failure={failure}>
      <OnboardingSection title={text.sections.agency}>
        <AgencyNameField control={fields} />
        <AgencyLogoField control={fields} id="onboarding-logo" />
        <AgencyBioField control={fields} />
      </OnboardingSection>

      <OnboardingSection title={text.sections.contact}>
        <AgencyContactFields control={fields} id="onboarding" />
      </OnboardingSection>

      <OnboardingSection title={text.sections.expertise}>
        <AgencyExpertiseFields control={fields} services={services} categories={categories} />
      </OnboardingSection>

      <div className="onboarding-actions">
        <Button size="large" onClick={onSkip} disabled={formState.isSubmitting}>
          {text.skip}
        </Button>
        <SubmitButton submitting={formState.isSubmitting}>{text.save}</SubmitButton>
      </div>
    </FormFrame>
  );
}
