import { CheckCircleOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Empty, List, Popconfirm, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { WORKING_HOURS } from '../../../shared/opportunities';
import {
  TOP_SKILLS_MAX,
  addDocumentSchema,
  manageCvSchema,
  type AddDocumentValues,
  type ManageCvValues,
} from '../../../shared/validation/candidate-profile';
import { apiFailure, formFailure } from '../../apollo/api-failure';
import type { OwnCandidateProfileFragment } from '../../gql/graphql';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { CheckboxGroupField } from '../../ui/form/checkbox-group-field';
import { FormField } from '../../ui/form/form-field';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm } from '../../ui/form/use-mutation-form';
import { QueryPage } from '../../ui/query-page';
import { RetryAlert } from '../../ui/retry-alert';
import { useToast } from '../../ui/toast';
import { DocumentUploadButton } from './document-upload-button';
import {
  activateResumeMutation,
  addResumeMutation,
  addSupportingDocumentMutation,
  deleteEducationMutation,
  deleteExperienceMutation,
  deleteResumeMutation,
  deleteSupportingDocumentMutation,
  ownCandidateProfileQuery,
  profileOptionsQuery,
  saveManageCvMutation,
} from './documents';
import { EntryModal, type EntryKind, type EntryRow } from './entry-modal';
import './candidate-profile.css';
import { formatDate } from '../../lib/dates';

const text = messages.candidates.manageCv;

const shortDate = (value: string) => formatDate(value);
const period = (from: string, to: string | null | undefined) =>
  `${shortDate(from)} – ${to ? shortDate(to) : text.present}`;

/**
 * `/candidate/manage-cv`: the CVs (one active), supporting documents, experience and
 * education (modals with Present), and what the candidate is looking for, saved under the
 * brief's manage-cv rules. Open to a candidate awaiting approval.
 */
export function ManageCvPage() {
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
        <div className="candidate-profile-page">
          <Typography.Title level={1} className="candidate-profile-title">
            {text.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{text.intro}</Typography.Paragraph>
          <CvSection resumes={data.me!.resumes} />
          <DocumentsSection documents={data.me!.supportingDocuments} />
          <EntriesSection kind="experience" rows={data.me!.experiences} />
          <EntriesSection kind="education" rows={data.me!.education} />
          <ConsiderationsForm me={data.me!} industries={data.industries} jobTypes={data.jobTypes} />
        </div>
      )}
    </QueryPage>
  );
}

function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="candidate-profile-section" aria-labelledby={id}>
      <div className="candidate-profile-section-head">
        <Typography.Title level={2} id={id} className="candidate-profile-section-title">
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** A delete button that asks first. */
function DeleteButton({
  question,
  onConfirm,
  label,
}: {
  question: string;
  onConfirm: () => Promise<unknown>;
  label: string;
}) {
  return (
    <Popconfirm
      title={question}
      okText={text.delete}
      cancelText={text.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={label}>
        {text.delete}
      </Button>
    </Popconfirm>
  );
}

/** Runs a list action; a failure is said in a toast and changes nothing. */
function useListAction() {
  const toast = useToast();
  return async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void toast.success(done, 3);
    } catch (error) {
      void toast.error(apiFailure(error).message, 5);
    }
  };
}

function CvSection({ resumes }: { resumes: OwnCandidateProfileFragment['resumes'] }) {
  const apiUrl = useApiOrigin();
  const [addResume] = useMutation(addResumeMutation);
  const [activate] = useMutation(activateResumeMutation);
  const [remove] = useMutation(deleteResumeMutation);
  const run = useListAction();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Section title={text.cvs}>
      <Typography.Paragraph type="secondary" id="cv-hint">
        {text.cvHint}
      </Typography.Paragraph>
      {resumes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noCvs} />
      ) : (
        <List
          className="candidate-profile-list"
          dataSource={resumes}
          renderItem={(resume) => (
            <List.Item
              actions={[
                resume.active ? null : (
                  <Button
                    key="activate"
                    size="small"
                    onClick={() =>
                      void run(() => activate({ variables: { id: resume.id } }), text.madeActive)
                    }
                  >
                    {text.makeActive}
                  </Button>
                ),
                <DeleteButton
                  key="delete"
                  label={`${text.delete} ${resume.name}`}
                  question={resume.active ? text.confirmDeleteCvActive : text.confirmDeleteCv}
                  onConfirm={() =>
                    run(() => remove({ variables: { id: resume.id } }), text.deleted)
                  }
                />,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={
                  <span className="candidate-profile-file">
                    <a
                      href={apiUrl ? (fileUrl(apiUrl, resume.fileUrl) ?? undefined) : undefined}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {resume.name}
                    </a>
                    {resume.active && <Tag icon={<CheckCircleOutlined />}>{text.active}</Tag>}
                  </span>
                }
                description={shortDate(resume.created_at)}
              />
            </List.Item>
          )}
        />
      )}
      <DocumentUploadButton
        id="cv-upload"
        kind="resume"
        label={text.uploadCv}
        describedBy="cv-hint"
        error={failure ?? undefined}
        onUploaded={async (file) => {
          setFailure(null);
          try {
            await addResume({ variables: { file } });
          } catch (error) {
            setFailure(
              Object.values(apiFailure(error).fields)[0]?.[0] ?? apiFailure(error).message,
            );
          }
        }}
      />
    </Section>
  );
}

