import { useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form, Input, Select, Typography } from 'antd';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  ETHNICITIES,
  HEAR_US_SOURCES,
  HEAR_US_WITH_DETAIL,
  LANGUAGES,
  type HearUsSource,
} from '../../../shared/options';
import {
  BIO_MAX_LENGTH,
  LANGUAGES_MAX,
  POSITIONS_MAX,
  ROLE_LEVELS_MAX,
  candidateOnboardingSchema,
  type CandidateOnboardingValues,
} from '../../../shared/validation/onboarding';
import { AvailabilityFields, type AvailabilityValues } from '../../ui/form/availability-fields';
import { FormField } from '../../ui/form/form-field';
import { TextAreaField, TextField } from '../../ui/form/text-field';
import { ImageUploadField } from '../../ui/form/image-upload-field';
import { onboardingPositionsQuery } from './documents';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { OnboardingSection } from './onboarding-layout';

export type { CandidateOnboardingValues };

export interface JobLevelOption {
  key: string;
  name: string;
  description: string;
}

interface CandidateOnboardingFormProps {
  jobLevels: readonly JobLevelOption[];
  /** The candidate's industries ('Interested In'): positions are offered for these. */
  industryIds: readonly string[];
  onSubmit: (values: CandidateOnboardingValues) => Promise<FormOutcome | null>;
}

/** The candidate's complete-profile (the brief's new onboarding), under `candidateOnboardingSchema`. */
export function CandidateOnboardingForm({
  jobLevels,
  industryIds,
  onSubmit,
}: CandidateOnboardingFormProps) {
  const { control, submit, failure, setValue, formState } =
    useMutationForm<CandidateOnboardingValues>({
      onSubmit,
      resolver: yupResolver(candidateOnboardingSchema),
      defaultValues: {
        avatar: '',
        bio: '',
        hear_us_additional: '',
        referee_1: '',
        referee_2: '',
        looking_for: [],
        positions: [],
        languages: [],
      },
    });
  const text = messages.onboardingPages;

  return (
    <FormFrame onSubmit={submit} label={text.titles.candidate} failure={failure}>
      <AboutYouSection control={control} setValue={setValue} />
      <OnboardingSection title={text.sections.workPreferences}>
        <AvailabilityFields control={control as unknown as Control<AvailabilityValues>} />
      </OnboardingSection>
      <RolesSection
        control={control}
        setValue={setValue}
        jobLevels={jobLevels}
        industryIds={industryIds}
      />
      <MoreAboutYouSection control={control} />
      <div className="onboarding-actions">
        <SubmitButton submitting={formState.isSubmitting}>{text.save}</SubmitButton>
      </div>
    </FormFrame>
  );
}

interface SectionProps {
  control: Control<CandidateOnboardingValues>;
}

interface SettingSectionProps extends SectionProps {
  setValue: UseFormSetValue<CandidateOnboardingValues>;
}

/** About You: the photo and the bio. */
function AboutYouSection({ control, setValue }: SettingSectionProps) {
  const text = messages.onboardingPages;
  return (
    <OnboardingSection title={text.sections.aboutYou}>
      <Controller
        control={control}
        name="avatar"
        render={({ field, fieldState }) => (
          <Form.Item label={text.photo} htmlFor="onboarding-avatar">
            <ImageUploadField
              id="onboarding-avatar"
              kind="avatar"
              value={field.value}
              onChange={(id) => setValue('avatar', id, { shouldValidate: true })}
              error={fieldState.error?.message}
            />
          </Form.Item>
        )}
      />
      <TextAreaField
        control={control}
        name="bio"
        label={text.profileBio}
        rows={5}
        placeholder={text.profileBioPlaceholder}
        count={{ show: true, max: BIO_MAX_LENGTH }}
      />
    </OnboardingSection>
  );
}

