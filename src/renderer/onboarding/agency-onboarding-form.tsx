import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Form, Input, Select } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '../../shared/messages';
import { PHONE_HINT } from '../../shared/phone';
import {
  AGENCY_LOCATIONS_MAX,
  AGENCY_PHONES_MAX,
  BIO_MAX_LENGTH,
  agencyOnboardingSchema,
  type AgencyOnboardingValues,
} from '../../shared/validation/onboarding';
import { FormField } from '../registration/form-field';
import { ImageUploadField } from '../uploads/image-upload-field';
import { OnboardingSection } from './onboarding-layout';
import { withServerFieldErrors, type FieldMessages } from './server-field-errors';
import { StringListField } from './string-list-field';

export type { AgencyOnboardingValues };

export interface TaxonomyOption {
  id: string;
  name: string;
}

interface AgencyOnboardingFormProps {
  /** The name the agency registered with, to start from. */
  agencyName: string;
  services: readonly TaxonomyOption[];
  categories: readonly TaxonomyOption[];
  failure: string | null;
  onSubmit: (values: AgencyOnboardingValues) => Promise<FieldMessages | null>;
  onSkip: () => void;
}

/** The agency's complete-profile (`register/complete-profile`), under `agencyOnboardingSchema`. */
export function AgencyOnboardingForm({
  agencyName,
  services,
  categories,
  failure,
  onSubmit,
  onSkip,
}: AgencyOnboardingFormProps) {
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { isSubmitting },
  } = useForm<AgencyOnboardingValues>({
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
  const submit = withServerFieldErrors(onSubmit, setError);
  const text = messages.onboardingPages;

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={text.titles.agency}>
      {failure && (
        <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 24 }} />
      )}
      <Form component={false} layout="vertical" requiredMark={false}>
        <OnboardingSection title={text.sections.agency}>
          <FormField
            control={control}
            name="agency_name"
            label={text.agencyName}
            render={(field, { id, ariaInvalid }) => (
              <Input {...field} id={id} autoComplete="organization" aria-invalid={ariaInvalid} />
            )}
          />
          <Controller
            control={control}
            name="logo"
            render={({ field, fieldState }) => (
              <Form.Item label={text.agencyLogo} htmlFor="onboarding-logo">
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
            label={text.agencyBio}
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
        </OnboardingSection>

        <OnboardingSection title={text.sections.contact}>
          <div className="form-row">
            <Controller
              control={control}
              name="agency_location"
              render={({ field, fieldState }) => (
                <StringListField
                  id="onboarding-location"
                  label={text.locations}
                  itemLabel={text.locations}
                  addLabel={text.addLocation}
                  max={AGENCY_LOCATIONS_MAX}
                  placeholder={text.locationPlaceholder}
                  autoComplete="address-level2"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error}
                />
              )}
            />
            <Controller
              control={control}
              name="agency_phone"
              render={({ field, fieldState }) => (
                <StringListField
                  id="onboarding-phone"
                  label={text.phones}
                  itemLabel={text.phones}
                  addLabel={text.addPhone}
                  max={AGENCY_PHONES_MAX}
                  type="tel"
                  placeholder={PHONE_HINT}
                  autoComplete="tel"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error}
                />
              )}
            />
          </div>
        </OnboardingSection>

        <OnboardingSection title={text.sections.expertise}>
          <FormField
            control={control}
            name="services"
            label={text.services}
            render={(field, { id, invalid }) => (
              <Select
                {...field}
                id={id}
                mode="multiple"
                placeholder={text.selectPlaceholder}
                options={services.map((service) => ({ value: service.id, label: service.name }))}
                showSearch={{ optionFilterProp: 'label' }}
                status={invalid ? 'error' : undefined}
              />
            )}
          />
          <FormField
            control={control}
            name="industries"
            label={text.categories}
            render={(field, { id, invalid }) => (
              <Select
                {...field}
                id={id}
                mode="multiple"
                placeholder={text.selectPlaceholder}
                options={categories.map((category) => ({
                  value: category.id,
                  label: category.name,
                }))}
                showSearch={{ optionFilterProp: 'label' }}
                status={invalid ? 'error' : undefined}
              />
            )}
          />
        </OnboardingSection>

        <div className="onboarding-actions">
          <Button size="large" onClick={onSkip} disabled={isSubmitting}>
            {text.skip}
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting}>
            {text.save}
          </Button>
        </div>
      </Form>
    </form>
  );
}
