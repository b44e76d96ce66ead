import { yupResolver } from '@hookform/resolvers/yup';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  WHAT_SETS_APART_EDIT_MAX_LENGTH,
  companyProfileSchema,
  editableRichText,
  type CompanyProfileValues,
} from '../../../shared/validation/company-profile';
import type { OwnCompanyProfileFieldsFragment } from '../../gql/graphql';
import {
  CompanyProfileFields,
  type CompanyProfileFieldValues,
} from '../../ui/form/company-profile-fields';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { ButtonLink } from '../../ui/button-link';
import { groupPath } from '../../routing/paths';
import { AddressFields, type AddressValues } from '../../ui/form/address-fields';

const m = messages.companyProfile;

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
        <CompanyProfileFields
          control={control as unknown as Control<CompanyProfileFieldValues>}
          logoId="company-logo"
          savedLogo={profile.avatar}
          onLogo={(id) => setValue('logo', id, { shouldValidate: true })}
          bioLabel={m.bio}
          whatSetsApart={{ rows: 4, max: WHAT_SETS_APART_EDIT_MAX_LENGTH }}
          canUseLogoOptional
          nameField={
            <TextField
              control={control}
              name="company"
              label={messages.registrationPages.employerName}
              size="large"
              autoComplete="organization"
            />
          }
          websiteField={
            <TextField
              control={control}
              name="website"
              label={m.website}
              optional
              size="large"
              placeholder={m.websitePlaceholder}
              autoComplete="url"
            />
          }
        />
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
