import { yupResolver } from '@hookform/resolvers/yup';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  PROJECT_KIND,
  compensationRange,
  type Currency,
} from '../../../shared/opportunities';
import {
  agencyProfileSchema,
  type AgencyProfileValues,
} from '../../../shared/validation/agency-profile';
import type { OwnAgencyProfileFieldsFragment } from '../../gql/graphql';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { MoneyField } from '../../ui/form/money-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import {
  AgencyBioField,
  AgencyContactFields,
  AgencyExpertiseFields,
  AgencyNameField,
  type AgencyProfileFieldValues,
  type TaxonomyOption,
} from '../onboarding';

const m = messages.agencyProfile;

/** The form's values from what is saved; one empty input where a list has nothing yet. */
export function agencyProfileDefaults(
  profile: OwnAgencyProfileFieldsFragment,
): AgencyProfileValues {
  return {
    agency_name: profile.name,
    bio: profile.bio ?? '',
    services: profile.services.map((service) => service.id),
    industries: profile.industries.map((industry) => industry.id),
    agency_location: profile.locations.length > 0 ? [...profile.locations] : [''],
    agency_phone: profile.phones.length > 0 ? [...profile.phones] : [''],
    website: profile.website ?? '',
    contact_email: profile.contact_email ?? '',
    budget_currency: (profile.budget?.currency ?? DEFAULT_CURRENCY) as Currency,
    budget_min: profile.budget?.min,
    budget_max: profile.budget?.max,
  };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2} className="agency-profile-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** Save, and Cancel back to the page the form edits. */
export function AgencyFormActions({
  submitting,
  cancelTo,
}: {
  submitting: boolean;
  cancelTo: string;
}) {
  return (
    <div className="agency-profile-actions">
      <SubmitButton submitting={submitting}>{m.save}</SubmitButton>
      <ButtonLink size="large" to={cancelTo}>
        {m.cancel}
      </ButtonLink>
    </div>
  );
}

/** The typical project budget: a currency and both ends in a project's range, or nothing. */
function TypicalBudgetFields({ control }: { control: Control<AgencyProfileValues> }) {
  const currency = (useWatch({ control, name: 'budget_currency' }) ?? DEFAULT_CURRENCY) as Currency;
  const range = compensationRange(PROJECT_KIND);
  return (
    <>
      <Typography.Paragraph type="secondary">{m.budgetHint}</Typography.Paragraph>
      <div className="form-money-range">
        <SelectField
          control={control}
          name="budget_currency"
          label={m.budgetCurrency}
          options={CURRENCIES.map(({ value, label }) => ({ value, label }))}
          showSearch={false}
        />
        <MoneyField
          control={control}
          name="budget_min"
          label={m.budgetMin}
          currency={currency}
          range={range}
          optional
        />
        <MoneyField
          control={control}
          name="budget_max"
          label={m.budgetMax}
          currency={currency}
          range={range}
          optional
        />
      </div>
    </>
  );
}

/** The agency's edit-profile, under `agencyProfileSchema` (the server's too). */
export function AgencyProfileForm({
  profile,
  services,
  categories,
  onSubmit,
}: {
  profile: OwnAgencyProfileFieldsFragment;
  services: readonly TaxonomyOption[];
  categories: readonly TaxonomyOption[];
  onSubmit: (values: AgencyProfileValues) => Promise<FormOutcome | null>;
}) {
  const { control, submit, failure, formState } = useMutationForm<AgencyProfileValues>({
    onSubmit,
    resolver: yupResolver(agencyProfileSchema),
    defaultValues: agencyProfileDefaults(profile),
  });
  const fields = control as unknown as Control<AgencyProfileFieldValues>;

  return (
    <FormFrame onSubmit={submit} label={m.editProfile} failure={failure}>
      <Section title={m.sections.agency}>
        <AgencyNameField control={fields} label={m.agencyName} />
        <AgencyBioField control={fields} label={m.bio} />
        <TextField
          control={control}
          name="website"
          label={m.website}
          optional
          placeholder={m.websitePlaceholder}
          autoComplete="url"
        />
      </Section>
      <Section title={m.sections.contact}>
        <AgencyContactFields control={fields} id="agency-profile" />
        <TextField
          control={control}
          name="contact_email"
          label={m.contactEmail}
          optional
          type="email"
          autoComplete="email"
          extra={m.contactEmailHint}
        />
      </Section>
      <Section title={m.budget}>
        <TypicalBudgetFields control={control} />
      </Section>
      <Section title={m.sections.expertise}>
        <AgencyExpertiseFields control={fields} services={services} categories={categories} />
      </Section>
      <AgencyFormActions
        submitting={formState.isSubmitting}
        cancelTo={groupPath('agency', 'profile')}
      />
    </FormFrame>
  );
}
