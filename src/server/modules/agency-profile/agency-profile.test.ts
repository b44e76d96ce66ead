import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { teams, users } from '../../db/schema';
import { BackgroundTasks } from '../../platform/background-tasks';
import { linksIn } from '../../platform/mail/eml';
import { listOutbox } from '../../platform/mail/outbox';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type UserFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { uploadFile } from '../../testing/uploads';

const CONFIRM = graphql(`
  mutation AgencyProfileConfirmEmail($token: String!) {
    confirmEmailChange(token: $token) {
      email
    }
  }
`);

const MY_PROFILE = graphql(`
  query AgencyProfileMine {
    myAgencyProfile {
      id
      name
      avatar
      bio
      website
      locations
      phones
      services {
        id
      }
      industries {
        id
      }
      address_1
      city
      country
      vetted
      email
      pending_email
      can_edit
    }
  }
`);

const UPDATE_PROFILE = graphql(`
  mutation AgencyProfileUpdate($input: AgencyProfileEditInput!) {
    updateAgencyProfile(input: $input) {
      id
      name
      bio
      website
      contact_email
      budget {
        currency
        min
        max
      }
      locations
      phones
      services {
        id
      }
      industries {
        id
      }
      can_edit
    }
  }
`);

const UPDATE_ACCOUNT = graphql(`
  mutation AgencyAccountUpdate($input: AgencyAccountInput!) {
    updateAgencyAccount(input: $input) {
      avatar
      bio
      address_1
      address_2
      city
      state
      zip
      country
      email
      pending_email
    }
  }
`);

const UPDATE_PERSONAL = graphql(`
  mutation AgencyPersonalUpdate($input: AgencyPersonalInformationInput!) {
    updateAgencyPersonalInformation(input: $input) {
      first_name
      last_name
      position
      phone
      address_1
      city
      country
    }
  }
`);

const m = messages.agencyProfile;
const CURRENT_LOGO = '/files/' + 'a'.repeat(32) + '.png';

