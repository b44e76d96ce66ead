import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferences, userIndustries } from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../../testing/test-app';
import { messages } from '../../../shared/messages';

const m = messages.personalInformation;

graphql(`
  fragment PersonalInformationUserFields on User {
    id
    first_name
    last_name
    pronouns
    position
    company
    phone
    phone_secondary
    linkedin
    supporting_url
    address_1
    address_2
    city
    state
    zip
    country
    location
    payroll_status
    right_to_work
    start_date
    notice_period
    notice_period_unit
    ethnicity
    referee_1
    referee_2
    looking_for
    languages
    positions {
      id
      name
    }
    salary_currency
    salary_unit
    minimum_salary
    maximum_salary
  }
`);

const UPDATE = graphql(`
  mutation PersonalInformationUpdate($input: PersonalInformationInput!) {
    updatePersonalInformation(input: $input) {
      ...PersonalInformationUserFields
    }
  }
`);
const ME = graphql(`
  query PersonalInformationMe {
    me {
      ...PersonalInformationUserFields
      preferences {
        id
        job_types
        genres {
          id
          name
        }
        active
      }
    }
  }
`);
const ADD_PREFERENCE = graphql(`
  mutation PersonalInformationAddPreference($input: PreferenceInput!) {
    addPreference(input: $input) {
      id
      job_types
      genres {
        id
      }
      active
    }
  }
`);
const UPDATE_PREFERENCE = graphql(`
  mutation PersonalInformationUpdatePreference($id: ID!, $input: PreferenceInput!) {
    updatePreference(id: $id, input: $input) {
      id
      job_types
      genres {
        id
      }
      active
    }
  }
`);
const ACTIVATE_PREFERENCE = graphql(`
  mutation PersonalInformationActivatePreference($id: ID!, $active: Boolean!) {
    activatePreference(id: $id, active: $active) {
      id
      active
    }
  }
`);
const DELETE_PREFERENCE = graphql(`
  mutation PersonalInformationDeletePreference($id: ID!) {
    deletePreference(id: $id)
  }
`);

/** The whole form, valid as it stands. */
function personalInformation(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    pronouns: 'She/Her',
    position: 'Senior Copywriter',
    company: 'Engines Ltd',
    phone: '07911 123456',
    phone_secondary: '0113 496 0000',
    linkedin: 'linkedin.com/in/ada',
    supporting_url: 'ada.example/portfolio',
    address_1: '1 Analytical Row',
    address_2: '',
    city: 'London',
    state: 'Greater London',
    zip: 'N1 1AA',
    country: 'GB',
    location: 'REMOTE',
    payroll_status: 3,
    right_to_work: '2',
    start_date: '2027-01-04',
    notice_period: 2,
    notice_period_unit: 'MONTHS',
    ethnicity: 'Prefer not to say',
    referee_1: 'Charles Babbage, charles@engines.test',
    referee_2: '',
    looking_for: ['MID', 'SENIOR'],
    positions: ['6', '9'],
    languages: ['English', 'Italian'],
    salary_currency: 'EUR',
    salary_unit: 'DAY',
    minimum_salary: 400,
    maximum_salary: 650,
    ...overrides,
  };
}

