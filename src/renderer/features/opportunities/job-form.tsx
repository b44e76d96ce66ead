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
import {
  useMutationForm,
  type FormOutcome,
  type MutationForm,
} from '../../ui/form/use-mutation-form';
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
  const { control, setValue, submit, failure, formState } = form;
  const lists = useDisciplineLists(control);

  return (
    <FormFrame
      onSubmit={submit}
      failure={failure}
      label={mode === 'create' ? m.postJobTitle : m.editJobTitle}
    >
      <PostHeaderFields control={control} titleLabel={m.jobTitle} />
      <DisciplineFields form={form} lists={lists} industries={options.industries} />
      <ListsLoadFailure lists={lists} />
      <LocationFields control={control} />
      <RichTextField control={control} name="description" label={m.jobDescription} />
      <RoleTypeFields form={form} />
      <LevelFields form={form} lists={lists} jobLevels={options.jobLevels} />
      <SkillListFields form={form} lists={lists} />
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

type JobFormState = MutationForm<JobFormValues>;
type Option = { value: string; label: string };

const toOptions = (items: readonly { id: string; name: string }[] | undefined): Option[] =>
  (items ?? []).map(({ id, name }) => ({ value: id, label: name }));

/**
 * What the chosen discipline (and level) offer: genres, skills and qualifications in one
 * query, positions in another; and the placeholder of the fields waiting for a discipline.
 */
function useDisciplineLists(control: JobFormState['control']) {
  const [industries, level] = useWatch({ control, name: ['industries', 'level'] }) as [
    string[] | undefined,
    string | undefined,
  ];
  const chosenIndustries = industries ?? [];
  const byDiscipline = useQuery(disciplineOptionsQuery, {
    variables: { industries: chosenIndustries },
    skip: chosenIndustries.length === 0,
  });
  const positions = useQuery(positionOptionsQuery, {
    variables: { industries: chosenIndustries, jobLevels: level ? [level] : [] },
    skip: chosenIndustries.length === 0 || !level,
  });
  const needsDiscipline = chosenIndustries.length === 0 ? m.chooseDisciplineFirst : undefined;
  return { chosenIndustries, level, byDiscipline, positions, needsDiscipline };
}

type DisciplineLists = ReturnType<typeof useDisciplineLists>;

/** Discipline, and the categories of experience it offers; a new discipline clears its lists. */
function DisciplineFields({
  form: { control, setValue },
  lists: { byDiscipline, needsDiscipline },
  industries,
}: {
  form: JobFormState;
  lists: DisciplineLists;
  industries: JobFormOptions['industries'];
}) {
  const lists = byDiscipline.data;
  return (
    <>
      <SelectField
        control={control}
        name="industries"
        label={m.discipline}
        mode="multiple"
        options={toOptions(industries)}
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
    </>
  );
}

/**
 * The lists' load failure, with Retry. One query brings skills, qualifications and genres:
 * the error's path names the list.
 */
function ListsLoadFailure({ lists: { byDiscipline, positions } }: { lists: DisciplineLists }) {
  const loadFailure = byDiscipline.error
    ? listLoadFailure(byDiscipline.error, 'skills')
    : positions.error
      ? m.couldNotGet('positions')
      : null;
  if (!loadFailure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={loadFailure}
      action={
        <Button
          size="small"
          onClick={() => void (byDiscipline.error ? byDiscipline.refetch() : positions.refetch())}
        >
          {messages.nav.retry}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/** Job Location and Work Mode. */
function LocationFields({ control }: { control: JobFormState['control'] }) {
  return (
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
  );
}

/** Role Type and Working Hours; a contract adds Duration and IR35 (cleared for other types). */
function RoleTypeFields({ form: { control, setValue } }: { form: JobFormState }) {
  const type = useWatch({ control, name: 'type' }) as string | undefined;
  return (
    <>
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
    </>
  );
}

/** Experience Level and Position Sought (the level's positions in the discipline). */
function LevelFields({
  form: { control, setValue },
  lists: { chosenIndustries, level, positions, needsDiscipline },
  jobLevels,
}: {
  form: JobFormState;
  lists: DisciplineLists;
  jobLevels: JobFormOptions['jobLevels'];
}) {
  return (
    <div className="form-row">
      <SelectField
        control={control}
        name="level"
        label={m.experienceLevel}
        options={jobLevels.map(({ key, name }) => ({ value: key, label: name }))}
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
  );
}

/** Skills, software skills and qualifications, each with its must-haves beside it. */
function SkillListFields({
  form: { control, setValue, getValues, formState },
  lists: { chosenIndustries, byDiscipline, needsDiscipline },
}: {
  form: JobFormState;
  lists: DisciplineLists;
}) {
  const [skills, softwareSkills, qualifications] = useWatch({
    control,
    name: ['skills', 'software_skills', 'qualifications'],
  }) as [string[] | undefined, string[] | undefined, string[] | undefined];
  const software = needsSoftwareSkills(chosenIndustries);
  const lists = byDiscipline.data;
  const skillOptions = toOptions(lists?.skills.filter((skill) => !skill.software));
  const softwareOptions = toOptions(lists?.skills.filter((skill) => skill.software));
  const qualificationOptions = toOptions(lists?.qualifications);
  const chosenFrom = (all: Option[], ids: string[] | undefined) =>
    all.filter((option) => (ids ?? []).includes(option.value));

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
    all: Option[],
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

  return (
    <>
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
    </>
  );
}
