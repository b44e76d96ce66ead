import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { richTextFromPlain } from '../../../shared/rich-text';
import { creditEntries, opportunities } from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import {
  allowPosting,
  applyTo,
  associate,
  jobInput,
  postOpportunity,
  projectInput,
} from '../../testing/opportunities';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CreditService } from '../credits';
import { TaxonomyService } from '../taxonomies';
import type { OpportunityRow } from './mappers';

const m = messages.opportunities;

const CREATE_JOB = graphql(`
  mutation OpportunitiesCreateJob($input: OpportunityInput!) {
    createOpportunity(input: $input) {
      id
      target
      title
      job_number
      description
      location
      is_on_site
      is_remote
      work_mode
      work_mode_label
      type
      sub_type
      level
      position {
        id
      }
      duration
      is_ir35
      minimumBudget
      maximumBudget
      compensation_unit
      compensation_currency
      is_compensation_displayed
      follow_up
      application_link
      is_active
      is_public
      industries {
        id
      }
      skills {
        id
        software
        pivot {
          must_have
        }
      }
      qualifications {
        id
      }
      agency {
        id
        company
      }
      creator {
        id
        name
      }
      can_edit
      applicants_count
    }
  }
`);

const UPDATE_JOB = graphql(`
  mutation OpportunitiesUpdateJob($id: ID!, $input: OpportunityInput!) {
    updateOpportunity(id: $id, input: $input) {
      id
      title
      is_active
      updated_by
    }
  }
`);

const CREATE_PROJECT = graphql(`
  mutation OpportunitiesCreateProject($input: ProjectInput!) {
    createProject(input: $input) {
      id
      target
      type
      sub_type
      level
      is_on_site
      is_remote
      work_mode
      compensation_unit
      services {
        id
      }
      genres {
        id
      }
    }
  }
`);

const UPDATE_PROJECT = graphql(`
  mutation OpportunitiesUpdateProject($id: ID!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) {
      id
    }
  }
`);

const CLOSE = graphql(`
  mutation OpportunitiesClose($id: ID!, $input: CloseOpportunityInput!) {
    closeOpportunity(id: $id, input: $input) {
      id
      deleted_at
      close_reason
      closed_at
      freelancer {
        id
      }
      freelancer_name
    }
  }
`);

const RESTORE = graphql(`
  mutation OpportunitiesRestore($id: ID!) {
    restoreOpportunity(id: $id) {
      id
      deleted_at
      close_reason
    }
  }
`);

const OPPORTUNITY = graphql(`
  query OpportunitiesOne($id: ID!) {
    opportunity(id: $id) {
      id
      title
      follow_up
      views
      applicants_count
      can_edit
    }
  }
`);

const VIEW = graphql(`
  mutation OpportunitiesView($id: ID!) {
    viewOpportunity(id: $id) {
      id
      views
    }
  }
`);

const TEAM_LIST = graphql(`
  query OpportunitiesTeamList(
    $target: OpportunityTarget!
    $closed: Boolean
    $first: Int
    $after: String
  ) {
    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {
      data {
        id
        title
        applicants_count
        can_edit
        creator {
          id
        }
      }
      paginatorInfo {
        count
        hasMorePages
        endCursor
      }
    }
  }
`);

const PUBLISHED = graphql(`
  query OpportunitiesPublished($target: OpportunityTarget!, $first: Int, $after: String) {
    publishedOpportunities(target: $target, first: $first, after: $after) {
      data {
        id
        title
        featured
        work_mode_label
        follow_up
        applicants_count
        agency {
          company
        }
      }
      paginatorInfo {
        hasMorePages
        endCursor
      }
    }
  }
`);

const POSTING_USERS = graphql(`
  query OpportunitiesPostingUsers {
    postingTeamUsers {
      id
      name
    }
  }
`);

