/**
 * Rights follow the caller's current membership and status in the team an object belongs to
 * (issue 23, A2 and A5; docs/security.md G6 and G14), as one table: each actor against a company
 * team's post (its applicants, their CVs and profiles, its team-only fields, `can_edit`), its
 * team operations and invitations, and an agency team's. Among the actors: GUESTs of the
 * company who also belong to an agency and act for it (X-Team-Id names the agency), who see
 * the company's post as any agency does; an INACTIVE (deactivated) admin, who has no admin
 * power; an agency's GUEST admin, refused what its manage-team refuses.
 */
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, teamUsers, users } from '../../db/schema';
import { pdfBytes } from '../../testing/documents';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
  type UserFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { allowPosting, associate, postOpportunity } from '../../testing/opportunities';
import {
  createTestApp,
  type GraphQLAnswer,
  type GraphQLRequest,
  type TestApp,
} from '../../testing/test-app';
import { uploadFile } from '../../testing/uploads';

const APPLICANTS = graphql(`
  query TeamRightsApplicants($id: ID!) {
    viewApplicants(opportunity_id: $id) {
      id
      resumeUrl
    }
  }
`);
const FREELANCER_PROFILE = graphql(`
  query TeamRightsFreelancerProfile($user_id: ID!, $application_id: ID!) {
    freelancerProfile(user_id: $user_id, application_id: $application_id) {
      application {
        id
      }
    }
  }
`);
const CANDIDATE_PROFILE = graphql(`
  query TeamRightsCandidateProfile($id: ID!) {
    candidateProfile(id: $id) {
      id
    }
  }
`);
const POST = graphql(`
  query TeamRightsPost($id: ID!) {
    opportunity(id: $id) {
      ...TeamRightsPostFields
    }
  }
`);
const COMPANY_PAGE = graphql(`
  query TeamRightsCompanyPage($id: ID!) {
    companyProfile(id: $id) {
      opportunities {
        data {
          ...TeamRightsPostFields
        }
      }
    }
  }
`);
graphql(`
  fragment TeamRightsPostFields on Opportunity {
    id
    follow_up
    views
    close_reason
    closed_at
    freelancer_name
    applicants_count
    can_edit
  }
`);
const TEAM_LIST = graphql(`
  query TeamRightsTeamList($team_id: ID) {
    viewUserTeam(team_id: $team_id) {
      user_id
    }
  }
`);
const TEAM_UPDATE = graphql(`
  mutation TeamRightsTeamUpdate($input: TeamUserSettingInput!) {
    updateTeamUserSetting(input: $input) {
      user_id
    }
  }
`);
const TEAM_REMOVE = graphql(`
  mutation TeamRightsTeamRemove($user_id: ID!, $team_id: ID) {
    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)
  }
`);
const INVITE = graphql(`
  mutation TeamRightsInvite($input: CreateInvitationInput!) {
    createInvitation(input: $input) {
      id
    }
  }
`);
const INVITATIONS = graphql(`
  query TeamRightsInvitations($team_id: ID) {
    viewInvitations(team_id: $team_id) {
      id
    }
  }
`);
const CANCEL_INVITATION = graphql(`
  mutation TeamRightsCancelInvitation($id: ID!) {
    deleteInvitation(id: $id)
  }
`);
const CREDIT = graphql(`
  query TeamRightsCredit($team_id: ID) {
    currentCredit(team_id: $team_id) {
      team_id
    }
  }
`);
const COMPANY_PROFILE = graphql(`
  query TeamRightsCompanyProfile {
    myCompanyProfile {
      can_edit
    }
  }
`);
const BILLING_DETAILS = graphql(`
  query TeamRightsBillingDetails {
    billingDetails {
      name
    }
  }
`);

