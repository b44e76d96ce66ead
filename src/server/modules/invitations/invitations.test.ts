import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { INVITATION_LIFETIME_DAYS } from '../../../shared/invitations';
import { invitations, teamUsers, users } from '../../db/schema';
import { BackgroundTasks } from '../../platform/background-tasks';
import { listOutbox } from '../../platform/mail/outbox';
import { hashToken } from '../../platform/secret-tokens';
import type { LimitOverrides } from '../../platform/limits';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../../testing/test-app';
import { uploadFile } from '../../testing/uploads';

const PUBLIC_URL = 'https://app.example.com';
const DAY_MS = 24 * 60 * 60 * 1000;
const ROOMY = { limit: 10_000, windowMs: 60_000 };
const ROOMY_LIMITS: LimitOverrides = {
  invitationLinksPerIp: ROOMY,
  teamMemberRegistrationsPerIp: ROOMY,
  invitationMailsPerUser: ROOMY,
  loginPerIp: ROOMY,
  loginPerEmail: ROOMY,
};
const m = messages.invitations;
const tr = messages.teamRegistration;

const CREATE = graphql(`
  mutation InvitationsCreate($input: CreateInvitationInput!) {
    createInvitation(input: $input) {
      id
      email
      first_name
      last_name
      team_id
      invite_status
      expires_at
      updated_at
    }
  }
`);
const LIST = graphql(`
  query InvitationsList($teamId: ID) {
    viewInvitations(team_id: $teamId) {
      id
      email
      invite_status
      team_id
    }
  }
`);
const RESEND = graphql(`
  mutation InvitationsResend($id: ID!) {
    resendInvitation(id: $id) {
      id
      invite_status
      expires_at
    }
  }
`);
const DELETE = graphql(`
  mutation InvitationsDelete($id: ID!) {
    deleteInvitation(id: $id)
  }
`);
const LINK = graphql(`
  query InvitationsLink($token: String!) {
    invitation(token: $token) {
      state
      email
      first_name
      last_name
      team_name
      team_type
      account_exists
    }
  }
`);
const REGISTER = graphql(`
  mutation InvitationsRegister($input: TeamMemberRegistrationInput!) {
    registerTeamMember(input: $input) {
      id
      type
      teamType
      access_token
    }
  }
`);
const COMPLETE = graphql(`
  mutation InvitationsComplete($input: TeamMemberProfileInput!) {
    completeTeamMemberProfile(input: $input) {
      id
      avatar
      bio
    }
  }
`);
const ACCEPT = graphql(`
  mutation InvitationsAccept($token: String!) {
    acceptInvitation(token: $token) {
      team_id
      user_id
      role
      can_post_jobs
      active
      team {
        id
        type
        company
      }
    }
  }
`);
const ME = graphql(`
  query InvitationsMe {
    me {
      id
      type
      status
      email
      first_name
      teams {
        team_id
        role
        can_post_jobs
      }
      activeTeam {
        team_id
        role
        can_post_jobs
      }
    }
  }
`);

const PERSONAL = {
  password: 'Joining-the-team1!',
  first_name: 'Grace',
  last_name: 'Hopper',
  position: 'Talent Partner',
  address_1: '1 Harbour Street',
  city: 'Leeds',
  state: 'West Yorkshire',
  zip: 'LS1 1AA',
  phone: '07911 123456',
  tnc: true,
};

