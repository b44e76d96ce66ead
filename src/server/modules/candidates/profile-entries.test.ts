/**
 * Experience and education (the manage-cv modals) and who may read a candidate's own
 * profile fields on `User`: the candidate themself only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import {
  createAgency,
  createCandidate,
  createEmployer,
  type UserFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';

const text = messages.candidates.validation;

const OWN_PROFILE = graphql(`
  query CandidatesOwnProfile {
    me {
      id
      education {
        id
        school_name
        qualification
        description
        from
        to
      }
      experiences {
        id
        title
        company
        description
        from
        to
        years
      }
      skills {
        id
        name
        software
        is_top
      }
      qualifications {
        id
      }
      otherQualifications {
        id
        industry {
          id
        }
      }
      genres {
        id
      }
      services {
        id
      }
      job_types
      working_hours
      resumes {
        id
      }
      supportingDocuments {
        id
      }
      isProfileComplete {
        complete
        missing
      }
    }
  }
`);

const ADD_EXPERIENCE = graphql(`
  mutation CandidatesAddExperience($input: ExperienceInput!) {
    addExperience(input: $input) {
      id
      experiences {
        id
        title
        company
        from
        to
        years
      }
    }
  }
`);

const UPDATE_EXPERIENCE = graphql(`
  mutation CandidatesUpdateExperience($id: ID!, $input: ExperienceInput!) {
    updateExperience(id: $id, input: $input) {
      experiences {
        id
        title
        to
      }
    }
  }
`);

const DELETE_EXPERIENCE = graphql(`
  mutation CandidatesDeleteExperience($id: ID!) {
    deleteExperience(id: $id) {
      experiences {
        id
      }
    }
  }
`);

const ADD_EDUCATION = graphql(`
  mutation CandidatesAddEducation($input: EducationInput!) {
    addEducation(input: $input) {
      education {
        id
        school_name
        qualification
        to
      }
    }
  }
`);

const UPDATE_EDUCATION = graphql(`
  mutation CandidatesUpdateEducation($id: ID!, $input: EducationInput!) {
    updateEducation(id: $id, input: $input) {
      education {
        id
        qualification
        to
      }
    }
  }
`);

const DELETE_EDUCATION = graphql(`
  mutation CandidatesDeleteEducation($id: ID!) {
    deleteEducation(id: $id) {
      education {
        id
      }
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

const job = {
  title: 'Senior Copywriter',
  company: 'Northbank Retail Group',
  description: 'Wrote the spring campaign.',
  from: '2019-03-01',
  to: '2023-02-28',
};
const school = {
  school_name: 'University of Leeds',
  qualification: 'BA English Literature',
  description: 'First-class honours.',
  from: '2012-09-01',
  to: '2015-06-30',
};

describe('experience', () => {
  it('adds, edits (Present clears the end date) and deletes the candidate’s own entries', async () => {
    const candidate = await createCandidate(t.db);
    const token = await tokenOf(candidate);
    const added = await t.graphql(ADD_EXPERIENCE, { token, variables: { input: job } });
    expect(added.errors).toBeUndefined();
    const [entry] = added.data!.addExperience.experiences;
    expect(entry).toMatchObject({ title: job.title, company: job.company, to: job.to, years: 3 });

    const present = await t.graphql(UPDATE_EXPERIENCE, {
      token,
      variables: { id: entry!.id, input: { ...job, title: 'Head of Copy', present: true } },
    });
    expect(present.data?.updateExperience.experiences).toEqual([
      { id: entry!.id, title: 'Head of Copy', to: null },
    ]);

    const deleted = await t.graphql(DELETE_EXPERIENCE, { token, variables: { id: entry!.id } });
    expect(deleted.data?.deleteExperience.experiences).toEqual([]);
  });

  it('answers the brief’s messages for each missing field and a wrong date order', async () => {
    const token = await tokenOf(await createCandidate(t.db));
    const empty = await t.graphql(ADD_EXPERIENCE, {
      token,
      variables: { input: { title: ' ', company: '', description: '', from: '', to: null } },
    });
    expect(empty.errors?.[0]?.extensions?.validation).toMatchObject({
      'input.title': [text.fieldRequired],
      'input.company': [text.fieldRequired],
      'input.description': [text.fieldRequired],
      'input.from': [text.dateRequired],
      'input.to': [text.dateRequired],
    });
    const reversed = await t.graphql(ADD_EXPERIENCE, {
      token,
      variables: { input: { ...job, from: '2023-01-01', to: '2022-01-01' } },
    });
    expect(reversed.errors?.[0]?.extensions?.validation).toEqual({
      'input.to': [text.dateOrder],
    });
    const future = await t.graphql(ADD_EXPERIENCE, {
      token,
      variables: { input: { ...job, from: '2999-01-01', present: true } },
    });
    expect(future.errors?.[0]?.extensions?.validation).toEqual({
      'input.from': [text.dateInFuture],
    });
  });

  it('is the candidate’s alone: others are refused, another candidate’s entry is not found', async () => {
    const owner = await createCandidate(t.db);
    const added = await t.graphql(ADD_EXPERIENCE, {
      token: await tokenOf(owner),
      variables: { input: job },
    });
    const id = added.data!.addExperience.experiences[0]!.id;
    const actors: [string, UserFixture | null, string][] = [
      ['another candidate', await createCandidate(t.db), 'NOT_FOUND'],
      ['an employer', await createEmployer(t.db), 'FORBIDDEN'],
      ['an agency', await createAgency(t.db), 'FORBIDDEN'],
      ['anonymous', null, 'UNAUTHENTICATED'],
    ];
    for (const [who, actor, expected] of actors) {
      const token = await tokenOf(actor);
      const update = await t.graphql(UPDATE_EXPERIENCE, { token, variables: { id, input: job } });
      const remove = await t.graphql(DELETE_EXPERIENCE, { token, variables: { id } });
      expect([who, outcome(update), outcome(remove)]).toEqual([who, expected, expected]);
    }
    const add = await t.graphql(ADD_EXPERIENCE, {
      token: await tokenOf(await createEmployer(t.db)),
      variables: { input: job },
    });
    expect(add.errors?.[0]).toMatchObject({
      message: messages.candidates.candidateOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    // The owner's entry is untouched.
    const own = await t.graphql(OWN_PROFILE, { token: await tokenOf(owner) });
    expect(own.data?.me?.experiences.map((entry) => entry.title)).toEqual([job.title]);
  });

  it('lets an account awaiting approval build its profile', async () => {
    const token = await tokenOf(await createCandidate(t.db, { status: 'INACTIVE' }));
    const added = await t.graphql(ADD_EXPERIENCE, { token, variables: { input: job } });
    expect(outcome(added)).toBe('OK');
  });
});

describe('education', () => {
  it('adds, edits and deletes, with the modal’s messages', async () => {
    const owner = await createCandidate(t.db);
    const token = await tokenOf(owner);
    const added = await t.graphql(ADD_EDUCATION, { token, variables: { input: school } });
    const [entry] = added.data!.addEducation.education;
    expect(entry).toMatchObject({ school_name: school.school_name, to: school.to });

    const edited = await t.graphql(UPDATE_EDUCATION, {
      token,
      variables: { id: entry!.id, input: { ...school, qualification: 'MA', present: true } },
    });
    expect(edited.data?.updateEducation.education).toEqual([
      { id: entry!.id, qualification: 'MA', to: null },
    ]);

    const invalid = await t.graphql(ADD_EDUCATION, {
      token,
      variables: {
        input: {
          school_name: '',
          qualification: '',
          description: '',
          from: '2020-01-01',
          present: true,
        },
      },
    });
    expect(invalid.errors?.[0]?.extensions?.validation).toEqual({
      'input.school_name': [text.fieldRequired],
      'input.qualification': [text.fieldRequired],
      'input.description': [text.fieldRequired],
    });

    const other = await tokenOf(await createCandidate(t.db));
    const stolen = await t.graphql(DELETE_EDUCATION, {
      token: other,
      variables: { id: entry!.id },
    });
    expect(outcome(stolen)).toBe('NOT_FOUND');
    const deleted = await t.graphql(DELETE_EDUCATION, { token, variables: { id: entry!.id } });
    expect(deleted.data?.deleteEducation.education).toEqual([]);
  });
});

describe('the candidate’s own profile fields on User', () => {
  it('answer the candidate, with what the profile still needs', async () => {
    const candidate = await createCandidate(t.db, { bio: null, avatar: null });
    const answer = await t.graphql(OWN_PROFILE, { token: await tokenOf(candidate) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me?.isProfileComplete).toEqual({
      complete: false,
      missing: Object.values(messages.candidates.missing).filter(
        (label) =>
          label !== messages.candidates.missing.softwareSkills &&
          label !== messages.candidates.missing.qualifications,
      ),
    });
  });

  it('answer empty lists to an employer or an agency about themselves', async () => {
    for (const actor of [await createEmployer(t.db), await createAgency(t.db)]) {
      const answer = await t.graphql(OWN_PROFILE, { token: await tokenOf(actor) });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.me).toMatchObject({
        education: [],
        experiences: [],
        skills: [],
        resumes: [],
        supportingDocuments: [],
        job_types: [],
        working_hours: [],
        isProfileComplete: { complete: false, missing: [] },
      });
    }
  });
});
