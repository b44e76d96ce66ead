import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { applications, opportunities, resumes, users } from '../../db/schema';
import { BackgroundTasks } from '../../platform/background-tasks';
import { listOutbox } from '../../platform/mail/outbox';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { postOpportunity } from '../../testing/opportunities';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createCompleteCandidate } from './test-candidates';

const APPLY = graphql(`
  mutation ApplyCreateApplication($input: ApplicationInput!) {
    createApplication(input: $input) {
      id
      applied
      viewerApplication {
        id
        reason
      }
    }
  }
`);

const ELIGIBILITY = graphql(`
  query ApplyEligibility {
    applicationEligibility {
      eligible
      blocked
      missing
    }
  }
`);

const DETAIL = graphql(`
  query ApplyDetail($id: ID!) {
    opportunity(id: $id) {
      id
      applied
      viewerApplication {
        reason
      }
      follow_up
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
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-apply-'));
  t = await createTestApp({ backgroundTasks: tasks, dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const outcome = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

async function mailTo(address: string) {
  await t.settled();
  return (await listOutbox(join(dataDir, 'outbox'))).filter((mail) =>
    mail.to.toLowerCase().includes(address.toLowerCase()),
  );
}

describe('createApplication', () => {
  it('files an ACTIVE, complete candidate’s application with their files, and emails the team and the applicant', async () => {
    const employer = await createEmployer(t.db, { firstName: 'Erin' });
    const admin = await createTeamMember(t.db, employer.team, 'admin', { firstName: 'Ada' });
    const member = await createTeamMember(t.db, employer.team, 'member');
    const quietAdmin = await createTeamMember(t.db, employer.team, 'admin', { sendEmail: false });
    const job = await postOpportunity(t.db, employer, {
      title: 'Packaging Designer',
      follow_up: 'We read every application and reply within a week.',
    });
    const candidate = await createCompleteCandidate(t.db, {
      firstName: 'Amelia',
      lastName: 'Hart',
    });
    const token = await t.login(candidate.email, candidate.password);

    const answer = await t.graphql(APPLY, {
      token,
      variables: {
        input: {
          opportunity_id: String(job.id),
          reason: '  Ten years of packaging design.  ',
          resume_id: String(candidate.resumeId),
          document_id: String(candidate.documentId),
        },
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createApplication).toMatchObject({
      id: String(job.id),
      applied: true,
      viewerApplication: { reason: 'Ten years of packaging design.' },
    });
    const [row] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.opportunityId, job.id));
    expect(row).toMatchObject({
      userId: candidate.user.id,
      reason: 'Ten years of packaging design.',
      resume: candidate.resumeFile,
      document: candidate.documentFile,
    });

    // The team: its admins (who want email) and the post's creator, once each.
    const teamMail = await mailTo(employer.email);
    expect(teamMail).toHaveLength(1);
    expect(teamMail[0]!.subject).toBe(m.teamMailSubject('Packaging Designer'));
    expect(teamMail[0]!.text).toContain('Amelia Hart applied to your job opportunity');
    expect(teamMail[0]!.text).toContain('Ten years of packaging design.');
    expect(teamMail[0]!.text).toContain(`/employer/view-applicants/${job.id}`);
    expect(await mailTo(admin.email)).toHaveLength(1);
    expect(await mailTo(member.email)).toHaveLength(0);
    expect(await mailTo(quietAdmin.email)).toHaveLength(0);
    // The applicant: the follow-up message, with the employer's name.
    const followUp = await mailTo(candidate.email);
    expect(followUp).toHaveLength(1);
    expect(followUp[0]!.subject).toBe(m.applicantMailSubject('Packaging Designer'));
    expect(followUp[0]!.text).toContain(`at ${employer.team.company}`);
    expect(followUp[0]!.text).toContain('We read every application and reply within a week.');

    // The detail page now says so; the follow-up stays the team's.
    const detail = await t.graphql(DETAIL, { token, variables: { id: String(job.id) } });
    expect(detail.data?.opportunity).toMatchObject({
      applied: true,
      viewerApplication: { reason: 'Ten years of packaging design.' },
      follow_up: null,
    });

    // Once: a second submit is refused, and nobody is emailed again.
    const again = await t.graphql(APPLY, {
      token,
      variables: { input: { opportunity_id: String(job.id) } },
    });
    expect(outcome(again)).toBe('FORBIDDEN');
    expect(again.errors?.[0]?.message).toBe(m.alreadyApplied);
    expect(await mailTo(candidate.email)).toHaveLength(1);
  });

  it('keeps the application’s CV when the candidate removes it from their profile', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer);
    const candidate = await createCompleteCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    await t.graphql(APPLY, {
      token,
      variables: {
        input: { opportunity_id: String(job.id), resume_id: String(candidate.resumeId) },
      },
    });
    await t.db.delete(resumes).where(eq(resumes.id, candidate.resumeId));
    const [row] = await t.db
      .select({ resume: applications.resume })
      .from(applications)
      .where(eq(applications.opportunityId, job.id));
    // The path stays, and applications.resume is a file column: housekeeping keeps the file.
    expect(row?.resume).toBe(candidate.resumeFile);
  });

  it('sends no follow-up to a candidate who turned email off', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer);
    const candidate = await createCompleteCandidate(t.db, { sendEmail: false });
    const token = await t.login(candidate.email, candidate.password);
    const answer = await t.graphql(APPLY, {
      token,
      variables: { input: { opportunity_id: String(job.id) } },
    });
    expect(answer.errors).toBeUndefined();
    expect(await mailTo(candidate.email)).toHaveLength(0);
    expect(await mailTo(employer.email)).toHaveLength(1);
  });

  it('refuses a CV or document that is not the candidate’s own, and a message over 400', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer);
    const candidate = await createCompleteCandidate(t.db);
    const other = await createCompleteCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const tries = [
      { resume_id: String(other.resumeId) },
      { document_id: String(other.documentId) },
      { reason: 'x'.repeat(401) },
      { resume_id: 'abc' },
    ];
    for (const extra of tries) {
      const answer = await t.graphql(APPLY, {
        token,
        variables: { input: { opportunity_id: String(job.id), ...extra } },
      });
      expect(outcome(answer)).toBe('BAD_USER_INPUT');
    }
    const long = await t.graphql(APPLY, {
      token,
      variables: { input: { opportunity_id: String(job.id), reason: 'x'.repeat(401) } },
    });
    expect(long.errors?.[0]?.extensions?.validation).toEqual({
      'input.reason': [m.messageTooLong],
    });
    const exactly = await t.graphql(APPLY, {
      token,
      variables: { input: { opportunity_id: String(job.id), reason: 'y'.repeat(400) } },
    });
    expect(exactly.errors).toBeUndefined();
  });

  it('refuses closed, unpublished, non-public posts and projects', async () => {
    const employer = await createEmployer(t.db);
    const candidate = await createCompleteCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const closed = await postOpportunity(t.db, employer);
    await t.db
      .update(opportunities)
      .set({ deletedAt: new Date() })
      .where(eq(opportunities.id, closed.id));
    const unpublished = await postOpportunity(t.db, employer, { is_active: false });
    const hidden = await postOpportunity(t.db, employer);
    await t.db
      .update(opportunities)
      .set({ isPublic: false })
      .where(eq(opportunities.id, hidden.id));
    const project = await postOpportunity(t.db, employer, { target: 'PROJECT' });
    for (const post of [closed, unpublished, hidden, project]) {
      const answer = await t.graphql(APPLY, {
        token,
        variables: { input: { opportunity_id: String(post.id) } },
      });
      expect(outcome(answer)).toBe('NOT_FOUND');
    }
    const missing = await t.graphql(APPLY, {
      token,
      variables: { input: { opportunity_id: '2147483000' } },
    });
    expect(outcome(missing)).toBe('NOT_FOUND');
    expect(await t.db.$count(applications, eq(applications.userId, candidate.user.id))).toBe(0);
  });

  it('answers Already Applied (not "closed") for a post the candidate applied to that closed since', async () => {
    const employer = await createEmployer(t.db);
    const candidate = await createCompleteCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const job = await postOpportunity(t.db, employer);
    await t.graphql(APPLY, { token, variables: { input: { opportunity_id: String(job.id) } } });
    await t.db
      .update(opportunities)
      .set({ deletedAt: new Date() })
      .where(eq(opportunities.id, job.id));
    const answer = await t.graphql(APPLY, {
      token,
      variables: { input: { opportunity_id: String(job.id) } },
    });
    expect(answer.errors?.[0]?.message).toBe(m.alreadyApplied);
    // They still see the post they applied to.
    const detail = await t.graphql(DETAIL, { token, variables: { id: String(job.id) } });
    expect(detail.data?.opportunity.applied).toBe(true);
  });
});

describe('who may apply', () => {
  type Actor =
    'complete' | 'inactive' | 'incomplete' | 'employer' | 'member' | 'agency' | 'anonymous';

  it('only an ACTIVE candidate with a complete profile; the others with the dialog’s reason', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer);
    const complete = await createCompleteCandidate(t.db);
    const inactive = await createCompleteCandidate(t.db, { status: 'INACTIVE' });
    const incomplete = await createCandidate(t.db);
    const member = await createTeamMember(t.db, employer.team, 'admin');
    const agency = await createAgency(t.db);
    const tokens: Record<Actor, string | undefined> = {
      complete: await t.login(complete.email, complete.password),
      inactive: await t.login(inactive.email, inactive.password),
      incomplete: await t.login(incomplete.email, incomplete.password),
      employer: await t.login(employer.email, employer.password),
      member: await t.login(member.email, member.password),
      agency: await t.login(agency.email, agency.password),
      anonymous: undefined,
    };
    const expected: Record<Actor, [code: string, message: string | null]> = {
      complete: ['OK', null],
      inactive: ['FORBIDDEN', m.inactiveTitle],
      incomplete: ['FORBIDDEN', m.incompleteTitle],
      employer: ['FORBIDDEN', m.onlyCandidates],
      member: ['FORBIDDEN', m.onlyCandidates],
      // Agencies apply to projects: a job is not theirs to see.
      agency: ['NOT_FOUND', messages.opportunities.notFound],
      anonymous: ['UNAUTHENTICATED', 'Unauthenticated.'],
    };
    const actual: Record<string, [string, string | null]> = {};
    for (const actor of Object.keys(expected) as Actor[]) {
      const answer = await t.graphql(APPLY, {
        token: tokens[actor],
        variables: { input: { opportunity_id: String(job.id), reason: 'Hello' } },
      });
      actual[actor] = [outcome(answer), answer.errors?.[0]?.message ?? null];
      if (actor === 'incomplete') {
        // The dialog lists what is missing, in its words.
        expect(answer.errors?.[0]?.extensions?.validation).toEqual({
          missing: [
            messages.candidates.missing.avatar,
            messages.candidates.missing.bio,
            messages.candidates.missing.resume,
            messages.candidates.missing.experience,
            messages.candidates.missing.jobTypes,
            messages.candidates.missing.workingHours,
            messages.candidates.missing.industries,
            messages.candidates.missing.skills,
          ],
        });
      }
    }
    expect(actual).toEqual(expected);
    const rows = await t.db
      .select({ userId: applications.userId })
      .from(applications)
      .where(eq(applications.opportunityId, job.id));
    expect(rows).toEqual([{ userId: complete.user.id }]);
  });

  it('tells the Apply button beforehand', async () => {
    const complete = await createCompleteCandidate(t.db);
    const inactive = await createCandidate(t.db, { status: 'INACTIVE' });
    const incomplete = await createCompleteCandidate(t.db, { bio: null });
    const employer = await createEmployer(t.db);
    const ask = async (who: { email: string; password: string }) =>
      (
        await t.graphql(ELIGIBILITY, {
          token: await t.login(who.email, who.password),
        })
      ).data?.applicationEligibility;
    expect(await ask(complete)).toEqual({ eligible: true, blocked: null, missing: [] });
    expect(await ask(inactive)).toEqual({ eligible: false, blocked: 'INACTIVE', missing: [] });
    expect(await ask(incomplete)).toEqual({
      eligible: false,
      blocked: 'INCOMPLETE',
      missing: [messages.candidates.missing.bio],
    });
    expect(await ask(employer)).toEqual({
      eligible: false,
      blocked: 'NOT_CANDIDATE',
      missing: [],
    });
    expect(outcome(await t.graphql(ELIGIBILITY))).toBe('UNAUTHENTICATED');
  });

  it('a candidate approved since may apply at once (status is read per request)', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer);
    const candidate = await createCompleteCandidate(t.db, { status: 'INACTIVE' });
    const token = await t.login(candidate.email, candidate.password);
    const before = await t.graphql(APPLY, {
      token,
      variables: { input: { opportunity_id: String(job.id) } },
    });
    expect(before.errors?.[0]?.message).toBe(m.inactiveTitle);
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, candidate.user.id));
    const after = await t.graphql(APPLY, {
      token,
      variables: { input: { opportunity_id: String(job.id) } },
    });
    expect(after.errors).toBeUndefined();
  });
});

describe('concurrent submits', () => {
  it('file exactly one application; the others are told Already Applied', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer);
    const candidate = await createCompleteCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.graphql(APPLY, {
          token,
          variables: { input: { opportunity_id: String(job.id), reason: 'Once' } },
        }),
      ),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.errors)) {
      expect(answer.errors?.[0]?.message).toBe(m.alreadyApplied);
    }
    const count = await t.db.$count(
      applications,
      and(eq(applications.opportunityId, job.id), eq(applications.userId, candidate.user.id)),
    );
    expect(count).toBe(1);
    expect(await mailTo(candidate.email)).toHaveLength(1);
  });
});