let t: TestApp;
const credits = () => new CreditService(t.db);
beforeAll(async () => {
  t = await createTestApp({ limits: { loginPerIp: { limit: 10_000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

/** An employer with `posts` job posts, signed in. */
async function employerWith(posts: number): Promise<TeamFixture & { token: string }> {
  const employer = await createEmployer(t.db);
  if (posts > 0) await credits().add(employer.team.id, posts);
  return { ...employer, token: await t.login(employer.email, employer.password) };
}

function validation(answer: {
  errors?: { extensions?: { validation?: Record<string, string[]> } }[];
}) {
  return answer.errors?.[0]?.extensions?.validation ?? {};
}

describe('posting a job', () => {
  it('stores every field, spends one job post in the ledger, and answers it back', async () => {
    const employer = await employerWith(2);
    const input = await jobInput(t.db, { application_link: 'ats.example.com/jobs/1' });
    const answer = await t.graphql(CREATE_JOB, { token: employer.token, variables: { input } });
    expect(answer.errors).toBeUndefined();
    const job = answer.data?.createOpportunity;
    expect(job).toMatchObject({
      target: 'JOB',
      title: input.title,
      job_number: input.job_number,
      location: input.location,
      is_on_site: true,
      is_remote: true,
      work_mode: 'HYBRID',
      work_mode_label: `Hybrid (${String(input.location)})`,
      type: 'PERMANENT',
      sub_type: 'FULLTIME',
      level: input.level,
      position: { id: input.position_id },
      duration: null,
      is_ir35: null,
      minimumBudget: 40_000,
      maximumBudget: 55_000,
      compensation_unit: 'YEAR',
      compensation_currency: 'GBP',
      is_compensation_displayed: true,
      follow_up: input.follow_up,
      application_link: 'https://ats.example.com/jobs/1',
      is_active: true,
      is_public: true,
      industries: [{ id: '1' }],
      agency: { id: String(employer.team.id), company: employer.team.company },
      creator: {
        id: String(employer.user.id),
        name: `${employer.user.firstName} ${employer.user.lastName}`,
      },
      can_edit: true,
      applicants_count: 0,
    });
    expect(JSON.parse(job?.description ?? '')).toEqual(JSON.parse(String(input.description)));
    const skills = job?.skills ?? [];
    expect(skills.map((skill) => skill.id).sort()).toEqual([...(input.skills as string[])].sort());
    expect(skills.filter((skill) => skill.pivot.must_have).map((skill) => skill.id)).toEqual(
      input.skills_must_have,
    );
    expect(await credits().balance(employer.team.id)).toBe(1);
    const ledger = await t.db
      .select({ type: creditEntries.type, reason: creditEntries.reason })
      .from(creditEntries)
      .where(eq(creditEntries.teamId, employer.team.id));
    expect(ledger).toEqual([
      { type: 'IN', reason: null },
      { type: 'OUT', reason: `opportunity ${job?.id}` },
    ]);
  });

  it("refuses with 'Insufficient Balance!' and posts nothing when no job post is left", async () => {
    const employer = await employerWith(0);
    const answer = await t.graphql(CREATE_JOB, {
      token: employer.token,
      variables: { input: await jobInput(t.db) },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.credits.insufficientBalance,
      extensions: { code: 'FORBIDDEN' },
    });
    const rows = await t.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(eq(opportunities.teamId, employer.team.id));
    expect(rows).toEqual([]);
  });

  it('gives one post and one refusal for two creates at once on a balance of 1', async () => {
    const employer = await employerWith(1);
    const input = await jobInput(t.db);
    const answers = await Promise.all(
      [1, 2].map(() => t.graphql(CREATE_JOB, { token: employer.token, variables: { input } })),
    );
    expect(answers.filter((answer) => answer.data?.createOpportunity).length).toBe(1);
    expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.message)).toEqual([
      messages.credits.insufficientBalance,
    ]);
    expect(await credits().balance(employer.team.id)).toBe(0);
    const rows = await t.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(eq(opportunities.teamId, employer.team.id));
    expect(rows.length).toBe(1);
  });

  it("answers each of the brief's messages, on the field it belongs to", async () => {
    const employer = await employerWith(1);
    const answer = await t.graphql(CREATE_JOB, { token: employer.token, variables: { input: {} } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(validation(answer)).toMatchObject({
      'input.title': [m.enterTitle],
      'input.job_number': [m.selectDatePosted],
      'input.industries': [m.selectDiscipline],
      'input.genres': [m.selectCategoryExperience],
      'input.location': [m.selectJobLocation],
      'input.work_mode': [m.selectJobLocation],
      'input.description': [m.enterDescription],
      'input.type': [m.selectRoleType],
      'input.sub_type': [m.selectWorkingHours],
      'input.level': [m.selectExperienceLevel],
      'input.position_id': [m.selectPositionSought],
      'input.skills': [m.selectRequiredSkills],
      'input.minimumBudget': [m.enterMinimumBudget],
      'input.maximumBudget': [m.enterMaximumBudget],
      'input.follow_up': [m.enterFollowUp],
    });
    expect(await credits().balance(employer.team.id)).toBe(1);
  });

  it('asks the software discipline for software skills and qualifications, and contracts for duration and IR35', async () => {
    const employer = await employerWith(1);
    const answer = await t.graphql(CREATE_JOB, {
      token: employer.token,
      variables: {
        input: await jobInput(t.db, { industries: ['1', '2'], type: 'FREELANCE/CONTRACT' }),
      },
    });
    expect(validation(answer)).toEqual({
      'input.software_skills': [m.selectSoftwareSkills],
      'input.qualifications': [m.selectQualifications],
      'input.duration': [m.selectDuration],
      'input.is_ir35': [m.selectIr35],
    });
  });

  it('keeps must-haves to 3 of the chosen items, budgets within the unit’s range, and text a document', async () => {
    const employer = await employerWith(1);
    const base = await jobInput(t.db);
    const skills = base.skills as string[];
    const answer = await t.graphql(CREATE_JOB, {
      token: employer.token,
      variables: {
        input: {
          ...base,
          skills_must_have: [...skills.slice(0, 4)],
          compensation_unit: 'DAY',
          minimumBudget: 150,
          maximumBudget: 100_000,
          description: JSON.stringify(richTextFromPlain('   ')),
          application_link: 'javascript:alert(1)',
        },
      },
    });
    expect(validation(answer)).toEqual({
      'input.skills_must_have': [m.mustHavesMax(3)],
      'input.minimumBudget': [m.budgetOutOfRange('£200', '£1,000')],
      'input.maximumBudget': [m.budgetOutOfRange('£200', '£1,000')],
      'input.description': [m.enterDescription],
      'input.application_link': [m.invalidUrl],
    });
    const notChosen = await t.graphql(CREATE_JOB, {
      token: employer.token,
      variables: {
        input: { ...base, skills: skills.slice(0, 1), skills_must_have: skills.slice(1, 2) },
      },
    });
    expect(validation(notChosen)).toEqual({ 'input.skills_must_have': [m.mustHaveNotSelected] });
  });

  it('refuses skills, software skills and positions from outside the chosen discipline', async () => {
    const employer = await employerWith(1);
    const taxonomies = new TaxonomyService(t.db);
    const software = (await taxonomies.skills([2])).filter((skill) => skill.software);
    const answer = await t.graphql(CREATE_JOB, {
      token: employer.token,
      variables: {
        input: await jobInput(t.db, {
          skills: software.slice(0, 1).map((skill) => String(skill.id)),
          skills_must_have: [],
          position_id: '999999',
        }),
      },
    });
    expect(validation(answer)).toEqual({
      'input.skills': [m.notInDiscipline],
      'input.position_id': [m.selectPositionSought],
    });
    expect(await credits().balance(employer.team.id)).toBe(1);
  });

  it('stores a description with only what the app renders: no script, no javascript: link', async () => {
    const employer = await employerWith(1);
    const hostile = {
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)' },
          content: [
            {
              type: 'text',
              text: 'Click',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'bold' }],
            },
          ],
        },
      ],
    };
    const answer = await t.graphql(CREATE_JOB, {
      token: employer.token,
      variables: { input: await jobInput(t.db, { description: JSON.stringify(hostile) }) },
    });
    expect(JSON.parse(answer.data?.createOpportunity.description ?? '')).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Click', marks: [{ type: 'bold' }] }],
        },
      ],
    });
  });

  it('lets an admin name a posting team user as creator, and nobody else', async () => {
    const employer = await employerWith(3);
    const poster = await createTeamMember(t.db, employer.team, 'member');
    await allowPosting(t.db, poster);
    const bystander = await createTeamMember(t.db, employer.team, 'member');
    const users = await t.graphql(POSTING_USERS, { token: employer.token });
    expect(users.data?.postingTeamUsers.map((user) => user.id).sort()).toEqual(
      [String(employer.user.id), String(poster.user.id)].sort(),
    );
    const named = await t.graphql(CREATE_JOB, {
      token: employer.token,
      variables: { input: await jobInput(t.db, { created_by: String(poster.user.id) }) },
    });
    expect(named.data?.createOpportunity.creator.id).toBe(String(poster.user.id));
    const refused = await t.graphql(CREATE_JOB, {
      token: employer.token,
      variables: { input: await jobInput(t.db, { created_by: String(bystander.user.id) }) },
    });
    expect(validation(refused)).toEqual({ 'input.created_by': [m.creatorNotPosting] });
  });
});

