/**
 * Who may do what to a company team (issue 14 item 6, docs/security.md G6), as one table:
 * each actor against each operation on the owner's team, answered as allowed or the code.
 * Team operations name the owner's team (`team_id`); the other team's admin also names it in
 * X-Team-Id on every request, which the API ignores for a team they are not in, so their
 * billing calls act on their own team (checked below: nothing of theirs lands on this one).
 * Invitations (modules/invitations) are in the table too. Visibility of posts follows the role and associations (the employer dashboard's list).
 */
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDetails } from '../../db/schema';
import {
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
} from '../../testing/fixtures';
import { testCardExpiry } from '../../testing/cards';
import { graphql } from '../../testing/gql';
import { allowPosting, associate, postOpportunity } from '../../testing/opportunities';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../../testing/test-app';

const BILLING_DETAILS = graphql(`
  query TeamPermissionsBillingDetails {
    billingDetails {
      name
    }
  }
`);
const SAVE_BILLING_DETAILS = graphql(`
  mutation TeamPermissionsSaveBillingDetails($input: BillingDetailsInput!) {
    updateBillingDetails(input: $input) {
      name
    }
  }
`);
const REQUEST_CREDIT_ACCOUNT = graphql(`
  mutation TeamPermissionsRequestCreditAccount($input: CreditAccountInput!) {
    requestCreditAccount(input: $input) {
      status
    }
  }
`);
const CALCULATE_PRICE = graphql(`
  query TeamPermissionsCalculatePrice {
    calculatePrice(qty: 2) {
      total
    }
  }
`);
const PURCHASE = graphql(`
  mutation TeamPermissionsPurchase($input: PurchaseCreditsInput!) {
    purchaseCredits(input: $input) {
      status
    }
  }
`);
const CARD = graphql(`
  query TeamPermissionsCard {
    defaultPaymentMethod {
      last4
    }
  }
`);
const NEW_LOCAL_CARD = graphql(`
  mutation TeamPermissionsNewLocalCard($input: LocalCardInput!) {
    createLocalPaymentMethod(input: $input)
  }
`);
const SAVE_CARD = graphql(`
  mutation TeamPermissionsSaveCard($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      last4
    }
  }
`);
const CREDIT_HISTORY = graphql(`
  query TeamPermissionsCreditHistory {
    creditHistory {
      data {
        id
      }
    }
  }
`);
const INVOICES = graphql(`
  query TeamPermissionsInvoices {
    invoices {
      data {
        id
      }
    }
  }
`);
const TEAM_LIST = graphql(`
  query TeamPermissionsTeamList($team_id: ID) {
    viewUserTeam(team_id: $team_id) {
      user_id
    }
  }
`);
const TEAM_UPDATE = graphql(`
  mutation TeamPermissionsTeamUpdate($input: TeamUserSettingInput!) {
    updateTeamUserSetting(input: $input) {
      user_id
    }
  }
`);
const TEAM_REMOVE = graphql(`
  mutation TeamPermissionsTeamRemove($user_id: ID!, $team_id: ID) {
    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)
  }
`);
const TEAM_ASSOCIATIONS = graphql(`
  mutation TeamPermissionsTeamAssociations($input: SyncTeamUserAssociationInput!) {
    syncTeamUserAssociation(input: $input) {
      user_id
    }
  }
`);
const INVITE = graphql(`
  mutation TeamPermissionsInvite($input: CreateInvitationInput!) {
    createInvitation(input: $input) {
      id
    }
  }
`);
const INVITATIONS = graphql(`
  query TeamPermissionsInvitations($team_id: ID) {
    viewInvitations(team_id: $team_id) {
      id
    }
  }
`);
const DASHBOARD = graphql(`
  query TeamPermissionsDashboard($team_id: ID) {
    viewTeamOpportunity(team_id: $team_id, target: JOB) {
      data {
        id
      }
    }
  }
`);

const ACTORS = [
  'owner',
  'guestAdmin',
  'posterMember',
  'viewerMember',
  'otherTeamAdmin',
  'candidate',
  'anonymous',
] as const;
type Actor = (typeof ACTORS)[number];

