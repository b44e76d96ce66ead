import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '../../shared/messages';
import {
  BIO_MAX_LENGTH,
  WHAT_SETS_APART_MAX_LENGTH,
  employerOnboardingSchema,
  type EmployerOnboardingValues,
} from '../../shared/validation/onboarding';
import { FormField } from '../registration/form-field';
import { ImageUploadField } from '../uploads/image-upload-field';
import { OnboardingSection } from './onboarding-layout';
import { withServerFieldErrors, type FieldMessages } from './server-field-errors';

export type { EmployerOnboardingValues };

interface EmployerOnboardingFormProps {
  failure: string | null;
  onSubmit: (values: EmployerOnboardingValues) => Promise<FieldMessages | null>;
}

/** The employer's complete-profile (the company profile), under `employerOnboardingSchema`. */
export function EmployerOnboardingForm({ failure, onSubmit }: EmployerOnboardingFormProps) {
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { isSubmitting },
  } = useForm<EmployerOnboardingValues>({
    resolver: yupResolver(employerOnboardingSchema),
    defaultValues: { logo: '', bio: '', description: '', what_sets_apart: '' },
  });
  const submit = withServerFieldErrors(onSubmit, setError);
  const text = messages.onboardingPages;

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={text.titles.employer}>
      {failure && (
        <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 24 }} />
      )}
      <Form component={false} layout="vertical" requiredMark={false}>
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
          <FormField
            control={control}
            name="bio"
            label={text.companyBio}
            render={(field, { id, ariaInvalid }) => (
              <Input.TextArea
                {...field}
                id={id}
                rows={5}
                count={{ show: true, max: BIO_MAX_LENGTH }}
                aria-invalid={ariaInvalid}
              />
            )}
          />
          <FormField
            control={control}
            name="description"
            label={text.description}
            render={(field, { id, ariaInvalid }) => (
              <Input.TextArea
                {...field}
                id={id}
                rows={5}
                count={{ show: true, max: BIO_MAX_LENGTH }}
                aria-invalid={ariaInvalid}
              />
            )}
          />
          <FormField
            control={control}
            name="what_sets_apart"
            label={text.whatSetsApart}
            render={(field, { id, ariaInvalid }) => (
              <Input.TextArea
                {...field}
                id={id}
                rows={3}
                count={{ show: true, max: WHAT_SETS_APART_MAX_LENGTH }}
                aria-invalid={ariaInvalid}
              />
            )}
          />
          <FormField
            control={control}
            name="can_use_logo"
            label={text.canUseLogo}
            render={(field, { id }) => (
              <Radio.Group
                id={id}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                options={[
                  { value: true, label: text.yes },
                  { value: false, label: text.no },
                ]}
                aria-label={text.canUseLogo}
              />
            )}
          />
        </OnboardingSection>
        <div className="onboarding-actions">
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting}>
            {text.save}
          </Button>
        </div>
      </Form>
    </form>
  );
}
