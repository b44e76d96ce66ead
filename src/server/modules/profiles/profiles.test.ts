import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import {
  applications,
  educations,
  experiences,
  genres,
  industries,
  jobLevels,
  otherQualifications,
  positions,
  qualifications,
  resumes,
  services,
  skills,
  supportingDocuments,
  teamIndustries,
  teamServices,
  teams,
  userGenres,
  userIndustries,
  userOtherQualifications,
  userPositions,
  userQualifications,
  userServices,
  userSkills,
  users,
} from '../../db/schema';
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
import { createTestApp, type TestApp } from '../../testing/test-app';
import { uploadFile } from '../../testing/uploads';
import { FILE_LINK_LIFETIME_MS } from '../files';

graphql(`
  fragment ProfilesCandidateProfileFields on CandidateProfile {
    profile_id
    id
    name
    first_name
    last_name
    pronouns
    position
    linkedin
    supporting_url
    bio
    avatar
    city
    state
    country
    vetted
    work_location
    industries {
      id
      name
    }
    positions {
      id
      name
    }
    role_levels {
      key
      name
    }
    job_types {
      key
      name
    }
    working_hours
    languages
    education {
      school_name
      qualification
      from
      to
    }
    experiences {
      title
      company
      from
      to
      years
    }
    skills {
      name
      software
      is_top
    }
    qualifications {
      name
    }
    other_qualifications {
      name
    }
    services {
      name
    }
    genres {
      name
    }
    salary_currency
    minimum_salary
    maximum_salary
    salary_unit
    payroll_status
    right_to_work
    start_date
    notice_period
    notice_period_unit
    cv {
      id
      name
      fileUrl
      active
    }
    supporting_documents {
      name
      fileUrl
    }
    applications {
      id
      created_at
      opportunity {
        id
        title
        target
      }
    }
  }
`);

const CANDIDATE_PROFILE = graphql(`
  query ProfilesCandidateProfile($id: ID!) {
    candidateProfile(id: $id) {
      ...ProfilesCandidateProfileFields
    }
  }
`);

const FREELANCER_PROFILE = graphql(`
  query ProfilesFreelancerProfile($userId: ID!, $applicationId: ID!) {
    freelancerProfile(user_id: $userId, application_id: $applicationId) {
      profile {
        ...ProfilesCandidateProfileFields
      }
      application {
        id
        created_at
        reason
        resumeUrl
        documentUrl
        opportunity {
          id
          title
        }
      }
    }
  }
`);

const APPLICANT_PROFILE_IDS = graphql(`
  query ProfilesApplicantProfileIds($id: ID!) {
    viewApplicants(opportunity_id: $id) {
      id
      user {
        id
        profile_id
      }
    }
  }
`);

const PROFILE_ALIASES = graphql(`
  query ProfilesAliases($id: ID!) {
    a: candidateProfile(id: $id) {
      id
    }
    b: candidateProfile(id: $id) {
      id
    }
    c: candidateProfile(id: $id) {
      id
    }
    d: candidateProfile(id: $id) {
      id
    }
  }
`);

const AGENCY_PROFILE = graphql(`
  query ProfilesAgencyProfile($id: ID!) {
    agencyProfile(id: $id) {
      id
      name
      avatar
      bio
      description
      website
      contact_email
      budget {
        currency
        min
        max
      }
      locations
      vetted
      services {
        name
      }
      industries {
        name
      }
    }
  }
`);