function firstError(answer: GraphQLAnswer<unknown>) {
  const [error] = answer.errors ?? [];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(answer.data)}`);
  return error;
}

function validationOf(answer: GraphQLAnswer<unknown>) {
  return firstError(answer).extensions?.validation;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function signedInCandidate(overrides: Parameters<typeof createCandidate>[1] = {}) {
  const candidate = await createCandidate(t.db, overrides);
  return { ...candidate, token: await t.login(candidate.email, candidate.password) };
}

describe('updatePersonalInformation', () => {
  it('saves every field of a candidate awaiting approval and answers them, as me does', async () => {
    const { token } = await signedInCandidate({ status: 'INACTIVE' });
    const answer = await t.graphql(UPDATE, { token, variables: { input: personalInformation() } });
    expect(answer.errors).toBeUndefined();
    const user = answer.data?.updatePersonalInformation;
    expect(user).toMatchObject({
      first_name: 'Ada',
      pronouns: 'She/Her',
      position: 'Senior Copywriter',
      company: 'Engines Ltd',
      phone: '+447911123456',
      phone_secondary: '+441134960000',
      linkedin: 'https://linkedin.com/in/ada',
      supporting_url: 'https://ada.example/portfolio',
      address_2: null,
      state: 'Greater London',
      country: 'GB',
      location: 'REMOTE',
      payroll_status: 3,
      right_to_work: '2',
      start_date: '2027-01-04',
      notice_period: 2,
      notice_period_unit: 'MONTHS',
      ethnicity: 'Prefer not to say',
      referee_2: null,
      looking_for: ['MID', 'SENIOR'],
      languages: ['English', 'Italian'],
      salary_currency: 'EUR',
      salary_unit: 'DAY',
      minimum_salary: 400,
      maximum_salary: 650,
    });
    expect(user?.positions.map((position) => position.id).sort()).toEqual(['6', '9']);
    const me = await t.graphql(ME, { token });
    expect(me.data?.me).toMatchObject({ ...user, preferences: [] });
  });

  it('clears the range when no rate type is chosen', async () => {
    const { token } = await signedInCandidate();
    await t.graphql(UPDATE, { token, variables: { input: personalInformation() } });
    const answer = await t.graphql(UPDATE, {
      token,
      variables: { input: personalInformation({ salary_unit: null, minimum_salary: 400 }) },
    });
    expect(answer.data?.updatePersonalInformation).toMatchObject({
      salary_unit: null,
      minimum_salary: null,
      maximum_salary: null,
    });
  });

  it('clears the second phone and links when emptied; refuses a LinkedIn address elsewhere', async () => {
    const { token } = await signedInCandidate();
    await t.graphql(UPDATE, { token, variables: { input: personalInformation() } });
    const cleared = await t.graphql(UPDATE, {
      token,
      variables: {
        input: personalInformation({ phone_secondary: '', linkedin: ' ', supporting_url: '' }),
      },
    });
    expect(cleared.data?.updatePersonalInformation).toMatchObject({
      phone_secondary: null,
      linkedin: null,
      supporting_url: null,
    });
    const refused = await t.graphql(UPDATE, {
      token,
      variables: { input: personalInformation({ linkedin: 'https://evil.example/in/ada' }) },
    });
    expect(validationOf(refused)).toEqual({ 'input.linkedin': [m.linkedinInvalid] });
  });

  it("gives the brief's messages for the required fields", async () => {
    const { token } = await signedInCandidate();
    const answer = await t.graphql(UPDATE, {
      token,
      variables: {
        input: personalInformation({
          position: '',
          address_1: ' ',
          city: '',
          state: '',
          zip: '',
          country: '',
          phone: '+',
        }),
      },
    });
    expect(firstError(answer).extensions?.code).toBe('BAD_USER_INPUT');
    expect(validationOf(answer)).toEqual({
      'input.position': ['Please enter your last job title'],
      'input.address_1': ['Please enter an address'],
      'input.city': ['Please enter city'],
      'input.state': ['Please enter a county'],
      'input.zip': ['Please enter postcode / zip code'],
      'input.country': ['Please select a country'],
      'input.phone': ['Please enter a valid phone number'],
    });
  });

  it('limits role levels to 3, positions to 5 and languages to 10, and pronouns to the list', async () => {
    const { token } = await signedInCandidate();
    const answer = await t.graphql(UPDATE, {
      token,
      variables: {
        input: personalInformation({
          pronouns: 'Sir',
          looking_for: ['JUNIOR', 'MID', 'SENIOR', 'HEAD'],
          positions: ['3', '4', '5', '6', '7', '8'],
          languages: Array.from({ length: 11 }, (_, index) => `Language ${index}`),
        }),
      },
    });
    expect(validationOf(answer)).toMatchObject({
      'input.pronouns': [messages.common.invalidSelection],
      'input.looking_for': ['You can select up to 3 role levels'],
      'input.positions': ['You can select up to 5 positions'],
      'input.languages': ['You can select up to 10 languages'],
    });
  });

  it('refuses a range off the unit’s grid, out of its range, or with the ends too close', async () => {
    const { token } = await signedInCandidate();
    const send = (overrides: Record<string, unknown>) =>
      t.graphql(UPDATE, { token, variables: { input: personalInformation(overrides) } });
    expect(validationOf(await send({ minimum_salary: 410 }))).toEqual({
      'input.minimum_salary': [m.salaryStep(25)],
    });
    expect(
      validationOf(
        await send({ salary_unit: 'YEAR', minimum_salary: 500, maximum_salary: 250_000 }),
      ),
    ).toEqual({
      'input.minimum_salary': [m.salaryOutOfRange('€20,000', '€200,000')],
      'input.maximum_salary': [m.salaryOutOfRange('€20,000', '€200,000')],
    });
    expect(validationOf(await send({ minimum_salary: 500, maximum_salary: 500 }))).toEqual({
      'input.maximum_salary': [m.salaryDistance(10)],
    });
    const year = await send({
      salary_unit: 'YEAR',
      minimum_salary: 45_100,
      maximum_salary: 60_000,
    });
    expect(year.data?.updatePersonalInformation).toMatchObject({ minimum_salary: 45_100 });
  });

  describe('positions follow the role levels', () => {
    it('refuses positions of levels no longer chosen, and clears them when none are sent', async () => {
      const { token } = await signedInCandidate();
      await t.graphql(UPDATE, { token, variables: { input: personalInformation() } });

      // SENIOR dropped: Marketing Manager (6, MID) stays valid, Senior Marketing Manager (9) not.
      const stale = await t.graphql(UPDATE, {
        token,
        variables: { input: personalInformation({ looking_for: ['MID'], positions: ['6', '9'] }) },
      });
      expect(validationOf(stale)).toEqual({
        'input.positions': [messages.common.invalidSelection],
      });
      expect((await t.graphql(ME, { token })).data?.me?.looking_for).toEqual(['MID', 'SENIOR']);

      const cleared = await t.graphql(UPDATE, {
        token,
        variables: { input: personalInformation({ looking_for: ['HEAD'], positions: [] }) },
      });
      expect(cleared.data?.updatePersonalInformation).toMatchObject({
        looking_for: ['HEAD'],
        positions: [],
      });
      const none = await t.graphql(UPDATE, {
        token,
        variables: { input: personalInformation({ looking_for: [], positions: ['12'] }) },
      });
      expect(validationOf(none)).toEqual({ 'input.positions': [messages.common.invalidSelection] });
    });

    it("offers positions of the candidate's own disciplines only", async () => {
      const { token, user } = await signedInCandidate();
      await t.db.insert(userIndustries).values({ userId: user.id, industryId: 2 });
      const marketing = await t.graphql(UPDATE, {
        token,
        variables: { input: personalInformation({ looking_for: ['GRADUATE'], positions: ['1'] }) },
      });
      expect(validationOf(marketing)).toEqual({
        'input.positions': [messages.common.invalidSelection],
      });
      const design = await t.graphql(UPDATE, {
        token,
        variables: { input: personalInformation({ looking_for: ['GRADUATE'], positions: ['16'] }) },
      });
      expect(design.data?.updatePersonalInformation.positions.map((p) => p.id)).toEqual(['16']);
    });

    it('refuses an unknown role level', async () => {
      const { token } = await signedInCandidate();
      const answer = await t.graphql(UPDATE, {
        token,
        variables: { input: personalInformation({ looking_for: ['INTERN'], positions: [] }) },
      });
      expect(validationOf(answer)).toEqual({
        'input.looking_for': [messages.common.invalidSelection],
      });
    });
  });

  describe('who may', () => {
    it('refuses anonymous callers', async () => {
      const answer = await t.graphql(UPDATE, { variables: { input: personalInformation() } });
      expect(firstError(answer)).toMatchObject({
        message: messages.auth.unauthenticated,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('refuses employers, agencies and team members', async () => {
      const employer = await createEmployer(t.db);
      const agency = await createAgency(t.db);
      const member = await createTeamMember(t.db, employer.team);
      for (const actor of [employer, agency, member]) {
        const token = await t.login(actor.email, actor.password);
        const answer = await t.graphql(UPDATE, {
          token,
          variables: { input: personalInformation() },
        });
        expect(firstError(answer)).toMatchObject({
          message: m.candidateOnly,
          extensions: { code: 'FORBIDDEN' },
        });
      }
    });
  });
});

describe('preferences', () => {
  const preference = (overrides: Record<string, unknown> = {}) => ({
    job_types: ['FREELANCE'],
    genres: ['1', '2'],
    ...overrides,
  });

  it('adds, changes, pauses and removes a preference; me lists them, active first', async () => {
    const { token } = await signedInCandidate({ status: 'INACTIVE' });
    const first = await t.graphql(ADD_PREFERENCE, { token, variables: { input: preference() } });
    expect(first.data?.addPreference).toMatchObject({
      job_types: ['FREELANCE'],
      genres: expect.arrayContaining([{ id: '1' }, { id: '2' }]),
      active: true,
    });
    const id = first.data?.addPreference.id as string;
    const second = await t.graphql(ADD_PREFERENCE, {
      token,
      variables: { input: preference({ job_types: ['PERMANENT', 'BOTH', 'PERMANENT'] }) },
    });
    expect(second.data?.addPreference.job_types).toEqual(['PERMANENT', 'BOTH']);

    const changed = await t.graphql(UPDATE_PREFERENCE, {
      token,
      variables: { id, input: preference({ job_types: ['BOTH'], genres: ['3'] }) },
    });
    expect(changed.data?.updatePreference).toMatchObject({
      id,
      job_types: ['BOTH'],
      genres: [{ id: '3' }],
    });
    const paused = await t.graphql(ACTIVATE_PREFERENCE, {
      token,
      variables: { id, active: false },
    });
    expect(paused.data?.activatePreference).toEqual({ id, active: false });

    const listed = (await t.graphql(ME, { token })).data?.me?.preferences ?? [];
    expect(listed.map((row) => [row.id, row.active])).toEqual([
      [second.data?.addPreference.id, true],
      [id, false],
    ]);
    expect(listed[1]?.genres[0]?.name).toEqual(expect.any(String));

    const removed = await t.graphql(DELETE_PREFERENCE, { token, variables: { id } });
    expect(removed.data?.deletePreference).toBe(id);
    expect((await t.graphql(ME, { token })).data?.me?.preferences).toHaveLength(1);
  });

  it('needs a job type and an existing genre', async () => {
    const { token } = await signedInCandidate();
    const empty = await t.graphql(ADD_PREFERENCE, {
      token,
      variables: { input: { job_types: [], genres: [] } },
    });
    expect(validationOf(empty)).toEqual({
      'input.job_types': [m.jobTypesRequired],
      'input.genres': [m.genresRequired],
    });
    const unknown = await t.graphql(ADD_PREFERENCE, {
      token,
      variables: { input: preference({ job_types: ['CONTRACT'], genres: ['99999'] }) },
    });
    expect(validationOf(unknown)).toEqual({
      'input.job_types[0]': [messages.common.invalidSelection],
    });
    const genre = await t.graphql(ADD_PREFERENCE, {
      token,
      variables: { input: preference({ genres: ['99999'] }) },
    });
    expect(validationOf(genre)).toEqual({ 'input.genres': [messages.common.invalidSelection] });
  });

  it('keeps at most 10, also when added at once', async () => {
    const { token, user } = await signedInCandidate();
    await Promise.all(
      Array.from({ length: 12 }, () =>
        t.graphql(ADD_PREFERENCE, { token, variables: { input: preference() } }),
      ),
    );
    const rows = await t.db.select().from(preferences).where(eq(preferences.userId, user.id));
    expect(rows).toHaveLength(10);
    const eleventh = await t.graphql(ADD_PREFERENCE, { token, variables: { input: preference() } });
    expect(firstError(eleventh).message).toBe('You can save up to 10 preferences');
    expect(validationOf(eleventh)).toEqual({
      'input.preferences': ['You can save up to 10 preferences'],
    });
  });

  it("cannot touch another candidate's preference (NOT_FOUND), nor read it", async () => {
    const owner = await signedInCandidate();
    const other = await signedInCandidate();
    const added = await t.graphql(ADD_PREFERENCE, {
      token: owner.token,
      variables: { input: preference() },
    });
    const id = added.data?.addPreference.id as string;
    const attempts = [
      t.graphql(UPDATE_PREFERENCE, { token: other.token, variables: { id, input: preference() } }),
      t.graphql(ACTIVATE_PREFERENCE, { token: other.token, variables: { id, active: false } }),
      t.graphql(DELETE_PREFERENCE, { token: other.token, variables: { id } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(firstError(answer)).toMatchObject({
        message: m.preferenceNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await t.graphql(ME, { token: other.token })).data?.me?.preferences).toEqual([]);
    expect((await t.graphql(ME, { token: owner.token })).data?.me?.preferences).toEqual([
      expect.objectContaining({ id, active: true }),
    ]);
  });

  it('is for candidates only', async () => {
    const anonymous = await t.graphql(ADD_PREFERENCE, { variables: { input: preference() } });
    expect(firstError(anonymous).extensions?.code).toBe('UNAUTHENTICATED');
    const employer = await createEmployer(t.db);
    const agency = await createAgency(t.db);
    for (const actor of [employer, agency]) {
      const token = await t.login(actor.email, actor.password);
      const answer = await t.graphql(ADD_PREFERENCE, { token, variables: { input: preference() } });
      expect(firstError(answer)).toMatchObject({
        message: m.candidateOnly,
        extensions: { code: 'FORBIDDEN' },
      });
      const deleted = await t.graphql(DELETE_PREFERENCE, { token, variables: { id: '1' } });
      expect(firstError(deleted).extensions?.code).toBe('FORBIDDEN');
    }
  });
});