interface Harness {
  t: TestApp;
  clock: { now: Date };
  /** The invitation mails sent to `email` so far, oldest first (waits for the background mail). */
  mailsTo(email: string): Promise<Awaited<ReturnType<typeof listOutbox>>>;
  /** The token of the newest invitation mailed to `email`, read from its web link. */
  tokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

async function createHarness(limits: LimitOverrides = ROOMY_LIMITS): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-invitations-'));
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  const clock = { now: new Date('2026-03-02T09:00:00Z') };
  const t = await createTestApp({
    dataDir,
    publicUrl: PUBLIC_URL,
    backgroundTasks: tasks,
    limits,
    now: () => clock.now,
  });
  const mailsTo = async (email: string) => {
    await tasks.idle();
    const mails = await listOutbox(join(dataDir, 'outbox'));
    return mails.filter((mail) => mail.to === email).reverse();
  };
  return {
    t,
    clock,
    mailsTo,
    tokenFor: async (email) => {
      const mail = (await mailsTo(email)).at(-1);
      const token = /\/invite\/([A-Za-z0-9_-]{43})\b/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error(`no invitation mailed to ${email}`);
      return token;
    },
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let unique = 0;
function newEmail(label = 'invitee'): string {
  unique += 1;
  return `${label}-${unique}@invited.example`;
}

function errorOf(answer: GraphQLAnswer<unknown>) {
  const [error] = answer.errors ?? [];
  return error && { message: error.message, code: error.extensions?.code };
}

let h: Harness;
let t: TestApp;
beforeAll(async () => {
  h = await createHarness();
  t = h.t;
});
afterAll(() => h.close());

async function signedIn(fixture: { email: string; password: string }): Promise<string> {
  return t.login(fixture.email, fixture.password);
}

/** An employer's team with its owner signed in, and an invitation sent to a new address. */
async function invited(
  owner?: TeamFixture,
  email = newEmail(),
): Promise<{ owner: TeamFixture; ownerToken: string; id: string; email: string; token: string }> {
  const team = owner ?? (await createEmployer(t.db, { firstName: 'Ada', lastName: 'Admin' }));
  const ownerToken = await signedIn(team);
  const answer = await t.graphql(CREATE, {
    token: ownerToken,
    variables: { input: { first_name: 'Grace', last_name: 'Hopper', email } },
  });
  const id = answer.data?.createInvitation.id;
  if (!id) throw new Error(`invite failed: ${JSON.stringify(answer.errors)}`);
  return { owner: team, ownerToken, id, email, token: await h.tokenFor(email) };
}

describe('createInvitation', () => {
  it('invites to the active team, pending for 14 days, and mails both links', async () => {
    const owner = await createEmployer(t.db, { firstName: 'Ada', lastName: 'Admin' });
    const token = await signedIn(owner);
    const answer = await t.graphql(CREATE, {
      token,
      variables: {
        input: { first_name: ' Grace ', last_name: 'Hopper', email: ' Grace@X.Example ' },
      },
    });
    expect(answer.errors).toBeUndefined();
    const created = answer.data!.createInvitation;
    expect(created).toMatchObject({
      email: 'grace@x.example',
      first_name: 'Grace',
      last_name: 'Hopper',
      team_id: String(owner.team.id),
      invite_status: 'pending',
      expires_at: new Date(h.clock.now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString(),
    });

    const [mail, ...more] = await h.mailsTo('grace@x.example');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(m.mailSubject(owner.team.company));
    expect(mail!.text).toContain(m.mailInvited('Ada Admin', owner.team.company));
    const link = await h.tokenFor('grace@x.example');
    expect(mail!.text).toContain(`${m.mailAccept}: ${PUBLIC_URL}/invite/${link}`);
    expect(mail!.text).toContain(`${m.mailOpenInApp}: shortlist://invite/${link}`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/invite/${link}"`);
    expect(mail!.html).toContain(`href="shortlist://invite/${link}"`);
    expect(mail!.html).toContain(m.mailOpenInApp);
    expect(mail!.text).toContain(m.mailExpires('16 March 2026'));

    // Only the token's hash is kept, and nothing in the row holds the token itself.
    const [row] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, Number(created.id)));
    expect(row!.tokenHash).toBe(hashToken(link));
    expect(JSON.stringify(row)).not.toContain(link);
    expect(row!.invitedBy).toBe(owner.user.id);
  });

  it("checks the form with the employer side's messages, the agency side's for agencies", async () => {
    const employer = await signedIn(await createEmployer(t.db));
    const empty = await t.graphql(CREATE, {
      token: employer,
      variables: { input: { first_name: '', last_name: '', email: '' } },
    });
    expect(empty.errors?.[0]?.extensions?.validation).toEqual({
      'input.first_name': [m.firstNameRequired],
      'input.last_name': [m.lastNameRequired],
      'input.email': ['Please add email address'],
    });
    const malformed = { first_name: 'A', last_name: 'B', email: 'not an email' };
    const byEmployer = await t.graphql(CREATE, {
      token: employer,
      variables: { input: malformed },
    });
    expect(byEmployer.errors?.[0]?.extensions?.validation).toEqual({
      'input.email': [m.employerEmailInvalid],
    });
    const agency = await signedIn(await createAgency(t.db));
    const byAgency = await t.graphql(CREATE, { token: agency, variables: { input: malformed } });
    expect(byAgency.errors?.[0]?.extensions?.validation).toEqual({
      'input.email': [m.emailInvalid],
    });
  });

  it('refuses a duplicate, a member, a candidate and the other kind of organisation', async () => {
    const { owner, ownerToken, email } = await invited();
    const member = await createTeamMember(t.db, owner.team, 'member');
    const candidate = await createCandidate(t.db);
    const agency = await createAgency(t.db);
    const refusals: [string, string][] = [
      [email.toUpperCase(), m.alreadyInvited],
      [` ${member.email.toUpperCase()} `, m.alreadyMember],
      [owner.email, m.alreadyMember],
      [candidate.email, m.notGuestable],
      [agency.email, m.otherOrganisation],
    ];
    for (const [address, message] of refusals) {
      const answer = await t.graphql(CREATE, {
        token: ownerToken,
        variables: { input: { first_name: 'A', last_name: 'B', email: address } },
      });
      expect(answer.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', validation: { 'input.email': [message] } },
      });
    }
  });

  it("invites another team's member and another employer (an extra team)", async () => {
    const { ownerToken } = await invited();
    const otherTeam = await createEmployer(t.db);
    const guest = await createTeamMember(t.db, otherTeam.team, 'member');
    for (const email of [guest.email, otherTeam.email]) {
      const answer = await t.graphql(CREATE, {
        token: ownerToken,
        variables: { input: { first_name: 'A', last_name: 'B', email } },
      });
      expect(answer.data?.createInvitation.invite_status).toBe('pending');
    }
  });

  it('is refused to an admin whose account awaits approval', async () => {
    const owner = await createEmployer(t.db, { status: 'INACTIVE' });
    const answer = await t.graphql(CREATE, {
      token: await signedIn(owner),
      variables: { input: { first_name: 'A', last_name: 'B', email: newEmail() } },
    });
    expect(errorOf(answer)).toEqual({ message: m.inviterInactive, code: 'FORBIDDEN' });
  });
});

describe('who may manage invitations (G6 matrix)', () => {
  interface Actors {
    teamA: TeamFixture;
    invitationId: string;
    tokens: Record<'ownerA' | 'guestAdminA' | 'memberA' | 'adminB' | 'candidate', string>;
  }
  let actors: Actors;
  beforeAll(async () => {
    const { owner: teamA, id } = await invited();
    const teamB = await createEmployer(t.db);
    actors = {
      teamA,
      invitationId: id,
      tokens: {
        ownerA: await signedIn(teamA),
        guestAdminA: await signedIn(await createTeamMember(t.db, teamA.team, 'admin')),
        memberA: await signedIn(await createTeamMember(t.db, teamA.team, 'member')),
        adminB: await signedIn(teamB),
        candidate: await signedIn(await createCandidate(t.db)),
      },
    };
  });

  const anonymous = { message: messages.auth.unauthenticated, code: 'UNAUTHENTICATED' };
  const notAdmin = { message: messages.teams.notTeamAdmin, code: 'FORBIDDEN' };
  const notFound = { message: m.invitationNotFound, code: 'NOT_FOUND' };

  it('create: admins of the team (owner or GUEST admin) only', async () => {
    const create = (token?: string) =>
      t.graphql(CREATE, {
        token,
        variables: { input: { first_name: 'A', last_name: 'B', email: newEmail() } },
      });
    expect((await create(actors.tokens.ownerA)).errors).toBeUndefined();
    expect((await create(actors.tokens.guestAdminA)).errors).toBeUndefined();
    expect(errorOf(await create(actors.tokens.memberA))).toEqual(notAdmin);
    expect(errorOf(await create(actors.tokens.candidate))).toEqual(notAdmin);
    expect(errorOf(await create())).toEqual(anonymous);
  });

  it("list: the caller's own team only", async () => {
    const list = (token?: string, teamId?: string) =>
      t.graphql(LIST, { token, variables: { teamId } });
    const own = await list(actors.tokens.ownerA);
    expect(own.data?.viewInvitations.map((row) => row.id)).toContain(actors.invitationId);
    const guestAdmin = await list(actors.tokens.guestAdminA, String(actors.teamA.team.id));
    expect(guestAdmin.data?.viewInvitations.map((row) => row.id)).toContain(actors.invitationId);

    const otherAdmin = await list(actors.tokens.adminB);
    expect(otherAdmin.data?.viewInvitations).toEqual([]);
    expect(errorOf(await list(actors.tokens.adminB, String(actors.teamA.team.id)))).toEqual(
      notAdmin,
    );
    expect(errorOf(await list(actors.tokens.memberA))).toEqual(notAdmin);
    expect(errorOf(await list(actors.tokens.candidate))).toEqual(notAdmin);
    expect(errorOf(await list())).toEqual(anonymous);
  });

  it("resend and delete: another team's admin and a candidate do not find it; a member is refused", async () => {
    const manage = {
      resend: (token?: string) =>
        t.graphql(RESEND, { token, variables: { id: actors.invitationId } }),
      delete: (token?: string) =>
        t.graphql(DELETE, { token, variables: { id: actors.invitationId } }),
    };
    for (const send of Object.values(manage)) {
      expect(errorOf(await send(actors.tokens.adminB))).toEqual(notFound);
      expect(errorOf(await send(actors.tokens.candidate))).toEqual(notFound);
      expect(errorOf(await send(actors.tokens.memberA))).toEqual(notAdmin);
      expect(errorOf(await send())).toEqual(anonymous);
    }
    const [row] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, Number(actors.invitationId)));
    expect(row!.status).toBe('pending');

    // The team's own admins may.
    const resent = await t.graphql(RESEND, {
      token: actors.tokens.guestAdminA,
      variables: { id: actors.invitationId },
    });
    expect(resent.data?.resendInvitation.invite_status).toBe('pending');
    const deleted = await t.graphql(DELETE, {
      token: actors.tokens.ownerA,
      variables: { id: actors.invitationId },
    });
    expect(deleted.data?.deleteInvitation).toBe(true);
  });

