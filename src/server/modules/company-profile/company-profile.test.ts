import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { richTextFromPlain } from '../../../shared/rich-text';
import { emailChanges, teams, users } from '../../db/schema';
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
import { EMAIL_CHANGES_PER_DAY } from '../identity';

const MY_PROFILE = graphql(`
  query CompanyProfileMine {
    myCompanyProfile {
      id
      company
      avatar
      bio
      website
      city
      vetted
      email
      pending_email
      can_edit
    }
  }
`);

const UPDATE = graphql(`
  mutation CompanyProfileUpdate($input: CompanyProfileInput!) {
    updateCompanyProfile(input: $input) {
      id
      company
      avatar
      bio
      description
      what_sets_apart
      website
      can_use_logo
      address_1
      address_2
      city
      state
      zip
      country
      vetted
      email
      pending_email
      can_edit
    }
  }
`);

const CONFIRM = graphql(`
  mutation CompanyProfileConfirmEmail($token: String!) {
    confirmEmailChange(token: $token) {
      email
    }
  }
`);
const RESEND = graphql(`
  mutation CompanyProfileResendEmail {
    resendEmailChange
  }
`);
const CANCEL = graphql(`
  mutation CompanyProfileCancelEmail {
    cancelEmailChange
  }
`);

const PUBLIC_PROFILE = graphql(`
  query CompanyProfilePublic($id: ID!) {
    companyProfile(id: $id) {
      id
      company
      vetted
      city
      state
      country
    }
  }
`);

const m = messages.companyProfile;
const doc = (text: string) => JSON.stringify(richTextFromPlain(text));
const CURRENT_LOGO = '/files/' + 'c'.repeat(32) + '.png';

let t: TestApp;
let dataDir: string;
const tasks = new BackgroundTasks((error) => {
  throw error;
});
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-company-profile-'));
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

async function mailTo(address: string) {
  await t.settled();
  return (await listOutbox(join(dataDir, 'outbox'))).filter((mail) =>
    mail.to.toLowerCase().includes(address.toLowerCase()),
  );
}

/** An employer whose company finished onboarding (a logo), signed in. */
async function company() {
  const employer = await createEmployer(t.db);
  await t.db.update(teams).set({ avatar: CURRENT_LOGO }).where(eq(teams.id, employer.team.id));
  return { ...employer, token: await t.login(employer.email, employer.password) };
}

function formFor(who: UserFixture, overrides: Record<string, unknown> = {}) {
  return {
    company: 'Harbour Goods Ltd',
    logo: CURRENT_LOGO,
    bio: doc('We make packaging.'),
    description: doc('Forty people in Leeds.'),
    what_sets_apart: 'Craft.',
    website: 'harbour.example',
    address_1: '1 Dock Road',
    address_2: '',
    city: 'Leeds',
    state: 'West Yorkshire',
    zip: 'LS1 1AA',
    country: 'GB',
    email: who.email,
    ...overrides,
  };
}