/** Roles: levels, then the positions of those levels in the candidate's industries, languages. */
function RolesSection({
  control,
  setValue,
  jobLevels,
  industryIds,
}: SettingSectionProps & Pick<CandidateOnboardingFormProps, 'jobLevels' | 'industryIds'>) {
  const text = messages.onboardingPages;
  const levels = useWatch({ control, name: 'looking_for' });
  const positions = useQuery(onboardingPositionsQuery, {
    variables: { industries: [...industryIds], jobLevels: levels },
    skip: levels.length === 0 || industryIds.length === 0,
  });
  return (
    <OnboardingSection title={text.sections.roles}>
      <FormField
        control={control}
        name="looking_for"
        label={text.roleLevels}
        optional
        extra={text.roleLevelsHint(ROLE_LEVELS_MAX)}
        render={(field, { id, invalid }) => (
          <Select
            {...field}
            // Positions depend on the levels: a change of levels starts them again.
            onChange={(value: string[]) => {
              field.onChange(value);
              setValue('positions', []);
            }}
            id={id}
            mode="multiple"
            maxCount={ROLE_LEVELS_MAX}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={text.selectPlaceholder}
            options={jobLevels.map((level) => ({
              value: level.key,
              label: level.name,
              description: level.description,
            }))}
            optionRender={(option) => (
              <>
                {option.label}
                <Typography.Text type="secondary" className="onboarding-option-description">
                  {option.data.description}
                </Typography.Text>
              </>
            )}
            status={invalid ? 'error' : undefined}
          />
        )}
      />
      <FormField
        control={control}
        name="positions"
        label={text.positions}
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
            options={(positions.data?.positions ?? []).map((position) => ({
              value: position.id,
              label: position.name,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
            status={invalid ? 'error' : undefined}
          />
        )}
      />
      <FormField
        control={control}
        name="languages"
        label={text.languages}
        optional
        extra={text.languagesHint(LANGUAGES_MAX)}
        render={(field, { id, invalid }) => (
          <Select
            {...field}
            id={id}
            mode="multiple"
            maxCount={LANGUAGES_MAX}
            placeholder={text.selectPlaceholder}
            options={LANGUAGES}
            showSearch={{ optionFilterProp: 'label' }}
            status={invalid ? 'error' : undefined}
          />
        )}
      />
    </OnboardingSection>
  );
}

/** More About You: how they heard of us (with its detail), ethnicity and referees. */
function MoreAboutYouSection({ control }: SectionProps) {
  const text = messages.onboardingPages;
  const hearUs = useWatch({ control, name: 'hear_us' });
  return (
    <OnboardingSection title={text.sections.moreAboutYou}>
      <div className="form-row">
        <FormField
          control={control}
          name="hear_us"
          label={text.hearUs}
          render={(field, { id, invalid }) => (
            <Select
              {...field}
              id={id}
              placeholder={text.selectPlaceholder}
              options={HEAR_US_SOURCES.map(({ value, label }) => ({ value, label }))}
              status={invalid ? 'error' : undefined}
            />
          )}
        />
        {HEAR_US_WITH_DETAIL.includes(hearUs as HearUsSource) ? (
          <FormField
            control={control}
            name="hear_us_additional"
            label={messages.onboarding.hearUsAdditionalPlaceholder}
            render={(field, { id, ariaInvalid }) => (
              <Input {...field} value={field.value ?? ''} id={id} aria-invalid={ariaInvalid} />
            )}
          />
        ) : (
          <div />
        )}
      </div>
      <FormField
        control={control}
        name="ethnicity"
        label={text.ethnicity}
        optional
        render={(field, { id, invalid }) => (
          <Select
            {...field}
            value={field.value ?? undefined}
            id={id}
            allowClear
            placeholder={text.selectPlaceholder}
            options={ETHNICITIES}
            showSearch={{ optionFilterProp: 'label' }}
            status={invalid ? 'error' : undefined}
          />
        )}
      />
      <div className="form-row">
        <TextField
          control={control}
          name="referee_1"
          label={text.referee1}
          optional
          placeholder={text.refereePlaceholder}
        />
        <TextField
          control={control}
          name="referee_2"
          label={text.referee2}
          optional
          placeholder={text.refereePlaceholder}
        />
      </div>
    </OnboardingSection>
  );
}