  it('refuses a garbled or unknown id', async () => {
    const garbled = await t.graphql(RESEND, {
      token: actors.tokens.ownerA,
      variables: { id: 'abc' },
    });
    expect(garbled.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await t.graphql(DELETE, {
      token: actors.tokens.ownerA,
      variables: { id: '2147483647' },
    });
    expect(errorOf(unknown)).toEqual(notFound);
  });
});

describe('viewInvitations', () => {
  it('lists the pending ones, newest first, of the active team or the one named', async () => {
    const owner = await createEmployer(t.db);
    const first = await invited(owner);
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    const second = await invited(owner);
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    const cancelled = await invited(owner);
    await t.graphql(DELETE, { token: first.ownerToken, variables: { id: cancelled.id } });

    const list = await t.graphql(LIST, { token: first.ownerToken });
    expect(list.data?.viewInvitations.map((row) => row.email)).toEqual([second.email, first.email]);

    // An admin of two companies: the X-Team-Id header or team_id picks the other one (an agency's
    // team is its owner's alone to manage, and acting for one reaches no company: team-rights-matrix).
    const other = await createEmployer(t.db);
    await t.db.insert(teamUsers).values({
      teamId: other.team.id,
      userId: owner.user.id,
      role: 'admin',
      canPostJobs: true,
    });
    const byHeader = await t.graphql(LIST, {
      token: first.ownerToken,
      headers: { 'x-team-id': String(other.team.id) },
    });
    expect(byHeader.data?.viewInvitations).toEqual([]);
    const byArgument = await t.graphql(LIST, {
      token: first.ownerToken,
      headers: { 'x-team-id': String(other.team.id) },
      variables: { teamId: String(owner.team.id) },
    });
    expect(byArgument.data?.viewInvitations).toHaveLength(2);
  });
});

