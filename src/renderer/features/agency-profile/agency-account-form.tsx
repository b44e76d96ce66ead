import { yupResolver } from '@hookform/resolvers/yup';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  agencyAccountSchema,
  type AgencyAccountValues,
} from '../../../shared/validation/agency-profile';
import type { OwnAgencyProfileFieldsFragment } from '../../gql/graphql';
import { groupPath } from '../../routing/paths';
import { FormFrame } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { AgencyBioField, AgencyLogoField, type AgencyProfileFieldValues } from '../onboarding';
import { SignInEmailField, type SignInEmailValues } from '../company-profile';
import { AddressFields, type AddressValues } from '../../ui/form/address-fields';
import { AgencyFormActions, Section } from './agency-profile-form';

const m = messages.agencyProfile;

/** The form's values from what is saved: the logo kept unless another is uploaded. */
export function agencyAccountDefaults(
  profile: OwnAgencyProfileFieldsFragment,
): AgencyAccountValues {
  return {
    logo: profile.avatar ?? '',
    bio: profile.bio ?? '',
    address_1: profile.address_1 ?? '',
    address_2: profile.address_2 ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zip: profile.zip ?? '',
    country: profile.country ?? 'GB',
    email: profile.email ?? '',
  };
}

/** The agency's edit-account-information, under `agencyAccountSchema` (the server's too). */
export function AgencyAccountForm({
  profile,
  onSubmit,
}: {
  profile: OwnAgencyProfileFieldsFragment;
  onSubmit: (values: AgencyAccountValues) => Promise<FormOutcome | null>;
}) {
  const { control, submit, failure, formState } = useMutationForm<AgencyAccountValues>({
    onSubmit,
    resolver: yupResolver(agencyAccountSchema),
    defaultValues: agencyAccountDefaults(profile),
  });
  const fields = control as unknown as Control<AgencyProfileFieldValues>;

  return (
    <FormFrame onSubmit={submit} label={m.editAccountInformation} failure={failure}>
      <Section title={m.sections.agency}>
        <AgencyLogoField
          control={fields}
          id="agency-account-logo"
          label={m.logo}
          currentUrl={profile.avatar}
        />
        <AgencyBioField control={fields} label={m.bio} />
      </Section>
      <Section title={m.sections.address}>
        <AddressFields control={control as unknown as Control<AddressValues>} />
      </Section>
      <Section title={m.sections.signIn}>
        <SignInEmailField control={control as unknown as Control<SignInEmailValues>} />
      </Section>
      <AgencyFormActions
        submitting={formState.isSubmitting}
        cancelTo={groupPath('agency', 'account-information')}
      />
    </FormFrame>
  );
}
