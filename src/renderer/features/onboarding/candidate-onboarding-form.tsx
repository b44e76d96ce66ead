import { useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { DatePicker, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { Controller, useWatch } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  ETHNICITIES,
  HEAR_US_SOURCES,
  HEAR_US_WITH_DETAIL,
  LANGUAGES,
  NOTICE_PERIOD_MAX,
  NOTICE_PERIOD_MIN,
  NOTICE_PERIOD_UNITS,
  PAYROLL_STATUSES,
  RIGHT_TO_WORK,
  WORK_LOCATIONS,
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
import { FormField } from '../../ui/form/form-field';
import { TextAreaField, TextField } from '../../ui/form/text-field';
import { ImageUploadField } from '../../ui/form/image-upload-field';
import { onboardingPositionsQuery } from './documents';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { OnboardingSection } from './onboarding-layout';
import { DATE_FORMAT } from '../../lib/dates';

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
  const levels = useWatch({ control, name: 'looking_for' });
  const hearUs = useWatch({ control, name: 'hear_us' });
  const positions = useQuery(onboardingPositionsQuery, {
    variables: { industries: [...industryIds], jobLevels: levels },
    skip: levels.length === 0 || industryIds.length === 0,
  });

  return (
    <FormFrame onSubmit={submit} label={text.titles.candidate} failure={failure}>
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

      <OnboardingSection title={text.sections.workPreferences}>
        <FormField
          control={control}
          name="location"
          label={text.workLocation}
          render={(field, { id }) => (
            <Radio.Group
              id={id}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              buttonStyle="solid"
              block
              options={WORK_LOCATIONS.map(({ value, label }) => ({ value, label }))}
              aria-label={text.workLocation}
            />
          )}
        />
        <FormField
          control={control}
          name="payroll_status"
          label={text.payrollStatus}
          render={(field, { id }) => (
            <Radio.Group
              id={id}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              buttonStyle="solid"
              block
              options={PAYROLL_STATUSES.map(({ value, label }) => ({ value, label }))}
              aria-label={text.payrollStatus}
            />
          )}
        />
        <div className="form-row">
          <FormField
            control={control}
            name="right_to_work"
            label={text.rightToWork}
            render={(field, { id, invalid }) => (
              <Select
                {...field}
                id={id}
                placeholder={text.selectPlaceholder}
                options={RIGHT_TO_WORK.map(({ value, label }) => ({ value, label }))}
                status={invalid ? 'error' : undefined}
              />
            )}
          />
          <FormField
            control={control}
            name="start_date"
            label={text.startDate}
            render={(field, { id, invalid }) => (
              <DatePicker
                id={id}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ? dayjs(field.value) : null}
                onChange={(date) => field.onChange(date ? date.format('YYYY-MM-DD') : '')}
                format={DATE_FORMAT}
                placeholder={text.startDatePlaceholder}
                // Availability is a day to come (today included).
                disabledDate={(date) => date.isBefore(dayjs(), 'day')}
                status={invalid ? 'error' : undefined}
                style={{ width: '100%' }}
              />
            )}
          />
        </div>
        <div className="form-row">
          <FormField
            control={control}
            name="notice_period"
            label={text.noticePeriod}
            render={(field, { id, invalid }) => (
              <InputNumber
                id={id}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                min={NOTICE_PERIOD_MIN}
                max={NOTICE_PERIOD_MAX}
                precision={0}
                status={invalid ? 'error' : undefined}
                style={{ width: '100%' }}
              />
            )}
          />
          <FormField
            control={control}
            name="notice_period_unit"
            label={text.noticePeriodUnit}
            render={(field, { id, invalid }) => (
              <Select
                {...field}
                id={id}
                placeholder={text.selectPlaceholder}
                options={NOTICE_PERIOD_UNITS.map(({ value, label }) => ({ value, label }))}
                status={invalid ? 'error' : undefined}
              />
            )}
          />
        </div>
      </OnboardingSection>

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

      <div className="onboarding-actions">
        <SubmitButton submitting={formState.isSubmitting}>{text.save}</SubmitButton>
      </div>
    </FormFrame>
  );
}
