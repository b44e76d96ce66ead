import { yupResolver } from '@hookform/resolvers/yup';
import { Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  WHAT_SETS_APART_EDIT_MAX_LENGTH,
  companyProfileSchema,
  editableRichText,
  type CompanyProfileValues,
} from '../../../shared/validation/company-profile';
import type { OwnCompanyProfileFieldsFragment } from '../../gql/graphql';
import { YesNoField } from '../../ui/form/yes-no-field';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { ImageUploadField } from '../../ui/form/image-upload-field';
import { TextAreaField, TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { RichTextField } from '../../ui/rich-text/rich-text-field';
import { ButtonLink } from '../../ui/button-link';
import { groupPath } from '../../routing/paths';
import { AddressFields, type AddressValues } from '../../ui/form/address-fields';

const m = messages.companyProfile;
const text = messages.onboardingPages;

/** The form's values from what is saved: the logo kept unless another is uploaded. */
export function companyProfileDefaults(
  profile: OwnCompanyProfileFieldsFragment,
): CompanyProfileValues {
  return {
    company: profile.company,
    logo: profile.avatar ?? '',
    bio: editableRichText(profile.bio),
    description: editableRichText(profile.description),
    what_sets_apart: profile.what_sets_apart ?? '',
    can_use_logo: profile.can_use_logo,
    website: profile.website ?? '',
    address_1: profile.address_1 ?? '',
    address_2: profile.address_2 ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zip: profile.zip ?? '',
    country: profile.country ?? 'GB',
    email: profile.email,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="company-profile-section">
      <Typography.Title level={2} className="company-profile-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

export interface SignInEmailValues {
  email: string;
}

/**
 * The sign-in email on a profile form (the employer's edit-profile, the agency's
 * edit-account-information), with its hint that the old address is told of a change.
 */
export function SignInEmailField({ control }: { control: Control<SignInEmailValues> }) {
  return (
    <TextField
      control={control}
      name="email"
      label={m.email}
      type="email"
      size="large"
      autoComplete="email"
      extra={m.emailHint}
    />
  );
}

/** The employer's edit-profile form, under `companyProfileSchema` (the server's too). */
export function CompanyProfileForm({
  profile,
  onSubmit,
}: {
  profile: OwnCompanyProfileFieldsFragment;
  onSubmit: (values: CompanyProfileValues) => Promise<FormOutcome | null>;
}) {
  const { control, submit, failure, setValue, formState } = useMutationForm<CompanyProfileValues>({
    onSubmit,
    resolver: yupResolver(companyProfileSchema),
    defaultValues: companyProfileDefaults(profile),
  });

  return (
    <FormFrame onSubmit={submit} label={m.editProfile} failure={failure}>
      <Section title={m.sections.company}>
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <Form.Item label={m.companyLogo} htmlFor="company-logo">
              <ImageUploadField
                id="company-logo"
                kind="logo"
                // The kept logo is the saved one's path; a new upload is its id.
                value={field.value === profile.avatar ? '' : field.value}
                currentUrl={profile.avatar}
                onChange={(id) => setValue('logo', id, { shouldValidate: true })}
                error={fieldState.error?.message}
              />
            </Form.Item>
          )}
        />
        <TextField
          control={control}
          name="company"
          label={messages.registrationPages.employerName}
          size="large"
          autoComplete="organization"
        />
        <RichTextField control={control} name="bio" label={m.bio} />
        <RichTextField control={control} name="description" label={m.description} />
        <TextAreaField
          control={control}
          name="what_sets_apart"
          label={m.whatSetsApart}
          rows={4}
          count={{ show: true, max: WHAT_SETS_APART_EDIT_MAX_LENGTH }}
        />
        <TextField
          control={control}
          name="website"
          label={m.website}
          optional
          size="large"
          placeholder={m.websitePlaceholder}
          autoComplete="url"
        />
        <YesNoField control={control} name="can_use_logo" label={text.canUseLogo} optional />
      </Section>
      <Section title={m.sections.address}>
        <AddressFields control={control as unknown as Control<AddressValues>} />
      </Section>
      <Section title={m.sections.signIn}>
        <SignInEmailField control={control as unknown as Control<SignInEmailValues>} />
      </Section>
      <div className="company-profile-actions">
        <SubmitButton submitting={formState.isSubmitting}>{m.save}</SubmitButton>
        <ButtonLink size="large" to={groupPath('employer', 'profile')}>
          {m.cancel}
        </ButtonLink>
      </div>
    </FormFrame>
  );
}