const BILLING = {
  email: 'billing@northbank.example',
  phone: '020 7946 0202',
  address_1: '1 Bankside',
  city: 'London',
  state: 'Greater London',
  zip: 'SE1 9AA',
};
const CREDIT_ACCOUNT = {
  invoice_company: 'Northbank Retail Group',
  invoice_address_1: '1 Bankside',
  invoice_city: 'London',
  invoice_state: 'Greater London',
  invoice_zip: 'SE1 9AA',
  invoice_phone: '020 7946 0202',
  invoice_email: 'accounts@northbank.example',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginPerIp: { limit: 10_000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

/** The owner's team with an admin, two members and a post each by the owner and the poster. */
async function scene() {
  const owner = await createEmployer(t.db);
  const guestAdmin = await createTeamMember(t.db, owner.team, 'admin');
  const posterMember = await createTeamMember(t.db, owner.team, 'member');
  await allowPosting(t.db, posterMember);
  const viewerMember = await createTeamMember(t.db, owner.team, 'member');
  // The viewer may see the poster's posts.
  await associate(t.db, owner.team, viewerMember, posterMember);
  const otherTeam = await createEmployer(t.db);
  const candidate = await createCandidate(t.db);
  const ownersPost = await postOpportunity(t.db, owner);
  const postersPost = await postOpportunity(t.db, posterMember);
  const posts = new Map([
    [String(ownersPost.id), "owner's post"],
    [String(postersPost.id), "poster's post"],
  ]);
  const fixtures: Record<Exclude<Actor, 'anonymous'>, { email: string; password: string }> = {
    owner,
    guestAdmin,
    posterMember,
    viewerMember,
    otherTeamAdmin: otherTeam,
    candidate,
  };
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(fixtures).map(async ([actor, { email, password }]) => [
        actor,
        await t.login(email, password),
      ]),
    ),
  ) as Record<Exclude<Actor, 'anonymous'>, string>;
  // Each actor removes a member of their own, so one removal does not change the next row.
  const removable = {} as Record<Actor, TeamFixture>;
  for (const actor of ACTORS) removable[actor] = await createTeamMember(t.db, owner.team, 'member');
  return { owner, otherTeam, viewerMember, posterMember, posts, tokens, removable };
}

type Scene = Awaited<ReturnType<typeof scene>>;
type Answer = GraphQLAnswer<unknown>;

/** The request an actor sends: their token, and the other team's admin naming this team. */
function as(s: Scene, actor: Actor, variables: Record<string, unknown> = {}) {
  return {
    token: actor === 'anonymous' ? undefined : s.tokens[actor],
    headers: { 'x-team-id': String(s.owner.team.id) },
    variables,
  };
}

const outcomeOf = (answer: Answer) => {
  const error = answer.errors?.[0];
  if (!error) return 'allowed';
  const code = error.extensions?.code ?? 'no code';
  // Anything but a refusal is a failure of the test's own making: show it whole.
  return ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'].includes(code)
    ? code
    : `${code}: ${error.message}`;
};

const operations: Record<string, (s: Scene, actor: Actor) => Promise<Answer>> = {
  'billing details (read)': (s, actor) => t.graphql(BILLING_DETAILS, as(s, actor)),
  'billing details (save)': (s, actor) =>
    t.graphql(SAVE_BILLING_DETAILS, as(s, actor, { input: { ...BILLING, name: actor } })),
  'credit account request': (s, actor) =>
    t.graphql(REQUEST_CREDIT_ACCOUNT, as(s, actor, { input: CREDIT_ACCOUNT })),
  'buying: calculatePrice': (s, actor) => t.graphql(CALCULATE_PRICE, as(s, actor)),
  'payment method (read)': (s, actor) => t.graphql(CARD, as(s, actor)),
  'payment method (save)': async (s, actor) => {
    const card = await t.graphql(
      NEW_LOCAL_CARD,
      as(s, actor, {
        input: {
          number: '4242424242424242',
          exp_month: 4,
          exp_year: testCardExpiry().year,
          cvc: '123',
        },
      }),
    );
    if (!card.data) return card;
    return t.graphql(
      SAVE_CARD,
      as(s, actor, { input: { payment_method_id: card.data.createLocalPaymentMethod } }),
    );
  },
  // After the card was saved, so an allowed purchase goes through.
  'buying: purchase': (s, actor) =>
    t.graphql(PURCHASE, as(s, actor, { input: { qty: 1, idempotency_key: randomUUID() } })),
  'credit history': (s, actor) => t.graphql(CREDIT_HISTORY, as(s, actor)),
  'invoices list': (s, actor) => t.graphql(INVOICES, as(s, actor)),
  'team list': (s, actor) =>
    t.graphql(TEAM_LIST, as(s, actor, { team_id: String(s.owner.team.id) })),
  'team update': (s, actor) =>
    t.graphql(
      TEAM_UPDATE,
      as(s, actor, {
        input: {
          user_id: String(s.viewerMember.user.id),
          team_id: String(s.owner.team.id),
          can_post_jobs: false,
        },
      }),
    ),
  'team remove': (s, actor) =>
    t.graphql(
      TEAM_REMOVE,
      as(s, actor, {
        user_id: String(s.removable[actor].user.id),
        team_id: String(s.owner.team.id),
      }),
    ),
  'team associations': (s, actor) =>
    t.graphql(
      TEAM_ASSOCIATIONS,
      as(s, actor, {
        input: {
          user_id: String(s.viewerMember.user.id),
          team_id: String(s.owner.team.id),
          associate_ids: [String(s.posterMember.user.id)],
        },
      }),
    ),
  // On the active team (createInvitation names none): the other team's admin invites to theirs.
  'invitations create': (s, actor) =>
    t.graphql(
      INVITE,
      as(s, actor, {
        input: {
          first_name: 'Nia',
          last_name: 'Okafor',
          email: `invitee-${randomUUID().slice(0, 8)}@fixtures.shortlist.test`,
        },
      }),
    ),
  'invitations list': (s, actor) =>
    t.graphql(INVITATIONS, as(s, actor, { team_id: String(s.owner.team.id) })),
};