describe('resendInvitation and deleteInvitation', () => {
  it('resend: a new link (the old one dies), a new expiry, mailed again', async () => {
    const { owner, id, email, token } = await invited();
    h.clock.now = new Date(h.clock.now.getTime() + 20 * DAY_MS);
    const expired = await t.graphql(LINK, { variables: { token } });
    expect(expired.data?.invitation.state).toBe('EXPIRED');
    // Signed in again: the first session went idle while the link lapsed.
    const ownerToken = await signedIn(owner);

    const resent = await t.graphql(RESEND, { token: ownerToken, variables: { id } });
    expect(resent.data?.resendInvitation.expires_at).toBe(
      new Date(h.clock.now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString(),
    );
    expect(await h.mailsTo(email)).toHaveLength(2);
    const newToken = await h.tokenFor(email);
    expect(newToken).not.toBe(token);
    expect(errorOf(await t.graphql(LINK, { variables: { token } }))).toEqual({
      message: m.notFound,
      code: 'NOT_FOUND',
    });
    const fresh = await t.graphql(LINK, { variables: { token: newToken } });
    expect(fresh.data?.invitation.state).toBe('VALID');
  });

  it('delete cancels: the row stays, the link says so, it cannot be resent or used', async () => {
    const { ownerToken, id, token } = await invited();
    const deleted = await t.graphql(DELETE, { token: ownerToken, variables: { id } });
    expect(deleted.data?.deleteInvitation).toBe(true);
    const again = await t.graphql(DELETE, { token: ownerToken, variables: { id } });
    expect(again.data?.deleteInvitation).toBe(true);

    const link = await t.graphql(LINK, { variables: { token } });
    expect(link.data?.invitation.state).toBe('CANCELLED');
    const cancelled = { message: m.cancelled, code: 'FORBIDDEN' };
    expect(errorOf(await t.graphql(RESEND, { token: ownerToken, variables: { id } }))).toEqual(
      cancelled,
    );
    expect(
      errorOf(await t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } })),
    ).toEqual(cancelled);
  });

  it('an accepted invitation can be neither resent nor cancelled', async () => {
    const { ownerToken, id, token } = await invited();
    await t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } });
    const used = { message: m.used, code: 'FORBIDDEN' };
    expect(errorOf(await t.graphql(RESEND, { token: ownerToken, variables: { id } }))).toEqual(
      used,
    );
    expect(errorOf(await t.graphql(DELETE, { token: ownerToken, variables: { id } }))).toEqual(
      used,
    );
  });
});

