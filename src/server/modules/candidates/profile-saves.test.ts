/** Edit Profile's and Manage CV's saves: the brief's rules, each message, taxonomy checks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { resumes } from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  type UserFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';

const text = messages.candidates.validation;

const SAVE_PROFILE = graphql(`
  mutation CandidatesSaveProfile($input: EditCandidateProfileInput!) {
    saveCandidateProfile(input: $input) {
      id
      bio
      industries {
        id
      }
      skills {
        id
        software
        is_top
      }
      qualifications {
        id
      }
      otherQualifications {
        id
      }
      services {
        id
      }
      genres {
        id
      }
    }
  }
`);

const SAVE_MANAGE_CV = graphql(`
  mutation CandidatesSaveManageCv($input: ManageCvInput!) {
    saveManageCv(input: $input) {
      id
      job_types
      working_hours
      industries {
        id
      }
      skills {
        id
        software
        is_top
      }
    }
  }
`);

const ADD_EXPERIENCE = graphql(`
  mutation CandidatesSavesAddExperience($input: ExperienceInput!) {
    addExperience(input: $input) {
      id
    }
  }
`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outcome = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';
const tokenOf = (who: UserFixture | null) =>
  who ? t.login(who.email, who.password) : Promise.resolve(undefined);
const ids = (list: readonly { id: string | number }[] | undefined) =>
  (list ?? []).map((item) => String(item.id)).sort((a, b) => Number(a) - Number(b));

// Seeded taxonomies (modules/taxonomies/data): marketing (1) skills 1–7, software 16–18; design (2)
// skills 19–23, software 29–30, qualification 10, other qualification 5; film-only genre 24.
const marketingProfile = {
  bio: 'Copywriter for charities and challenger brands.',
  industries: ['1'],
  skills: ['1', '2', '3'],
  software_skills: ['16'],
  top_skills: ['1', '16'],
  qualifications: ['1'],
  other_qualifications: ['1'],
  services: ['1'],
  genres: ['1'],
};

describe('saveCandidateProfile (Edit Profile)', () => {
  it('saves the bio and replaces every list, top skills marked', async () => {
    const token = await tokenOf(await createCandidate(t.db));
    const saved = await t.graphql(SAVE_PROFILE, { token, variables: { input: marketingProfile } });
    expect(saved.errors).toBeUndefined();
    const user = saved.data!.saveCandidateProfile;
    expect(user.bio).toBe(marketingProfile.bio);
    expect(ids(user.industries)).toEqual(['1']);
    expect(
      user.skills
        .filter((skill) => skill.is_top)
        .map((skill) => String(skill.id))
        .sort(),
    ).toEqual(['1', '16']);
    expect(ids(user.skills)).toEqual(['1', '2', '3', '16']);
    expect([
      ids(user.qualifications),
      ids(user.otherQualifications),
      ids(user.services),
      ids(user.genres),
    ]).toEqual([['1'], ['1'], ['1'], ['1']]);

    const again = await t.graphql(SAVE_PROFILE, {
      token,
      variables: {
        input: {
          ...marketingProfile,
          skills: ['4', '5', '6'],
          software_skills: [],
          top_skills: [],
          qualifications: [],
          other_qualifications: [],
          services: [],
          genres: [],
        },
      },
    });
    expect(ids(again.data?.saveCandidateProfile.skills)).toEqual(['4', '5', '6']);
    expect(again.data?.saveCandidateProfile.genres).toEqual([]);
  });

  it('answers each of the brief’s messages', async () => {
    const token = await tokenOf(await createCandidate(t.db));
    const empty = await t.graphql(SAVE_PROFILE, {
      token,
      variables: { input: { bio: ' ', industries: [], skills: ['1', '2'] } },
    });
    expect(empty.errors?.[0]?.extensions?.validation).toEqual({
      'input.bio': [text.bioRequired],
      'input.industries': [text.industriesRequired],
      'input.skills': [text.skillsMin],
    });
    const long = await t.graphql(SAVE_PROFILE, {
      token,
      variables: { input: { ...marketingProfile, bio: 'x'.repeat(1001) } },
    });
    expect(long.errors?.[0]?.extensions?.validation).toEqual({ 'input.bio': [text.bioMax] });
    const exactly = await t.graphql(SAVE_PROFILE, {
      token,
      variables: { input: { ...marketingProfile, bio: 'x'.repeat(1000) } },
    });
    expect(outcome(exactly)).toBe('OK');

    const tooManyTop = await t.graphql(SAVE_PROFILE, {
      token,
      variables: {
        input: {
          ...marketingProfile,
          skills: ['1', '2', '3', '4'],
          top_skills: ['1', '2', '3', '4'],
        },
      },
    });
    expect(tooManyTop.errors?.[0]?.extensions?.validation).toEqual({
      'input.top_skills': [text.topSkillsMax],
    });
    const notSelected = await t.graphql(SAVE_PROFILE, {
      token,
      variables: { input: { ...marketingProfile, top_skills: ['7'] } },
    });
    expect(notSelected.errors?.[0]?.extensions?.validation).toEqual({
      'input.top_skills': [text.topSkillsFromSkills],
    });
  });

  it('requires software skills and qualifications for discipline 2 only', async () => {
    const token = await tokenOf(await createCandidate(t.db));
    const design = {
      bio: 'Packaging designer.',
      industries: ['2'],
      skills: ['19', '20', '21'],
      top_skills: [],
    };
    const missing = await t.graphql(SAVE_PROFILE, { token, variables: { input: design } });
    expect(missing.errors?.[0]?.extensions?.validation).toEqual({
      'input.software_skills': [text.softwareSkillsRequired],
      'input.qualifications': [text.qualificationsRequired],
    });
    const complete = await t.graphql(SAVE_PROFILE, {
      token,
      variables: {
        input: {
          ...design,
          software_skills: ['29'],
          qualifications: ['10'],
          other_qualifications: ['5'],
        },
      },
    });
    expect(outcome(complete)).toBe('OK');
    const marketing = await t.graphql(SAVE_PROFILE, {
      token,
      variables: {
        input: { ...marketingProfile, software_skills: [], top_skills: ['1'], qualifications: [] },
      },
    });
    expect(outcome(marketing)).toBe('OK');
  });

  it('refuses ids that do not exist, of the wrong kind or outside the category experience', async () => {
    const token = await tokenOf(await createCandidate(t.db));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ industries: ['999'] }, 'input.industries', messages.common.invalidSelection],
      [{ skills: ['1', '2', '99999'] }, 'input.skills', messages.common.invalidSelection],
      // A software skill among the skills, and the other way round.
      [
        { skills: ['1', '2', '16'], top_skills: [] },
        'input.skills',
        messages.common.invalidSelection,
      ],
      [
        { software_skills: ['3'], top_skills: [] },
        'input.software_skills',
        messages.common.invalidSelection,
      ],
      [{ skills: ['1', '2', '19'], top_skills: [] }, 'input.skills', text.notInIndustries],
      [{ software_skills: ['30'], top_skills: [] }, 'input.software_skills', text.notInIndustries],
      [{ qualifications: ['10'] }, 'input.qualifications', text.notInIndustries],
      [{ other_qualifications: ['5'] }, 'input.other_qualifications', text.notInIndustries],
      [{ genres: ['24'] }, 'input.genres', text.notInIndustries],
      [{ services: ['99999'] }, 'input.services', messages.common.invalidSelection],
    ];
    for (const [change, field, message] of cases) {
      const answer = await t.graphql(SAVE_PROFILE, {
        token,
        variables: { input: { ...marketingProfile, ...change } },
      });
      expect([field, answer.errors?.[0]?.extensions?.validation]).toEqual([
        field,
        { [field]: [message] },
      ]);
    }
  });

  it('is for candidates only', async () => {
    const actors: [UserFixture | null, string][] = [
      [await createCandidate(t.db, { status: 'INACTIVE' }), 'OK'],
      [await createEmployer(t.db), 'FORBIDDEN'],
      [await createAgency(t.db), 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ];
    for (const [actor, expected] of actors) {
      const answer = await t.graphql(SAVE_PROFILE, {
        token: await tokenOf(actor),
        variables: { input: marketingProfile },
      });
      expect(outcome(answer)).toBe(expected);
    }
  });
});

describe('saveManageCv (Manage CV)', () => {
  const considerations = {
    job_types: ['FREELANCE', 'PERMANENT'],
    working_hours: ['FULLTIME'],
    industries: ['1'],
    skills: ['1', '2'],
    top_skills: ['2'],
  };

  it('needs a CV and an experience on the profile, then each of its fields', async () => {
    const candidate = await createCandidate(t.db);
    const token = await tokenOf(candidate);
    const bare = await t.graphql(SAVE_MANAGE_CV, {
      token,
      variables: { input: { job_types: [], working_hours: [], industries: [], skills: [] } },
    });
    expect(bare.errors?.[0]?.extensions?.validation).toEqual({
      'input.resume': [text.resumeRequired],
      'input.experiences': [text.experienceRequired],
      'input.job_types': [text.jobTypeRequired],
      'input.working_hours': [text.workingHourRequired],
      'input.industries': [text.industriesRequired],
      'input.skills': [text.oneSkillRequired],
    });

    await t.db.insert(resumes).values({
      userId: candidate.user.id,
      file: '/files/0123456789abcdef0123456789abcdef.pdf',
      originalName: 'cv.pdf',
      active: true,
    });
    await t.graphql(ADD_EXPERIENCE, {
      token,
      variables: {
        input: {
          title: 'Copywriter',
          company: 'Acme',
          description: 'Words.',
          from: '2020-01-01',
          present: true,
        },
      },
    });
    const tooManyTop = await t.graphql(SAVE_MANAGE_CV, {
      token,
      variables: {
        input: {
          ...considerations,
          skills: ['1', '2', '3', '4'],
          top_skills: ['1', '2', '3', '4'],
        },
      },
    });
    expect(tooManyTop.errors?.[0]?.extensions?.validation).toEqual({
      'input.top_skills': [text.topSkillsMax],
    });
    const unknownType = await t.graphql(SAVE_MANAGE_CV, {
      token,
      variables: { input: { ...considerations, job_types: ['GIG'], working_hours: ['NIGHTS'] } },
    });
    expect(unknownType.errors?.[0]?.extensions?.validation).toEqual({
      'input.job_types[0]': [text.jobTypeRequired],
      'input.working_hours[0]': [text.workingHourRequired],
    });

    const saved = await t.graphql(SAVE_MANAGE_CV, { token, variables: { input: considerations } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveManageCv).toMatchObject({
      job_types: ['FREELANCE', 'PERMANENT'],
      working_hours: ['FULLTIME'],
      industries: [{ id: '1' }],
    });
    expect(
      saved.data?.saveManageCv.skills.map((skill) => [String(skill.id), skill.is_top]),
    ).toEqual([
      ['2', true],
      ['1', false],
    ]);
  });

  it('keeps software skills and leaves at most 3 top skills in all', async () => {
    const candidate = await createCandidate(t.db);
    const token = await tokenOf(candidate);
    await t.graphql(SAVE_PROFILE, { token, variables: { input: marketingProfile } });
    await t.db.insert(resumes).values({
      userId: candidate.user.id,
      file: '/files/1123456789abcdef0123456789abcdef.pdf',
      originalName: 'cv.pdf',
      active: true,
    });
    await t.graphql(ADD_EXPERIENCE, {
      token,
      variables: {
        input: {
          title: 'Writer',
          company: 'Acme',
          description: 'Words.',
          from: '2020-01-01',
          present: true,
        },
      },
    });
    const saved = await t.graphql(SAVE_MANAGE_CV, {
      token,
      variables: {
        input: { ...considerations, skills: ['1', '2', '3'], top_skills: ['1', '2', '3'] },
      },
    });
    const skills = saved.data!.saveManageCv.skills;
    expect(skills.filter((skill) => skill.software).map((skill) => String(skill.id))).toEqual([
      '16',
    ]);
    expect(skills.filter((skill) => skill.is_top)).toHaveLength(3);
  });

  it('is for candidates only', async () => {
    for (const [actor, expected] of [
      [await createEmployer(t.db), 'FORBIDDEN'],
      [await createAgency(t.db), 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      const answer = await t.graphql(SAVE_MANAGE_CV, {
        token: await tokenOf(actor),
        variables: { input: considerations },
      });
      expect(outcome(answer)).toBe(expected);
    }
  });
});
