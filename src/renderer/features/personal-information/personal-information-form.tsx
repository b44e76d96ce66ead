import { useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { COUNTRIES } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { ETHNICITIES, LANGUAGES, PRONOUNS } from '../../../shared/options';
import { LANGUAGES_MAX, POSITIONS_MAX } from '../../../shared/validation/onboarding';
import {
  ROLE_LEVELS_EDIT_MAX,
  personalInformationSchema,
  type PersonalInformationValues,
} from '../../../shared/validation/personal-information';
import type { PersonalInformationFieldsFragment } from '../../gql/graphql';
import { AvailabilityFields, type AvailabilityValues } from '../../ui/form/availability-fields';
import { FormField } from '../../ui/form/form-field';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { PhoneField } from '../../ui/form/phone-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { ButtonLink } from '../../ui/button-link';
import { groupPath } from '../../routing/paths';
import { personalInformationPositionsQuery } from './documents';
import { SalaryRangeField } from './salary-range-field';

const m = messages.personalInformation;
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const options = <V extends string | number>(list: readonly { value: V; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

/** The brief's default discipline (id 1), for a candidate with none to look positions up in. */
const DEFAULT_INDUSTRY_ID = '1';

/** The form's values from what is saved; empty where nothing is yet. */
export function personalInformationDefaults(
  user: PersonalInformationFieldsFragment,
): PersonalInformationValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    pronouns: user.pronouns ?? undefined,
    position: user.position ?? '',
    company: user.company ?? '',
    phone: user.phone ?? '',
    phone_secondary: user.phone_secondary ?? '',
    linkedin: user.linkedin ?? '',
    supporting_url: user.supporting_url ?? '',
    address_1: user.address_1 ?? '',
    address_2: user.address_2 ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zip: user.zip ?? '',
    country: user.country ?? 'GB',
    // Unchosen selects hold nothing (so they show their placeholder), not ''.
    location: user.location ?? undefined,
    payroll_status: user.payroll_status as PersonalInformationValues['payroll_status'],
    right_to_work: user.right_to_work ?? undefined,
    start_date: user.start_date ?? '',
    notice_period: user.notice_period as number,
    notice_period_unit: user.notice_period_unit ?? undefined,
    ethnicity: user.ethnicity ?? undefined,
    referee_1: user.referee_1 ?? '',
    referee_2: user.referee_2 ?? '',
    looking_for: [...user.looking_for],
    positions: user.positions.map((position) => position.id),
    languages: [...user.languages],
    salary_currency: user.salary_currency,
    salary_unit: user.salary_unit ?? undefined,
    minimum_salary: user.minimum_salary ?? undefined,
    maximum_salary: user.maximum_salary ?? undefined,
  } as PersonalInformationValues;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="personal-information-section">
      <Typography.Title level={2} className="personal-information-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** `edit-personal-information`'s form, under `personalInformationSchema`. */
export function PersonalInformationForm({
  user,
  jobLevels,
  onSubmit,
}: {
  user: PersonalInformationFieldsFragment;
  jobLevels: readonly JobLevel[];
  onSubmit: (values: PersonalInformationValues) => Promise<FormOutcome | null>;
}) {
  const { control, submit, failure, setValue, formState } =
    useMutationForm<PersonalInformationValues>({
      onSubmit,
      resolver: yupResolver(personalInformationSchema),
      defaultValues: personalInformationDefaults(user),
    });

  return (
    <FormFrame onSubmit={submit} label={m.editTitle} failure={failure}>
      <div className="personal-information-form">
        <ContactSection control={control} />
        <AddressSection control={control} />
        <RolesSection control={control} setValue={setValue} user={user} jobLevels={jobLevels} />
        <Section title={m.sections.expectations}>
          <SalaryRangeField control={control} setValue={setValue} />
        </Section>
        <Section title={m.sections.availability}>
          <AvailabilityFields control={control as unknown as Control<AvailabilityValues>} />
        </Section>
        <ReferencesSection control={control} />
        <div className="personal-information-actions">
          <ButtonLink to={groupPath('candidate', 'personal-information')} size="large">
            {m.cancel}
          </ButtonLink>
          <SubmitButton submitting={formState.isSubmitting}>{m.save}</SubmitButton>
        </div>
      </div>
    </FormFrame>
  );
}

interface JobLevel {
  key: string;
  name: string;
  description: string;
}

interface SectionProps {
  control: Control<PersonalInformationValues>;
}

/** Contact: names, pronouns, phones, job title, employer and links. */
function ContactSection({ control }: SectionProps) {
  return (
    <Section title={m.sections.contact}>
      <div className="form-row">
        <TextField
          control={control}
          name="first_name"
          label={m.firstName}
          autoComplete="given-name"
        />
        <TextField
          control={control}
          name="last_name"
          label={m.lastName}
          autoComplete="family-name"
        />
      </div>
      <div className="form-row">
        <SelectField
          control={control}
          name="pronouns"
          label={m.pronouns}
          optional
          placeholder={messages.registrationPages.pronounsPlaceholder}
          options={options(PRONOUNS)}
        />
        <PhoneField control={control} name="phone" label={m.phone} />
      </div>
      <div className="form-row">
        <TextField
          control={control}
          name="position"
          label={m.jobTitle}
          autoComplete="organization-title"
        />
        <TextField
          control={control}
          name="company"
          label={m.currentEmployer}
          optional
          autoComplete="organization"
        />
      </div>
      <div className="form-row">
        <PhoneField control={control} name="phone_secondary" label={m.phoneSecondary} optional />
        <TextField
          control={control}
          name="linkedin"
          label={m.linkedin}
          optional
          type="url"
          autoComplete="url"
          placeholder="linkedin.com/in/…"
        />
      </div>
      <div className="form-row">
        <TextField
          control={control}
          name="supporting_url"
          label={m.supportingUrl}
          optional
          type="url"
          placeholder="yourportfolio.com"
        />
      </div>
    </Section>
  );
}

/** Address: lines 1 and 2, city, county, postcode and country. */
function AddressSection({ control }: SectionProps) {
  return (
    <Section title={m.sections.address}>
      <div className="form-row">
        <TextField
          control={control}
          name="address_1"
          label={m.address1}
          autoComplete="address-line1"
        />
        <TextField
          control={control}
          name="address_2"
          label={m.address2}
          optional
          autoComplete="address-line2"
        />
      </div>
      <div className="form-row">
        <TextField control={control} name="city" label={m.city} autoComplete="address-level2" />
        <TextField control={control} name="state" label={m.county} autoComplete="address-level1" />
      </div>
      <div className="form-row">
        <TextField control={control} name="zip" label={m.postcode} autoComplete="postal-code" />
        <SelectField control={control} name="country" label={m.country} options={COUNTRY_OPTIONS} />
      </div>
    </Section>
  );
}

/** Roles: levels, then the positions of those levels in the candidate's industries, languages. */
function RolesSection({
  control,
  setValue,
  user,
  jobLevels,
}: SectionProps & {
  setValue: UseFormSetValue<PersonalInformationValues>;
  user: PersonalInformationFieldsFragment;
  jobLevels: readonly JobLevel[];
}) {
  const text = messages.onboardingPages;
  const levels = useWatch({ control, name: 'looking_for' });
  const industryIds = user.industries.map((industry) => industry.id);
  const positions = useQuery(personalInformationPositionsQuery, {
    variables: {
      industries: industryIds.length > 0 ? industryIds : [DEFAULT_INDUSTRY_ID],
      jobLevels: levels,
    },
    skip: levels.length === 0,
  });
  return (
    <Section title={m.sections.roles}>
      <SelectField
        control={control}
        name="looking_for"
        label={m.roleLevels}
        optional
        mode="multiple"
        maxCount={ROLE_LEVELS_EDIT_MAX}
        extra={m.roleLevelsHint(ROLE_LEVELS_EDIT_MAX)}
        placeholder={text.selectPlaceholder}
        options={jobLevels.map((level) => ({ value: level.key, label: level.name }))}
        // Positions belong to the levels: a change of levels starts them again.
        afterChange={() => setValue('positions', [])}
      />
      <FormField
        control={control}
        name="positions"
        label={m.positions}
        optional
        error={positions.error ? text.positionsFailed : null}
        extra={text.positionsHint(POSITIONS_MAX)}
        render={(field, { id, invalid }) => (
          <Select
            {...field}
            id={id}
            mode="multiple"
            maxCount={POSITIONS_MAX}
            disabled={levels.length === 0}
            loading={positions.loading}
            placeholder={text.selectPlaceholder}
            // Until the list arrives, the chosen positions keep their names.
            options={(positions.data?.positions ?? user.positions).map((position) => ({
              value: position.id,
              label: position.name,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
            status={invalid ? 'error' : undefined}
          />
        )}
      />
      <SelectField
        control={control}
        name="languages"
        label={m.languages}
        optional
        mode="multiple"
        maxCount={LANGUAGES_MAX}
        extra={text.languagesHint(LANGUAGES_MAX)}
        placeholder={text.selectPlaceholder}
        options={LANGUAGES}
      />
    </Section>
  );
}

/** References: two referees and ethnicity. */
function ReferencesSection({ control }: SectionProps) {
  const text = messages.onboardingPages;
  return (
    <Section title={m.sections.references}>
      <div className="form-row">
        <TextField
          control={control}
          name="referee_1"
          label={m.referee1}
          optional
          placeholder={text.refereePlaceholder}
        />
        <TextField
          control={control}
          name="referee_2"
          label={m.referee2}
          optional
          placeholder={text.refereePlaceholder}
        />
      </div>
      <SelectField
        control={control}
        name="ethnicity"
        label={m.ethnicity}
        optional
        placeholder={text.selectPlaceholder}
        options={ETHNICITIES}
      />
    </Section>
  );
}