describe('editing, closing and restoring', () => {
  it('keeps the status when it is not sent, and changes it when it is', async () => {
    const employer = await employerWith(0);
    const job = await postOpportunity(t.db, employer);
    const input = await jobInput(t.db, { title: 'Renamed' });
    const kept = await t.graphql(UPDATE_JOB, {
      token: employer.token,
      variables: { id: String(job.id), input },
    });
    expect(kept.data?.updateOpportunity).toMatchObject({ title: 'Renamed', is_active: true });
    const unpublished = await t.graphql(UPDATE_JOB, {
      token: employer.token,
      variables: { id: String(job.id), input: { ...input, is_active: false } },
    });
    expect(unpublished.data?.updateOpportunity.is_active).toBe(false);
    expect(await credits().balance(employer.team.id)).toBe(0);
  });

  it('posts a project as the brief fixes it, and asks its edit for genres and services', async () => {
    const employer = await employerWith(1);
    const input = await projectInput(t.db);
    const answer = await t.graphql(CREATE_PROJECT, { token: employer.token, variables: { input } });
    expect(answer.data?.createProject).toMatchObject({
      target: 'PROJECT',
      type: 'PROJECT',
      sub_type: 'PROJECT',
      level: 'PROJECT',
      is_on_site: false,
      is_remote: false,
      work_mode: null,
      compensation_unit: 'PROJECT',
    });
    const id = answer.data?.createProject.id;
    const missing = await t.graphql(UPDATE_PROJECT, {
      token: employer.token,
      variables: { id, input: { ...input, genres: [], services: [] } },
    });
    expect(validation(missing)).toEqual({
      'input.genres': [m.selectCategoryExperience],
      'input.services': [m.selectServices],
    });
    const empty = await t.graphql(CREATE_PROJECT, {
      token: employer.token,
      variables: { input: { ...input, duration: null, services: [], minimumBudget: 50 } },
    });
    expect(validation(empty)).toEqual({
      'input.duration': [m.selectProjectDuration],
      'input.services': [m.selectServices],
      'input.minimumBudget': [m.budgetOutOfRange('£1,000', '£25,000')],
    });
  });

  it('closes with each reason, needs the applicant for "Filled by applicant", and restores', async () => {
    const employer = await employerWith(0);
    const candidate = await createCandidate(t.db);
    const stranger = await createCandidate(t.db);
    for (const reason of ['FILLED_ELSEWHERE', 'POSTPONED', 'NO_LONGER_EXISTS']) {
      const job = await postOpportunity(t.db, employer);
      const closed = await t.graphql(CLOSE, {
        token: employer.token,
        variables: { id: String(job.id), input: { reason, closed_at: '2026-11-20' } },
      });
      expect(closed.data?.closeOpportunity).toMatchObject({
        close_reason: reason,
        closed_at: '2026-11-20',
      });
      expect(closed.data?.closeOpportunity.deleted_at).not.toBeNull();
    }
    const job = await postOpportunity(t.db, employer);
    await applyTo(t.db, job, candidate);
    const id = String(job.id);
    const close = (input: Record<string, unknown>) =>
      t.graphql(CLOSE, { token: employer.token, variables: { id, input } });

    expect(validation(await close({}))).toEqual({
      'input.reason': [m.selectReason],
      'input.closed_at': [m.selectDateClosed],
    });
    expect(
      validation(await close({ reason: 'FILLED_BY_APPLICANT', closed_at: '2026-11-20' })),
    ).toEqual({
      'input.freelancer_id': [m.selectApplicant],
    });
    expect(
      validation(
        await close({
          reason: 'FILLED_BY_APPLICANT',
          closed_at: '2026-11-20',
          freelancer_id: String(stranger.user.id),
        }),
      ),
    ).toEqual({ 'input.freelancer_id': [m.selectApplicant] });
    const filled = await close({
      reason: 'FILLED_BY_APPLICANT',
      closed_at: '2026-11-20',
      freelancer_id: String(candidate.user.id),
    });
    expect(filled.data?.closeOpportunity.freelancer).toEqual({ id: String(candidate.user.id) });
    expect(
      (await close({ reason: 'POSTPONED', closed_at: '2026-11-20' })).errors?.[0]?.message,
    ).toBe(m.alreadyClosed);

    const restored = await t.graphql(RESTORE, { token: employer.token, variables: { id } });
    expect(restored.data?.restoreOpportunity).toEqual({ id, deleted_at: null, close_reason: null });
    expect(
      (await t.graphql(RESTORE, { token: employer.token, variables: { id } })).errors?.[0]?.message,
    ).toBe(m.notClosed);
  });
});

