import { Select } from 'antd';
import type { Control } from 'react-hook-form';
import { COUNTRIES } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { FormField } from '../../ui/form/form-field';
import { TextField } from '../../ui/form/text-field';

/** The address every registration form asks for (the API's field names). */
export interface AddressValues {
  address_1: string;
  address_2?: string | null;
  city: string;
  /** County. */
  state: string;
  /** Postcode or zip code. */
  zip: string;
  /** ISO 3166 alpha-2; United Kingdom unless chosen otherwise. */
  country: string;
}

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/**
 * Address line 1 and 2, city, county, postcode and country (United Kingdom first and by
 * default). Takes the form's control narrowed to these fields: each form's own schema
 * gives their messages (an agency's line 1 reads 'Please enter a valid address').
 */
export function AddressFields({ control }: { control: Control<AddressValues> }) {
  const text = messages.registrationPages;
  return (
    <>
      <TextField
        control={control}
        name="address_1"
        label={text.address1}
        size="large"
        autoComplete="address-line1"
      />
      <TextField
        control={control}
        name="address_2"
        label={text.address2}
        optional
        size="large"
        autoComplete="address-line2"
      />
      <div className="form-row">
        <TextField
          control={control}
          name="city"
          label={text.city}
          size="large"
          autoComplete="address-level2"
        />
        <TextField
          control={control}
          name="state"
          label={text.county}
          size="large"
          autoComplete="address-level1"
        />
      </div>
      <div className="form-row">
        <TextField
          control={control}
          name="zip"
          label={text.postcode}
          size="large"
          autoComplete="postal-code"
        />
        <FormField
          control={control}
          name="country"
          label={text.country}
          render={(field, { id, invalid }) => (
            <Select
              {...field}
              id={id}
              size="large"
              options={COUNTRY_OPTIONS}
              showSearch={{ optionFilterProp: 'label' }}
              status={invalid ? 'error' : undefined}
            />
          )}
        />
      </div>
    </>
  );
}
