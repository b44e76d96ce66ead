import { useMutation, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { BIO_MAX_LENGTH } from '../../../shared/validation/onboarding';
import {
  SKILLS_MIN,
  SOFTWARE_DISCIPLINE_ID,
  TOP_SKILLS_MAX,
  editProfileSchema,
  type EditProfileValues,
} from '../../../shared/validation/candidate-profile';
import { formFailure } from '../../apollo/api-failure';
import type { CandidateProfileOptionsQuery, OwnCandidateProfileFragment } from '../../gql/graphql';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-field';
import { useMutationForm, type MutationForm } from '../../ui/form/use-mutation-form';
import { QueryPage } from '../../ui/query-page';
import { RetryAlert } from '../../ui/retry-alert';
import { useToast } from '../../ui/toast';
import {
  ownCandidateProfileQuery,
  profileOptionsQuery,
  saveCandidateProfileMutation,
} from './documents';
import './candidate-profile.css';

const text = messages.candidates.editProfile;

type Named = { id: string; name: string };

/**
 * `/candidate/edit-profile` (the brief's freelancer profile edit): bio, category
 * experience, skills and top skills, software skills and qualifications (required for
 * discipline 2), other qualifications, services and genres. Where candidate onboarding and
 * the approval notice's "Update your profile" lead, so open to a candidate awaiting approval.
 */
export function EditProfilePage() {
  const query = useQuery(ownCandidateProfileQuery);
  return (
    <QueryPage
      data={query.data?.me ? query.data : null}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="candidate"
      notFound={text.loadFailed}
      failed={text.loadFailed}
    >
      {(data) => (
        <EditProfileForm me={data.me!} industries={data.industries} services={data.services} />
      )}
    </QueryPage>
  );
}

const ids = (list: readonly Named[]) => list.map((item) => item.id);

function EditProfileForm({
  me,
  industries,
  services,
}: {
  me: OwnCandidateProfileFragment;
  industries: readonly Named[];
  services: readonly Named[];
}) {
  const toast = useToast();
  const [save] = useMutation(saveCandidateProfileMutation);
  const form = useMutationForm<EditProfileValues>({
    resolver: yupResolver(editProfileSchema),
    defaultValues: {
      bio: me.bio ?? '',
      industries: ids(me.industries),
      skills: ids(me.skills.filter((skill) => !skill.software)),
      software_skills: ids(me.skills.filter((skill) => skill.software)),
      top_skills: me.skills.filter((skill) => skill.is_top).map((skill) => skill.id),
      qualifications: ids(me.qualifications),
      other_qualifications: ids(me.otherQualifications),
      services: ids(me.services),
      genres: ids(me.genres),
    },
    onSubmit: async (input) => {
      try {
        await save({ variables: { input } });
      } catch (error) {
        return formFailure(error);
      }
      void toast.success(text.saved, 3);
      return null;
    },
  });
  const { control, submit, failure, formState } = form;
  const chosenIndustries = useWatch({ control, name: 'industries' });
  const options = useQuery(profileOptionsQuery, {
    variables: { industries: chosenIndustries },
    skip: chosenIndustries.length === 0,
  });
  useKeepOfferedChoices(form, options.data);
  const lists: ProfileLists = {
    data: options.data,
    loading: options.loading,
    noIndustries: chosenIndustries.length === 0,
    needsSoftware: chosenIndustries.includes(SOFTWARE_DISCIPLINE_ID),
  };

  return (
    <div className="candidate-profile-page">
      <Typography.Title level={1} className="candidate-profile-title">
        {text.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{text.intro}</Typography.Paragraph>
      <FormFrame onSubmit={submit} label={text.title} failure={failure}>
        <TextAreaField
          control={control}
          name="bio"
          label={text.bio}
          rows={6}
          placeholder={text.bioPlaceholder}
          count={{ show: true, max: BIO_MAX_LENGTH }}
        />
        <SelectField
          control={control}
          name="industries"
          label={text.industries}
          mode="multiple"
          options={industries.map((industry) => ({ value: industry.id, label: industry.name }))}
        />
        {options.error && (
          <RetryAlert title={text.optionsFailed} onRetry={() => void options.refetch()} />
        )}
        <SkillFields form={form} lists={lists} me={me} />
        <QualificationAndGenreFields form={form} lists={lists} me={me} services={services} />
        <SubmitButton submitting={formState.isSubmitting}>{text.save}</SubmitButton>
      </FormFrame>
    </div>
  );
}

type ProfileForm = MutationForm<EditProfileValues>;
type ProfileOptions = CandidateProfileOptionsQuery;

/** What the chosen category experience offers, and what waits for it. */
interface ProfileLists {
  data: ProfileOptions | undefined;
  loading: boolean;
  noIndustries: boolean;
  /** Discipline 2 (software) makes software skills and qualifications required. */
  needsSoftware: boolean;
}

/** Choices outside the category experience now chosen go with it (the server refuses them). */
function useKeepOfferedChoices(
  { getValues, setValue }: ProfileForm,
  data: ProfileOptions | undefined,
) {
  useEffect(() => {
    if (!data) return;
    const keep = (field: keyof EditProfileValues, offered: readonly Named[]) => {
      const allowed = new Set(offered.map((item) => item.id));
      const current = getValues(field) as string[];
      const kept = current.filter((id) => allowed.has(id));
      if (kept.length !== current.length) setValue(field, kept);
    };
    keep('skills', data.skills);
    keep('software_skills', data.skills);
    keep('qualifications', data.qualifications);
    keep('other_qualifications', data.otherQualifications);
    keep('genres', data.genres);
    const selected = new Set([...getValues('skills'), ...getValues('software_skills')]);
    const top = getValues('top_skills');
    if (top.some((id) => !selected.has(id)))
      setValue(
        'top_skills',
        top.filter((id) => selected.has(id)),
      );
  }, [data, getValues, setValue]);
}

/** The offered items as options, with the saved ones kept named until the list arrives. */
const named = (list: readonly Named[] | undefined, saved: readonly Named[]) => {
  const byId = new Map((list ?? []).map((item) => [item.id, item.name]));
  for (const item of saved) if (!byId.has(item.id)) byId.set(item.id, item.name);
  return [...byId].map(([value, label]) => ({ value, label }));
};

/** Skills and software skills side by side, then the top skills chosen out of both. */
function SkillFields({
  form: { control, getValues, setValue },
  lists: { data, loading, noIndustries, needsSoftware },
  me,
}: {
  form: ProfileForm;
  lists: ProfileLists;
  me: OwnCandidateProfileFragment;
}) {
  const chosenSkills = useWatch({ control, name: 'skills' });
  const chosenSoftware = useWatch({ control, name: 'software_skills' });
  const skillOptions = named(
    data?.skills.filter((skill) => !skill.software),
    me.skills.filter((skill) => !skill.software),
  );
  const softwareOptions = named(
    data?.skills.filter((skill) => skill.software),
    me.skills.filter((skill) => skill.software),
  );
  const skillNames = new Map([...skillOptions, ...softwareOptions].map((o) => [o.value, o.label]));
  const dropFromTop = () => {
    const selected = new Set([...getValues('skills'), ...getValues('software_skills')]);
    setValue(
      'top_skills',
      getValues('top_skills').filter((id) => selected.has(id)),
    );
  };
  return (
    <>
      <div className="form-row">
        <SelectField
          control={control}
          name="skills"
          label={text.skills}
          extra={text.skillsHint.replace('3', String(SKILLS_MIN))}
          mode="multiple"
          loading={loading}
          disabled={noIndustries}
          placeholder={noIndustries ? text.chooseIndustriesFirst : text.selectPlaceholder}
          options={skillOptions}
          afterChange={dropFromTop}
        />
        <SelectField
          control={control}
          name="software_skills"
          label={text.softwareSkills}
          optional={!needsSoftware}
          mode="multiple"
          loading={loading}
          disabled={noIndustries}
          placeholder={noIndustries ? text.chooseIndustriesFirst : text.selectPlaceholder}
          options={softwareOptions}
          afterChange={dropFromTop}
        />
      </div>
      <SelectField
        control={control}
        name="top_skills"
        label={text.topSkills}
        extra={text.topSkillsHint}
        optional
        mode="multiple"
        maxCount={TOP_SKILLS_MAX}
        options={[...chosenSkills, ...chosenSoftware].map((id) => ({
          value: id,
          label: skillNames.get(id) ?? id,
        }))}
      />
    </>
  );
}

/** Qualifications and other qualifications, then services and genres. */
function QualificationAndGenreFields({
  form: { control },
  lists: { data, loading, noIndustries, needsSoftware },
  me,
  services,
}: {
  form: ProfileForm;
  lists: ProfileLists;
  me: OwnCandidateProfileFragment;
  services: readonly Named[];
}) {
  return (
    <>
      <div className="form-row">
        <SelectField
          control={control}
          name="qualifications"
          label={text.qualifications}
          optional={!needsSoftware}
          mode="multiple"
          loading={loading}
          disabled={noIndustries}
          options={named(data?.qualifications, me.qualifications)}
        />
        <SelectField
          control={control}
          name="other_qualifications"
          label={text.otherQualifications}
          optional
          mode="multiple"
          loading={loading}
          disabled={noIndustries}
          options={named(data?.otherQualifications, me.otherQualifications)}
        />
      </div>
      <div className="form-row">
        <SelectField
          control={control}
          name="services"
          label={text.services}
          optional
          mode="multiple"
          options={services.map((service) => ({ value: service.id, label: service.name }))}
        />
        <SelectField
          control={control}
          name="genres"
          label={text.genres}
          optional
          mode="multiple"
          loading={loading}
          disabled={noIndustries}
          options={named(data?.genres, me.genres)}
        />
      </div>
    </>
  );
}