describe('who sees what', () => {
  type Actor =
    | 'owner'
    | 'admin'
    | 'poster'
    | 'viewer'
    | 'associated'
    | 'otherTeam'
    | 'candidate'
    | 'agency'
    | 'inactive'
    | 'anonymous';

  /** Every actor, and a job and a project the owner posted. */
  async function scene() {
    const owner = await employerWith(0);
    const admin = await createTeamMember(t.db, owner.team, 'admin');
    const poster = await createTeamMember(t.db, owner.team, 'member');
    await allowPosting(t.db, poster);
    const viewer = await createTeamMember(t.db, owner.team, 'member');
    const associated = await createTeamMember(t.db, owner.team, 'member');
    await associate(t.db, owner.team, associated, owner);
    const inactive = await createTeamMember(t.db, owner.team, 'admin', { status: 'INACTIVE' });
    const otherTeam = await createEmployer(t.db);
    const candidate = await createCandidate(t.db);
    const agency = await createAgency(t.db);
    const job = await postOpportunity(t.db, owner);
    const project = await postOpportunity(t.db, owner, { target: 'PROJECT' });
    const tokens: Record<Actor, string | undefined> = {
      owner: owner.token,
      admin: await t.login(admin.email, admin.password),
      poster: await t.login(poster.email, poster.password),
      viewer: await t.login(viewer.email, viewer.password),
      associated: await t.login(associated.email, associated.password),
      inactive: await t.login(inactive.email, inactive.password),
      otherTeam: await t.login(otherTeam.email, otherTeam.password),
      candidate: await t.login(candidate.email, candidate.password),
      agency: await t.login(agency.email, agency.password),
      anonymous: undefined,
    };
    return { job, project, tokens };
  }

  const outcome = (answer: { data?: unknown; errors?: { extensions?: { code?: string } }[] }) =>
    answer.errors?.[0]?.extensions?.code ?? 'OK';

  it('reads a post: its team as the role allows, the published side by kind, nobody else', async () => {
    const { job, project, tokens } = await scene();
    const read = async (actor: Actor, id: number) =>
      outcome(
        await t.graphql(OPPORTUNITY, { token: tokens[actor], variables: { id: String(id) } }),
      );
    const expected: Record<Actor, [job: string, project: string]> = {
      owner: ['OK', 'OK'],
      admin: ['OK', 'OK'],
      poster: ['NOT_FOUND', 'NOT_FOUND'],
      viewer: ['NOT_FOUND', 'NOT_FOUND'],
      associated: ['OK', 'OK'],
      // A deactivated admin has no admin power: a member's view (docs/security.md G14).
      inactive: ['NOT_FOUND', 'NOT_FOUND'],
      otherTeam: ['NOT_FOUND', 'NOT_FOUND'],
      candidate: ['OK', 'NOT_FOUND'],
      agency: ['NOT_FOUND', 'OK'],
      anonymous: ['UNAUTHENTICATED', 'UNAUTHENTICATED'],
    };
    const actual = Object.fromEntries(
      await Promise.all(
        (Object.keys(expected) as Actor[]).map(async (actor) => [
          actor,
          [await read(actor, job.id), await read(actor, project.id)],
        ]),
      ),
    );
    expect(actual).toEqual(expected);
  });

  it('edits: ACTIVE team users who can post and see it, nobody else', async () => {
    const { job, tokens } = await scene();
    const input = await jobInput(t.db);
    const expected: Record<Actor, string> = {
      owner: 'OK',
      admin: 'OK',
      poster: 'NOT_FOUND',
      viewer: 'NOT_FOUND',
      associated: 'FORBIDDEN',
      inactive: 'NOT_FOUND',
      otherTeam: 'NOT_FOUND',
      candidate: 'NOT_FOUND',
      agency: 'NOT_FOUND',
      anonymous: 'UNAUTHENTICATED',
    };
    const actual: Record<string, string> = {};
    for (const actor of Object.keys(expected) as Actor[]) {
      actual[actor] = outcome(
        await t.graphql(UPDATE_JOB, {
          token: tokens[actor],
          variables: { id: String(job.id), input },
        }),
      );
    }
    expect(actual).toEqual(expected);
  });

  it('creates: ACTIVE company users who can post; the dashboard list shows each what they may see', async () => {
    const { job, tokens } = await scene();
    const input = await jobInput(t.db);
    const creates: Record<string, string> = {};
    const lists: Record<string, string | string[]> = {};
    for (const actor of Object.keys(tokens) as Actor[]) {
      // A refused create must not reach the ledger: the team has no posts, so an allowed one
      // is refused for its balance instead, which still shows the gate was passed.
      const created = await t.graphql(CREATE_JOB, { token: tokens[actor], variables: { input } });
      creates[actor] =
        created.errors?.[0]?.message === messages.credits.insufficientBalance
          ? 'ALLOWED'
          : outcome(created);
      const list = await t.graphql(TEAM_LIST, {
        token: tokens[actor],
        variables: { target: 'JOB' },
      });
      lists[actor] = list.data
        ? list.data.viewTeamOpportunity.data.map(
            (row) => `${row.id}:${row.can_edit ? 'Edit' : 'View'}`,
          )
        : outcome(list);
    }
    expect(creates).toEqual({
      owner: 'ALLOWED',
      admin: 'ALLOWED',
      poster: 'ALLOWED',
      viewer: 'FORBIDDEN',
      associated: 'FORBIDDEN',
      inactive: 'FORBIDDEN',
      otherTeam: 'ALLOWED',
      candidate: 'FORBIDDEN',
      agency: 'FORBIDDEN',
      anonymous: 'UNAUTHENTICATED',
    });
    expect(lists).toEqual({
      owner: [`${job.id}:Edit`],
      admin: [`${job.id}:Edit`],
      poster: [],
      viewer: [],
      associated: [`${job.id}:View`],
      inactive: [],
      otherTeam: [],
      candidate: 'FORBIDDEN',
      agency: 'FORBIDDEN',
      anonymous: 'UNAUTHENTICATED',
    });
  });

  it('hides the team-only fields from the published side and counts its views', async () => {
    const owner = await employerWith(0);
    const job = await postOpportunity(t.db, owner);
    const candidate = await createCandidate(t.db);
    await applyTo(t.db, job, candidate);
    const token = await t.login(candidate.email, candidate.password);
    const id = String(job.id);
    expect(
      (await t.graphql(VIEW, { token, variables: { id } })).data?.viewOpportunity.views,
    ).toBeNull();
    await t.graphql(VIEW, { token, variables: { id } });
    await t.graphql(VIEW, { token: owner.token, variables: { id } });
    const seen = await t.graphql(OPPORTUNITY, { token, variables: { id } });
    expect(seen.data?.opportunity).toMatchObject({
      follow_up: null,
      views: null,
      applicants_count: null,
      can_edit: false,
    });
    const ownView = await t.graphql(OPPORTUNITY, { token: owner.token, variables: { id } });
    expect(ownView.data?.opportunity).toMatchObject({
      views: 2,
      applicants_count: 1,
      can_edit: true,
    });
  });
});

