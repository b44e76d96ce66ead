import { useMutation, useQuery } from '@apollo/client/react';
import { listLoadFailure } from './list-load-failure';
import { Button, Card, Result, Skeleton, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { DEFAULT_CURRENCY, jobNumberOf } from '../../../shared/opportunities';
import { apiFailure, firstFieldMessages } from '../../apollo/api-failure';
import type { OpportunityDetailsFragment } from '../../gql/graphql';
import { useCurrentUser } from '../../lib/session/session-context';
import { navContextOf } from '../../routing/navigation';
import { dashboardPath, groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { useToast } from '../../ui/toast';
import {
  allGenresQuery,
  createOpportunityMutation,
  createProjectMutation,
  opportunityFormOptionsQuery,
  opportunityQuery,
  updateOpportunityMutation,
  updateProjectMutation,
} from './documents';
import { JobForm, type JobFormValues } from './job-form';
import { InsufficientBalanceModal, NoJobPostsNotice, useCostConfirmation } from './post-cost';
import { ProjectForm, type ProjectFormValues } from './project-form';
import './post-form.css';

const m = messages.opportunities;

/** What both forms' pages share: the frame, the options, the balance and the save. */
function PostFormFrame({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Card
      variant="borderless"
      className="post-form"
      style={{ boxShadow: token.boxShadowTertiary, maxWidth: 960 }}
    >
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Card>
  );
}

function LoadFailed({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <Result
      status="warning"
      title={message}
      extra={[
        retry && (
          <Button key="retry" onClick={retry}>
            {messages.nav.retry}
          </Button>
        ),
        <ButtonLink key="back" type="primary" to={dashboardPath('employer')}>
          {messages.nav.backToDashboard}
        </ButtonLink>,
      ]}
    />
  );
}

/**
 * A new post's page for someone who may not post (a member without can-post, an account
 * awaiting approval): the server would refuse, so the page says so instead of a form.
 */
function usePostingRefusal(): ReactNode {
  const { user } = useCurrentUser();
  if (navContextOf(user).canPostJobs) return null;
  return <LoadFailed message={m.cannotPost} />;
}

/** The form options, and the balance for a new post. */
function useFormOptions(creating: boolean) {
  const { user } = useCurrentUser();
  const isAdmin = navContextOf(user).isTeamAdmin;
  return useQuery(opportunityFormOptionsQuery, {
    variables: { withCreators: creating && isAdmin },
    // The balance changes elsewhere (another tab, a colleague): always asked afresh.
    fetchPolicy: 'network-only',
  });
}

/** Sends a form, then says so and goes to the dashboard; a refusal stays on the form. */
function usePostSave<Values>(successMessage: string, send: (values: Values) => Promise<unknown>) {
  const navigate = useNavigate();
  const toast = useToast();
  return async (values: Values): Promise<FormOutcome | null> => {
    try {
      await send(values);
    } catch (error) {
      const failure = apiFailure(error);
      return { message: failure.message, fields: firstFieldMessages(failure.fields) };
    }
    void toast.success(successMessage, 4);
    navigate(dashboardPath('employer'));
    return null;
  };
}

/** The lists the dashboard shows and the balance change with every post saved. */
const REFETCH_AFTER_SAVE = ['TeamOpportunities', 'CurrentCredit'];

const today = () => jobNumberOf(new Date());

const JOB_DEFAULTS: Partial<JobFormValues> = {
  is_active: true,
  title: '',
  industries: [],
  genres: [],
  location: '',
  description: '',
  level: '',
  position_id: '',
  skills: [],
  skills_must_have: [],
  software_skills: [],
  software_skills_must_have: [],
  qualifications: [],
  qualifications_must_have: [],
  is_compensation_displayed: true,
  compensation_currency: DEFAULT_CURRENCY,
  compensation_unit: 'YEAR',
  follow_up: m.defaultFollowUp,
  application_link: '',
};

const PROJECT_DEFAULTS: Partial<ProjectFormValues> = {
  is_active: true,
  title: '',
  genres: [],
  location: '',
  description: '',
  services: [],
  software_skills: [],
  is_compensation_displayed: true,
  compensation_currency: DEFAULT_CURRENCY,
  follow_up: m.defaultFollowUp,
};

/** `add-opportunity`: Post New Job Opportunity. */
export function AddOpportunityPage() {
  const refusal = usePostingRefusal();
  const options = useFormOptions(true);
  const [create] = useMutation(createOpportunityMutation, { refetchQueries: REFETCH_AFTER_SAVE });
  const balance = options.data?.currentCredit.balance ?? 0;
  const cost = useCostConfirmation(balance);
  const save = usePostSave(m.created, (input: JobFormValues) => create({ variables: { input } }));

  if (refusal) return <PostFormFrame title={m.postJobTitle}>{refusal}</PostFormFrame>;
  if (!options.data) {
    return (
      <PostFormFrame title={m.postJobTitle}>
        <OptionsLoading error={options.error} retry={options.refetch} />
      </PostFormFrame>
    );
  }
  return (
    <PostFormFrame title={m.postJobTitle}>
      {balance < 1 && <NoJobPostsNotice />}
      <JobForm
        mode="create"
        defaultValues={{ ...JOB_DEFAULTS, job_number: today() }}
        options={{
          industries: options.data.industries,
          jobLevels: options.data.allJobLevels,
          creators: options.data.postingTeamUsers,
        }}
        canAfford={balance >= 1}
        asking={cost.asking}
        onSubmit={async (values) => ((await cost.confirm()) ? save(values) : null)}
      />
      {cost.modal}
    </PostFormFrame>
  );
}

/** `add-project`: Post New Agency Project. */
export function AddProjectPage() {
  const refusal = usePostingRefusal();
  const options = useFormOptions(true);
  const genres = useQuery(allGenresQuery);
  const [create] = useMutation(createProjectMutation, { refetchQueries: REFETCH_AFTER_SAVE });
  const balance = options.data?.currentCredit.balance;
  const cost = useCostConfirmation(balance ?? 0);
  const [insufficientClosed, setInsufficientClosed] = useState(false);
  const save = usePostSave(m.created, (input: ProjectFormValues) =>
    create({ variables: { input } }),
  );

  if (refusal) return <PostFormFrame title={m.postProjectTitle}>{refusal}</PostFormFrame>;
  if (!options.data || !genres.data) {
    return (
      <PostFormFrame title={m.postProjectTitle}>
        {options.data ? (
          <OptionsLoading error={genres.error} retry={genres.refetch} what="genres" />
        ) : (
          <OptionsLoading error={options.error} retry={options.refetch} />
        )}
      </PostFormFrame>
    );
  }
  const canAfford = (balance ?? 0) >= 1;
  return (
    <PostFormFrame title={m.postProjectTitle}>
      {!canAfford && <NoJobPostsNotice />}
      <ProjectForm
        mode="create"
        defaultValues={{ ...PROJECT_DEFAULTS, job_number: today() }}
        options={{
          genres: genres.data.genres,
          services: options.data.services,
          softwareSkills: options.data.softwareSkills,
          creators: options.data.postingTeamUsers,
        }}
        canAfford={canAfford}
        asking={cost.asking}
        onSubmit={async (values) => ((await cost.confirm()) ? save(values) : null)}
      />
      {cost.modal}
      <InsufficientBalanceModal
        open={!canAfford && !insufficientClosed}
        onClose={() => setInsufficientClosed(true)}
      />
    </PostFormFrame>
  );
}

/** The post to edit, once loaded; its own view page when the caller may not edit it. */
function useEditedPost(target: 'JOB' | 'PROJECT') {
  const { id = '' } = useParams();
  const query = useQuery(opportunityQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const post = query.data?.opportunity;
  const notFound = target === 'JOB' ? m.noOpportunityData : m.noProjectData;
  let blocked: ReactNode = null;
  if (!post) {
    blocked = query.loading ? (
      <Skeleton active paragraph={{ rows: 12 }} />
    ) : (
      <LoadFailed message={notFound} retry={query.error ? () => void query.refetch() : undefined} />
    );
  } else if (post.target !== target) {
    blocked = <LoadFailed message={notFound} />;
  } else if (!post.can_edit) {
    blocked = (
      <Navigate
        replace
        to={groupPath(
          'employer',
          `${target === 'JOB' ? 'view-opportunity' : 'view-project'}/${post.id}`,
        )}
      />
    );
  }
  return { id, post, blocked };
}

/** The status is sent only when it changed (brief section 4). */
function withStatusIfChanged<V extends { is_active?: boolean }>(values: V, was: boolean): V {
  const { is_active: isActive, ...rest } = values;
  return (isActive === was ? rest : { ...rest, is_active: isActive }) as V;
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

function jobValuesOf(post: OpportunityDetailsFragment): Partial<JobFormValues> {
  const skills = post.skills.filter((skill) => !skill.software);
  const software = post.skills.filter((skill) => skill.software);
  const mustHave = (items: typeof post.skills | typeof post.qualifications) =>
    ids(items.filter((item) => item.pivot.must_have));
  return {
    ...JOB_DEFAULTS,
    is_active: post.is_active,
    title: post.title,
    job_number: post.job_number,
    industries: ids(post.industries),
    genres: ids(post.genres),
    location: post.location,
    work_mode: post.work_mode ?? undefined,
    description: post.description,
    type: post.type,
    sub_type: post.sub_type,
    duration: post.duration,
    is_ir35: post.is_ir35,
    level: post.level,
    position_id: post.position?.id ?? '',
    skills: ids(skills),
    skills_must_have: mustHave(skills),
    software_skills: ids(software),
    software_skills_must_have: mustHave(software),
    qualifications: ids(post.qualifications),
    qualifications_must_have: mustHave(post.qualifications),
    is_compensation_displayed: post.is_compensation_displayed,
    compensation_currency: post.compensation_currency,
    minimumBudget: post.minimumBudget,
    maximumBudget: post.maximumBudget,
    compensation_unit: post.compensation_unit,
    follow_up: post.follow_up ?? '',
    application_link: post.application_link ?? '',
  };
}

function projectValuesOf(post: OpportunityDetailsFragment): Partial<ProjectFormValues> {
  return {
    ...PROJECT_DEFAULTS,
    is_active: post.is_active,
    title: post.title,
    job_number: post.job_number,
    genres: ids(post.genres),
    location: post.location,
    description: post.description,
    duration: post.duration ?? undefined,
    services: ids(post.services),
    software_skills: ids(post.skills.filter((skill) => skill.software)),
    is_compensation_displayed: post.is_compensation_displayed,
    compensation_currency: post.compensation_currency,
    minimumBudget: post.minimumBudget,
    maximumBudget: post.maximumBudget,
    follow_up: post.follow_up ?? '',
  };
}

/** `edit-opportunity/{id}`. */
export function EditOpportunityPage() {
  const { id, post, blocked } = useEditedPost('JOB');
  const options = useFormOptions(false);
  const [update] = useMutation(updateOpportunityMutation, { refetchQueries: REFETCH_AFTER_SAVE });
  const save = usePostSave(m.updated, (input: JobFormValues) =>
    update({ variables: { id, input: withStatusIfChanged(input, post?.is_active ?? true) } }),
  );
  let content = blocked;
  if (!content && !options.data)
    content = <OptionsLoading error={options.error} retry={options.refetch} />;
  return (
    <PostFormFrame title={m.editJobTitle}>
      {content ??
        (post && options.data && (
          <JobForm
            mode="edit"
            defaultValues={jobValuesOf(post)}
            options={{ industries: options.data.industries, jobLevels: options.data.allJobLevels }}
            onSubmit={save}
          />
        ))}
    </PostFormFrame>
  );
}

/** `edit-project/{id}`. */
export function EditProjectPage() {
  const { id, post, blocked } = useEditedPost('PROJECT');
  const options = useFormOptions(false);
  const genres = useQuery(allGenresQuery);
  const [update] = useMutation(updateProjectMutation, { refetchQueries: REFETCH_AFTER_SAVE });
  const save = usePostSave(m.updated, (input: ProjectFormValues) =>
    update({ variables: { id, input: withStatusIfChanged(input, post?.is_active ?? true) } }),
  );
  let content = blocked;
  if (!content && !options.data)
    content = <OptionsLoading error={options.error} retry={options.refetch} />;
  if (!content && !genres.data)
    content = <OptionsLoading error={genres.error} retry={genres.refetch} what="genres" />;
  return (
    <PostFormFrame title={m.editProjectTitle}>
      {content ??
        (post && options.data && genres.data && (
          <ProjectForm
            mode="edit"
            defaultValues={projectValuesOf(post)}
            options={{
              genres: genres.data.genres,
              services: options.data.services,
              softwareSkills: options.data.softwareSkills,
            }}
            onSubmit={save}
          />
        ))}
    </PostFormFrame>
  );
}

/** The form's lists on their way, or why they did not come. */
function OptionsLoading({
  error,
  retry,
  what,
}: {
  error: unknown;
  retry: () => Promise<unknown>;
  what?: 'genres';
}) {
  if (!error) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <LoadFailed
      // The options query asks for several lists: the error's path names the one that
      // failed ('Could not get services'), else the generic message.
      message={listLoadFailure(error, what ?? null)}
      retry={() => void retry()}
    />
  );
}
