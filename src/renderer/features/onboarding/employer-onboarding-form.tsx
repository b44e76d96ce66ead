import { yupResolver } from '@hookform/resolvers/yup';
import { Form } from 'antd';
import { Controller } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  WHAT_SETS_APART_MAX_LENGTH,
  employerOnboardingSchema,
  type EmployerOnboardingValues,
} from '../../../shared/validation/onboarding';
import { YesNoField } from '../../ui/form/yes-no-field';
import { TextAreaField } from '../../ui/form/text-field';
import { RichTextField } from '../../ui/rich-text/rich-text-field';
import { ImageUploadField } from '../../ui/form/image-upload-field';
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
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <Form.Item label={text.companyLogo} htmlFor="onboarding-logo">
              <ImageUploadField
                id="onboarding-logo"
                kind="logo"
                value={field.value}
                onChange={(id) => setValue('logo', id, { shouldValidate: true })}
                error={fieldState.error?.message}
              />
            </Form.Item>
          )}
        />
        {/* Rich text, as on the edit form (company-profile-form.tsx). */}
        <RichTextField control={control} name="bio" label={text.companyBio} />
        <RichTextField control={control} name="description" label={text.description} />
        <TextAreaField
          control={control}
          name="what_sets_apart"
          label={text.whatSetsApart}
          rows={3}
          count={{ show: true, max: WHAT_SETS_APART_MAX_LENGTH }}
        />
        <YesNoField control={control} name="can_use_logo" label={text.canUseLogo} />
      </OnboardingSection>
      <div className="onboarding-actions">
        <SubmitButton submitting={formState.isSubmitting}>{text.save}</SubmitButton>
      </div>
    </FormFrame>
  );
}
