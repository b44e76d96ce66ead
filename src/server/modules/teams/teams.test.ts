import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { opportunities, teamUserAssociations, teamUsers } from '../../db/schema';
import { createAgency, createEmployer, createTeamMember } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { allowPosting, associate, postOpportunity } from '../../testing/opportunities';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';

const m = messages.teams;

const MEMBERS = graphql(`
  query TeamsMembers($team_id: ID) {
    viewUserTeam(team_id: $team_id) {
      user_id
      team_id
      role
      can_post_jobs
      active
      is_owner
      type
      first_name
      last_name
      email
      avatar
      position
      associate_ids
    }
  }
`);
const UPDATE = graphql(`
  mutation TeamsUpdate($input: TeamUserSettingInput!) {
    updateTeamUserSetting(input: $input) {
      user_id
      role
      can_post_jobs
    }
  }
`);
const REMOVE = graphql(`
  mutation TeamsRemove($user_id: ID!, $team_id: ID) {
    deleteTeamUserSetting(user_id: $user_id, team_id: $team_id)
  }
`);
const ASSOCIATE = graphql(`
  mutation TeamsAssociate($input: TeamUserAssociationInput!) {
    createTeamUserAssociation(input: $input) {
      user_id
      associate_ids
    }
  }
`);
const DISSOCIATE = graphql(`
  mutation TeamsDissociate($input: TeamUserAssociationInput!) {
    deleteTeamUserAssociation(input: $input) {
      user_id
      associate_ids
    }
  }
`);
const SYNC = graphql(`
  mutation TeamsSync($input: SyncTeamUserAssociationInput!) {
    syncTeamUserAssociation(input: $input) {
      user_id
      associate_ids
    }
  }
`);
const TEAM_POSTS = graphql(`
  query TeamsTeamPosts($team_id: ID) {
    viewTeamOpportunity(team_id: $team_id, target: JOB) {
      data {
        id
      }
    }
  }
`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginPerIp: { limit: 10_000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const refusal = (answer: { errors?: { message: string; extensions?: { code?: string } }[] }) =>
  answer.errors?.[0] && {
    code: answer.errors[0].extensions?.code,
    message: answer.errors[0].message,
  };

/** An employer with a GUEST admin and two members. */
async function team() {
  const owner = await createEmployer(t.db);
  const admin = await createTeamMember(t.db, owner.team, 'admin', { position: 'Head of Talent' });
  const member = await createTeamMember(t.db, owner.team, 'member');
  const other = await createTeamMember(t.db, owner.team, 'member');
  const tokens = {
    owner: await t.login(owner.email, owner.password),
    admin: await t.login(admin.email, admin.password),
    member: await t.login(member.email, member.password),
  };
  return { owner, admin, member, other, tokens };
}

describe('viewUserTeam', () => {
  it("lists an admin's team without them, owner marked, associates by id", async () => {
    const { owner, admin, member, other, tokens } = await team();
    await associate(t.db, owner.team, member, owner);
    await associate(t.db, owner.team, member, other);
    const result = await t.graphql(MEMBERS, { token: tokens.admin });
    expect(result.data?.viewUserTeam).toEqual([
      {
        user_id: String(owner.user.id),
        team_id: String(owner.team.id),
        role: 'admin',
        can_post_jobs: true,
        active: true,
        is_owner: true,
        type: 'COMPANY',
        first_name: owner.user.firstName,
        last_name: owner.user.lastName,
        email: owner.email,
        avatar: null,
        position: null,
        associate_ids: [],
      },
      expect.objectContaining({
        user_id: String(member.user.id),
        role: 'member',
        can_post_jobs: false,
        is_owner: false,
        type: 'GUEST',
        associate_ids: [owner.user.id, other.user.id].sort((a, b) => a - b).map(String),
      }),
      expect.objectContaining({ user_id: String(other.user.id), associate_ids: [] }),
    ]);
    const owners = await t.graphql(MEMBERS, { token: tokens.owner });
    expect(owners.data?.viewUserTeam.map((row) => row.user_id)).toEqual(
      [admin, member, other].map((fixture) => String(fixture.user.id)),
    );
  });

  it('reads as many statements for a large team as for a small one', async () => {
    const { owner, tokens } = await team();
    const list = () => t.graphql(MEMBERS, { token: tokens.owner });
    await list();
    const small = await statementsDuring(list);
    for (let i = 0; i < 4; i += 1) {
      const extra = await createTeamMember(t.db, owner.team, 'member');
      await associate(t.db, owner.team, extra, owner);
    }
    expect(await statementsDuring(list)).toBe(small);
  });

  it('gives a member who does not manage the team their own membership (the brief: by user id)', async () => {
    const { owner, member, other, tokens } = await team();
    await associate(t.db, owner.team, member, other);
    const own = await t.graphql(MEMBERS, { token: tokens.member });
    expect(own.errors).toBeUndefined();
    expect(own.data?.viewUserTeam).toEqual([
      expect.objectContaining({
        user_id: String(member.user.id),
        team_id: String(owner.team.id),
        role: 'member',
        can_post_jobs: false,
        is_owner: false,
        associate_ids: [String(other.user.id)],
      }),
    ]);
    // Naming their team gives the same; an agency's GUEST admin (who does not manage it) too.
    expect(
      (
        await t.graphql(MEMBERS, {
          token: tokens.member,
          variables: { team_id: String(owner.team.id) },
        })
      ).data?.viewUserTeam.map((row) => row.user_id),
    ).toEqual([String(member.user.id)]);
    const agency = await createAgency(t.db);
    const guestAdmin = await createTeamMember(t.db, agency.team, 'admin');
    const guestToken = await t.login(guestAdmin.email, guestAdmin.password);
    expect(
      (await t.graphql(MEMBERS, { token: guestToken })).data?.viewUserTeam.map((row) => [
        row.user_id,
        row.role,
      ]),
    ).toEqual([[String(guestAdmin.user.id), 'admin']]);
  });

  it("is refused to another team's admin naming this team; an agency's GUEST admin lists no one else", async () => {
    const { owner } = await team();
    const stranger = await createEmployer(t.db);
    const strangerToken = await t.login(stranger.email, stranger.password);
    expect(
      refusal(
        await t.graphql(MEMBERS, {
          token: strangerToken,
          variables: { team_id: String(owner.team.id) },
        }),
      )?.code,
    ).toBe('FORBIDDEN');
    const agency = await createAgency(t.db);
    const guestAdmin = await createTeamMember(t.db, agency.team, 'admin');
    const guestToken = await t.login(guestAdmin.email, guestAdmin.password);
    expect(
      (await t.graphql(MEMBERS, { token: guestToken })).data?.viewUserTeam.map(
        (row) => row.user_id,
      ),
    ).toEqual([String(guestAdmin.user.id)]);
    const agencyToken = await t.login(agency.email, agency.password);
    expect(
      (await t.graphql(MEMBERS, { token: agencyToken })).data?.viewUserTeam.map(
        (row) => row.user_id,
      ),
    ).toEqual([String(guestAdmin.user.id)]);
  });
});

describe('updateTeamUserSetting', () => {
  it("changes another member's role and posting right, one or both", async () => {
    const { member, tokens } = await team();
    const user_id = String(member.user.id);
    const promoted = await t.graphql(UPDATE, {
      token: tokens.admin,
      variables: { input: { user_id, role: 'admin' } },
    });
    expect(promoted.data?.updateTeamUserSetting).toEqual({
      user_id,
      role: 'admin',
      can_post_jobs: false,
    });
    const both = await t.graphql(UPDATE, {
      token: tokens.owner,
      variables: { input: { user_id, role: 'member', can_post_jobs: true } },
    });
    expect(both.data?.updateTeamUserSetting).toEqual({
      user_id,
      role: 'member',
      can_post_jobs: true,
    });
    const nothing = await t.graphql(UPDATE, {
      token: tokens.owner,
      variables: { input: { user_id } },
    });
    expect(refusal(nothing)?.code).toBe('BAD_USER_INPUT');
  });

  it("never the owner's or the caller's own, nor outside the team", async () => {
    const { owner, admin, tokens } = await team();
    const update = (token: string, user_id: number, team_id?: number) =>
      t.graphql(UPDATE, {
        token,
        variables: {
          input: { user_id: String(user_id), team_id: team_id && String(team_id), role: 'member' },
        },
      });
    expect(refusal(await update(tokens.admin, owner.user.id))).toEqual({
      code: 'FORBIDDEN',
      message: m.cannotChangeOwner,
    });
    expect(refusal(await update(tokens.admin, admin.user.id))).toEqual({
      code: 'FORBIDDEN',
      message: m.cannotChangeSelf,
    });
    expect(refusal(await update(tokens.owner, owner.user.id))?.message).toBe(m.cannotChangeSelf);
    const elsewhere = await createEmployer(t.db);
    const outsider = await createTeamMember(t.db, elsewhere.team, 'member');
    expect(refusal(await update(tokens.owner, outsider.user.id))).toEqual({
      code: 'NOT_FOUND',
      message: m.memberNotFound,
    });
    expect(refusal(await update(tokens.owner, outsider.user.id, elsewhere.team.id))).toEqual({
      code: 'FORBIDDEN',
      message: m.notTeamAdmin,
    });
    expect(refusal(await update(tokens.member, admin.user.id))?.message).toBe(m.notTeamAdmin);
    const [row] = await t.db
      .select({ role: teamUsers.role })
      .from(teamUsers)
      .where(eq(teamUsers.userId, outsider.user.id));
    expect(row?.role).toBe('member');
  });

  it('takes effect on the member’s next request: made admin, they manage the team', async () => {
    const { member, tokens } = await team();
    // As a member: their own membership only.
    expect((await t.graphql(MEMBERS, { token: tokens.member })).data?.viewUserTeam).toHaveLength(1);
    await t.graphql(UPDATE, {
      token: tokens.owner,
      variables: { input: { user_id: String(member.user.id), role: 'admin' } },
    });
    expect((await t.graphql(MEMBERS, { token: tokens.member })).data?.viewUserTeam).toHaveLength(3);
  });
});

describe('deleteTeamUserSetting', () => {
  it('removes a member with their associations both ways; their posts stay the team’s', async () => {
    const { owner, member, other, tokens } = await team();
    await allowPosting(t.db, member);
    const post = await postOpportunity(t.db, member);
    await associate(t.db, owner.team, member, owner);
    await associate(t.db, owner.team, other, member);
    // Another team's association of the same user is not this team's to delete.
    const elsewhere = await createEmployer(t.db);
    await t.db.insert(teamUsers).values({ teamId: elsewhere.team.id, userId: member.user.id });
    await associate(t.db, elsewhere.team, member, elsewhere);
    // Before: the member sees the team's posts.
    expect(
      (
        await t.graphql(TEAM_POSTS, {
          token: tokens.member,
          variables: { team_id: String(owner.team.id) },
        })
      ).data?.viewTeamOpportunity.data,
    ).toEqual([{ id: String(post.id) }]);

    const removed = await t.graphql(REMOVE, {
      token: tokens.admin,
      variables: { user_id: String(member.user.id) },
    });
    expect(removed.data?.deleteTeamUserSetting).toBe(true);
    const left = await t.db
      .select()
      .from(teamUserAssociations)
      .where(
        and(
          eq(teamUserAssociations.userId, member.user.id),
          eq(teamUserAssociations.teamId, owner.team.id),
        ),
      );
    expect(left).toEqual([]);
    expect(
      await t.db
        .select()
        .from(teamUserAssociations)
        .where(eq(teamUserAssociations.associateId, member.user.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select({ teamId: teamUserAssociations.teamId })
        .from(teamUserAssociations)
        .where(eq(teamUserAssociations.userId, member.user.id)),
    ).toEqual([{ teamId: elsewhere.team.id }]);
    const [kept] = await t.db.select().from(opportunities).where(eq(opportunities.id, post.id));
    expect(kept).toMatchObject({ teamId: owner.team.id, createdBy: member.user.id });

    // The same session, next request: the team is gone from it.
    expect(
      refusal(
        await t.graphql(TEAM_POSTS, {
          token: tokens.member,
          variables: { team_id: String(owner.team.id) },
        }),
      )?.code,
    ).toBe('FORBIDDEN');
    // Admins still see the post.
    expect(
      (await t.graphql(TEAM_POSTS, { token: tokens.owner })).data?.viewTeamOpportunity.data,
    ).toEqual([{ id: String(post.id) }]);
  });

  it('never the owner, the caller or an admin; never another team’s member', async () => {
    const { owner, admin, member, tokens } = await team();
    const remove = (token: string, user_id: number, team_id?: number) =>
      t.graphql(REMOVE, {
        token,
        variables: { user_id: String(user_id), team_id: team_id && String(team_id) },
      });
    expect(refusal(await remove(tokens.admin, owner.user.id))).toEqual({
      code: 'FORBIDDEN',
      message: m.cannotRemoveOwner,
    });
    expect(refusal(await remove(tokens.admin, admin.user.id))).toEqual({
      code: 'FORBIDDEN',
      message: m.cannotRemoveSelf,
    });
    expect(refusal(await remove(tokens.owner, owner.user.id))?.message).toBe(m.cannotRemoveSelf);
    expect(refusal(await remove(tokens.owner, admin.user.id))).toEqual({
      code: 'FORBIDDEN',
      message: m.cannotRemoveAdmin,
    });
    expect(refusal(await remove(tokens.member, member.user.id))?.message).toBe(m.notTeamAdmin);
    const elsewhere = await createEmployer(t.db);
    const outsider = await createTeamMember(t.db, elsewhere.team, 'member');
    expect(refusal(await remove(tokens.owner, outsider.user.id))?.code).toBe('NOT_FOUND');
    expect(refusal(await remove(tokens.owner, outsider.user.id, elsewhere.team.id))?.code).toBe(
      'FORBIDDEN',
    );
    const rows = await t.db
      .select({ userId: teamUsers.userId })
      .from(teamUsers)
      .where(eq(teamUsers.teamId, owner.team.id));
    expect(rows).toHaveLength(4);
  });
});

describe('associations', () => {
  it('creates, removes and syncs which members’ posts a member sees, and the dashboard follows', async () => {
    const { owner, admin, member, other, tokens } = await team();
    const ownPost = await postOpportunity(t.db, owner);
    await allowPosting(t.db, other);
    const othersPost = await postOpportunity(t.db, other);
    const seen = async () =>
      (await t.graphql(TEAM_POSTS, { token: tokens.member })).data?.viewTeamOpportunity.data.map(
        (row) => Number(row.id),
      );
    const input = (associate_id: number) => ({
      user_id: String(member.user.id),
      associate_id: String(associate_id),
    });
    expect(await seen()).toEqual([]);
    const created = await t.graphql(ASSOCIATE, {
      token: tokens.admin,
      variables: { input: input(owner.user.id) },
    });
    expect(created.data?.createTeamUserAssociation.associate_ids).toEqual([String(owner.user.id)]);
    // Twice is once.
    await t.graphql(ASSOCIATE, { token: tokens.admin, variables: { input: input(owner.user.id) } });
    expect(await seen()).toEqual([ownPost.id]);
    const synced = await t.graphql(SYNC, {
      token: tokens.owner,
      variables: {
        input: {
          user_id: String(member.user.id),
          associate_ids: [String(other.user.id), String(admin.user.id), String(other.user.id)],
        },
      },
    });
    expect(synced.data?.syncTeamUserAssociation.associate_ids.sort()).toEqual(
      [String(other.user.id), String(admin.user.id)].sort(),
    );
    expect(await seen()).toEqual([othersPost.id]);
    const dissociated = await t.graphql(DISSOCIATE, {
      token: tokens.owner,
      variables: { input: input(other.user.id) },
    });
    expect(dissociated.data?.deleteTeamUserAssociation.associate_ids).toEqual([
      String(admin.user.id),
    ]);
    expect(await seen()).toEqual([]);
  });

  it('only between members of the same team, never by members, never the caller’s own', async () => {
    const { owner, admin, member, tokens } = await team();
    const elsewhere = await createEmployer(t.db);
    const outsider = await createTeamMember(t.db, elsewhere.team, 'member');
    const answer = await t.graphql(ASSOCIATE, {
      token: tokens.owner,
      variables: {
        input: { user_id: String(member.user.id), associate_id: String(outsider.user.id) },
      },
    });
    expect(answer.errors?.[0]?.extensions?.validation).toEqual({
      'input.associate_id': [m.associateNotMember],
    });
    const self = await t.graphql(SYNC, {
      token: tokens.owner,
      variables: {
        input: { user_id: String(member.user.id), associate_ids: [String(member.user.id)] },
      },
    });
    expect(self.errors?.[0]?.extensions?.validation).toEqual({
      'input.associate_ids': [m.associateNotMember],
    });
    const byMember = await t.graphql(ASSOCIATE, {
      token: tokens.member,
      variables: {
        input: { user_id: String(member.user.id), associate_id: String(owner.user.id) },
      },
    });
    expect(refusal(byMember)?.message).toBe(m.notTeamAdmin);
    const own = await t.graphql(SYNC, {
      token: tokens.admin,
      variables: { input: { user_id: String(admin.user.id), associate_ids: [] } },
    });
    expect(refusal(own)?.message).toBe(m.cannotChangeSelf);
    const crossTenant = await t.graphql(ASSOCIATE, {
      token: tokens.owner,
      variables: {
        input: {
          user_id: String(outsider.user.id),
          team_id: String(elsewhere.team.id),
          associate_id: String(elsewhere.user.id),
        },
      },
    });
    expect(refusal(crossTenant)?.code).toBe('FORBIDDEN');
    expect(
      await t.db
        .select()
        .from(teamUserAssociations)
        .where(eq(teamUserAssociations.teamId, elsewhere.team.id)),
    ).toEqual([]);
  });
});