function DocumentsSection({
  documents,
}: {
  documents: OwnCandidateProfileFragment['supportingDocuments'];
}) {
  const apiUrl = useApiOrigin();
  const [add] = useMutation(addSupportingDocumentMutation);
  const [remove] = useMutation(deleteSupportingDocumentMutation);
  const run = useListAction();
  const toast = useToast();
  const [fileName, setFileName] = useState<string | null>(null);
  const { control, submit, failure, formState, setValue, reset, clearErrors } =
    useMutationForm<AddDocumentValues>({
      resolver: yupResolver(addDocumentSchema),
      defaultValues: { name: '', file: '' },
      onSubmit: async (input) => {
        try {
          await add({ variables: { input } });
        } catch (error) {
          return formFailure(error);
        }
        void toast.success(text.uploaded, 3);
        reset({ name: '', file: '' });
        setFileName(null);
        return null;
      },
    });
  return (
    <Section title={text.documents}>
      <Typography.Paragraph type="secondary" id="document-hint">
        {text.documentsHint}
      </Typography.Paragraph>
      {documents.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noDocuments} />
      ) : (
        <List
          className="candidate-profile-list"
          dataSource={documents}
          renderItem={(document) => (
            <List.Item
              actions={[
                <DeleteButton
                  key="delete"
                  label={`${text.delete} ${document.name}`}
                  question={text.confirmDeleteDocument}
                  onConfirm={() =>
                    run(() => remove({ variables: { id: document.id } }), text.deleted)
                  }
                />,
              ]}
            >
              <List.Item.Meta
                title={
                  <a
                    href={apiUrl ? (fileUrl(apiUrl, document.fileUrl) ?? undefined) : undefined}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {document.name}
                  </a>
                }
                description={shortDate(document.created_at)}
              />
            </List.Item>
          )}
        />
      )}
      <FormFrame onSubmit={submit} label={text.addDocument} failure={failure}>
        <div className="form-row candidate-profile-document-form">
          <TextField control={control} name="name" id="document-name" label={text.documentName} />
          <FormField
            control={control}
            name="file"
            id="document-file"
            label={text.documentFile}
            render={(_field, { id }) => (
              <div className="candidate-profile-file">
                <DocumentUploadButton
                  id={id}
                  kind="document"
                  label={text.documentFile}
                  describedBy="document-hint"
                  onUploaded={(file, name) => {
                    setValue('file', file);
                    clearErrors('file');
                    setFileName(name);
                  }}
                />
                {fileName && <Typography.Text>{fileName}</Typography.Text>}
              </div>
            )}
          />
        </div>
        <SubmitButton submitting={formState.isSubmitting} size="middle">
          {text.addDocument}
        </SubmitButton>
      </FormFrame>
    </Section>
  );
}

