import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { applications } from '../../db/schema';
import { docxBytes, pdfBytes } from '../../testing/documents';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
  type UserFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { allowPosting, applyTo, associate, postOpportunity } from '../../testing/opportunities';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { uploadFile } from '../../testing/uploads';

const VIEW_APPLICANTS = graphql(`
  query ApplicationsViewApplicants($id: ID!) {
    viewApplicants(opportunity_id: $id) {
      id
      created_at
      reason
      resume
      resumeUrl
      document
      documentUrl
      is_shown
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

/** What the Close modal asks for ('Filled by applicant'): this shape is kept. */
const CLOSE_MODAL_APPLICANTS = graphql(`
  query ApplicationsCloseModalApplicants($id: ID!) {
    viewApplicants(opportunity_id: $id) {
      id
      user {
        id
        name
      }
    }
  }
`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Signed<F> = F & { token: string };
async function signedIn<F extends UserFixture>(fixture: F): Promise<Signed<F>> {
  return { ...fixture, token: await t.login(fixture.email, fixture.password) };
}

/** An upload of the candidate's own, as the apply flow will take it: its served path. */
async function uploaded(
  who: Signed<UserFixture>,
  kind: 'resume' | 'document',
  bytes: Uint8Array,
  filename: string,
): Promise<string> {
  const answer = await uploadFile(t.app, {
    token: who.token,
    kind,
    bytes,
    filename,
    contentType: 'application/octet-stream',
  });
  expect(answer.status).toBe(201);
  return answer.body.url!;
}

/** Applies at a given moment, so the order is known. */
async function applied(
  opportunityId: number,
  who: UserFixture,
  values: Partial<typeof applications.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(applications)
    .values({ opportunityId, userId: who.user.id, reason: 'Hello', ...values })
    .returning();
  return row!;
}

const outcome = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

describe('viewApplicants', () => {
  it('lists who applied, newest first, with their message, files and agency', async () => {
    const employer = await signedIn(await createEmployer(t.db));
    const job = await postOpportunity(t.db, employer, { target: 'PROJECT' });
    const candidate = await signedIn(
      await createCandidate(t.db, { firstName: 'Amelia', lastName: 'Hart' }),
    );
    const agency = await createAgency(t.db, { firstName: 'Priya', lastName: 'Shah' });
    const agencyGuest = await createTeamMember(t.db, agency.team, 'member', {
      firstName: 'Tom',
      lastName: 'Reed',
    });
    const cv = await uploaded(
      candidate,
      'resume',
      await pdfBytes('Amelia Hart CV'),
      'Amelia Hart CV.pdf',
    );
    const extra = await uploaded(candidate, 'document', docxBytes(), 'Portfolio.docx');

    const first = await applied(job.id, candidate, {
      reason: 'Ten years of packaging design.',
      resume: cv,
      document: extra,
      createdAt: new Date('2026-03-02T09:30:00Z'),
    });
    const second = await applied(job.id, agency, {
      reason: 'Our studio would love this.',
      createdAt: new Date('2026-03-04T16:00:00Z'),
    });
    const third = await applied(job.id, agencyGuest, {
      reason: '',
      isShown: false,
      createdAt: new Date('2026-03-03T12:00:00Z'),
    });

    const answer = await t.graphql(VIEW_APPLICANTS, {
      token: employer.token,
      variables: { id: String(job.id) },
    });
    expect(answer.errors).toBeUndefined();
    const list = answer.data!.viewApplicants;
    expect(list.map((applicant) => applicant.id)).toEqual(
      [second.id, third.id, first.id].map(String),
    );
    const agencyOf = { id: String(agency.team.id), company: agency.team.company };
    expect(list[0]).toEqual({
      id: String(second.id),
      created_at: '2026-03-04T16:00:00.000Z',
      reason: 'Our studio would love this.',
      resume: null,
      resumeUrl: null,
      document: null,
      documentUrl: null,
      is_shown: true,
      user: { id: String(agency.user.id), name: 'Priya Shah', type: 'AGENCY', agency: agencyOf },
    });
    expect(list[1]).toMatchObject({
      reason: '',
      is_shown: false,
      user: { name: 'Tom Reed', type: 'GUEST', agency: agencyOf },
    });
    expect(list[2]).toMatchObject({
      reason: 'Ten years of packaging design.',
      created_at: '2026-03-02T09:30:00.000Z',
      resume: cv,
      document: extra,
      user: {
        id: String(candidate.user.id),
        name: 'Amelia Hart',
        type: 'FREELANCER',
        agency: null,
      },
    });

    // The links open the files (a download, for a few minutes); the bare paths do not.
    const { resumeUrl, documentUrl } = list[2]!;
    expect(resumeUrl).toMatch(new RegExp(`^${cv}\\?expires=\\d+&signature=[\\w-]{43}$`));
    expect(documentUrl).toMatch(new RegExp(`^${extra}\\?expires=\\d+&signature=`));
    const cvFile = await t.app.inject({ method: 'GET', url: resumeUrl! });
    expect(cvFile.statusCode).toBe(200);
    expect(cvFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(cvFile.headers['content-disposition']).toMatch(
      /^attachment; filename="Amelia Hart CV.pdf"/,
    );
    const documentFile = await t.app.inject({ method: 'GET', url: documentUrl! });
    expect(documentFile.statusCode).toBe(200);
    expect(documentFile.rawPayload.equals(docxBytes())).toBe(true);
    for (const bare of [cv, extra]) {
      expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    }
  });

  it('answers the Close modal its applicants as { id user { id name } }', async () => {
    const employer = await signedIn(await createEmployer(t.db));
    const job = await postOpportunity(t.db, employer);
    const candidate = await createCandidate(t.db, { firstName: 'Noah', lastName: 'Patel' });
    await applyTo(t.db, job, candidate);
    const answer = await t.graphql(CLOSE_MODAL_APPLICANTS, {
      token: employer.token,
      variables: { id: String(job.id) },
    });
    expect(answer.data?.viewApplicants).toEqual([
      { id: expect.any(String), user: { id: String(candidate.user.id), name: 'Noah Patel' } },
    ]);
  });

  it('answers an empty list for a post nobody applied to', async () => {
    const employer = await signedIn(await createEmployer(t.db));
    const job = await postOpportunity(t.db, employer);
    const answer = await t.graphql(VIEW_APPLICANTS, {
      token: employer.token,
      variables: { id: String(job.id) },
    });
    expect(answer).toMatchObject({ data: { viewApplicants: [] } });
  });

  it('refuses an id that is not one', async () => {
    const employer = await signedIn(await createEmployer(t.db));
    for (const id of ['abc', '-1', '0', '1.5']) {
      const answer = await t.graphql(VIEW_APPLICANTS, { token: employer.token, variables: { id } });
      expect(outcome(answer)).toBe('BAD_USER_INPUT');
    }
    const missing = await t.graphql(VIEW_APPLICANTS, {
      token: employer.token,
      variables: { id: '2147483000' },
    });
    expect(outcome(missing)).toBe('NOT_FOUND');
  });
});

describe('who sees the applicants', () => {
  type Actor =
    | 'owner'
    | 'admin'
    | 'creator'
    | 'viewer'
    | 'associated'
    | 'inactive'
    | 'otherTeam'
    | 'candidate'
    | 'agency'
    | 'anonymous';

  it('the posting team as it sees the post; the published side and everyone else, never', async () => {
    const owner = await signedIn(await createEmployer(t.db));
    const admin = await createTeamMember(t.db, owner.team, 'admin');
    const creator = await createTeamMember(t.db, owner.team, 'member');
    await allowPosting(t.db, creator);
    const viewer = await createTeamMember(t.db, owner.team, 'member');
    const associated = await createTeamMember(t.db, owner.team, 'member');
    await associate(t.db, owner.team, associated, owner);
    const inactive = await createTeamMember(t.db, owner.team, 'admin', { status: 'INACTIVE' });
    const otherTeam = await createEmployer(t.db);
    const candidate = await createCandidate(t.db);
    const agency = await createAgency(t.db);
    // The owner's published job and project, and a job the creator posted.
    const job = await postOpportunity(t.db, owner);
    const project = await postOpportunity(t.db, owner, { target: 'PROJECT' });
    const creatorsJob = await postOpportunity(t.db, creator);
    for (const post of [job, project, creatorsJob]) await applyTo(t.db, post, candidate);

    const tokens: Record<Actor, string | undefined> = {
      owner: owner.token,
      admin: await t.login(admin.email, admin.password),
      creator: await t.login(creator.email, creator.password),
      viewer: await t.login(viewer.email, viewer.password),
      associated: await t.login(associated.email, associated.password),
      inactive: await t.login(inactive.email, inactive.password),
      otherTeam: await t.login(otherTeam.email, otherTeam.password),
      candidate: await t.login(candidate.email, candidate.password),
      agency: await t.login(agency.email, agency.password),
      anonymous: undefined,
    };
    const expected: Record<Actor, [job: string, project: string, creatorsJob: string]> = {
      owner: ['OK', 'OK', 'OK'],
      admin: ['OK', 'OK', 'OK'],
      creator: ['NOT_FOUND', 'NOT_FOUND', 'OK'],
      viewer: ['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'],
      associated: ['OK', 'OK', 'NOT_FOUND'],
      // A deactivated admin has no admin power and reads no candidate's data (docs/security.md G14).
      inactive: ['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'],
      otherTeam: ['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'],
      // They see the published post of their side, but not who else applied to it.
      candidate: ['FORBIDDEN', 'NOT_FOUND', 'FORBIDDEN'],
      agency: ['NOT_FOUND', 'FORBIDDEN', 'NOT_FOUND'],
      anonymous: ['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED'],
    };
    const actual: Record<string, string[]> = {};
    for (const actor of Object.keys(expected) as Actor[]) {
      actual[actor] = [];
      for (const post of [job, project, creatorsJob]) {
        const answer = await t.graphql(VIEW_APPLICANTS, {
          token: tokens[actor],
          variables: { id: String(post.id) },
        });
        actual[actor].push(outcome(answer));
        if (outcome(answer) === 'OK') expect(answer.data?.viewApplicants).toHaveLength(1);
        if (outcome(answer) === 'FORBIDDEN') {
          expect(answer.errors?.[0]?.message).toBe(messages.applicants.notYours);
        }
        if (outcome(answer) === 'UNAUTHENTICATED') {
          expect(answer.errors?.[0]?.message).toBe('Unauthenticated.');
        }
      }
    }
    expect(actual).toEqual(expected);
  });
});

describe('the cost of a list', () => {
  it('is a handful of statements, for one applicant or twenty', async () => {
    const employer: Signed<TeamFixture> = await signedIn(await createEmployer(t.db));
    const small = await postOpportunity(t.db, employer);
    const large = await postOpportunity(t.db, employer);
    const candidates = await Promise.all(Array.from({ length: 12 }, () => createCandidate(t.db)));
    const agencies = await Promise.all(Array.from({ length: 8 }, () => createAgency(t.db)));
    await applyTo(t.db, small, candidates[0]!);
    for (const applicant of [...candidates, ...agencies]) {
      await applied(large.id, applicant, { resume: '/files/' + 'c'.repeat(32) + '.pdf' });
    }
    const read = (id: number) =>
      t.graphql(VIEW_APPLICANTS, { token: employer.token, variables: { id: String(id) } });
    // Warm: the session's planned statements and the link secret, made once per process.
    expect((await read(small.id)).errors).toBeUndefined();
    expect((await read(large.id)).data?.viewApplicants).toHaveLength(20);

    const forOne = await statementsDuring(() => read(small.id));
    const forTwenty = await statementsDuring(() => read(large.id));
    expect(forOne).toBeGreaterThan(0);
    expect(forTwenty).toBe(forOne);
    // Session, memberships, the post, the list.
    expect(forTwenty).toBeLessThanOrEqual(5);
  });
});
