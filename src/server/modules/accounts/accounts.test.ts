import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, userIndustries, users } from '../../db/schema';
import { SettingsService } from '../../platform/settings';
import {
  agencyOnboarding,
  agencyRegistration,
  candidateOnboarding,
  candidateRegistration,
  employerOnboarding,
  employerRegistration,
  insertUploadedImage,
  uniqueEmail,
  VALID_PASSWORD,
} from '../../testing/accounts';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import {
  createTestApp,
  LOGIN_MUTATION,
  type GraphQLAnswer,
  type TestApp,
} from '../../testing/test-app';
import { uploadFile } from '../../testing/uploads';
import { messages } from '../../../shared/messages';
import { richTextFromPlain } from '../../../shared/rich-text';
import { FORBIDDEN_MESSAGES } from './accounts-service';

graphql(`
  fragment AccountsUserFields on User {
    id
    email
    type
    status
    first_name
    last_name
    company
    agency_name
    position
    avatar
    pronouns
    bio
    description
    what_sets_apart
    can_use_logo
    phone
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
    hear_us
    hear_us_additional
    ethnicity
    referee_1
    referee_2
    looking_for
    languages
    industries {
      id
      name
    }
    positions {
      id
      name
    }
    services {
      id
      slug
    }
    agency_location
    agency_phone
    teamType
    teams {
      role
      can_post_jobs
      team {
        type
        company
      }
    }
  }
`);

const ME = graphql(`
  query AccountsMe {
    me {
      ...AccountsUserFields
    }
  }
`);
const CHECK_USER = graphql(`
  query AccountsCheckUser($email: String!) {
    checkUser(email: $email)
  }
`);
const REGISTER = graphql(`
  mutation AccountsRegister($input: RegisterInput!) {
    register(input: $input) {
      ...TestSession
    }
  }
`);
const COMPLETE_CANDIDATE = graphql(`
  mutation AccountsCompleteCandidate($input: CandidateProfileInput!) {
    completeCandidateProfile(input: $input) {
      ...AccountsUserFields
    }
  }
`);
const COMPLETE_EMPLOYER = graphql(`
  mutation AccountsCompleteEmployer($input: EmployerProfileInput!) {
    completeEmployerProfile(input: $input) {
      ...AccountsUserFields
    }
  }
`);
const COMPLETE_AGENCY = graphql(`
  mutation AccountsCompleteAgency($input: AgencyProfileInput!) {
    completeAgencyProfile(input: $input) {
      ...AccountsUserFields
    }
  }
`);
const CHANGE_PASSWORD = graphql(`
  mutation AccountsChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

type UserData = Record<string, unknown> & {
  id: string;
  status: string;
  industries: { id: string; name: string }[];
  positions: { id: string; name: string }[];
  services: { id: string; slug: string }[];
  teams: { role: string; can_post_jobs: boolean; team: { type: string; company: string } }[];
};
function firstError(answer: GraphQLAnswer<unknown>) {
  const error = answer.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(answer.data)}`);
  return error;
}

function validationOf(answer: GraphQLAnswer<unknown>): Record<string, string[]> | undefined {
  const error = firstError(answer);
  expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  return error.extensions?.validation;
}