describe('invitation(token)', () => {
  it('shows the team and whether the email has an account, without signing in', async () => {
    const { owner, email, token } = await invited();
    const answer = await t.graphql(LINK, { variables: { token } });
    expect(answer.data?.invitation).toEqual({
      state: 'VALID',
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      team_name: owner.team.company,
      team_type: 'COMPANY',
      account_exists: false,
    });
    const agency = await createAgency(t.db);
    const guest = await createTeamMember(t.db, (await createAgency(t.db)).team);
    const toGuest = await invited(agency, guest.email);
    const forGuest = await t.graphql(LINK, { variables: { token: toGuest.token } });
    expect(forGuest.data?.invitation).toMatchObject({ team_type: 'AGENCY', account_exists: true });
  });

  it('is NOT_FOUND for an unknown or garbled token', async () => {
    const notFound = { message: m.notFound, code: 'NOT_FOUND' };
    for (const token of ['', 'x', 'A'.repeat(43), `${'A'.repeat(42)}=`, 'A'.repeat(10_000)]) {
      expect(errorOf(await t.graphql(LINK, { variables: { token } }))).toEqual(notFound);
    }
  });

  it('expires after its lifetime', async () => {
    const { token } = await invited();
    h.clock.now = new Date(h.clock.now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS - 1000);
    expect((await t.graphql(LINK, { variables: { token } })).data?.invitation.state).toBe('VALID');
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    expect((await t.graphql(LINK, { variables: { token } })).data?.invitation.state).toBe(
      'EXPIRED',
    );
    expect(
      errorOf(await t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } })),
    ).toEqual({ message: m.expired, code: 'FORBIDDEN' });
  });

  it('is rate-limited per IP', async () => {
    const limited = await createHarness({
      ...ROOMY_LIMITS,
      invitationLinksPerIp: { limit: 2, windowMs: 60_000 },
    });
    try {
      const ask = (remoteAddress: string) =>
        limited.t.graphql(LINK, { remoteAddress, variables: { token: 'A'.repeat(43) } });
      await ask('10.0.0.1');
      await ask('10.0.0.1');
      expect((await ask('10.0.0.1')).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect((await ask('10.0.0.2')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      await limited.close();
    }
  });
});

describe('registerTeamMember', () => {
  it("checks the team registration's rules", async () => {
    const answer = await t.graphql(REGISTER, {
      variables: {
        input: {
          token: '',
          password: 'short',
          first_name: '',
          last_name: '',
          position: '',
          address_1: '',
          city: '',
          state: '',
          zip: '',
          phone: '12',
          tnc: false,
        },
      },
    });
    expect(answer.errors?.[0]?.extensions?.validation).toEqual({
      'input.token': [m.notFound],
      'input.password': [messages.auth.passwordSpecialCharacter],
      'input.first_name': [tr.firstNameRequired],
      'input.last_name': [tr.lastNameRequired],
      'input.position': [tr.positionRequired],
      'input.address_1': [messages.registration.address1Required],
      'input.city': [messages.registration.cityRequired],
      'input.state': [messages.registration.stateRequired],
      'input.zip': [messages.registration.zipRequired],
      'input.phone': [messages.phone.invalid],
      'input.tnc': [tr.termsRequired],
    });
  });

  it('creates an ACTIVE GUEST member who cannot post, uses the link up and signs in', async () => {
    const { owner, ownerToken, email, token } = await invited();
    const answer = await t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } });
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.registerTeamMember;
    expect(result).toMatchObject({ type: 'GUEST', teamType: 'COMPANY' });

    const me = await t.graphql(ME, { token: result.access_token });
    expect(me.data?.me).toEqual({
      id: result.id,
      type: 'GUEST',
      status: 'ACTIVE',
      email,
      first_name: 'Grace',
      teams: [{ team_id: String(owner.team.id), role: 'member', can_post_jobs: false }],
      activeTeam: { team_id: String(owner.team.id), role: 'member', can_post_jobs: false },
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      phone: '+447911123456',
      position: 'Talent Partner',
      country: 'GB',
      emailVerifiedAt: h.clock.now,
    });
    // The password works for signing in.
    expect(await t.login(email, PERSONAL.password)).toBeTruthy();

    const link = await t.graphql(LINK, { variables: { token } });
    expect(link.data?.invitation).toMatchObject({ state: 'USED', account_exists: true });
    expect(
      errorOf(await t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } })),
    ).toEqual({ message: m.used, code: 'FORBIDDEN' });
    const list = await t.graphql(LIST, { token: ownerToken });
    expect(list.data?.viewInvitations.map((row) => row.email)).not.toContain(email);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row).toMatchObject({ status: 'accepted', acceptedBy: Number(result.id) });
  });

  it('joins an agency team under its type', async () => {
    const { token } = await invited(await createAgency(t.db));
    const answer = await t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } });
    expect(answer.data?.registerTeamMember).toMatchObject({ type: 'GUEST', teamType: 'AGENCY' });
  });

  it('lets only one of two concurrent registrations with one link through', async () => {
    const { email, token } = await invited();
    const answers = await Promise.all([
      t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } }),
      t.graphql(REGISTER, {
        variables: { input: { ...PERSONAL, token, password: 'Another-one-2!' } },
      }),
    ]);
    const winners = answers.filter((answer) => answer.data?.registerTeamMember);
    expect(winners).toHaveLength(1);
    const loser = answers.find((answer) => !answer.data?.registerTeamMember)!;
    expect(loser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('sends an email that has an account to sign in and accept instead', async () => {
    const existing = await createTeamMember(t.db, (await createEmployer(t.db)).team);
    const { token } = await invited(undefined, existing.email);
    expect(
      errorOf(await t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } })),
    ).toEqual({ message: m.signInToAccept, code: 'FORBIDDEN' });
  });

  it('is NOT_FOUND for an unknown token', async () => {
    expect(
      errorOf(
        await t.graphql(REGISTER, {
          variables: { input: { ...PERSONAL, token: 'B'.repeat(43) } },
        }),
      ),
    ).toEqual({ message: m.notFound, code: 'NOT_FOUND' });
  });
});

