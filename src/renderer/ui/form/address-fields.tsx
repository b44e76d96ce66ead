import type { Control } from 'react-hook-form';
import { COUNTRIES } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { SelectField } from './select-field';
import { TextField } from './text-field';

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
 * gives their messages (an agency's line 1 reads 'Please enter a valid address'). Registration
 * and profile forms show it large; billing details at the normal size, with their own labels.
 */
export function AddressFields({
  control,
  size = 'large',
  labels,
}: {
  control: Control<AddressValues>;
  size?: 'large' | 'middle';
  /** Labels other than registration's ('Postcode' on billing details). */
  labels?: Partial<Record<keyof AddressValues, string>>;
}) {
  const r = messages.registrationPages;
  const text = {
    address1: labels?.address_1 ?? r.address1,
    address2: labels?.address_2 ?? r.address2,
    city: labels?.city ?? r.city,
    county: labels?.state ?? r.county,
    postcode: labels?.zip ?? r.postcode,
    country: labels?.country ?? r.country,
  };
  return (
    <>
      <TextField
        control={control}
        name="address_1"
        label={text.address1}
        size={size}
        autoComplete="address-line1"
      />
      <TextField
        control={control}
        name="address_2"
        label={text.address2}
        optional
        size={size}
        autoComplete="address-line2"
      />
      <div className="form-row">
        <TextField
          control={control}
          name="city"
          label={text.city}
          size={size}
          autoComplete="address-level2"
        />
        <TextField
          control={control}
          name="state"
          label={text.county}
          size={size}
          autoComplete="address-level1"
        />
      </div>
      <div className="form-row">
        <TextField
          control={control}
          name="zip"
          label={text.postcode}
          size={size}
          autoComplete="postal-code"
        />
        <SelectField
          control={control}
          name="country"
          label={text.country}
          size={size}
          options={COUNTRY_OPTIONS}
        />
      </div>
    </>
  );
}