// These tests sign many fixtures in; the login limits have their own tests.
const NO_LIMIT = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { loginPerIp: NO_LIMIT, loginPerEmail: NO_LIMIT } });
  });
  afterAll(() => t.close());

  async function register(input: Record<string, unknown>) {
    return t.graphql(REGISTER, { variables: { input } });
  }

  async function registered(input: Record<string, unknown>) {
    const answer = await register(input);
    expect(answer.errors).toBeUndefined();
    const result = answer.data?.register;
    if (!result) throw new Error('register returned nothing');
    return result;
  }

  async function me(token: string): Promise<UserData> {
    const answer = await t.graphql(ME, { token });
    expect(answer.errors).toBeUndefined();
    if (!answer.data?.me) throw new Error('no user');
    return answer.data.me;
  }

  describe('checkUser', () => {
    it('says whether the email is taken, whatever its case', async () => {
      const candidate = await createCandidate(t.db);
      const taken = await t.graphql(CHECK_USER, {
        variables: { email: `  ${candidate.email.toUpperCase()} ` },
      });
      expect(taken.data).toEqual({ checkUser: true });
      const free = await t.graphql(CHECK_USER, { variables: { email: uniqueEmail() } });
      expect(free.data).toEqual({ checkUser: false });
    });

    it('refuses an invalid email with the form message', async () => {
      const answer = await t.graphql(CHECK_USER, { variables: { email: 'not-an-email' } });
      expect(validationOf(answer)).toEqual({ email: [messages.auth.emailInvalid] });
    });
  });

  describe('register', () => {
    it('creates a candidate awaiting approval, signed in, with the interest attached', async () => {
      const input = candidateRegistration({
        address_2: 'Flat 2',
        email: uniqueEmail('Ada').toUpperCase(),
      });
      const result = await registered(input);
      expect(result).toMatchObject({ type: 'FREELANCER', teamType: null });
      expect(result.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const user = await me(result.access_token);
      expect(user).toMatchObject({
        id: result.id,
        email: String(input.email).toLowerCase(),
        type: 'FREELANCER',
        status: 'INACTIVE',
        first_name: 'Ada',
        last_name: 'Lovelace',
        pronouns: 'She/Her',
        position: 'Copywriter',
        company: null,
        address_1: '1 Analytical Row',
        address_2: 'Flat 2',
        city: 'London',
        state: 'Greater London',
        zip: 'N1 1AA',
        country: 'GB',
        phone: '+447911123456',
        teamType: null,
        teams: [],
      });
      expect(user.industries.map((industry) => industry.id)).toEqual(['1']);
    });

    it('creates an employer who owns a company team as an admin who can post jobs', async () => {
      const result = await registered(employerRegistration({ pronouns: 'He/Him', industry: 3 }));
      expect(result).toMatchObject({ type: 'COMPANY', teamType: 'COMPANY' });
      const user = await me(result.access_token);
      expect(user).toMatchObject({
        company: 'Difference Engines Ltd',
        position: 'Head of Talent',
        // Pronouns are asked of candidates only.
        pronouns: null,
        teams: [
          {
            role: 'admin',
            can_post_jobs: true,
            team: { type: 'COMPANY', company: 'Difference Engines Ltd' },
          },
        ],
      });
      expect(user.industries.map((industry) => industry.id)).toEqual(['3']);
      const [team] = await t.db
        .select()
        .from(teams)
        .where(eq(teams.ownerId, Number(result.id)));
      expect(team?.type).toBe('COMPANY');
    });

    it('creates an agency with its team, and no interest', async () => {
      const result = await registered(agencyRegistration({ phone: '0113 496 0000' }));
      expect(result).toMatchObject({ type: 'AGENCY', teamType: 'AGENCY' });
      const user = await me(result.access_token);
      expect(user).toMatchObject({
        agency_name: 'Compiler Creative',
        company: 'Compiler Creative',
        phone: '+441134960000',
        status: 'INACTIVE',
        teams: [{ role: 'admin', can_post_jobs: true, team: { type: 'AGENCY' } }],
      });
      const interests = await t.db
        .select()
        .from(userIndustries)
        .where(eq(userIndustries.userId, Number(result.id)));
      expect(interests).toEqual([]);
    });

    it('starts accounts ACTIVE when autoApproveAccounts is on', async () => {
      const settings = new SettingsService(t.db);
      await settings.set('autoApproveAccounts', true);
      try {
        const result = await registered(candidateRegistration());
        expect((await me(result.access_token)).status).toBe('ACTIVE');
      } finally {
        await settings.set('autoApproveAccounts', false);
      }
    });

    it('refuses an email that is already taken, whatever its case', async () => {
      const existing = await createEmployer(t.db);
      const answer = await register(candidateRegistration({ email: existing.email.toUpperCase() }));
      expect(firstError(answer).message).toBe(messages.registration.emailTaken);
      expect(validationOf(answer)).toEqual({ 'input.email': [messages.registration.emailTaken] });
      const rows = await t.db.select().from(users).where(eq(users.email, existing.email));
      expect(rows).toHaveLength(1);
    });

    it('gives every step-2 message for a candidate', async () => {
      const answer = await register({ type: 'FREELANCER', email: '', password: '', tnc: false });
      expect(validationOf(answer)).toEqual({
        'input.email': [messages.auth.emailRequired],
        'input.password': [messages.auth.passwordRequired],
        'input.first_name': [messages.registration.firstNameRequired],
        'input.last_name': [messages.registration.lastNameRequired],
        'input.address_1': [messages.registration.address1Required],
        'input.city': [messages.registration.cityRequired],
        'input.state': [messages.registration.stateRequired],
        'input.zip': [messages.registration.zipRequired],
        'input.phone': [messages.phone.invalid],
        'input.tnc': [messages.registration.termsRequired],
        'input.industry': [messages.registration.industryRequired],
      });
    });

    it('requires an employer name and a position of employers', async () => {
      const answer = await register(employerRegistration({ company: ' ', position: null }));
      expect(validationOf(answer)).toEqual({
        'input.company': [messages.registration.companyRequired],
        'input.position': [messages.registration.positionRequired],
      });
    });

    it('applies the password rule and the agency password confirmation', async () => {
      expect(
        validationOf(await register(candidateRegistration({ password: 'longenough' }))),
      ).toEqual({ 'input.password': [messages.auth.passwordSpecialCharacter] });
      expect(
        validationOf(await register(agencyRegistration({ password_confirmation: 'Other-pass1!' }))),
      ).toEqual({ 'input.password_confirmation': [messages.registration.passwordsDoNotMatch] });
      expect(validationOf(await register(agencyRegistration({ address_1: '' })))).toEqual({
        'input.address_1': [messages.registration.agencyAddress1Required],
      });
    });

    it('refuses a phone number that is not one, and an unknown country', async () => {
      expect(
        validationOf(await register(candidateRegistration({ phone: '123', country: 'XX' }))),
      ).toEqual({
        'input.phone': [messages.phone.invalid],
        'input.country': [messages.registration.countryRequired],
      });
    });

    it('refuses names with line breaks or escape codes, whatever the form allowed', async () => {
      const answer = await register(
        candidateRegistration({
          first_name: 'Eve\r\nBcc: all@example.com',
          last_name: 'X\u001b[2J',
        }),
      );
      expect(validationOf(answer)).toEqual({
        'input.first_name': [messages.common.controlCharacters],
        'input.last_name': [messages.common.controlCharacters],
      });
    });

    it('refuses an interest that is not an industry', async () => {
      const answer = await register(candidateRegistration({ industry: '999' }));
      expect(validationOf(answer)).toEqual({
        'input.industry': [messages.registration.industryRequired],
      });
    });
  });

  describe('completeCandidateProfile', () => {
    it('needs a session', async () => {
      const answer = await t.graphql(COMPLETE_CANDIDATE, {
        variables: { input: candidateOnboarding('1') },
      });
      expect(firstError(answer)).toMatchObject({
        message: messages.auth.unauthenticated,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('saves the onboarding of a candidate awaiting approval, with an uploaded photo', async () => {
      const result = await registered(candidateRegistration());
      const upload = await uploadFile(t.app, { token: result.access_token, kind: 'avatar' });
      expect(upload.status).toBe(201);

      const answer = await t.graphql(COMPLETE_CANDIDATE, {
        token: result.access_token,
        variables: {
          input: candidateOnboarding(String(upload.body.id), {
            hear_us: 'other',
            hear_us_additional: 'A podcast',
            ethnicity: 'Prefer not to say',
            referee_1: 'Charles Babbage, charles@engines.test',
            looking_for: ['MID', 'SENIOR'],
            positions: ['1', '2'],
            languages: ['English', 'French'],
          }),
        },
      });
      expect(answer.errors).toBeUndefined();
      const user = answer.data?.completeCandidateProfile;
      expect(user).toMatchObject({
        status: 'INACTIVE',
        avatar: upload.body.url,
        bio: 'Copywriter for charities and challenger brands.',
        location: 'HYBRID',
        payroll_status: 2,
        right_to_work: '1',
        start_date: '2026-09-01',
        notice_period: 1,
        notice_period_unit: 'MONTHS',
        hear_us: 'other',
        hear_us_additional: 'A podcast',
        ethnicity: 'Prefer not to say',
        referee_1: 'Charles Babbage, charles@engines.test',
        referee_2: null,
        looking_for: ['MID', 'SENIOR'],
        languages: ['English', 'French'],
      });
      expect(user?.positions.map((position) => position.id)).toEqual(['1', '2']);
      expect(await me(result.access_token)).toEqual(user);
    });

    it('drops the hear-us detail unless the source asks for it, and replaces positions', async () => {
      const candidate = await createCandidate(t.db);
      const token = await t.login(candidate.email, candidate.password);
      const photo = await insertUploadedImage(t.db, candidate.user.id, 'avatar');
      await t.graphql(COMPLETE_CANDIDATE, {
        token,
        variables: { input: candidateOnboarding(photo.id, { positions: ['1', '2', '3'] }) },
      });
      const answer = await t.graphql(COMPLETE_CANDIDATE, {
        token,
        variables: {
          input: candidateOnboarding(photo.id, {
            hear_us: 'google',
            hear_us_additional: 'ignored',
            positions: ['4'],
          }),
        },
      });
      expect(answer.data?.completeCandidateProfile).toMatchObject({
        hear_us: 'google',
        hear_us_additional: null,
        positions: [{ id: '4' }],
      });
    });

    it('gives the onboarding messages and limits', async () => {
      const candidate = await createCandidate(t.db);
      const token = await t.login(candidate.email, candidate.password);
      const answer = await t.graphql(COMPLETE_CANDIDATE, {
        token,
        variables: {
          input: {
            avatar: '',
            notice_period: 40,
            looking_for: ['JUNIOR', 'MID', 'SENIOR'],
            positions: ['1', '2', '3', '4', '5', '6'],
            languages: Array.from({ length: 11 }, () => 'English'),
          },
        },
      });
      expect(validationOf(answer)).toEqual({
        'input.avatar': [messages.onboarding.photoRequired],
        'input.bio': [messages.onboarding.profileBioRequired],
        'input.location': [messages.onboarding.workLocationRequired],
        'input.payroll_status': [messages.onboarding.payrollStatusRequired],
        'input.right_to_work': [messages.onboarding.rightToWorkRequired],
        'input.start_date': [messages.onboarding.startDateRequired],
        'input.notice_period': [messages.onboarding.noticePeriodRequired],
        'input.notice_period_unit': [messages.onboarding.noticePeriodUnitRequired],
        'input.hear_us': [messages.onboarding.hearUsRequired],
        'input.looking_for': [messages.onboarding.roleLevelsMax(2)],
        'input.positions': [messages.onboarding.positionsMax(5)],
        'input.languages': [messages.onboarding.languagesMax(10)],
      });
    });

    it("refuses another user's photo, a logo and an id that is no file", async () => {
      const candidate = await createCandidate(t.db);
      const other = await createCandidate(t.db);
      const token = await t.login(candidate.email, candidate.password);
      const othersPhoto = await insertUploadedImage(t.db, other.user.id, 'avatar');
      const ownLogo = await insertUploadedImage(t.db, candidate.user.id, 'logo');
      for (const id of [othersPhoto.id, ownLogo.id, '999999']) {
        const answer = await t.graphql(COMPLETE_CANDIDATE, {
          token,
          variables: { input: candidateOnboarding(id) },
        });
        expect(validationOf(answer)).toEqual({
          'input.avatar': [messages.onboarding.imageNotFound],
        });
      }
    });

    it('refuses unknown role levels and positions', async () => {
      const candidate = await createCandidate(t.db);
      const token = await t.login(candidate.email, candidate.password);
      const photo = await insertUploadedImage(t.db, candidate.user.id, 'avatar');
      const levels = await t.graphql(COMPLETE_CANDIDATE, {
        token,
        variables: { input: candidateOnboarding(photo.id, { looking_for: ['WIZARD'] }) },
      });
      expect(validationOf(levels)).toEqual({
        'input.looking_for': [messages.common.invalidSelection],
      });
      const positions = await t.graphql(COMPLETE_CANDIDATE, {
        token,
        variables: { input: candidateOnboarding(photo.id, { positions: ['99999'] }) },
      });
      expect(validationOf(positions)).toEqual({
        'input.positions': [messages.common.invalidSelection],
      });
    });

    it('is for candidates only', async () => {
      for (const fixture of [await createEmployer(t.db), await createAgency(t.db)]) {
        const token = await t.login(fixture.email, fixture.password);
        const photo = await insertUploadedImage(t.db, fixture.user.id, 'avatar');
        const answer = await t.graphql(COMPLETE_CANDIDATE, {
          token,
          variables: { input: candidateOnboarding(photo.id) },
        });
        expect(firstError(answer)).toMatchObject({
          message: FORBIDDEN_MESSAGES.candidateOnly,
          extensions: { code: 'FORBIDDEN' },
        });
      }
    });
  });

  describe('completeEmployerProfile', () => {
    it("saves the company profile on the employer's team", async () => {
      const result = await registered(employerRegistration());
      const upload = await uploadFile(t.app, { token: result.access_token, kind: 'logo' });
      const answer = await t.graphql(COMPLETE_EMPLOYER, {
        token: result.access_token,
        variables: { input: employerOnboarding(String(upload.body.id), { can_use_logo: false }) },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.completeEmployerProfile).toMatchObject({
        avatar: upload.body.url,
        // Rich text, as the edit form keeps it (plain text from the API becomes paragraphs).
        bio: JSON.stringify(richTextFromPlain('We build calculating engines.')),
        description: JSON.stringify(richTextFromPlain('A small engineering firm in London.')),
        what_sets_apart: 'Punched cards.',
        can_use_logo: false,
      });
      const [team] = await t.db
        .select()
        .from(teams)
        .where(eq(teams.ownerId, Number(result.id)));
      expect(team).toMatchObject({ avatar: upload.body.url, whatSetsApart: 'Punched cards.' });
    });

    it('gives the onboarding messages and limits', async () => {
      const employer = await createEmployer(t.db);
      const token = await t.login(employer.email, employer.password);
      const empty = await t.graphql(COMPLETE_EMPLOYER, {
        token,
        variables: { input: { logo: '' } },
      });
      expect(validationOf(empty)).toEqual({
        'input.logo': [messages.onboarding.companyLogoRequired],
        'input.bio': [messages.onboarding.companyBioRequired],
        'input.description': [messages.onboarding.descriptionRequired],
        'input.what_sets_apart': [messages.common.fieldRequired],
        'input.can_use_logo': [messages.onboarding.canUseLogoRequired],
      });
      const logo = await insertUploadedImage(t.db, employer.user.id, 'logo');
      const long = await t.graphql(COMPLETE_EMPLOYER, {
        token,
        variables: {
          input: employerOnboarding(logo.id, {
            bio: 'x'.repeat(1001),
            description: 'x'.repeat(1001),
            what_sets_apart: 'x'.repeat(251),
          }),
        },
      });
      expect(validationOf(long)).toEqual({
        'input.bio': [messages.onboarding.bioAndDescriptionMax],
        'input.description': [messages.onboarding.bioAndDescriptionMax],
        'input.what_sets_apart': [messages.onboarding.whatSetsApartMax(250)],
      });
    });

    it('is for admins of an employer team only', async () => {
      const employer = await createEmployer(t.db);
      const member = await createTeamMember(t.db, employer.team, 'member');
      const guestAdmin = await createTeamMember(t.db, employer.team, 'admin');
      const candidate = await createCandidate(t.db);
      const agency = await createAgency(t.db);

      for (const fixture of [member, candidate, agency]) {
        const token = await t.login(fixture.email, fixture.password);
        const logo = await insertUploadedImage(t.db, fixture.user.id, 'logo');
        const answer = await t.graphql(COMPLETE_EMPLOYER, {
          token,
          variables: { input: employerOnboarding(logo.id) },
        });
        expect(firstError(answer)).toMatchObject({
          message: FORBIDDEN_MESSAGES.employerAdminOnly,
          extensions: { code: 'FORBIDDEN' },
        });
      }

      const token = await t.login(guestAdmin.email, guestAdmin.password);
      const logo = await insertUploadedImage(t.db, guestAdmin.user.id, 'logo');
      const answer = await t.graphql(COMPLETE_EMPLOYER, {
        token,
        variables: { input: employerOnboarding(logo.id) },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.completeEmployerProfile.description).toBe(
        JSON.stringify(richTextFromPlain('A small engineering firm in London.')),
      );
    });

    it("refuses a logo uploaded by someone else, even a teammate's", async () => {
      const employer = await createEmployer(t.db);
      const teammate = await createTeamMember(t.db, employer.team, 'admin');
      const token = await t.login(employer.email, employer.password);
      const logo = await insertUploadedImage(t.db, teammate.user.id, 'logo');
      const answer = await t.graphql(COMPLETE_EMPLOYER, {
        token,
        variables: { input: employerOnboarding(logo.id) },
      });
      expect(validationOf(answer)).toEqual({ 'input.logo': [messages.onboarding.imageNotFound] });
    });
  });

  describe('completeAgencyProfile', () => {
    it("saves the agency profile, services and categories on the agency's team", async () => {
      const result = await registered(agencyRegistration());
      const logo = await insertUploadedImage(t.db, Number(result.id), 'logo');
      const answer = await t.graphql(COMPLETE_AGENCY, {
        token: result.access_token,
        variables: {
          input: agencyOnboarding(logo.id, {
            agency_phone: ['0113 496 0000', '441174960123', ''],
          }),
        },
      });
      expect(answer.errors).toBeUndefined();
      const user = answer.data?.completeAgencyProfile;
      expect(user).toMatchObject({
        agency_name: 'Compiler Creative Studio',
        company: 'Compiler Creative Studio',
        avatar: logo.url,
        bio: 'Brand and digital for northern challengers.',
        agency_location: ['Leeds', 'London'],
        agency_phone: ['+441134960000', '+441174960123'],
      });
      expect(user?.services.map((service) => service.id)).toEqual(['1', '2']);
      expect(user?.industries.map((industry) => industry.id)).toEqual(['1', '3']);

      // Saving again replaces the lists.
      const again = await t.graphql(COMPLETE_AGENCY, {
        token: result.access_token,
        variables: { input: agencyOnboarding(logo.id, { services: ['5'], industries: ['2'] }) },
      });
      expect(again.data?.completeAgencyProfile.services.map((service) => service.id)).toEqual([
        '5',
      ]);
      expect(again.data?.completeAgencyProfile.industries.map((industry) => industry.id)).toEqual([
        '2',
      ]);
    });

    it('gives the onboarding messages and limits', async () => {
      const agency = await createAgency(t.db);
      const token = await t.login(agency.email, agency.password);
      const empty = await t.graphql(COMPLETE_AGENCY, { token, variables: { input: { logo: '' } } });
      expect(validationOf(empty)).toEqual({
        'input.agency_name': [messages.onboarding.agencyNameRequired],
        'input.logo': [messages.onboarding.agencyLogoRequired],
        'input.agency_location': [messages.onboarding.agencyLocationRequired],
        'input.bio': [messages.onboarding.agencyBioRequired],
        'input.services': [messages.onboarding.servicesRequired],
        'input.industries': [messages.onboarding.categoriesRequired],
      });
      const logo = await insertUploadedImage(t.db, agency.user.id, 'logo');
      const over = await t.graphql(COMPLETE_AGENCY, {
        token,
        variables: {
          input: agencyOnboarding(logo.id, {
            agency_location: ['Leeds', 'London', 'York'],
            agency_phone: [
              '020 7946 0001',
              '020 7946 0002',
              '020 7946 0003',
              '020 7946 0004',
              '020 7946 0005',
            ],
            bio: 'x'.repeat(1001),
          }),
        },
      });
      expect(validationOf(over)).toEqual({
        'input.agency_location': [messages.onboarding.agencyLocationsMax(2)],
        'input.agency_phone': [messages.onboarding.agencyPhonesMax(4)],
        'input.bio': [messages.onboarding.bioMax],
      });
      const badPhone = await t.graphql(COMPLETE_AGENCY, {
        token,
        variables: { input: agencyOnboarding(logo.id, { agency_phone: ['phone me'] }) },
      });
      expect(validationOf(badPhone)).toEqual({
        'input.agency_phone[0]': [messages.phone.invalid],
      });
    });

    it('refuses unknown services and categories', async () => {
      const agency = await createAgency(t.db);
      const token = await t.login(agency.email, agency.password);
      const logo = await insertUploadedImage(t.db, agency.user.id, 'logo');
      const services = await t.graphql(COMPLETE_AGENCY, {
        token,
        variables: { input: agencyOnboarding(logo.id, { services: ['1', '99999'] }) },
      });
      expect(validationOf(services)).toEqual({
        'input.services': [messages.common.invalidSelection],
      });
      const industries = await t.graphql(COMPLETE_AGENCY, {
        token,
        variables: { input: agencyOnboarding(logo.id, { industries: ['99999'] }) },
      });
      expect(validationOf(industries)).toEqual({
        'input.industries': [messages.common.invalidSelection],
      });
    });

    it("is for the agency's owner only: its GUEST admin is refused as manage-team refuses", async () => {
      const agency = await createAgency(t.db);
      const member = await createTeamMember(t.db, agency.team, 'member');
      const guestAdmin = await createTeamMember(t.db, agency.team, 'admin');
      for (const fixture of [
        guestAdmin,
        member,
        await createEmployer(t.db),
        await createCandidate(t.db),
      ]) {
        const token = await t.login(fixture.email, fixture.password);
        const logo = await insertUploadedImage(t.db, fixture.user.id, 'logo');
        const answer = await t.graphql(COMPLETE_AGENCY, {
          token,
          variables: { input: agencyOnboarding(logo.id) },
        });
        expect(firstError(answer)).toMatchObject({
          message: FORBIDDEN_MESSAGES.agencyOwnerOnly,
          extensions: { code: 'FORBIDDEN' },
        });
      }
    });
  });

  describe('changePassword', () => {
    const NEW_PASSWORD = 'Changed-pass2!';

    it('needs a session', async () => {
      const answer = await t.graphql(CHANGE_PASSWORD, {
        variables: {
          input: {
            current_password: 'x',
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          },
        },
      });
      expect(firstError(answer).message).toBe(messages.auth.unauthenticated);
    });

    it('applies the form rules', async () => {
      const candidate = await createCandidate(t.db);
      const token = await t.login(candidate.email, candidate.password);
      const answer = await t.graphql(CHANGE_PASSWORD, {
        token,
        variables: {
          input: { current_password: 'short', password: 'short!', password_confirmation: 'other' },
        },
      });
      expect(validationOf(answer)).toEqual({
        'input.current_password': [messages.auth.passwordMinLength],
        'input.password': [messages.auth.passwordMinLength],
        'input.password_confirmation': [messages.passwords.changeMismatch],
      });
    });

    it('refuses a wrong current password', async () => {
      const candidate = await createCandidate(t.db);
      const token = await t.login(candidate.email, candidate.password);
      const answer = await t.graphql(CHANGE_PASSWORD, {
        token,
        variables: {
          input: {
            current_password: 'Not-the-password1',
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          },
        },
      });
      expect(validationOf(answer)).toEqual({
        'input.current_password': [messages.passwords.currentPasswordWrong],
      });
      await t.login(candidate.email, candidate.password);
    });

    it('changes the password and ends every other session of the user', async () => {
      const employer = await createEmployer(t.db);
      const colleague = await createEmployer(t.db);
      const colleagueToken = await t.login(colleague.email, colleague.password);
      const otherDevice = await t.login(employer.email, employer.password);
      const token = await t.login(employer.email, employer.password);

      const answer = await t.graphql(CHANGE_PASSWORD, {
        token,
        variables: {
          input: {
            current_password: employer.password,
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          },
        },
      });
      expect(answer.data).toEqual({ changePassword: true });

      expect((await me(token)).email).toBe(employer.email);
      const revoked = await t.graphql(ME, { token: otherDevice });
      expect(firstError(revoked).message).toBe(messages.auth.unauthenticated);
      expect((await me(colleagueToken)).email).toBe(colleague.email);

      const oldLogin = await t.graphql(LOGIN_MUTATION, {
        variables: { input: { email: employer.email, password: employer.password } },
      });
      expect(oldLogin.data?.login).toBeNull();
      await t.login(employer.email, NEW_PASSWORD);
    });
  });
});

describe('account rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        checkUserPerIp: { limit: 3, windowMs: 60_000 },
        registerPerIp: { limit: 1, windowMs: 60_000 },
        changePasswordPerUser: { limit: 1, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  it('counts every checkUser call, aliases included, per IP', async () => {
    const answer = await t.graphql(
      graphql(`
        query AccountsCheckUserAliases {
          a: checkUser(email: "a@x.test")
          b: checkUser(email: "b@x.test")
          c: checkUser(email: "c@x.test")
          d: checkUser(email: "d@x.test")
        }
      `),
    );
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect(answer.errors?.[0]?.path).toEqual(['d']);
  });

  it('limits registrations per IP', async () => {
    await t.graphql(REGISTER, { variables: { input: candidateRegistration() } });
    const answer = await t.graphql(REGISTER, { variables: { input: candidateRegistration() } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('limits password changes per user', async () => {
    const candidate = await createCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const input = {
      current_password: 'Wrong-password1',
      password: VALID_PASSWORD,
      password_confirmation: VALID_PASSWORD,
    };
    const first = await t.graphql(CHANGE_PASSWORD, { token, variables: { input } });
    expect(first.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const second = await t.graphql(CHANGE_PASSWORD, { token, variables: { input } });
    expect(second.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
