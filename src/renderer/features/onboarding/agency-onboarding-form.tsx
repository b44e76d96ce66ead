import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form, Input, Select } from 'antd';
import { Controller } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { PHONE_HINT } from '../../../shared/phone';
import {
  AGENCY_LOCATIONS_MAX,
  AGENCY_PHONES_MAX,
  BIO_MAX_LENGTH,
  agencyOnboardingSchema,
  type AgencyOnboardingValues,
} from '../../../shared/validation/onboarding';
import { FormField } from '../../ui/form/form-field';
import { TextAreaField } from '../../ui/form/text-field';
import { ImageUploadField } from '../../ui/form/image-upload-field';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { OnboardingSection } from './onboarding-layout';
import { StringListField } from '../../ui/form/string-list-field';

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
  const { control, submit, failure, setValue, formState } = useMutationForm<AgencyOnboardingValues>(
    {
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
    },
  );
  const text = messages.onboardingPages;

  return (
    <FormFrame onSubmit={submit} label={text.titles.agency} failure={failure}>
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
        <TextAreaField
          control={control}
          name="bio"
          label={text.agencyBio}
          rows={5}
          count={{ show: true, max: BIO_MAX_LENGTH }}
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
        <Button size="large" onClick={onSkip} disabled={formState.isSubmitting}>
          {text.skip}
        </Button>
        <SubmitButton submitting={formState.isSubmitting}>{text.save}</SubmitButton>
      </div>
    </FormFrame>
  );
}