describe('completeTeamMemberProfile', () => {
  it("saves the member's own photo and bio", async () => {
    const { token } = await invited();
    const registered = await t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } });
    const session = registered.data!.registerTeamMember.access_token;
    const upload = await uploadFile(t.app, { token: session, kind: 'avatar' });
    expect(upload.status).toBe(201);

    const answer = await t.graphql(COMPLETE, {
      token: session,
      variables: { input: { avatar: String(upload.body.id), bio: ' I find talent. ' } },
    });
    expect(answer.data?.completeTeamMemberProfile).toMatchObject({
      avatar: upload.body.url,
      bio: 'I find talent.',
    });
  });

  it('refuses missing fields, another account’s upload and a logo', async () => {
    const { token } = await invited();
    const registered = await t.graphql(REGISTER, { variables: { input: { ...PERSONAL, token } } });
    const session = registered.data!.registerTeamMember.access_token;
    const empty = await t.graphql(COMPLETE, {
      token: session,
      variables: { input: { avatar: '', bio: '' } },
    });
    expect(empty.errors?.[0]?.extensions?.validation).toEqual({
      'input.avatar': [tr.imageRequired],
      'input.bio': [messages.onboarding.profileBioRequired],
    });
    const tooLong = await t.graphql(COMPLETE, {
      token: session,
      variables: { input: { avatar: '1', bio: 'x'.repeat(1001) } },
    });
    expect(tooLong.errors?.[0]?.extensions?.validation).toEqual({
      'input.bio': [messages.onboarding.bioMax],
    });

    const stranger = await signedIn(await createEmployer(t.db));
    const theirs = await uploadFile(t.app, { token: stranger, kind: 'avatar' });
    const logo = await uploadFile(t.app, { token: session, kind: 'logo' });
    for (const id of [theirs.body.id, logo.body.id]) {
      const answer = await t.graphql(COMPLETE, {
        token: session,
        variables: { input: { avatar: String(id), bio: 'Hello' } },
      });
      expect(answer.errors?.[0]?.extensions?.validation).toEqual({
        'input.avatar': [messages.onboarding.imageNotFound],
      });
    }
  });

  it('is for invited members only', async () => {
    const employer = await signedIn(await createEmployer(t.db));
    const answer = await t.graphql(COMPLETE, {
      token: employer,
      variables: { input: { avatar: '1', bio: 'Hello' } },
    });
    expect(errorOf(answer)).toEqual({ message: tr.guestOnly, code: 'FORBIDDEN' });
    expect(
      errorOf(await t.graphql(COMPLETE, { variables: { input: { avatar: '1', bio: 'Hello' } } })),
    ).toEqual({ message: messages.auth.unauthenticated, code: 'UNAUTHENTICATED' });
  });
});