const billing = (refused: { members: string; candidate: string }) =>
  ({
    owner: 'allowed',
    guestAdmin: 'allowed',
    posterMember: refused.members,
    viewerMember: refused.members,
    // On their own team: X-Team-Id naming a team they are not in is ignored.
    otherTeamAdmin: 'allowed',
    candidate: refused.candidate,
    anonymous: 'UNAUTHENTICATED',
  }) satisfies Record<Actor, string>;

const teamOperation = {
  owner: 'allowed',
  guestAdmin: 'allowed',
  posterMember: 'FORBIDDEN',
  viewerMember: 'FORBIDDEN',
  otherTeamAdmin: 'FORBIDDEN',
  candidate: 'FORBIDDEN',
  anonymous: 'UNAUTHENTICATED',
} satisfies Record<Actor, string>;

const refusedToAllButAdmins = billing({ members: 'FORBIDDEN', candidate: 'FORBIDDEN' });

const expected: Record<string, Record<Actor, string>> = {
  'billing details (read)': refusedToAllButAdmins,
  'billing details (save)': refusedToAllButAdmins,
  'credit account request': refusedToAllButAdmins,
  'buying: calculatePrice': refusedToAllButAdmins,
  'payment method (read)': refusedToAllButAdmins,
  'payment method (save)': refusedToAllButAdmins,
  'buying: purchase': refusedToAllButAdmins,
  'credit history': refusedToAllButAdmins,
  'invoices list': refusedToAllButAdmins,
  // A member is given their own membership (the brief: by user id); a stranger nothing.
  'team list': { ...teamOperation, posterMember: 'allowed', viewerMember: 'allowed' },
  'team update': teamOperation,
  'team remove': teamOperation,
  'team associations': teamOperation,
  'invitations create': refusedToAllButAdmins,
  'invitations list': teamOperation,
};

describe('the enforcement matrix', () => {
  it('allows each operation to exactly the actors the brief names', async () => {
    const s = await scene();
    const actual: Record<string, Record<string, string>> = {};
    for (const [operation, run] of Object.entries(operations)) {
      actual[operation] = {};
      for (const actor of ACTORS) {
        actual[operation][actor] = outcomeOf(await run(s, actor));
      }
    }
    expect(actual).toEqual(expected);

    // The other team's admin wrote billing details on their own team, not on this one.
    const details = async (teamId: number) =>
      (
        await t.db
          .select({ name: billingDetails.name })
          .from(billingDetails)
          .where(eq(billingDetails.teamId, teamId))
      )[0]?.name;
    expect(await details(s.owner.team.id)).toBe('guestAdmin');
    expect(await details(s.otherTeam.team.id)).toBe('otherTeamAdmin');
  });

  it('shows each the posts the role and associations allow on the dashboard', async () => {
    const s = await scene();
    const actual: Record<string, string | string[]> = {};
    for (const actor of ACTORS) {
      const answer = await t.graphql(DASHBOARD, as(s, actor, { team_id: String(s.owner.team.id) }));
      actual[actor] = answer.data
        ? answer.data.viewTeamOpportunity.data.map((row) => s.posts.get(row.id) ?? row.id).sort()
        : outcomeOf(answer);
    }
    expect(actual).toEqual({
      owner: ["owner's post", "poster's post"],
      guestAdmin: ["owner's post", "poster's post"],
      posterMember: ["poster's post"],
      // Associated with the poster.
      viewerMember: ["poster's post"],
      otherTeamAdmin: 'FORBIDDEN',
      candidate: 'FORBIDDEN',
      anonymous: 'UNAUTHENTICATED',
    });
  });
});
