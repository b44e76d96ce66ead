/**
 * Agencies applying to projects (issue 15 item 3): an ACTIVE agency owner or a member acting
 * for the agency applies with a message only; the application is the owner's (the brief:
 * "the application uses the team owner's id if present"), so the agency applies once and
 * every member sees 'Already Applied'; the employer's applicants list names the agency.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { applications } from '../../db/schema';
import { BackgroundTasks } from '../../platform/background-tasks';
import { listOutbox } from '../../platform/mail/outbox';
import {
  createAgency,
  createEmployer,
  createTeamMember,
  type TeamFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { postOpportunity } from '../../testing/opportunities';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createCompleteCandidate } from './test-candidates';

const APPLY = graphql(`
  mutation AgencyApply($input: ApplicationInput!) {
    createApplication(input: $input) {
      id
      applied
      viewerApplication {
        reason
      }
    }
  }
`);

const ELIGIBILITY = graphql(`
  query AgencyApplyEligibility {
    applicationEligibility {
      eligible
      blocked
      missing
    }
  }
`);

const DETAIL = graphql(`
  query AgencyApplyDetail($id: ID!) {
    opportunity(id: $id) {
      id
      applied
    }
  }
`);

const APPLICANTS = graphql(`
  query AgencyApplyApplicants($id: ID!) {
    viewApplicants(opportunity_id: $id) {
      reason
      user {
        id
        name
        type
        agency {
          id
          company
        }
      }
    }
  }
`);

const CLOSE = graphql(`
  mutation AgencyApplyClose($id: ID!, $input: CloseOpportunityInput!) {
    closeOpportunity(id: $id, input: $input) {
      id
    }
  }
`);

const m = messages.candidateOpportunities;

let t: TestApp;
let dataDir: string;
const tasks = new BackgroundTasks((error) => {
  throw error;
});
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-agency-apply-'));
  t = await createTestApp({ backgroundTasks: tasks, dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function mailTo(address: string) {
  await t.settled();
  return (await listOutbox(join(dataDir, 'outbox'))).filter((mail) =>
    mail.to.toLowerCase().includes(address.toLowerCase()),
  );
}

const outcome = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

const tokenOf = (fixture: { email: string; password: string }) =>
  t.login(fixture.email, fixture.password);

function apply(token: string, opportunityId: number, extra: Record<string, unknown> = {}) {
  return t.graphql(APPLY, {
    token,
    variables: { input: { opportunity_id: String(opportunityId), ...extra } },
  });
}

async function applicantIds(opportunityId: number) {
  const rows = await t.db
    .select({ userId: applications.userId })
    .from(applications)
    .where(eq(applications.opportunityId, opportunityId));
  return rows.map((row) => row.userId);
}

describe('an agency applies to a project', () => {
  let employer: TeamFixture;
  beforeAll(async () => {
    employer = await createEmployer(t.db);
  });

  it('with a message, once; the employer sees the agency among the applicants', async () => {
    const project = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: 'Spring film',
    });
    const agency = await createAgency(t.db);
    const token = await tokenOf(agency);
    expect((await t.graphql(ELIGIBILITY, { token })).data?.applicationEligibility).toEqual({
      eligible: true,
      blocked: null,
      missing: [],
    });

    const answer = await apply(token, project.id, { reason: '  Our proposal, in brief.  ' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createApplication).toEqual({
      id: String(project.id),
      applied: true,
      viewerApplication: { reason: 'Our proposal, in brief.' },
    });
    expect(await applicantIds(project.id)).toEqual([agency.user.id]);
    // The team is told who applied, for which agency, to which project.
    const told = (await mailTo(employer.email)).filter((mail) =>
      mail.subject.includes('Spring film'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(
      `${agency.user.firstName} ${agency.user.lastName} (${agency.team.company}) applied to your agency project Spring film.`,
    );

    const again = await apply(token, project.id);
    expect(outcome(again)).toBe('FORBIDDEN');
    expect(again.errors?.[0]?.message).toBe(m.alreadyApplied);

    const applicants = await t.graphql(APPLICANTS, {
      token: await tokenOf(employer),
      variables: { id: String(project.id) },
    });
    expect(applicants.data?.viewApplicants).toEqual([
      {
        reason: 'Our proposal, in brief.',
        user: {
          id: String(agency.user.id),
          name: `${agency.user.firstName} ${agency.user.lastName}`,
          type: 'AGENCY',
          agency: { id: String(agency.team.id), company: agency.team.company },
        },
      },
    ]);
  });

  it('a member applies for the agency: the owner’s application, Already Applied for all', async () => {
    const project = await postOpportunity(t.db, employer, { target: 'PROJECT' });
    const agency = await createAgency(t.db);
    const member = await createTeamMember(t.db, agency.team, 'member');
    const other = await createTeamMember(t.db, agency.team, 'admin');
    const memberToken = await tokenOf(member);

    expect((await apply(memberToken, project.id, { reason: 'From the team' })).errors).toBe(
      undefined,
    );
    expect(await applicantIds(project.id)).toEqual([agency.user.id]);
    for (const fixture of [agency, member, other]) {
      const token = await tokenOf(fixture);
      const detail = await t.graphql(DETAIL, { token, variables: { id: String(project.id) } });
      expect(detail.data?.opportunity.applied).toBe(true);
      const again = await apply(token, project.id);
      expect(again.errors?.[0]?.message).toBe(m.alreadyApplied);
    }
    expect(await applicantIds(project.id)).toEqual([agency.user.id]);
  });

  it('refuses an inactive account, the wrong side, and files from an agency', async () => {
    const project = await postOpportunity(t.db, employer, { target: 'PROJECT' });
    const job = await postOpportunity(t.db, employer);
    const inactive = await createAgency(t.db, { status: 'INACTIVE' });
    const inactiveToken = await tokenOf(inactive);
    expect((await t.graphql(ELIGIBILITY, { token: inactiveToken })).data).toEqual({
      applicationEligibility: { eligible: false, blocked: 'INACTIVE', missing: [] },
    });
    const refusedInactive = await apply(inactiveToken, project.id);
    expect([outcome(refusedInactive), refusedInactive.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      m.inactiveTitle,
    ]);

    // An inactive member of an active agency: their own status decides.
    const activeAgency = await createAgency(t.db);
    const inactiveMember = await createTeamMember(t.db, activeAgency.team, 'member', {
      status: 'INACTIVE',
    });
    const refusedMember = await apply(await tokenOf(inactiveMember), project.id);
    expect(refusedMember.errors?.[0]?.message).toBe(m.inactiveTitle);

    // Each side applies to its own posts only: the other's are not theirs to see.
    const agencyToken = await tokenOf(activeAgency);
    const toJob = await apply(agencyToken, job.id);
    expect([outcome(toJob), toJob.errors?.[0]?.message]).toEqual([
      'NOT_FOUND',
      messages.opportunities.notFound,
    ]);
    const candidate = await createCompleteCandidate(t.db);
    const toProject = await apply(await tokenOf(candidate), project.id);
    expect([outcome(toProject), toProject.errors?.[0]?.message]).toEqual([
      'NOT_FOUND',
      messages.opportunities.notFound,
    ]);

    // CV and document are the candidate's: an agency sending one is refused.
    const withFile = await apply(agencyToken, project.id, { resume_id: '1' });
    expect(outcome(withFile)).toBe('BAD_USER_INPUT');
    expect(withFile.errors?.[0]?.extensions?.validation).toEqual({
      'input.resume_id': [m.agencyNoFiles],
    });
    // A message over 400 characters.
    const long = await apply(agencyToken, project.id, { reason: 'x'.repeat(401) });
    expect(outcome(long)).toBe('BAD_USER_INPUT');

    expect(await applicantIds(project.id)).toEqual([]);
    expect(await applicantIds(job.id)).toEqual([]);
  });

  it('a closed project is no longer open', async () => {
    const project = await postOpportunity(t.db, employer, { target: 'PROJECT' });
    const close = await t.graphql(CLOSE, {
      token: await tokenOf(employer),
      variables: {
        id: String(project.id),
        input: { reason: 'FILLED_ELSEWHERE', closed_at: '2026-01-02' },
      },
    });
    expect(close.errors).toBeUndefined();
    const agency = await createAgency(t.db);
    const answer = await apply(await tokenOf(agency), project.id);
    expect(outcome(answer)).toBe('NOT_FOUND');
  });
});