describe('acceptInvitation', () => {
  it("adds a GUEST's extra team as a member who cannot post", async () => {
    const firstTeam = await createEmployer(t.db);
    const guest = await createTeamMember(t.db, firstTeam.team, 'admin');
    const { owner, token } = await invited(undefined, guest.email);
    const session = await signedIn(guest);
    const answer = await t.graphql(ACCEPT, { token: session, variables: { token } });
    expect(answer.data?.acceptInvitation).toEqual({
      team_id: String(owner.team.id),
      user_id: String(guest.user.id),
      role: 'member',
      can_post_jobs: false,
      active: true,
      team: { id: String(owner.team.id), type: 'COMPANY', company: owner.team.company },
    });
    const me = await t.graphql(ME, { token: session });
    expect(me.data?.me?.teams.map((team) => team.team_id)).toEqual([
      String(firstTeam.team.id),
      String(owner.team.id),
    ]);
    expect((await t.graphql(LINK, { variables: { token } })).data?.invitation.state).toBe('USED');
    expect(errorOf(await t.graphql(ACCEPT, { token: session, variables: { token } }))).toEqual({
      message: m.used,
      code: 'FORBIDDEN',
    });
  });

  it('lets an employer join another employer’s team', async () => {
    const employer = await createEmployer(t.db);
    const { token } = await invited(undefined, employer.email);
    const answer = await t.graphql(ACCEPT, {
      token: await signedIn(employer),
      variables: { token },
    });
    expect(answer.data?.acceptInvitation.role).toBe('member');
  });

  it('refuses another account, a candidate, the other organisation and a member', async () => {
    const { owner, token, email } = await invited();
    const someoneElse = await createTeamMember(t.db, (await createEmployer(t.db)).team);
    expect(
      errorOf(
        await t.graphql(ACCEPT, { token: await signedIn(someoneElse), variables: { token } }),
      ),
    ).toEqual({ message: m.wrongAccount, code: 'FORBIDDEN' });

    // Accounts made with the invited email after the invitation was sent.
    const candidate = await createCandidate(t.db, { email });
    expect(
      errorOf(await t.graphql(ACCEPT, { token: await signedIn(candidate), variables: { token } })),
    ).toEqual({ message: m.notGuestable, code: 'FORBIDDEN' });
    const moveAway = (userId: number) =>
      t.db
        .update(users)
        .set({ email: newEmail('moved') })
        .where(eq(users.id, userId));
    await moveAway(candidate.user.id);

    const agency = await createAgency(t.db, { email });
    expect(
      errorOf(await t.graphql(ACCEPT, { token: await signedIn(agency), variables: { token } })),
    ).toEqual({ message: m.otherOrganisation, code: 'FORBIDDEN' });
    await moveAway(agency.user.id);

    const member = await createTeamMember(t.db, owner.team, 'member', { email });
    expect(
      errorOf(await t.graphql(ACCEPT, { token: await signedIn(member), variables: { token } })),
    ).toEqual({ message: m.alreadyMember, code: 'FORBIDDEN' });

    expect(errorOf(await t.graphql(ACCEPT, { variables: { token } }))).toEqual({
      message: messages.auth.unauthenticated,
      code: 'UNAUTHENTICATED',
    });
    // None of it used the invitation.
    expect((await t.graphql(LINK, { variables: { token } })).data?.invitation.state).toBe('VALID');
  });

  it('refuses an expired, a cancelled and an unknown link', async () => {
    const guest = await createTeamMember(t.db, (await createEmployer(t.db)).team);
    let session = await signedIn(guest);
    const cancelled = await invited(undefined, guest.email);
    await t.graphql(DELETE, { token: cancelled.ownerToken, variables: { id: cancelled.id } });
    expect(
      errorOf(await t.graphql(ACCEPT, { token: session, variables: { token: cancelled.token } })),
    ).toEqual({ message: m.cancelled, code: 'FORBIDDEN' });

    const expiring = await invited(undefined, guest.email);
    h.clock.now = new Date(h.clock.now.getTime() + (INVITATION_LIFETIME_DAYS + 1) * DAY_MS);
    session = await signedIn(guest);
    expect(
      errorOf(await t.graphql(ACCEPT, { token: session, variables: { token: expiring.token } })),
    ).toEqual({ message: m.expired, code: 'FORBIDDEN' });

    expect(
      errorOf(await t.graphql(ACCEPT, { token: session, variables: { token: 'nope' } })),
    ).toEqual({ message: m.notFound, code: 'NOT_FOUND' });
  });
});