let t: TestApp;
let dataDir: string;
const tasks = new BackgroundTasks((error) => {
  throw error;
});
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-agency-profile-'));
  // Every test signs several actors in from one address: login limits are not under test here.
  const noLimit = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  t = await createTestApp({
    backgroundTasks: tasks,
    dataDir,
    limits: { loginPerIp: noLimit, loginPerEmail: noLimit },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';
const validationOf = (answer: { errors?: { extensions?: { validation?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.validation;
const token = (who: UserFixture) => t.login(who.email, who.password);

/** An agency that finished complete-profile (a logo), signed in. */
async function agency(overrides: Parameters<typeof createAgency>[1] = {}) {
  const owner = await createAgency(t.db, overrides);
  await t.db.update(teams).set({ avatar: CURRENT_LOGO }).where(eq(teams.id, owner.team.id));
  return { ...owner, token: await token(owner) };
}

const profileForm = (overrides: Record<string, unknown> = {}) => ({
  agency_name: 'Tidewater Studio',
  bio: 'Brand and digital work for challengers.',
  services: ['1', '2'],
  industries: ['3'],
  agency_location: ['Bristol, United Kingdom', 'Leeds, United Kingdom'],
  agency_phone: ['07911 123456', '+44 20 7946 0303'],
  website: 'tidewater.example',
  contact_email: 'Hello@Tidewater.example',
  budget_currency: 'EUR',
  budget_min: 5000,
  budget_max: 20000,
  ...overrides,
});

const accountForm = (who: UserFixture, overrides: Record<string, unknown> = {}) => ({
  logo: CURRENT_LOGO,
  bio: 'An agency in Bristol.',
  address_1: '1 Quay Street',
  address_2: '',
  city: 'Bristol',
  state: 'Bristol',
  zip: 'BS1 4AA',
  country: 'gb',
  email: who.email,
  ...overrides,
});

const personalForm = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Priya',
  last_name: 'Shah',
  position: 'Managing Director',
  phone: '0117 946 0302',
  address_1: '2 Mill Lane',
  address_2: '',
  city: 'Bath',
  state: 'Somerset',
  zip: 'BA1 1AA',
  country: 'GB',
  ...overrides,
});

describe('myAgencyProfile', () => {
  it("answers the active agency team's profile to its owner and members; the email to the owner only", async () => {
    const owner = await agency({ address1: '5 Quay Street', city: 'Bristol', country: 'GB' });
    const member = await createTeamMember(t.db, owner.team, 'member');
    const mine = await t.graphql(MY_PROFILE, { token: owner.token });
    expect(mine.data?.myAgencyProfile).toMatchObject({
      id: String(owner.team.id),
      name: owner.team.company,
      avatar: CURRENT_LOGO,
      locations: [],
      phones: [],
      vetted: false,
      email: owner.email,
      can_edit: true,
    });
    // No address of its own yet: its owner's, as registration gives a new team.
    expect(mine.data?.myAgencyProfile).toMatchObject({
      address_1: '5 Quay Street',
      city: 'Bristol',
      country: 'GB',
    });
    const theirs = await t.graphql(MY_PROFILE, { token: await token(member) });
    expect(theirs.data?.myAgencyProfile).toMatchObject({
      id: String(owner.team.id),
      email: null,
      can_edit: false,
    });
  });

  it('is FORBIDDEN outside an agency team', async () => {
    const employer = await createEmployer(t.db);
    const candidate = await createCandidate(t.db);
    for (const who of [employer, candidate]) {
      expect(codeOf(await t.graphql(MY_PROFILE, { token: await token(who) }))).toBe('FORBIDDEN');
    }
  });
});

describe('updateAgencyProfile', () => {
  it("saves the owner's form: lists, phones in international form, https:// added", async () => {
    const owner = await agency();
    const answer = await t.graphql(UPDATE_PROFILE, {
      token: owner.token,
      variables: { input: profileForm() },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateAgencyProfile).toEqual({
      id: String(owner.team.id),
      name: 'Tidewater Studio',
      bio: 'Brand and digital work for challengers.',
      website: 'https://tidewater.example/',
      contact_email: 'Hello@Tidewater.example',
      budget: { currency: 'EUR', min: 5000, max: 20000 },
      locations: ['Bristol, United Kingdom', 'Leeds, United Kingdom'],
      phones: ['+447911123456', '+442079460303'],
      services: expect.arrayContaining([{ id: '1' }, { id: '2' }]) as unknown,
      industries: [{ id: '3' }],
      can_edit: true,
    });
    // Both ends emptied: no budget, and no currency kept without one.
    const cleared = await t.graphql(UPDATE_PROFILE, {
      token: owner.token,
      variables: { input: profileForm({ contact_email: '', budget_min: null, budget_max: null }) },
    });
    expect(cleared.data?.updateAgencyProfile).toMatchObject({ contact_email: null, budget: null });
    const [team] = await t.db.select().from(teams).where(eq(teams.id, owner.team.id));
    expect(team?.budgetCurrency).toBeNull();
    // One end alone, or the ends the wrong way round: the brief's budget messages.
    const half = await t.graphql(UPDATE_PROFILE, {
      token: owner.token,
      variables: { input: profileForm({ budget_min: null, budget_max: 9000 }) },
    });
    expect(half.errors?.[0]?.extensions?.validation).toEqual({
      'input.budget_min': [messages.opportunities.enterMinimumBudget],
    });
    const reversed = await t.graphql(UPDATE_PROFILE, {
      token: owner.token,
      variables: { input: profileForm({ budget_min: 9000, budget_max: 5000 }) },
    });
    expect(reversed.errors?.[0]?.extensions?.validation).toEqual({
      'input.budget_max': [messages.opportunities.budgetOrder],
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(user?.agencyName).toBe('Tidewater Studio');
  });

  it("gives the brief's messages server-side", async () => {
    const owner = await agency();
    const empty = await t.graphql(UPDATE_PROFILE, {
      token: owner.token,
      variables: {
        input: profileForm({
          agency_name: ' ',
          bio: '',
          services: [],
          industries: [],
          agency_location: [''],
          agency_phone: ['12'],
          website: 'not a site',
        }),
      },
    });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(validationOf(empty)).toEqual({
      'input.agency_name': [m.nameRequired],
      'input.bio': [m.bioRequired],
      'input.services': [m.servicesRequired],
      'input.industries': [m.categoriesRequired],
      'input.agency_location': [messages.onboarding.agencyLocationRequired],
      'input.agency_phone[0]': [messages.phone.invalid],
      'input.website': [messages.opportunities.invalidUrl],
    });

    const tooMany = await t.graphql(UPDATE_PROFILE, {
      token: owner.token,
      variables: {
        input: profileForm({
          bio: 'b'.repeat(1001),
          agency_location: ['Bath', 'Bristol', 'Leeds'],
          agency_phone: [
            '+442079460301',
            '+442079460302',
            '+442079460303',
            '+442079460304',
            '+442079460305',
          ],
          services: ['1', '99999'],
        }),
      },
    });
    expect(validationOf(tooMany)).toEqual({
      'input.bio': [messages.onboarding.bioMax],
      'input.agency_location': [messages.onboarding.agencyLocationsMax(2)],
      'input.agency_phone': [messages.onboarding.agencyPhonesMax(4)],
    });

    const unknown = await t.graphql(UPDATE_PROFILE, {
      token: owner.token,
      variables: { input: profileForm({ services: ['1', '99999'] }) },
    });
    expect(validationOf(unknown)).toEqual({
      'input.services': [messages.common.invalidSelection],
    });
    // Nothing of the refused forms was kept.
    const [team] = await t.db.select().from(teams).where(eq(teams.id, owner.team.id));
    expect(team?.company).toBe(owner.team.company);
  });

  it('who may save: the AGENCY owner only, never a member, an employer or a candidate', async () => {
    const owner = await agency();
    const guestAdmin = await createTeamMember(t.db, owner.team, 'admin');
    const member = await createTeamMember(t.db, owner.team, 'member');
    const employer = await createEmployer(t.db);
    const candidate = await createCandidate(t.db);
    for (const who of [guestAdmin, member, employer, candidate]) {
      const input = profileForm({ agency_name: 'Renamed' });
      const refused = await t.graphql(UPDATE_PROFILE, {
        token: await token(who),
        variables: { input },
      });
      expect(codeOf(refused)).toBe('FORBIDDEN');
      const account = await t.graphql(UPDATE_ACCOUNT, {
        token: await token(who),
        variables: { input: accountForm(who) },
      });
      expect(codeOf(account)).toBe('FORBIDDEN');
      const personal = await t.graphql(UPDATE_PERSONAL, {
        token: await token(who),
        variables: { input: personalForm() },
      });
      expect(codeOf(personal)).toBe('FORBIDDEN');
    }
    // Another agency's owner naming this team: the header names only the caller's own teams.
    const other = await agency();
    await t.graphql(UPDATE_PROFILE, {
      token: other.token,
      headers: { 'x-team-id': String(owner.team.id) },
      variables: { input: profileForm({ agency_name: 'Hijacked' }) },
    });
    const [team] = await t.db.select().from(teams).where(eq(teams.id, owner.team.id));
    expect(team?.company).toBe(owner.team.company);
  });
});

describe('updateAgencyAccount', () => {
  it('saves the image kept, the bio and the address; refuses what the brief requires', async () => {
    const owner = await agency();
    const saved = await t.graphql(UPDATE_ACCOUNT, {
      token: owner.token,
      variables: { input: accountForm(owner) },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateAgencyAccount).toEqual({
      avatar: CURRENT_LOGO,
      bio: 'An agency in Bristol.',
      address_1: '1 Quay Street',
      address_2: null,
      city: 'Bristol',
      state: 'Bristol',
      zip: 'BS1 4AA',
      country: 'GB',
      email: owner.email,
      pending_email: null,
    });

    const empty = Object.fromEntries(Object.keys(accountForm(owner)).map((key) => [key, '']));
    const refused = await t.graphql(UPDATE_ACCOUNT, {
      token: owner.token,
      variables: { input: empty },
    });
    expect(validationOf(refused)).toEqual({
      'input.logo': [messages.onboarding.agencyLogoRequired],
      'input.bio': [messages.onboarding.agencyBioRequired],
      'input.address_1': [messages.registration.address1Required],
      'input.city': [messages.registration.cityRequired],
      'input.state': [messages.registration.stateRequired],
      'input.zip': [messages.registration.zipRequired],
      'input.country': [messages.registration.countryRequired],
      'input.email': [messages.auth.emailRequired],
    });
    const long = await t.graphql(UPDATE_ACCOUNT, {
      token: owner.token,
      variables: { input: accountForm(owner, { bio: 'x'.repeat(1001) }) },
    });
    expect(validationOf(long)).toEqual({ 'input.bio': [messages.onboarding.bioMax] });
  });

  it("takes a new image only from the owner's own logo uploads", async () => {
    const owner = await agency();
    const other = await agency();
    const mine = await uploadFile(t.app, { token: owner.token, kind: 'logo' });
    const theirs = await uploadFile(t.app, { token: other.token, kind: 'logo' });
    const refused = await t.graphql(UPDATE_ACCOUNT, {
      token: owner.token,
      variables: { input: accountForm(owner, { logo: theirs.body.id }) },
    });
    expect(validationOf(refused)).toEqual({ 'input.logo': [messages.onboarding.imageNotFound] });
    const saved = await t.graphql(UPDATE_ACCOUNT, {
      token: owner.token,
      variables: { input: accountForm(owner, { logo: mine.body.id }) },
    });
    expect(saved.data?.updateAgencyAccount.avatar).toBe(mine.body.url);
  });

  it("changes the owner's email: free only ('Email already exists!'), once the new address confirms it", async () => {
    const owner = await agency();
    const taken = await createCandidate(t.db);
    const refused = await t.graphql(UPDATE_ACCOUNT, {
      token: owner.token,
      variables: { input: accountForm(owner, { email: taken.email, bio: 'Changed' }) },
    });
    expect(validationOf(refused)).toEqual({ 'input.email': [messages.registration.emailExists] });
    const [team] = await t.db.select().from(teams).where(eq(teams.id, owner.team.id));
    expect(team?.bio).toBeNull();

    const newEmail = `agency-renamed-${owner.user.id}@fixtures.shortlist.test`;
    const saved = await t.graphql(UPDATE_ACCOUNT, {
      token: owner.token,
      variables: { input: accountForm(owner, { email: newEmail.toUpperCase() }) },
    });
    expect(saved.data?.updateAgencyAccount).toMatchObject({
      email: owner.email,
      pending_email: newEmail,
    });
    await expect(t.login(newEmail, owner.password)).rejects.toThrow();
    await t.settled();
    const outbox = await listOutbox(join(dataDir, 'outbox'));
    const notices = outbox.filter((mail) => mail.to.includes(owner.email));
    expect(notices.map((mail) => mail.subject)).toEqual([messages.emailChange.requestedSubject]);
    const link = new URL(linksIn(outbox.find((mail) => mail.to.includes(newEmail))!)[0]!);
    expect(link.pathname).toBe('/agency/confirm-email');

    const confirmed = await t.graphql(CONFIRM, {
      variables: { token: link.searchParams.get('token') ?? '' },
    });
    expect(confirmed.data?.confirmEmailChange.email).toBe(newEmail);
    await expect(t.login(newEmail, owner.password)).resolves.toBeTruthy();
    const mine = await t.graphql(MY_PROFILE, { token: owner.token });
    expect(mine.data?.myAgencyProfile).toMatchObject({ email: newEmail, pending_email: null });
  });
});

describe('updateAgencyPersonalInformation', () => {
  it("saves the owner's own details with the candidate form's rules", async () => {
    const owner = await agency();
    const saved = await t.graphql(UPDATE_PERSONAL, {
      token: owner.token,
      variables: { input: personalForm() },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateAgencyPersonalInformation).toEqual({
      first_name: 'Priya',
      last_name: 'Shah',
      position: 'Managing Director',
      phone: '+441179460302',
      address_1: '2 Mill Lane',
      city: 'Bath',
      country: 'GB',
    });
    const refused = await t.graphql(UPDATE_PERSONAL, {
      token: owner.token,
      variables: {
        input: personalForm({ first_name: '', position: '', phone: '1', state: '', zip: '' }),
      },
    });
    expect(validationOf(refused)).toEqual({
      'input.first_name': [messages.registration.firstNameRequired],
      'input.position': [messages.registration.positionRequired],
      'input.phone': [messages.phone.invalid],
      'input.state': [messages.personalInformation.countyRequired],
      'input.zip': [messages.registration.zipRequired],
    });
  });
});