function EntriesSection({ kind, rows }: { kind: EntryKind; rows: readonly EntryRow[] }) {
  const [editing, setEditing] = useState<EntryRow | 'new' | null>(null);
  const [removeExperience] = useMutation(deleteExperienceMutation);
  const [removeEducation] = useMutation(deleteEducationMutation);
  const run = useListAction();
  const experience = kind === 'experience';
  return (
    <Section
      title={experience ? text.experience : text.education}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {experience ? text.addExperience : text.addEducation}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={experience ? text.noExperience : text.noEducation}
        />
      ) : (
        <List
          className="candidate-profile-list"
          dataSource={[...rows]}
          renderItem={(row) => {
            const heading = experience
              ? `${row.title} · ${row.company}`
              : `${row.qualification} · ${row.school_name}`;
            return (
              <List.Item
                actions={[
                  <Button
                    key="edit"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`${text.edit} ${heading}`}
                    onClick={() => setEditing(row)}
                  >
                    {text.edit}
                  </Button>,
                  <DeleteButton
                    key="delete"
                    label={`${text.delete} ${heading}`}
                    question={
                      experience ? text.confirmDeleteExperience : text.confirmDeleteEducation
                    }
                    onConfirm={() =>
                      run(
                        () =>
                          experience
                            ? removeExperience({ variables: { id: row.id } })
                            : removeEducation({ variables: { id: row.id } }),
                        text.deleted,
                      )
                    }
                  />,
                ]}
              >
                <List.Item.Meta
                  title={heading}
                  description={
                    <>
                      <div>
                        {period(row.from, row.to)}
                        {'years' in row && typeof row.years === 'number'
                          ? ` · ${text.years(row.years)}`
                          : ''}
                      </div>
                      <div className="candidate-profile-entry-description">{row.description}</div>
                    </>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      {editing && (
        <EntryModal
          kind={kind}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  );
}

function ConsiderationsForm({
  me,
  industries,
  jobTypes,
}: {
  me: OwnCandidateProfileFragment;
  industries: readonly { id: string; name: string }[];
  jobTypes: readonly { key: string; name: string }[];
}) {
  const toast = useToast();
  const [save] = useMutation(saveManageCvMutation);
  const facts = {
    activeResumes: me.resumes.filter((resume) => resume.active).length,
    experiences: me.experiences.length,
  };
  const factsNow = useRef(facts);
  useEffect(() => {
    factsNow.current = facts;
  });
  const craftSkills = me.skills.filter((skill) => !skill.software);
  const { control, submit, failure, formState, getValues, setValue, clearErrors } =
    useMutationForm<ManageCvValues>({
      // The facts are read at each submit: a CV or an experience just added counts.
      resolver: (values, context, options) =>
        yupResolver(manageCvSchema(factsNow.current))(values, context, options),
      defaultValues: {
        resume: '',
        experiences: '',
        job_types: me.job_types,
        working_hours: me.working_hours,
        industries: me.industries.map((industry) => industry.id),
        skills: craftSkills.map((skill) => skill.id),
        top_skills: craftSkills.filter((skill) => skill.is_top).map((skill) => skill.id),
      },
      onSubmit: async (values) => {
        const { job_types, working_hours, industries: chosen, skills, top_skills } = values;
        try {
          await save({
            variables: {
              input: { job_types, working_hours, industries: chosen, skills, top_skills },
            },
          });
        } catch (error) {
          return formFailure(error);
        }
        void toast.success(text.saved, 3);
        return null;
      },
    });
  // A CV or an experience added since the last save answers its message at once.
  const { activeResumes, experiences } = facts;
  useEffect(() => {
    if (activeResumes > 0) clearErrors('resume');
    if (experiences > 0) clearErrors('experiences');
  }, [activeResumes, experiences, clearErrors]);
  const chosenIndustries = useWatch({ control, name: 'industries' });
  const chosenSkills = useWatch({ control, name: 'skills' });
  const options = useQuery(profileOptionsQuery, {
    variables: { industries: chosenIndustries },
    skip: chosenIndustries.length === 0,
  });
  const skillOptions = (options.data?.skills ?? [])
    .filter((skill) => !skill.software)
    .map((skill) => ({ value: skill.id, label: skill.name }));
  const names = new Map(skillOptions.map((option) => [option.value, option.label]));
  for (const skill of craftSkills) if (!names.has(skill.id)) names.set(skill.id, skill.name);

  return (
    <Section title={text.considerations}>
      <FormFrame onSubmit={submit} label={text.considerations} failure={failure}>
        <FactMessage control={control} name="resume" />
        <FactMessage control={control} name="experiences" />
        <CheckboxGroupField
          control={control}
          name="job_types"
          id="cv-job_types"
          label={text.jobTypes}
          options={jobTypes.map((type) => ({ value: type.key, label: type.name }))}
        />
        <CheckboxGroupField
          control={control}
          name="working_hours"
          id="cv-working_hours"
          label={text.workingHours}
          options={WORKING_HOURS.map(({ value, label }) => ({ value, label }))}
        />
        <SelectField
          control={control}
          name="industries"
          id="cv-industries"
          label={text.industries}
          mode="multiple"
          options={industries.map((industry) => ({ value: industry.id, label: industry.name }))}
        />
        {options.error && (
          <RetryAlert
            title={messages.candidates.editProfile.optionsFailed}
            onRetry={() => void options.refetch()}
          />
        )}
        <SelectField
          control={control}
          name="skills"
          id="cv-skills"
          label={text.skills}
          mode="multiple"
          loading={options.loading}
          options={[...names].map(([value, label]) => ({ value, label }))}
          afterChange={(value) => {
            const kept = new Set(value as string[]);
            setValue(
              'top_skills',
              getValues('top_skills').filter((id) => kept.has(id)),
            );
          }}
        />
        <SelectField
          control={control}
          name="top_skills"
          id="cv-top-skills"
          label={text.topSkills}
          extra={text.topSkillsHint}
          mode="multiple"
          maxCount={TOP_SKILLS_MAX}
          options={chosenSkills.map((id) => ({ value: id, label: names.get(id) ?? id }))}
        />
        <SubmitButton submitting={formState.isSubmitting}>{text.save}</SubmitButton>
      </FormFrame>
    </Section>
  );
}

/** Where the save's checks of the stored profile ('Please upload your CV!', …) show. */
function FactMessage({
  control,
  name,
}: {
  control: ReturnType<typeof useMutationForm<ManageCvValues>>['control'];
  name: 'resume' | 'experiences';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ fieldState }) =>
        fieldState.error?.message ? (
          <Typography.Paragraph type="danger" role="alert">
            {fieldState.error.message}
          </Typography.Paragraph>
        ) : (
          <></>
        )
      }
    />
  );
}
