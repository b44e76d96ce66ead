import { Form } from 'antd';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { RichTextField } from '../rich-text/rich-text-field';
import { ImageUploadField } from './image-upload-field';
import { TextAreaField } from './text-field';
import { YesNoField } from './yes-no-field';

/** A company's profile, by the API's names (the employer's complete-profile and edit-profile). */
export interface CompanyProfileFieldValues {
  /** An uploaded logo's id, or (edit-profile) the saved logo's path while it is kept. */
  logo: string;
  bio: string;
  description: string;
  what_sets_apart: string;
  can_use_logo?: boolean | null;
}

interface CompanyProfileFieldsProps {
  /** The form's control narrowed to these fields, as `AddressFields` takes it. */
  control: Control<CompanyProfileFieldValues>;
  /** The logo input's id, unique on the page. */
  logoId: string;
  /** The logo saved before (edit-profile): shown, and kept as the value until replaced. */
  savedLogo?: string | null;
  /** Takes an uploaded logo's id (the form's `setValue('logo', id, { shouldValidate })`). */
  onLogo: (fileId: string) => void;
  bioLabel: string;
  whatSetsApart: { rows: number; max: number };
  canUseLogoOptional?: boolean;
  /** The company's name, under the logo (edit-profile). */
  nameField?: ReactNode;
  /** The website, before the logo question (edit-profile). */
  websiteField?: ReactNode;
}

/**
 * The company profile: logo, bio and description (rich text), what sets it apart, and whether
 * the logo may be used in marketing. Each form's schema gives the messages.
 */
export function CompanyProfileFields({
  control,
  logoId,
  savedLogo,
  onLogo,
  bioLabel,
  whatSetsApart,
  canUseLogoOptional,
  nameField,
  websiteField,
}: CompanyProfileFieldsProps) {
  const text = messages.onboardingPages;
  return (
    <>
      <Controller
        control={control}
        name="logo"
        render={({ field, fieldState }) => (
          <Form.Item label={text.companyLogo} htmlFor={logoId}>
            <ImageUploadField
              id={logoId}
              kind="logo"
              // A kept logo is the saved one's path; a new upload is its id.
              value={savedLogo !== undefined && field.value === savedLogo ? '' : field.value}
              currentUrl={savedLogo}
              onChange={onLogo}
              error={fieldState.error?.message}
            />
          </Form.Item>
        )}
      />
      {nameField}
      <RichTextField control={control} name="bio" label={bioLabel} />
      <RichTextField control={control} name="description" label={text.description} />
      <TextAreaField
        control={control}
        name="what_sets_apart"
        label={text.whatSetsApart}
        rows={whatSetsApart.rows}
        count={{ show: true, max: whatSetsApart.max }}
      />
      {websiteField}
      <YesNoField
        control={control}
        name="can_use_logo"
        label={text.canUseLogo}
        optional={canUseLogoOptional}
      />
    </>
  );
}