let t: TestApp;
beforeAll(async () => {
  // The matrices sign in dozens of users from one address.
  t = await createTestApp({
    limits: {
      loginPerIp: { limit: 1_000, windowMs: 60_000 },
      loginPerEmail: { limit: 1_000, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

/** The opaque id a profile link carries (docs/profiles.md). */
async function profileIdOf(who: UserFixture): Promise<string> {
  const [row] = await t.db
    .select({ profileId: users.profileId })
    .from(users)
    .where(eq(users.id, who.user.id));
  return row!.profileId;
}

const outcome = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

const tokens = new Map<string, Promise<string>>();

/** One session per fixture: signing in (argon2id) is the slow part of each case. */
function tokenOf(who: UserFixture | null): Promise<string | undefined> {
  if (!who) return Promise.resolve(undefined);
  let token = tokens.get(who.email);
  if (!token) {
    token = t.login(who.email, who.password);
    tokens.set(who.email, token);
  }
  return token;
}

/** A candidate with every list of a full profile, an active CV (and an older one) and a document. */
async function fullCandidate(overrides: Parameters<typeof createCandidate>[1] = {}) {
  const candidate = await createCandidate(t.db, {
    firstName: 'Noah',
    lastName: 'Patel',
    pronouns: 'He/Him',
    position: 'Packaging Designer',
    bio: 'Packaging designer from Leeds.',
    linkedin: 'https://www.linkedin.com/in/noah-patel',
    supportingUrl: 'https://noah.example/work',
    phoneSecondary: '+441134960000',
    city: 'Leeds',
    state: 'West Yorkshire',
    country: 'GB',
    vetted: true,
    workLocation: 'HYBRID',
    lookingFor: [],
    jobTypes: ['PERMANENT'],
    workingHours: ['FULLTIME', 'PARTTIME'],
    languages: ['English', 'Gujarati'],
    salaryCurrency: 'GBP',
    minimumSalary: 35_000,
    maximumSalary: 42_000,
    salaryUnit: 'YEAR',
    payrollStatus: 1,
    rightToWork: '1',
    startDate: '2027-01-04',
    noticePeriod: 1,
    noticePeriodUnit: 'MONTHS',
    ethnicity: 'Prefer not to say',
    hearUs: 'google',
    referee1: 'A referee, 07700 900000',
    ...overrides,
  });
  const userId = candidate.user.id;
  const [level] = await t.db.select().from(jobLevels).limit(1);
  await t.db
    .update(users)
    .set({ lookingFor: [level!.key] })
    .where(eq(users.id, userId));
  const [industry] = await t.db.select().from(industries).limit(1);
  const [position] = await t.db.select().from(positions).limit(1);
  const skillRows = await t.db.select().from(skills).orderBy(skills.id).limit(4);
  const [qualification] = await t.db.select().from(qualifications).limit(1);
  const [other] = await t.db.select().from(otherQualifications).limit(1);
  const [service] = await t.db.select().from(services).limit(1);
  const [genre] = await t.db.select().from(genres).limit(1);
  await t.db.insert(userIndustries).values({ userId, industryId: industry!.id });
  await t.db.insert(userPositions).values({ userId, positionId: position!.id });
  await t.db
    .insert(userSkills)
    .values(skillRows.map((skill, index) => ({ userId, skillId: skill.id, isTop: index === 3 })));
  await t.db.insert(userQualifications).values({ userId, qualificationId: qualification!.id });
  await t.db.insert(userOtherQualifications).values({ userId, otherQualificationId: other!.id });
  await t.db.insert(userServices).values({ userId, serviceId: service!.id });
  await t.db.insert(userGenres).values({ userId, genreId: genre!.id });
  await t.db.insert(educations).values({
    userId,
    schoolName: 'Leeds Arts University',
    qualification: 'BA Graphic Design',
    from: '2012-09-01',
    to: '2015-06-30',
  });
  await t.db.insert(experiences).values([
    {
      userId,
      title: 'Packaging Designer',
      company: 'Northern Pack',
      from: '2019-03-01',
      to: null,
    },
    {
      userId,
      title: 'Junior Designer',
      company: 'Leeds Print',
      from: '2015-07-01',
      to: '2019-02-28',
    },
  ]);
  const token = (await tokenOf(candidate))!;
  const upload = async (kind: string, bytes: Uint8Array, filename: string) => {
    const answer = await uploadFile(t.app, { token, kind, bytes, filename, contentType: 'x/y' });
    expect(answer.status).toBe(201);
    return answer.body.url!;
  };
  const cv = await upload('resume', CV_PDF, 'Noah Patel CV.pdf');
  await t.db.insert(resumes).values([
    {
      userId,
      file: await upload('resume', await pdfBytes('old'), 'Old CV.pdf'),
      originalName: 'Old CV.pdf',
    },
    { userId, file: cv, originalName: 'Noah Patel CV.pdf', active: true },
  ]);
  await t.db.insert(supportingDocuments).values({
    userId,
    name: 'Portfolio',
    file: await upload('document', docxBytes(), 'Portfolio.docx'),
  });
  return {
    ...candidate,
    token,
    level: level!,
    industry: industry!,
    position: position!,
    skills: skillRows,
  };
}

const CV_PDF = await pdfBytes('Noah Patel — CV');

/** Sets a candidate's privacy as profile-privacy does. */
async function setPrivacy(who: UserFixture, privacy: 'ACTIVE' | 'INACTIVE') {
  await t.db.update(users).set({ privacy }).where(eq(users.id, who.user.id));
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('candidateProfile', () => {
  it('answers the full profile, with the active CV and the documents as signed links', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer, { title: 'Packaging Designer' });
    const project = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: 'Spring campaign',
    });
    const elsewhere = await postOpportunity(t.db, await createEmployer(t.db));
    const candidate = await fullCandidate();
    await applyTo(t.db, job, candidate);
    await applyTo(t.db, project, candidate);
    await applyTo(t.db, elsewhere, candidate);

    const answer = await t.graphql(CANDIDATE_PROFILE, {
      token: await tokenOf(employer),
      variables: { id: await profileIdOf(candidate) },
    });
    expect(answer.errors).toBeUndefined();
    const profile = answer.data!.candidateProfile;
    expect(profile).toMatchObject({
      id: String(candidate.user.id),
      name: 'Noah Patel',
      pronouns: 'He/Him',
      position: 'Packaging Designer',
      linkedin: 'https://www.linkedin.com/in/noah-patel',
      supporting_url: 'https://noah.example/work',
      bio: 'Packaging designer from Leeds.',
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'GB',
      vetted: true,
      work_location: 'HYBRID',
      industries: [{ id: String(candidate.industry.id), name: candidate.industry.name }],
      positions: [{ id: String(candidate.position.id), name: candidate.position.name }],
      role_levels: [{ key: candidate.level.key, name: candidate.level.name }],
      job_types: [{ key: 'PERMANENT' }],
      working_hours: ['FULLTIME', 'PARTTIME'],
      languages: ['English', 'Gujarati'],
      education: [
        {
          school_name: 'Leeds Arts University',
          qualification: 'BA Graphic Design',
          from: '2012-09-01',
          to: '2015-06-30',
        },
      ],
      // Present first, with whole years.
      experiences: [
        { title: 'Packaging Designer', company: 'Northern Pack', to: null },
        { title: 'Junior Designer', company: 'Leeds Print', to: '2019-02-28', years: 3 },
      ],
      salary_currency: 'GBP',
      minimum_salary: 35_000,
      maximum_salary: 42_000,
      salary_unit: 'YEAR',
      payroll_status: 1,
      right_to_work: '1',
      start_date: '2027-01-04',
      notice_period: 1,
      notice_period_unit: 'MONTHS',
      cv: { name: 'Noah Patel CV.pdf', active: true },
      supporting_documents: [{ name: 'Portfolio' }],
    });
    expect(profile.experiences[0]!.years).toBeGreaterThanOrEqual(7);
    expect(profile.qualifications).toHaveLength(1);
    expect(profile.other_qualifications).toHaveLength(1);
    expect(profile.services).toHaveLength(1);
    expect(profile.genres).toHaveLength(1);
    // The top skill first, the others by name.
    expect(profile.skills).toHaveLength(4);
    expect(profile.skills[0]).toMatchObject({ name: candidate.skills[3]!.name, is_top: true });
    expect(profile.skills.slice(1).every((skill) => !skill.is_top)).toBe(true);
    // Newest first; the other team's post is not theirs to see.
    expect(profile.applications.map((a) => a.opportunity)).toEqual([
      { id: String(project.id), title: 'Spring campaign', target: 'PROJECT' },
      { id: String(job.id), title: 'Packaging Designer', target: 'JOB' },
    ]);

    // The links open the files, and only for a few minutes.
    const cvUrl = profile.cv!.fileUrl;
    expect(cvUrl).toMatch(/^\/files\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    const served = await get(cvUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(CV_PDF)).toBe(true);
    expect((await get(profile.supporting_documents[0]!.fileUrl)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + FILE_LINK_LIFETIME_MS + 1000);
      const expired = await get(cvUrl);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ message: messages.uploads.linkExpired });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps ethnicity, where they heard of us, referees and contact details from employers', async () => {
    const employer = await createEmployer(t.db);
    const candidate = await fullCandidate();
    for (const field of [
      'ethnicity',
      'hear_us',
      'referee_1',
      'email',
      'phone',
      'phone_secondary',
      'address_1',
      'privacy',
    ]) {
      const answer = await t.graphql(
        `{ candidateProfile(id: ${candidate.user.id}) { ${field} } }`,
        {
          token: await tokenOf(employer),
        },
      );
      expect([field, answer.errors?.[0]?.message]).toEqual([
        field,
        `Cannot query field "${field}" on type "CandidateProfile".`,
      ]);
    }
  });

  it('is shown to its owner, to the teams it applied to, and to employers while privacy is ACTIVE', async () => {
    const owner = await createEmployer(t.db);
    const poster = await createTeamMember(t.db, owner.team, 'member');
    await allowPosting(t.db, poster);
    const job = await postOpportunity(t.db, poster);
    const candidate = await createCandidate(t.db);
    const notApplied = await createCandidate(t.db);
    await applyTo(t.db, job, candidate);
    const admin = await createTeamMember(t.db, owner.team, 'admin');
    const associated = await createTeamMember(t.db, owner.team, 'member');
    await associate(t.db, owner.team, associated, poster);
    const unassociated = await createTeamMember(t.db, owner.team, 'member');
    const otherEmployer = await createEmployer(t.db);
    const otherMember = await createTeamMember(t.db, otherEmployer.team, 'member');
    const unapprovedEmployer = await createEmployer(t.db, { status: 'INACTIVE' });
    const agency = await createAgency(t.db);
    const agencyMember = await createTeamMember(t.db, agency.team, 'member');
    await applyTo(t.db, job, agency);
    const otherCandidate = await createCandidate(t.db);

    // [who, caller, profile, with privacy ACTIVE, with privacy INACTIVE]
    const cases: [string, UserFixture | null, UserFixture, string, string][] = [
      ['the candidate themself', candidate, candidate, 'OK', 'OK'],
      ['owner (admin)', owner, candidate, 'OK', 'OK'],
      ['admin', admin, candidate, 'OK', 'OK'],
      ['the poster', poster, candidate, 'OK', 'OK'],
      ['associated member', associated, candidate, 'OK', 'OK'],
      ['unassociated member (GUEST)', unassociated, candidate, 'OK', 'NOT_FOUND'],
      ['another employer', otherEmployer, candidate, 'OK', 'NOT_FOUND'],
      ['another employer’s member', otherMember, candidate, 'OK', 'NOT_FOUND'],
      ['an employer not yet approved', unapprovedEmployer, candidate, 'NOT_FOUND', 'NOT_FOUND'],
      ['another candidate', otherCandidate, candidate, 'NOT_FOUND', 'NOT_FOUND'],
      ['an agency', agency, candidate, 'NOT_FOUND', 'NOT_FOUND'],
      ['an agency’s member', agencyMember, candidate, 'NOT_FOUND', 'NOT_FOUND'],
      ['anonymous', null, candidate, 'UNAUTHENTICATED', 'UNAUTHENTICATED'],
      ['owner, a candidate who did not apply', owner, notApplied, 'OK', 'NOT_FOUND'],
      ['owner, an agency applicant', owner, agency, 'NOT_FOUND', 'NOT_FOUND'],
      ['owner, an employer', owner, otherEmployer, 'NOT_FOUND', 'NOT_FOUND'],
    ];
    for (const privacy of ['ACTIVE', 'INACTIVE'] as const) {
      await setPrivacy(candidate, privacy);
      await setPrivacy(notApplied, privacy);
      for (const [who, caller, profile, whenActive, whenInactive] of cases) {
        const expected = privacy === 'ACTIVE' ? whenActive : whenInactive;
        const answer = await t.graphql(CANDIDATE_PROFILE, {
          token: await tokenOf(caller),
          variables: { id: await profileIdOf(profile) },
        });
        expect([privacy, who, outcome(answer)]).toEqual([privacy, who, expected]);
        if (expected === 'NOT_FOUND') {
          expect(answer.errors?.[0]?.message).toBe(messages.profiles.candidateNotFound);
          expect(answer.data).toBeNull();
        }
        if (expected === 'OK' && profile === candidate) {
          // What they applied to, only among the caller's own team posts.
          const seesThePost = [owner, admin, poster, associated].includes(caller as TeamFixture);
          expect([who, answer.data!.candidateProfile.applications.length]).toEqual([
            who,
            seesThePost ? 1 : 0,
          ]);
        }
      }
    }
  });

  it('is hidden from other employers while the candidate is not approved or is blocked', async () => {
    const employer = await createEmployer(t.db);
    const unapproved = await createCandidate(t.db, { status: 'INACTIVE' });
    const blocked = await createCandidate(t.db, { blockedAt: new Date() });
    for (const candidate of [unapproved, blocked]) {
      const answer = await t.graphql(CANDIDATE_PROFILE, {
        token: await tokenOf(employer),
        variables: { id: await profileIdOf(candidate) },
      });
      expect(outcome(answer)).toBe('NOT_FOUND');
    }
  });

  it('mints file links only for those allowed: another employer gets none while privacy is INACTIVE', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer);
    const candidate = await fullCandidate();
    await applyTo(t.db, job, candidate);
    await setPrivacy(candidate, 'INACTIVE');
    const other = await createEmployer(t.db);
    const cvOf = async (caller: UserFixture) =>
      (
        await t.graphql(CANDIDATE_PROFILE, {
          token: await tokenOf(caller),
          variables: { id: await profileIdOf(candidate) },
        })
      ).data?.candidateProfile.cv?.fileUrl ?? null;
    expect(await cvOf(employer)).toMatch(/^\/files\//);
    expect(await cvOf(candidate)).toMatch(/^\/files\//);
    expect(await cvOf(other)).toBeNull();
    await setPrivacy(candidate, 'ACTIVE');
    const opened = await cvOf(other);
    expect((await get(opened!)).statusCode).toBe(200);
  });

  it('refuses ids that are not ids', async () => {
    const employer = await createEmployer(t.db);
    const answer = await t.graphql(CANDIDATE_PROFILE, {
      token: await tokenOf(employer),
      variables: { id: 'abc' },
    });
    expect(outcome(answer)).toBe('BAD_USER_INPUT');
  });
  it('opens by an opaque profile id only: numeric links fail closed but for the candidate themself (docs/security.md G13)', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer);
    const candidate = await createCandidate(t.db);
    await applyTo(t.db, job, candidate);
    const other = await createCandidate(t.db);

    const profileId = await profileIdOf(candidate);
    expect(profileId).toMatch(/^[0-9a-f]{32}$/);
    expect(await profileIdOf(other)).not.toBe(profileId);
    const read = async (caller: UserFixture, id: string) =>
      t.graphql(CANDIDATE_PROFILE, { token: await tokenOf(caller), variables: { id } });

    const opened = await read(employer, profileId);
    expect(outcome(opened)).toBe('OK');
    expect(opened.data?.candidateProfile.profile_id).toBe(profileId);
    // The sequential id is no way in, even for the team it applied to (and privacy ACTIVE):
    // the same answer as for a profile nobody may see.
    for (const id of [String(candidate.user.id), String(other.user.id)]) {
      const walked = await read(employer, id);
      expect(outcome(walked)).toBe('NOT_FOUND');
      expect(walked.errors?.[0]?.message).toBe(messages.profiles.candidateNotFound);
    }
    expect(
      outcome(
        await read(
          employer,
          profileId.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        ),
      ),
    ).toBe('NOT_FOUND');
    // The candidate's own `profile` page still asks by their own id.
    expect(outcome(await read(candidate, String(candidate.user.id)))).toBe('OK');
    expect(outcome(await read(candidate, profileId))).toBe('OK');
    expect(outcome(await read(candidate, String(other.user.id)))).toBe('NOT_FOUND');

    // The applicants list gives the team the opaque id to link with.
    const listed = await t.graphql(APPLICANT_PROFILE_IDS, {
      token: await tokenOf(employer),
      variables: { id: String(job.id) },
    });
    expect(listed.data?.viewApplicants.map((applicant) => applicant.user.profile_id)).toEqual([
      profileId,
    ]);
  });
});

describe('freelancerProfile', () => {
  it('answers one application with its message and files, and the profile, to the post’s team', async () => {
    const owner = await createEmployer(t.db);
    const poster = await createTeamMember(t.db, owner.team, 'member');
    await allowPosting(t.db, poster);
    const job = await postOpportunity(t.db, poster, { title: 'Packaging Designer' });
    const otherJob = await postOpportunity(t.db, owner, { title: 'Print Designer' });
    const candidate = await fullCandidate();
    await setPrivacy(candidate, 'INACTIVE');
    const [application] = await t.db
      .insert(applications)
      .values({
        opportunityId: job.id,
        userId: candidate.user.id,
        reason: 'Six years of packaging.',
        resume: (await t.db.select().from(resumes).where(eq(resumes.userId, candidate.user.id)))[0]!
          .file,
      })
      .returning();
    await applyTo(t.db, otherJob, candidate);
    const admin = await createTeamMember(t.db, owner.team, 'admin');
    const associated = await createTeamMember(t.db, owner.team, 'member');
    await associate(t.db, owner.team, associated, poster);
    const unassociated = await createTeamMember(t.db, owner.team, 'member');
    const otherEmployer = await createEmployer(t.db);
    const agency = await createAgency(t.db);
    const someoneElse = await createCandidate(t.db);
    await applyTo(t.db, job, someoneElse);

    const ask = async (caller: UserFixture | null, who: UserFixture, applicationId: number) =>
      t.graphql(FREELANCER_PROFILE, {
        token: await tokenOf(caller),
        variables: { userId: await profileIdOf(who), applicationId: String(applicationId) },
      });

    const answer = await ask(poster, candidate, application!.id);
    expect(answer.errors).toBeUndefined();
    const { profile, application: shown } = answer.data!.freelancerProfile;
    expect(shown).toMatchObject({
      id: String(application!.id),
      reason: 'Six years of packaging.',
      documentUrl: null,
      opportunity: { id: String(job.id), title: 'Packaging Designer' },
    });
    expect((await get(shown.resumeUrl!)).statusCode).toBe(200);
    expect(profile).toMatchObject({ name: 'Noah Patel', cv: { name: 'Noah Patel CV.pdf' } });
    // The poster sees their own post only; the rest of the team's is not theirs.
    expect(profile.applications.map((a) => a.opportunity.title)).toEqual(['Packaging Designer']);

    const cases: [string, UserFixture | null, string][] = [
      ['owner (admin)', owner, 'OK'],
      ['admin', admin, 'OK'],
      ['associated member', associated, 'OK'],
      ['unassociated member', unassociated, 'NOT_FOUND'],
      ['another employer', otherEmployer, 'NOT_FOUND'],
      ['the candidate', candidate, 'NOT_FOUND'],
      ['an agency', agency, 'NOT_FOUND'],
      ['anonymous', null, 'UNAUTHENTICATED'],
    ];
    for (const [who, caller, expected] of cases) {
      expect([who, outcome(await ask(caller, candidate, application!.id))]).toEqual([
        who,
        expected,
      ]);
    }
    // Privacy ACTIVE opens the profile to other employers, not the application.
    await setPrivacy(candidate, 'ACTIVE');
    expect(outcome(await ask(otherEmployer, candidate, application!.id))).toBe('NOT_FOUND');
    expect(outcome(await ask(unassociated, candidate, application!.id))).toBe('NOT_FOUND');
    // The application must be the named candidate's.
    expect(outcome(await ask(owner, someoneElse, application!.id))).toBe('NOT_FOUND');
    expect(outcome(await ask(owner, candidate, 999_999_999))).toBe('NOT_FOUND');
    const bad = await t.graphql(FREELANCER_PROFILE, {
      token: await tokenOf(owner),
      variables: { userId: 'x', applicationId: String(application!.id) },
    });
    expect(outcome(bad)).toBe('BAD_USER_INPUT');
  });

  it('is not for agency applicants', async () => {
    const owner = await createEmployer(t.db);
    const project = await postOpportunity(t.db, owner, { target: 'PROJECT' });
    const agency = await createAgency(t.db);
    const [application] = await t.db
      .insert(applications)
      .values({ opportunityId: project.id, userId: agency.user.id, reason: 'Hello.' })
      .returning();
    const answer = await t.graphql(FREELANCER_PROFILE, {
      token: await tokenOf(owner),
      variables: { userId: await profileIdOf(agency), applicationId: String(application!.id) },
    });
    expect(outcome(answer)).toBe('NOT_FOUND');
  });
});

describe('agencyProfile', () => {
  it('shows an agency to employers, with its services, category experience, contact and budget', async () => {
    const agency = await createAgency(t.db);
    await t.db.update(users).set({ vetted: true }).where(eq(users.id, agency.user.id));
    await t.db
      .update(teams)
      .set({
        contactEmail: 'hello@agency.example',
        budgetCurrency: 'GBP',
        budgetMin: 5000,
        budgetMax: 20000,
      })
      .where(eq(teams.id, agency.team.id));
    const [service] = await t.db.select().from(services).limit(1);
    const [industry] = await t.db.select().from(industries).limit(1);
    await t.db.insert(teamServices).values({ teamId: agency.team.id, serviceId: service!.id });
    await t.db.insert(teamIndustries).values({ teamId: agency.team.id, industryId: industry!.id });

    const employer = await createEmployer(t.db);
    const answer = await t.graphql(AGENCY_PROFILE, {
      token: await tokenOf(employer),
      variables: { id: String(agency.team.id) },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.agencyProfile).toMatchObject({
      id: String(agency.team.id),
      name: agency.team.company,
      vetted: true,
      contact_email: 'hello@agency.example',
      budget: { currency: 'GBP', min: 5000, max: 20000 },
      services: [{ name: service!.name }],
      industries: [{ name: industry!.name }],
    });
  });

  it('is for users of a company team, and only for agencies', async () => {
    const agency = await createAgency(t.db);
    const employer = await createEmployer(t.db);
    const member = await createTeamMember(t.db, employer.team, 'member');
    const cases: [string, UserFixture | null, number, string][] = [
      ['employer', employer, agency.team.id, 'OK'],
      ['a member', member, agency.team.id, 'OK'],
      ['a candidate', await createCandidate(t.db), agency.team.id, 'NOT_FOUND'],
      ['an agency', await createAgency(t.db), agency.team.id, 'NOT_FOUND'],
      ['anonymous', null, agency.team.id, 'UNAUTHENTICATED'],
      ['a company team', employer, employer.team.id, 'NOT_FOUND'],
    ];
    for (const [who, caller, id, expected] of cases) {
      const answer = await t.graphql(AGENCY_PROFILE, {
        token: await tokenOf(caller),
        variables: { id: String(id) },
      });
      expect([who, outcome(answer)]).toEqual([who, expected]);
    }
  });
});

describe('profile reads are limited per session (docs/security.md G13)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      limits: { candidateProfilesPerSession: { limit: 3, windowMs: 60_000 } },
    });
  });
  afterAll(() => limited.close());

  it('counts each candidateProfile and freelancerProfile call, aliases included', async () => {
    const employer = await createEmployer(limited.db);
    const candidate = await createCandidate(limited.db);
    const [row] = await limited.db
      .select({ profileId: users.profileId })
      .from(users)
      .where(eq(users.id, candidate.user.id));
    const token = await limited.login(employer.email, employer.password);
    const aliased = await limited.graphql(PROFILE_ALIASES, {
      token,
      variables: { id: row!.profileId },
    });
    // Four reads in one request: the fourth is refused.
    expect(aliased.data).toBeNull();
    expect(aliased.errors?.map((error) => error.extensions?.code)).toContain('RATE_LIMITED');
    const again = await limited.graphql(CANDIDATE_PROFILE, {
      token,
      variables: { id: row!.profileId },
    });
    expect(outcome(again)).toBe('RATE_LIMITED');
    const viaApplication = await limited.graphql(FREELANCER_PROFILE, {
      token,
      variables: { userId: row!.profileId, applicationId: '1' },
    });
    expect(outcome(viaApplication)).toBe('RATE_LIMITED');

    // Another session (another employer's) has its own budget.
    const other = await createEmployer(limited.db);
    const otherToken = await limited.login(other.email, other.password);
    const fresh = await limited.graphql(CANDIDATE_PROFILE, {
      token: otherToken,
      variables: { id: row!.profileId },
    });
    expect(outcome(fresh)).toBe('OK');
  });
});