describe('the lists', () => {
  it('pages the dashboard newest first, open and closed apart, with applicant counts', async () => {
    const employer = await employerWith(0);
    const candidate = await createCandidate(t.db);
    const posted: OpportunityRow[] = [];
    for (let index = 0; index < 5; index += 1) posted.push(await postOpportunity(t.db, employer));
    await applyTo(t.db, posted[4]!, candidate);
    await t.db
      .update(opportunities)
      .set({ deletedAt: new Date() })
      .where(eq(opportunities.id, posted[0]!.id));
    const seen: string[] = [];
    let after: string | null | undefined;
    do {
      const answer = await t.graphql(TEAM_LIST, {
        token: employer.token,
        variables: { target: 'JOB', first: 2, after },
      });
      const pageRows = answer.data?.viewTeamOpportunity;
      seen.push(...(pageRows?.data.map((row) => `${row.id}/${row.applicants_count}`) ?? []));
      after = pageRows?.paginatorInfo.endCursor;
    } while (after);
    expect(seen).toEqual([
      `${posted[4]!.id}/1`,
      `${posted[3]!.id}/0`,
      `${posted[2]!.id}/0`,
      `${posted[1]!.id}/0`,
    ]);
    const closed = await t.graphql(TEAM_LIST, {
      token: employer.token,
      variables: { target: 'JOB', closed: true },
    });
    expect(closed.data?.viewTeamOpportunity.data.map((row) => row.id)).toEqual([
      String(posted[0]!.id),
    ]);
  });

  it('orders the published list featured, newest, title, pages it without loss, and keeps closed and unpublished out', async () => {
    const employer = await employerWith(0);
    const made: OpportunityRow[] = [];
    for (const title of ['Beta', 'Alpha', 'Gamma', 'Delta', 'Hidden', 'Shut']) {
      made.push(await postOpportunity(t.db, employer, { title }));
    }
    const [beta, alpha, gamma, delta, hidden, shut] = made.map((row) => row.id) as number[];
    const at = new Date('2030-01-01T00:00:00.123456Z');
    // Beta and Alpha share a creation time (ordered by title); Gamma is featured; Delta newest.
    await t.db.update(opportunities).set({ createdAt: at }).where(eq(opportunities.id, beta!));
    await t.db.update(opportunities).set({ createdAt: at }).where(eq(opportunities.id, alpha!));
    await t.db
      .update(opportunities)
      .set({ createdAt: new Date('2029-01-01T00:00:00Z'), featured: true })
      .where(eq(opportunities.id, gamma!));
    await t.db
      .update(opportunities)
      .set({ createdAt: new Date('2031-01-01T00:00:00Z') })
      .where(eq(opportunities.id, delta!));
    await t.db.update(opportunities).set({ isActive: false }).where(eq(opportunities.id, hidden!));
    await t.db
      .update(opportunities)
      .set({ deletedAt: new Date() })
      .where(eq(opportunities.id, shut!));
    const candidate = await createCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const seen: number[] = [];
    let after: string | null | undefined;
    do {
      const answer = await t.graphql(PUBLISHED, {
        token,
        variables: { target: 'JOB', first: 1, after },
      });
      expect(answer.errors).toBeUndefined();
      const rows = answer.data?.publishedOpportunities;
      seen.push(...(rows?.data.map((row) => Number(row.id)) ?? []));
      after = rows?.paginatorInfo.endCursor;
    } while (after && seen.length < 1000);
    const ours = seen.filter((id) => made.some((row) => row.id === id));
    expect(ours).toEqual([gamma, delta, alpha, beta]);
    expect(new Set(seen).size).toBe(seen.length);

    const agency = await createAgency(t.db);
    const agencyToken = await t.login(agency.email, agency.password);
    const refused = await t.graphql(PUBLISHED, {
      token: agencyToken,
      variables: { target: 'JOB' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const forged = await t.graphql(PUBLISHED, {
      token,
      variables: { target: 'JOB', after: 'bm90IGEgY3Vyc29y' },
    });
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers a page of either list, with team, creator and applicant counts, in 3 statements', async () => {
    const employer = await employerWith(0);
    const candidate = await createCandidate(t.db);
    for (let index = 0; index < 12; index += 1) {
      const post = await postOpportunity(t.db, employer, { title: `Post ${index}` });
      if (index % 3 === 0) await applyTo(t.db, post, candidate);
    }
    const candidateToken = await t.login(candidate.email, candidate.password);
    const requests = [
      () =>
        t.graphql(TEAM_LIST, { token: employer.token, variables: { target: 'JOB', first: 10 } }),
      () =>
        t.graphql(PUBLISHED, { token: candidateToken, variables: { target: 'JOB', first: 10 } }),
    ];
    for (const request of requests) {
      // The first signed-in request prepares the session's statement once (see statements.ts).
      await request();
      let answer: Awaited<ReturnType<(typeof requests)[number]>> | undefined;
      const statements = await statementsDuring(async () => {
        answer = await request();
      });
      expect(answer?.errors).toBeUndefined();
      expect(statements).toBeGreaterThan(0);
      expect(statements).toBeLessThanOrEqual(3);
    }
  });
});