describe('updateCompanyProfile', () => {
  it("saves an admin's form, keeps the current logo, adds https:// and shows it to candidates", async () => {
    const employer = await company();
    const answer = await t.graphql(UPDATE, {
      token: employer.token,
      variables: { input: formFor(employer, { can_use_logo: true }) },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateCompanyProfile).toEqual({
      id: String(employer.team.id),
      company: 'Harbour Goods Ltd',
      avatar: CURRENT_LOGO,
      bio: doc('We make packaging.'),
      description: doc('Forty people in Leeds.'),
      what_sets_apart: 'Craft.',
      website: 'https://harbour.example/',
      can_use_logo: true,
      address_1: '1 Dock Road',
      address_2: null,
      city: 'Leeds',
      state: 'West Yorkshire',
      zip: 'LS1 1AA',
      country: 'GB',
      vetted: false,
      email: employer.email,
      pending_email: null,
      can_edit: true,
    });
    // The same email: nothing announced.
    expect(await mailTo(employer.email)).toHaveLength(0);

    const candidate = await createCandidate(t.db);
    const seen = await t.graphql(PUBLIC_PROFILE, {
      token: await t.login(candidate.email, candidate.password),
      variables: { id: String(employer.team.id) },
    });
    expect(seen.data?.companyProfile).toEqual({
      id: String(employer.team.id),
      company: 'Harbour Goods Ltd',
      vetted: false,
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'GB',
    });
  });

  it("gives every field's message server-side", async () => {
    const employer = await company();
    const empty = Object.fromEntries(Object.keys(formFor(employer)).map((key) => [key, '']));
    const answer = await t.graphql(UPDATE, { token: employer.token, variables: { input: empty } });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(validationOf(answer)).toEqual({
      'input.company': ['Add Employer Name'],
      'input.logo': [messages.onboarding.companyLogoRequired],
      'input.bio': [m.bioRequired],
      'input.description': [m.descriptionRequired],
      'input.what_sets_apart': [messages.common.fieldRequired],
      'input.address_1': [messages.registration.address1Required],
      'input.city': [messages.registration.cityRequired],
      'input.state': [messages.registration.stateRequired],
      'input.zip': [messages.registration.zipRequired],
      'input.country': [messages.registration.countryRequired],
      'input.email': [messages.auth.emailRequired],
    });

    const tooLong = await t.graphql(UPDATE, {
      token: employer.token,
      variables: {
        input: formFor(employer, {
          bio: doc('a'.repeat(1001)),
          description: doc('b'.repeat(1001)),
          what_sets_apart: 'c'.repeat(1001),
          website: 'not a site',
        }),
      },
    });
    expect(validationOf(tooLong)).toEqual({
      'input.bio': [messages.onboarding.bioAndDescriptionMax],
      'input.description': [messages.onboarding.bioAndDescriptionMax],
      'input.what_sets_apart': [messages.onboarding.whatSetsApartMax(1000)],
      'input.website': [messages.opportunities.invalidUrl],
    });
  });

  it("takes a new logo only from the caller's own uploads of kind logo", async () => {
    const employer = await company();
    const other = await company();
    const mine = await uploadFile(t.app, { token: employer.token, kind: 'logo' });
    const theirs = await uploadFile(t.app, { token: other.token, kind: 'logo' });
    const photo = await uploadFile(t.app, { token: employer.token, kind: 'avatar' });
    for (const logo of [theirs.body.id, photo.body.id, other.team.id + '', '/files/x.png']) {
      const refused = await t.graphql(UPDATE, {
        token: employer.token,
        variables: { input: formFor(employer, { logo }) },
      });
      expect(validationOf(refused)).toEqual({
        'input.logo': [messages.onboarding.imageNotFound],
      });
    }
    const saved = await t.graphql(UPDATE, {
      token: employer.token,
      variables: { input: formFor(employer, { logo: mine.body.id }) },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateCompanyProfile.avatar).toBe(mine.body.url);
  });

  it('who may save: the company team’s admins only, each their own team', async () => {
    const employer = await company();
    const guestAdmin = await createTeamMember(t.db, employer.team, 'admin');
    const member = await createTeamMember(t.db, employer.team, 'member');
    const otherAdmin = await company();
    const candidate = await createCandidate(t.db);
    const agency = await createAgency(t.db);
    const token = (who: UserFixture) => t.login(who.email, who.password);

    const asGuestAdmin = await t.graphql(UPDATE, {
      token: await token(guestAdmin),
      variables: { input: formFor(guestAdmin, { company: 'Renamed by a guest admin' }) },
    });
    expect(asGuestAdmin.data?.updateCompanyProfile.company).toBe('Renamed by a guest admin');

    for (const who of [member, candidate, agency]) {
      const refused = await t.graphql(UPDATE, {
        token: await token(who),
        variables: { input: formFor(who) },
      });
      expect(codeOf(refused)).toBe('FORBIDDEN');
    }
    // Another company's admin naming this team: the header names only the caller's own teams,
    // so the save lands on their own company and this one is untouched.
    await t.graphql(UPDATE, {
      token: otherAdmin.token,
      headers: { 'x-team-id': String(employer.team.id) },
      variables: { input: formFor(otherAdmin, { company: 'Hijacked' }) },
    });
    const [team] = await t.db.select().from(teams).where(eq(teams.id, employer.team.id));
    expect(team?.company).toBe('Renamed by a guest admin');
    const [theirs] = await t.db.select().from(teams).where(eq(teams.id, otherAdmin.team.id));
    expect(theirs?.company).toBe('Hijacked');
  });

  it('changes the email only once the new address confirms the mailed link; the old one told', async () => {
    const employer = await company();
    const taken = await createCandidate(t.db);

    const refused = await t.graphql(UPDATE, {
      token: employer.token,
      variables: { input: formFor(employer, { email: taken.email.toUpperCase() }) },
    });
    expect(validationOf(refused)).toEqual({
      'input.email': [messages.registration.emailExists],
    });
    // Nothing of the refused form was kept.
    const [team] = await t.db.select().from(teams).where(eq(teams.id, employer.team.id));
    expect(team?.company).toBe(employer.team.company);

    const newEmail = `renamed-${employer.user.id}@fixtures.shortlist.test`;
    const saved = await t.graphql(UPDATE, {
      token: employer.token,
      variables: { input: formFor(employer, { email: ` ${newEmail.toUpperCase()} ` }) },
    });
    // The rest of the form is saved; the email waits for the new address.
    expect(saved.data?.updateCompanyProfile).toMatchObject({
      company: 'Harbour Goods Ltd',
      email: employer.email,
      pending_email: newEmail,
    });
    const [before] = await t.db.select().from(users).where(eq(users.id, employer.user.id));
    expect(before?.email).toBe(employer.email);
    await expect(t.login(newEmail, employer.password)).rejects.toThrow();
    expect(
      (await t.graphql(MY_PROFILE, { token: employer.token })).data?.myCompanyProfile,
    ).toMatchObject({ email: employer.email, pending_email: newEmail });

    const [requested] = await mailTo(employer.email);
    expect(requested?.subject).toBe(messages.emailChange.requestedSubject);
    expect(requested?.text).toContain(newEmail);
    const [confirmation] = await mailTo(newEmail);
    expect(confirmation?.subject).toBe(messages.emailChange.confirmSubject);
    const link = new URL(linksIn(confirmation!)[0]!);
    expect(link.pathname).toBe('/employer/confirm-email');
    const token = link.searchParams.get('token') ?? '';
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.tokenHash, token))).toEqual(
      [],
    );

    const confirmed = await t.graphql(CONFIRM, { variables: { token } });
    expect(confirmed.data?.confirmEmailChange.email).toBe(newEmail);
    const [after] = await t.db.select().from(users).where(eq(users.id, employer.user.id));
    expect(after?.email).toBe(newEmail);
    // Whoever opened the link holds the mailbox.
    expect(after?.emailVerifiedAt).not.toBeNull();
    const changed = await mailTo(employer.email);
    expect(changed.map((mail) => mail.subject)).toContain(messages.emailChange.changedSubject);
    // The new address signs in; the old one no longer does; the link works once.
    await expect(t.login(newEmail, employer.password)).resolves.toBeTruthy();
    await expect(t.login(employer.email, employer.password)).rejects.toThrow();
    const again = await t.graphql(CONFIRM, { variables: { token } });
    expect(again.errors?.[0]).toMatchObject({
      message: messages.emailChange.linkExpired,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('a new request or a cancel ends the earlier link; resend mails a new one', async () => {
    const employer = await company();
    const first = `first-${employer.user.id}@fixtures.shortlist.test`;
    const second = `second-${employer.user.id}@fixtures.shortlist.test`;
    const linkTo = async (address: string) => {
      const mails = await mailTo(address);
      return new URL(linksIn(mails.at(-1)!)[0]!).searchParams.get('token') ?? '';
    };
    const request = async (email: string) =>
      t.graphql(UPDATE, {
        token: employer.token,
        variables: { input: formFor(employer, { email }) },
      });
    await request(first);
    const firstToken = await linkTo(first);
    await request(second);
    expect(codeOf(await t.graphql(CONFIRM, { variables: { token: firstToken } }))).toBe(
      'FORBIDDEN',
    );
    expect(await t.graphql(RESEND, { token: employer.token })).toMatchObject({
      data: { resendEmailChange: true },
    });
    const resent = await linkTo(second);
    expect(await t.graphql(CANCEL, { token: employer.token })).toMatchObject({
      data: { cancelEmailChange: true },
    });
    expect(codeOf(await t.graphql(CONFIRM, { variables: { token: resent } }))).toBe('FORBIDDEN');
    expect(
      (await t.graphql(MY_PROFILE, { token: employer.token })).data?.myCompanyProfile.pending_email,
    ).toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.id, employer.user.id));
    expect(user?.email).toBe(employer.email);
  });

  it('mails change links to at most EMAIL_CHANGES_PER_DAY addresses a day per account', async () => {
    const employer = await company();
    const request = (n: number) =>
      t.graphql(UPDATE, {
        token: employer.token,
        variables: {
          input: formFor(employer, {
            company: `Harbour ${n}`,
            email: `try-${n}-${employer.user.id}@fixtures.shortlist.test`,
          }),
        },
      });
    for (let n = 0; n < EMAIL_CHANGES_PER_DAY; n += 1) expect(codeOf(await request(n))).toBe('OK');
    const refused = await request(EMAIL_CHANGES_PER_DAY);
    expect(validationOf(refused)).toEqual({ 'input.email': [messages.emailChange.tooMany] });
    expect(
      await mailTo(`try-${EMAIL_CHANGES_PER_DAY}-${employer.user.id}@fixtures.shortlist.test`),
    ).toEqual([]);
    // Nothing of the refused form was kept; the form without a new email still saves.
    const [team] = await t.db.select().from(teams).where(eq(teams.id, employer.team.id));
    expect(team?.company).toBe(`Harbour ${EMAIL_CHANGES_PER_DAY - 1}`);
    const unchanged = await t.graphql(UPDATE, {
      token: employer.token,
      variables: { input: formFor(employer, { company: 'Harbour Kept' }) },
    });
    expect(codeOf(unchanged)).toBe('OK');
  });

  it('refuses a taken email through the unique index when two confirmations race for it', async () => {
    const first = await company();
    const second = await company();
    const wanted = `wanted-${first.user.id}@fixtures.shortlist.test`;
    for (const who of [first, second]) {
      const saved = await t.graphql(UPDATE, {
        token: who.token,
        variables: { input: formFor(who, { email: wanted }) },
      });
      expect(codeOf(saved)).toBe('OK');
    }
    const tokens = (await mailTo(wanted)).map(
      (mail) => new URL(linksIn(mail)[0]!).searchParams.get('token') ?? '',
    );
    expect(tokens).toHaveLength(2);
    const answers = await Promise.all(
      tokens.map((token) => t.graphql(CONFIRM, { variables: { token } })),
    );
    expect(answers.map(codeOf).sort()).toEqual(['BAD_USER_INPUT', 'OK']);
    const loser = answers.find((answer) => codeOf(answer) !== 'OK');
    expect(validationOf(loser!)).toEqual({ 'input.email': [messages.registration.emailExists] });
  });
});

describe('myCompanyProfile', () => {
  it("shows the team's users their company with the badge; only admins may edit", async () => {
    const employer = await company();
    const member = await createTeamMember(t.db, employer.team, 'member');
    await t.db.update(users).set({ vetted: true }).where(eq(users.id, employer.user.id));

    const asOwner = await t.graphql(MY_PROFILE, { token: employer.token });
    expect(asOwner.data?.myCompanyProfile).toMatchObject({
      id: String(employer.team.id),
      vetted: true,
      email: employer.email,
      can_edit: true,
    });
    const asMember = await t.graphql(MY_PROFILE, {
      token: await t.login(member.email, member.password),
    });
    expect(asMember.data?.myCompanyProfile).toMatchObject({
      id: String(employer.team.id),
      vetted: true,
      email: member.email,
      can_edit: false,
    });

    const candidate = await createCandidate(t.db);
    const seen = await t.graphql(PUBLIC_PROFILE, {
      token: await t.login(candidate.email, candidate.password),
      variables: { id: String(employer.team.id) },
    });
    expect(seen.data?.companyProfile.vetted).toBe(true);
  });

  it('is refused outside a company team', async () => {
    const candidate = await createCandidate(t.db);
    const agency = await createAgency(t.db);
    for (const who of [candidate, agency]) {
      const answer = await t.graphql(MY_PROFILE, { token: await t.login(who.email, who.password) });
      expect(codeOf(answer)).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.graphql(MY_PROFILE))).toBe('UNAUTHENTICATED');
  });
});
