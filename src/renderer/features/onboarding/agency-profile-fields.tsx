import { Form, Input } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { PHONE_HINT } from '../../../shared/phone';
import {
  AGENCY_LOCATIONS_MAX,
  AGENCY_PHONES_MAX,
  BIO_MAX_LENGTH,
} from '../../../shared/validation/onboarding';
import { FormField } from '../../ui/form/form-field';
import { ImageUploadField } from '../../ui/form/image-upload-field';
import { SelectField } from '../../ui/form/select-field';
import { StringListField } from '../../ui/form/string-list-field';
import { TextAreaField } from '../../ui/form/text-field';
// The list fields' layout (StringListField's items) lives with complete-profile's styles.
import './onboarding.css';

/**
 * The agency profile's fields, as complete-profile asks them and the agency's own edit pages
 * (features/agency-profile) ask them again: one field each, the form's schema giving the
 * messages. Each takes the form's control narrowed to these values (as `AddressFields` does).
 */
export interface AgencyProfileFieldValues {
  agency_name: string;
  /** An uploaded logo's id, or the served path of the logo kept. */
  logo: string;
  agency_location: string[];
  agency_phone: string[];
  bio: string;
  services: string[];
  industries: string[];
}

type FieldsControl = Control<AgencyProfileFieldValues>;

export interface TaxonomyOption {
  id: string;
  name: string;
}

const text = messages.onboardingPages;

export function AgencyNameField({ control, label }: { control: FieldsControl; label?: string }) {
  return (
    <FormField
      control={control}
      name="agency_name"
      label={label ?? text.agencyName}
      render={(field, { id, ariaInvalid }) => (
        <Input {...field} id={id} autoComplete="organization" aria-invalid={ariaInvalid} />
      )}
    />
  );
}

/** The logo; `currentUrl` is the one saved, which the form keeps as its value until replaced. */
export function AgencyLogoField({
  control,
  id,
  label,
  currentUrl,
}: {
  control: FieldsControl;
  id: string;
  label?: string;
  currentUrl?: string | null;
}) {
  return (
    <Controller
      control={control}
      name="logo"
      render={({ field, fieldState }) => (
        <Form.Item label={label ?? text.agencyLogo} htmlFor={id}>
          <ImageUploadField
            id={id}
            kind="logo"
            value={currentUrl && field.value === currentUrl ? '' : field.value}
            currentUrl={currentUrl}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        </Form.Item>
      )}
    />
  );
}

export function AgencyBioField({ control, label }: { control: FieldsControl; label?: string }) {
  return (
    <TextAreaField
      control={control}
      name="bio"
      label={label ?? text.agencyBio}
      rows={5}
      count={{ show: true, max: BIO_MAX_LENGTH }}
    />
  );
}

/** Locations (up to two) and phone numbers (up to four), side by side. */
export function AgencyContactFields({ control, id }: { control: FieldsControl; id: string }) {
  return (
    <div className="form-row">
      <Controller
        control={control}
        name="agency_location"
        render={({ field, fieldState }) => (
          <StringListField
            id={`${id}-location`}
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
            id={`${id}-phone`}
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
  );
}

/** Services and category experience (industries): at least one of each. */
export function AgencyExpertiseFields({
  control,
  services,
  categories,
}: {
  control: FieldsControl;
  services: readonly TaxonomyOption[];
  categories: readonly TaxonomyOption[];
}) {
  const options = (list: readonly TaxonomyOption[]) =>
    list.map((item) => ({ value: item.id, label: item.name }));
  return (
    <>
      <SelectField
        control={control}
        name="services"
        label={text.services}
        mode="multiple"
        allowClear={false}
        placeholder={text.selectPlaceholder}
        options={options(services)}
      />
      <SelectField
        control={control}
        name="industries"
        label={text.categories}
        mode="multiple"
        allowClear={false}
        placeholder={text.selectPlaceholder}
        options={options(categories)}
      />
    </>
  );
}
