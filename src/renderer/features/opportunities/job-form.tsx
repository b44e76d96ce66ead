import { listLoadFailure } from './list-load-failure';
import { useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Flex, Radio } from 'antd';
import { useWatch, type DefaultValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import {
  CONTRACT_ROLE_TYPE,
  IR35_OPTIONS,
  JOB_DURATIONS,
  MUST_HAVES_MAX,
  ROLE_TYPES,
  WORKING_HOURS,
  WORK_MODES,
} from '../../../shared/opportunities';
import {
  jobOpportunitySchema,
  needsSoftwareSkills,
  type JobOpportunityValues,
} from '../../../shared/validation/opportunities';
import { FormField } from '../../ui/form/form-field';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { PlaceSearchField } from '../../ui/form/place-search-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { RichTextField } from '../../ui/rich-text/rich-text-field';
import { dashboardPath } from '../../routing/paths';
import { disciplineOptionsQuery, positionOptionsQuery } from './documents';
import { BudgetFields, CreatorField, FollowUpField, PostHeaderFields } from './post-fields';

const m = messages.opportunities;

export type JobFormValues = JobOpportunityValues;

/** What the form offers before anything is chosen. */
export interface JobFormOptions {
  industries: readonly { id: string; name: string }[];
  jobLevels: readonly { key: string; name: string }[];
  /** Team users an admin may name as creator (create only). */
  creators?: readonly { id: string; name: string }[] | null;
}

interface JobFormProps {
  mode: 'create' | 'edit';
  defaultValues: DefaultValues<JobFormValues>;
  options: JobFormOptions;
  /** Create only: false when the team has no job post left (the submit is disabled). */
  canAfford?: boolean;
  /** The submit waits for the user (the cost confirmation is open), not for the server. */
  asking?: boolean;
  onSubmit: (values: JobFormValues) => Promise<FormOutcome | null>;
}

/** What changing the discipline clears (brief section 4). */
const DISCIPLINE_DEPENDANTS = [
  'genres',
  'skills',
  'skills_must_have',
  'software_skills',
  'software_skills_must_have',
  'qualifications',
  'qualifications_must_have',
] as const;

/** Each list and its must-haves: removing an item removes its must-have. */
const MUST_HAVE_OF = {
  skills: 'skills_must_have',
  software_skills: 'software_skills_must_have',
  qualifications: 'qualifications_must_have',
} as const;

/** The job form (`add-opportunity`, `edit-opportunity/{id}`), fields in the brief's order. */
export function JobForm({
  mode,
  defaultValues,
  options,
  canAfford = true,
  asking = false,
  onSubmit,
}: JobFormProps) {
  const form = useMutationForm<JobFormValues>({
    onSubmit,
    resolver: yupResolver(jobOpportunitySchema),
    defaultValues,
  });
  const { control, setValue, getValues, submit, failure, formState } = form;
  const [industries, level, type] = useWatch({
    control,
    name: ['industries', 'level', 'type'],
  }) as [string[] | undefined, string | undefined, string | undefined];
  const [skills, softwareSkills, qualifications] = useWatch({
    control,
    name: ['skills', 'software_skills', 'qualifications'],
  }) as [string[] | undefined, string[] | undefined, string[] | undefined];

  const chosenIndustries = industries ?? [];
  const byDiscipline = useQuery(disciplineOptionsQuery, {
    variables: { industries: chosenIndustries },
    skip: chosenIndustries.length === 0,
  });
  const positions = useQuery(positionOptionsQuery, {
    variables: { industries: chosenIndustries, jobLevels: level ? [level] : [] },
    skip: chosenIndustries.length === 0 || !level,
  });
  const software = needsSoftwareSkills(chosenIndustries);
  const lists = byDiscipline.data;
  const toOptions = (items: readonly { id: string; name: string }[] | undefined) =>
    (items ?? []).map(({ id, name }) => ({ value: id, label: name }));
  const skillOptions = toOptions(lists?.skills.filter((skill) => !skill.software));
  const softwareOptions = toOptions(lists?.skills.filter((skill) => skill.software));
  const qualificationOptions = toOptions(lists?.qualifications);
  const chosenFrom = (all: { value: string; label: string }[], ids: string[] | undefined) =>
    all.filter((option) => (ids ?? []).includes(option.value));
  const needsDiscipline = chosenIndustries.length === 0 ? m.chooseDisciplineFirst : undefined;

  /** A list changed: its must-haves keep only what is still chosen. */
  const keepMustHaves = (list: keyof typeof MUST_HAVE_OF) => (value: unknown) => {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    const field = MUST_HAVE_OF[list];
    setValue(
      field,
      (getValues(field) ?? []).filter((id) => chosen.includes(id)),
      { shouldValidate: formState.isSubmitted },
    );
  };

  const mustHaves = (
    list: keyof typeof MUST_HAVE_OF,
    label: string,
    all: { value: string; label: string }[],
    chosen?: string[],
  ) => (
    <SelectField
      control={control}
      name={MUST_HAVE_OF[list]}
      label={label}
      optional
      mode="multiple"
      maxCount={MUST_HAVES_MAX}
      options={chosenFrom(all, chosen)}
      extra={m.mustHaveHint}
      disabled={(chosen ?? []).length === 0}
    />
  );

  // One query brings skills, qualifications and genres: the error's path names the list.
  const loadFailure = byDiscipline.error
    ? listLoadFailure(byDiscipline.error, 'skills')
    : positions.error
      ? m.couldNotGet('positions')
      : null;

  return (
    <FormFrame
      onSubmit={submit}
      failure={failure}
      label={mode === 'create' ? m.postJobTitle : m.editJobTitle}
    >
      <PostHeaderFields control={control} titleLabel={m.jobTitle} />

      <SelectField
        control={control}
        name="industries"
        label={m.discipline}
        mode="multiple"
        options={toOptions(options.industries)}
        afterChange={() => {
          for (const name of DISCIPLINE_DEPENDANTS) setValue(name, []);
          setValue('position_id', '');
        }}
      />
      <SelectField
        control={control}
        name="genres"
        label={m.categoryExperience}
        mode="multiple"
        options={toOptions(lists?.genres)}
        loading={byDiscipline.loading}
        placeholder={needsDiscipline}
        disabled={Boolean(needsDiscipline)}
      />
      {loadFailure && (
        <Alert
          type="error"
          showIcon
          title={loadFailure}
          action={
            <Button
              size="small"
              onClick={() =>
                void (byDiscipline.error ? byDiscipline.refetch() : positions.refetch())
              }
            >
              {messages.nav.retry}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}

      <div className="form-row">
        <PlaceSearchField control={control} name="location" label={m.jobLocation} />
        <FormField
          control={control}
          name="work_mode"
          label={m.workMode}
          render={(field, { id }) => (
            <Radio.Group
              id={id}
              value={field.value === 'ALL' ? 'HYBRID' : field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              buttonStyle="solid"
              block
              options={WORK_MODES.map(({ value, label }) => ({ value, label }))}
              aria-label={m.workMode}
            />
          )}
        />
      </div>

      <RichTextField control={control} name="description" label={m.jobDescription} />

      <div className="form-row">
        <SelectField
          control={control}
          name="type"
          label={m.roleType}
          options={ROLE_TYPES.map(({ value, label }) => ({ value, label }))}
          showSearch={false}
          afterChange={(value) => {
            if (value !== CONTRACT_ROLE_TYPE) {
              setValue('duration', null);
              setValue('is_ir35', null);
            }
          }}
        />
        <SelectField
          control={control}
          name="sub_type"
          label={m.workingHours}
          options={WORKING_HOURS.map(({ value, label }) => ({ value, label }))}
          showSearch={false}
        />
      </div>
      {type === CONTRACT_ROLE_TYPE && (
        <div className="form-row">
          <SelectField
            control={control}
            name="duration"
            label={m.duration}
            options={JOB_DURATIONS.map(({ value, label }) => ({ value, label }))}
            showSearch={false}
          />
          <FormField
            control={control}
            name="is_ir35"
            label={m.ir35}
            render={(field, { id }) => (
              <Radio.Group
                id={id}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                options={IR35_OPTIONS.map(({ value, label }) => ({ value, label }))}
                aria-label={m.ir35}
              />
            )}
          />
        </div>
      )}

      <div className="form-row">
        <SelectField
          control={control}
          name="level"
          label={m.experienceLevel}
          options={options.jobLevels.map(({ key, name }) => ({ value: key, label: name }))}
          afterChange={() => setValue('position_id', '')}
        />
        <SelectField
          control={control}
          name="position_id"
          label={m.positionSought}
          options={toOptions(positions.data?.positions)}
          loading={positions.loading}
          disabled={chosenIndustries.length === 0 || !level}
          placeholder={needsDiscipline ?? (!level ? m.chooseLevelFirst : undefined)}
        />
      </div>

      {(
        [
          ['skills', m.skills, m.skillsMustHave, skillOptions, skills, false],
          [
            'software_skills',
            m.softwareSkills,
            m.softwareSkillsMustHave,
            softwareOptions,
            softwareSkills,
            !software,
          ],
          [
            'qualifications',
            m.qualifications,
            m.qualificationsMustHave,
            qualificationOptions,
            qualifications,
            !software,
          ],
        ] as const
      ).map(([list, label, mustHaveLabel, listOptions, chosenIds, optional]) => (
        <div className="form-row" key={list}>
          <SelectField
            control={control}
            name={list}
            label={label}
            optional={optional}
            mode="multiple"
            options={listOptions}
            loading={byDiscipline.loading}
            disabled={Boolean(needsDiscipline)}
            placeholder={needsDiscipline}
            afterChange={keepMustHaves(list)}
          />
          {mustHaves(list, mustHaveLabel, listOptions, chosenIds)}
        </div>
      ))}

      <BudgetFields control={control} setValue={setValue} unitChoice />
      <FollowUpField control={control} />
      <TextField
        control={control}
        name="application_link"
        label={m.linkToAts}
        optional
        placeholder="https://"
        inputMode="url"
      />
      {mode === 'create' && <CreatorField control={control} creators={options.creators} />}

      <Flex gap={12} align="center" wrap>
        <SubmitButton submitting={formState.isSubmitting && !asking} disabled={!canAfford}>
          {mode === 'create' ? m.submitCreate : m.submitUpdate}
        </SubmitButton>
        <Link to={dashboardPath('employer')}>{m.cancel}</Link>
      </Flex>
    </FormFrame>
  );
}