const ACTORS = [
  'companyOwner',
  'companyAdmin',
  'associatedMember',
  'unassociatedMember',
  'inactiveAdmin',
  'dualMemberAsAgency',
  'dualAdminAsAgency',
  'agencyOwner',
  'agencyGuestAdmin',
  'candidate',
  'otherCompany',
] as const;
type Actor = (typeof ACTORS)[number];
type Answer = GraphQLAnswer<unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginPerIp: { limit: 10_000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

/**
 * The company team with its post (a published project by the owner, which agencies see),
 * applied to by a candidate with a CV; an agency team, two of whose GUESTs are also in the
 * company (a member who may post, and an admin) and act for the agency.
 */
async function scene() {
  const companyOwner = await createEmployer(t.db);
  const companyAdmin = await createTeamMember(t.db, companyOwner.team, 'admin');
  const associatedMember = await createTeamMember(t.db, companyOwner.team, 'member');
  await allowPosting(t.db, associatedMember);
  await associate(t.db, companyOwner.team, associatedMember, companyOwner);
  const unassociatedMember = await createTeamMember(t.db, companyOwner.team, 'member');
  await allowPosting(t.db, unassociatedMember);
  // An admin the back office deactivated (`admin deactivate`).
  const inactiveAdmin = await createTeamMember(t.db, companyOwner.team, 'admin', {
    status: 'INACTIVE',
  });

  const agencyOwner = await createAgency(t.db);
  const agencyGuestAdmin = await createTeamMember(t.db, agencyOwner.team, 'admin');
  // GUESTs of the agency who are also in the company: a member who may post, and an admin.
  const dualMemberAsAgency = await createTeamMember(t.db, agencyOwner.team, 'member');
  const dualAdminAsAgency = await createTeamMember(t.db, agencyOwner.team, 'member');
  await t.db.insert(teamUsers).values([
    {
      teamId: companyOwner.team.id,
      userId: dualMemberAsAgency.user.id,
      role: 'member',
      canPostJobs: true,
    },
    {
      teamId: companyOwner.team.id,
      userId: dualAdminAsAgency.user.id,
      role: 'admin',
      canPostJobs: true,
    },
  ]);
  const candidate = await createCandidate(t.db);
  const otherCompany = await createEmployer(t.db);

  const post = await postOpportunity(t.db, companyOwner, {
    target: 'PROJECT',
    follow_up: 'Thanks: we reply within a week.',
  });
  // A published job for the company's public page, which its own team's users open too.
  const job = await postOpportunity(t.db, companyOwner);
  // A candidate who keeps their profile private applied with a CV: only the team sees them.
  const applicant = await createCandidate(t.db, { privacy: 'INACTIVE' });
  const cv = await uploadFile(t.app, {
    token: await t.login(applicant.email, applicant.password),
    kind: 'resume',
    bytes: await pdfBytes('Private CV'),
    filename: 'cv.pdf',
    contentType: 'application/pdf',
  });
  const [application] = await t.db
    .insert(applications)
    .values({
      opportunityId: post.id,
      userId: applicant.user.id,
      reason: 'Hello',
      resume: cv.body.url!,
    })
    .returning();
  // Profile links carry the candidate's opaque profile id (docs/profiles.md), not their user id.
  const [applicantRow] = await t.db
    .select({ profileId: users.profileId })
    .from(users)
    .where(eq(users.id, applicant.user.id));
  const applicantProfileId = applicantRow!.profileId;

  const fixtures: Record<Actor, UserFixture> = {
    companyOwner,
    companyAdmin,
    associatedMember,
    unassociatedMember,
    inactiveAdmin,
    dualMemberAsAgency,
    dualAdminAsAgency,
    agencyOwner,
    agencyGuestAdmin,
    candidate,
    otherCompany,
  };
  const tokens = {} as Record<Actor, string>;
  for (const actor of ACTORS) {
    tokens[actor] = await t.login(fixtures[actor].email, fixtures[actor].password);
  }
  // The team each names in X-Team-Id: the dual GUESTs act for the agency.
  const acting = {} as Record<Actor, number | null>;
  for (const actor of ACTORS) {
    const fixture = fixtures[actor];
    acting[actor] = 'team' in fixture ? (fixture as TeamFixture).team.id : null;
  }
  // Each actor removes (and cancels the invitation of) someone of their own.
  const removable = {} as Record<Actor, { company: TeamFixture; agency: TeamFixture }>;
  for (const actor of ACTORS) {
    removable[actor] = {
      company: await createTeamMember(t.db, companyOwner.team, 'member'),
      agency: await createTeamMember(t.db, agencyOwner.team, 'member'),
    };
  }
  const userIds = {} as Record<Actor, string>;
  for (const actor of ACTORS) userIds[actor] = String(fixtures[actor].user.id);
  return {
    companyOwner,
    agencyOwner,
    associatedMember,
    post,
    job,
    applicant,
    applicantProfileId: applicantProfileId!,
    userIds,
    application: application!,
    tokens,
    acting,
    removable,
  };
}

type Scene = Awaited<ReturnType<typeof scene>>;

function as(s: Scene, actor: Actor, variables: Record<string, unknown> = {}): GraphQLRequest {
  const team = s.acting[actor];
  return {
    token: s.tokens[actor],
    headers: team === null ? {} : { 'x-team-id': String(team) },
    variables,
  };
}

const outcomeOf = (answer: Answer) => {
  const error = answer.errors?.[0];
  if (!error) return 'allowed';
  const code = error.extensions?.code ?? 'no code';
  return ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'].includes(code)
    ? code
    : `${code}: ${error.message}`;
};

interface PostFields {
  follow_up?: string | null;
  views?: number | null;
  applicants_count?: number | null;
  can_edit: boolean;
}

/** How the post's fields read: as its team sees them (and whether editable), or as the public. */
function postView(fields: PostFields | undefined): string {
  if (!fields) return 'not listed';
  const team = [fields.follow_up, fields.views, fields.applicants_count].some((v) => v != null);
  return `${team ? 'team fields' : 'public fields'}${fields.can_edit ? ', can edit' : ''}`;
}

const invitee = () => ({
  first_name: 'Nia',
  last_name: 'Okafor',
  email: `invitee-${randomUUID().slice(0, 8)}@fixtures.shortlist.test`,
});

/** A pending invitation of the team, made by its owner: what an actor then tries to cancel. */
async function pendingInvitation(s: Scene, owner: TeamFixture): Promise<string> {
  const answer = await t.graphql(INVITE, {
    token: owner === s.companyOwner ? s.tokens.companyOwner : s.tokens.agencyOwner,
    headers: { 'x-team-id': String(owner.team.id) },
    variables: { input: invitee() },
  });
  return answer.data!.createInvitation.id;
}

/**
 * The team list: everyone but the caller for those who manage the team, the caller's own
 * membership alone for anyone else in it (the brief: "by user id otherwise").
 */
function teamListOutcome(
  s: Scene,
  actor: Actor,
  answer: GraphQLAnswer<{ viewUserTeam: { user_id: string }[] }>,
): string {
  const rows = answer.data?.viewUserTeam;
  if (!rows) return outcomeOf(answer);
  return rows.length === 1 && rows[0]!.user_id === s.userIds[actor] ? 'own membership' : 'allowed';
}

const operations: Record<string, (s: Scene, actor: Actor) => Promise<string>> = {
  applicants: async (s, actor) =>
    outcomeOf(await t.graphql(APPLICANTS, as(s, actor, { id: String(s.post.id) }))),
  'CV download': async (s, actor) => {
    const answer = await t.graphql(APPLICANTS, as(s, actor, { id: String(s.post.id) }));
    const url = answer.data?.viewApplicants[0]?.resumeUrl;
    if (!url) return outcomeOf(answer);
    const file = await t.app.inject({ method: 'GET', url });
    return file.statusCode === 200 ? 'allowed' : `HTTP ${file.statusCode}`;
  },
  'applicant profile (freelancer-profile)': async (s, actor) =>
    outcomeOf(
      await t.graphql(
        FREELANCER_PROFILE,
        as(s, actor, {
          user_id: s.applicantProfileId,
          application_id: String(s.application.id),
        }),
      ),
    ),
  'private candidate profile': async (s, actor) =>
    outcomeOf(await t.graphql(CANDIDATE_PROFILE, as(s, actor, { id: s.applicantProfileId }))),
  'post (team-only fields, can_edit)': async (s, actor) => {
    const answer = await t.graphql(POST, as(s, actor, { id: String(s.post.id) }));
    return answer.data ? postView(answer.data.opportunity as PostFields) : outcomeOf(answer);
  },
  "post on the company's page": async (s, actor) => {
    const answer = await t.graphql(
      COMPANY_PAGE,
      as(s, actor, { id: String(s.companyOwner.team.id) }),
    );
    if (!answer.data) return outcomeOf(answer);
    const rows = answer.data.companyProfile.opportunities.data as (PostFields & { id: string })[];
    // Its job for the employer side and candidates, its project for agencies.
    return postView(rows.find((row) => [s.job.id, s.post.id].map(String).includes(row.id)));
  },
  'company team list': async (s, actor) =>
    teamListOutcome(
      s,
      actor,
      await t.graphql(TEAM_LIST, as(s, actor, { team_id: String(s.companyOwner.team.id) })),
    ),
  'company team update': async (s, actor) =>
    outcomeOf(
      await t.graphql(
        TEAM_UPDATE,
        as(s, actor, {
          input: {
            user_id: String(s.associatedMember.user.id),
            team_id: String(s.companyOwner.team.id),
            can_post_jobs: true,
          },
        }),
      ),
    ),
  'company team remove': async (s, actor) =>
    outcomeOf(
      await t.graphql(
        TEAM_REMOVE,
        as(s, actor, {
          user_id: String(s.removable[actor].company.user.id),
          team_id: String(s.companyOwner.team.id),
        }),
      ),
    ),
  'company invitations list': async (s, actor) =>
    outcomeOf(
      await t.graphql(INVITATIONS, as(s, actor, { team_id: String(s.companyOwner.team.id) })),
    ),
  'company invitation cancel': async (s, actor) => {
    const id = await pendingInvitation(s, s.companyOwner);
    return outcomeOf(await t.graphql(CANCEL_INVITATION, as(s, actor, { id })));
  },
  'company profile (edit-profile)': async (s, actor) => {
    const answer = await t.graphql(COMPANY_PROFILE, as(s, actor));
    if (!answer.data) return outcomeOf(answer);
    return answer.data.myCompanyProfile.can_edit ? 'can edit' : 'read only';
  },
  'company credits (team_id)': async (s, actor) =>
    outcomeOf(await t.graphql(CREDIT, as(s, actor, { team_id: String(s.companyOwner.team.id) }))),
  // The active team's: each actor's own (the dual GUESTs' agency).
  'billing details (own team)': async (s, actor) =>
    outcomeOf(await t.graphql(BILLING_DETAILS, as(s, actor))),
  'invite (own team)': async (s, actor) =>
    outcomeOf(await t.graphql(INVITE, as(s, actor, { input: invitee() }))),
  'agency team list': async (s, actor) =>
    teamListOutcome(
      s,
      actor,
      await t.graphql(TEAM_LIST, as(s, actor, { team_id: String(s.agencyOwner.team.id) })),
    ),
  'agency team remove': async (s, actor) =>
    outcomeOf(
      await t.graphql(
        TEAM_REMOVE,
        as(s, actor, {
          user_id: String(s.removable[actor].agency.user.id),
          team_id: String(s.agencyOwner.team.id),
        }),
      ),
    ),
  'agency invitations list': async (s, actor) =>
    outcomeOf(
      await t.graphql(INVITATIONS, as(s, actor, { team_id: String(s.agencyOwner.team.id) })),
    ),
  'agency invitation cancel': async (s, actor) => {
    const id = await pendingInvitation(s, s.agencyOwner);
    return outcomeOf(await t.graphql(CANCEL_INVITATION, as(s, actor, { id })));
  },
};

/** Who reads the post's applicants: its team's ACTIVE users who see it as members. */
const applicantsRule = (refused: { outside: string; agencies: string }) =>
  ({
    companyOwner: 'allowed',
    companyAdmin: 'allowed',
    associatedMember: 'allowed',
    unassociatedMember: 'NOT_FOUND',
    inactiveAdmin: 'NOT_FOUND',
    dualMemberAsAgency: refused.agencies,
    dualAdminAsAgency: refused.agencies,
    agencyOwner: refused.agencies,
    agencyGuestAdmin: refused.agencies,
    candidate: refused.outside,
    otherCompany: refused.outside,
  }) satisfies Record<Actor, string>;

/** Managing the company team: its ACTIVE admins (the dual admin only when acting for it). */
const companyTeam = {
  companyOwner: 'allowed',
  companyAdmin: 'allowed',
  associatedMember: 'FORBIDDEN',
  unassociatedMember: 'FORBIDDEN',
  inactiveAdmin: 'FORBIDDEN',
  dualMemberAsAgency: 'FORBIDDEN',
  dualAdminAsAgency: 'FORBIDDEN',
  agencyOwner: 'FORBIDDEN',
  agencyGuestAdmin: 'FORBIDDEN',
  candidate: 'FORBIDDEN',
  otherCompany: 'FORBIDDEN',
} satisfies Record<Actor, string>;

/** Managing the agency team: its owner only (the brief's agency manage-team is AGENCY only). */
const agencyTeam = {
  ...companyTeam,
  companyOwner: 'FORBIDDEN',
  companyAdmin: 'FORBIDDEN',
  agencyOwner: 'allowed',
} satisfies Record<Actor, string>;

const expected: Record<string, Record<Actor, string>> = {
  applicants: applicantsRule({ outside: 'NOT_FOUND', agencies: 'FORBIDDEN' }),
  'CV download': applicantsRule({ outside: 'NOT_FOUND', agencies: 'FORBIDDEN' }),
  'applicant profile (freelancer-profile)': applicantsRule({
    outside: 'NOT_FOUND',
    agencies: 'NOT_FOUND',
  }),
  'private candidate profile': applicantsRule({ outside: 'NOT_FOUND', agencies: 'NOT_FOUND' }),
  'post (team-only fields, can_edit)': {
    companyOwner: 'team fields, can edit',
    companyAdmin: 'team fields, can edit',
    associatedMember: 'team fields, can edit',
    unassociatedMember: 'NOT_FOUND',
    inactiveAdmin: 'NOT_FOUND',
    // A published project: what any agency sees.
    dualMemberAsAgency: 'public fields',
    dualAdminAsAgency: 'public fields',
    agencyOwner: 'public fields',
    agencyGuestAdmin: 'public fields',
    candidate: 'NOT_FOUND',
    otherCompany: 'NOT_FOUND',
  },
  // The company's page lists its published jobs to its own users too: only those who see a
  // post as its team's members get its team-only fields and Edit.
  "post on the company's page": {
    companyOwner: 'team fields, can edit',
    companyAdmin: 'team fields, can edit',
    associatedMember: 'team fields, can edit',
    unassociatedMember: 'public fields',
    // Awaiting approval or deactivated: the member's view, and no posting.
    inactiveAdmin: 'public fields',
    // Agencies see its project there, as any agency does.
    dualMemberAsAgency: 'public fields',
    dualAdminAsAgency: 'public fields',
    agencyOwner: 'public fields',
    agencyGuestAdmin: 'public fields',
    candidate: 'public fields',
    otherCompany: 'NOT_FOUND',
  },
  // Those in the team who do not manage it get their own membership alone.
  'company team list': {
    ...companyTeam,
    associatedMember: 'own membership',
    unassociatedMember: 'own membership',
    inactiveAdmin: 'own membership',
  },
  'company team update': companyTeam,
  'company team remove': companyTeam,
  'company invitations list': companyTeam,
  // Invitations of a team the caller is not in (on the side they act for) are not found.
  'company invitation cancel': {
    ...companyTeam,
    dualMemberAsAgency: 'NOT_FOUND',
    dualAdminAsAgency: 'NOT_FOUND',
    agencyOwner: 'NOT_FOUND',
    agencyGuestAdmin: 'NOT_FOUND',
    candidate: 'NOT_FOUND',
    otherCompany: 'NOT_FOUND',
  },
  // A deactivated admin no longer speaks for the company (managesTeamAccount).
  'company profile (edit-profile)': {
    companyOwner: 'can edit',
    companyAdmin: 'can edit',
    associatedMember: 'read only',
    unassociatedMember: 'read only',
    inactiveAdmin: 'read only',
    dualMemberAsAgency: 'FORBIDDEN',
    dualAdminAsAgency: 'FORBIDDEN',
    agencyOwner: 'FORBIDDEN',
    agencyGuestAdmin: 'FORBIDDEN',
    candidate: 'FORBIDDEN',
    otherCompany: 'can edit',
  },
  'company credits (team_id)': {
    companyOwner: 'allowed',
    companyAdmin: 'allowed',
    associatedMember: 'allowed',
    unassociatedMember: 'allowed',
    inactiveAdmin: 'allowed',
    dualMemberAsAgency: 'FORBIDDEN',
    dualAdminAsAgency: 'FORBIDDEN',
    agencyOwner: 'FORBIDDEN',
    agencyGuestAdmin: 'FORBIDDEN',
    candidate: 'FORBIDDEN',
    otherCompany: 'FORBIDDEN',
  },
  'billing details (own team)': {
    companyOwner: 'allowed',
    companyAdmin: 'allowed',
    associatedMember: 'FORBIDDEN',
    unassociatedMember: 'FORBIDDEN',
    inactiveAdmin: 'FORBIDDEN',
    dualMemberAsAgency: 'FORBIDDEN',
    dualAdminAsAgency: 'FORBIDDEN',
    agencyOwner: 'allowed',
    agencyGuestAdmin: 'allowed',
    candidate: 'FORBIDDEN',
    otherCompany: 'allowed',
  },
  'invite (own team)': {
    companyOwner: 'allowed',
    companyAdmin: 'allowed',
    associatedMember: 'FORBIDDEN',
    unassociatedMember: 'FORBIDDEN',
    inactiveAdmin: 'FORBIDDEN',
    dualMemberAsAgency: 'FORBIDDEN',
    dualAdminAsAgency: 'FORBIDDEN',
    agencyOwner: 'allowed',
    agencyGuestAdmin: 'FORBIDDEN',
    candidate: 'FORBIDDEN',
    otherCompany: 'allowed',
  },
  'agency team list': {
    ...agencyTeam,
    agencyGuestAdmin: 'own membership',
    dualMemberAsAgency: 'own membership',
    dualAdminAsAgency: 'own membership',
  },
  'agency team remove': agencyTeam,
  'agency invitations list': agencyTeam,
  'agency invitation cancel': {
    ...agencyTeam,
    companyOwner: 'NOT_FOUND',
    companyAdmin: 'NOT_FOUND',
    associatedMember: 'NOT_FOUND',
    unassociatedMember: 'NOT_FOUND',
    inactiveAdmin: 'NOT_FOUND',
    candidate: 'NOT_FOUND',
    otherCompany: 'NOT_FOUND',
  },
};

describe('team rights: the actor matrix', () => {
  it('gives each actor exactly what their current membership and status in the team allow', async () => {
    const s = await scene();
    const actual: Record<string, Record<string, string>> = {};
    for (const [operation, run] of Object.entries(operations)) {
      actual[operation] = {};
      for (const actor of ACTORS) actual[operation][actor] = await run(s, actor);
    }
    expect(actual).toEqual(expected);
    // Some 200 requests and a dozen sign-ins (argon2): minutes on a loaded CI machine.
  }, 300_000);

  it('takes admin powers away from an admin deactivated meanwhile, on their next request', async () => {
    const s = await scene();
    const admin = await createTeamMember(t.db, s.companyOwner.team, 'admin');
    const token = await t.login(admin.email, admin.password);
    const ask = () =>
      t.graphql(APPLICANTS, {
        token,
        headers: { 'x-team-id': String(s.companyOwner.team.id) },
        variables: { id: String(s.post.id) },
      });
    expect(outcomeOf(await ask())).toBe('allowed');
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, admin.user.id));
    expect(outcomeOf(await ask())).toBe('NOT_FOUND');
  }, 180_000);
});
