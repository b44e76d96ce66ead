/**
 * Managing a team (manage-team, docs/teams.md): its members, their roles and posting rights,
 * whose posts each may see (associations), and removing them. Every rule is here:
 * - only the team's ACTIVE admins manage it; of an agency's team only its AGENCY owner (the
 *   brief's manage-team is "AGENCY only" on the agency side), so a GUEST admin of an agency is
 *   refused, and so is a deactivated admin (team-rules.ts, managedTeamOf);
 * - nobody changes their own or the owner's role or posting right;
 * - only members who are not admins are removed, never the owner or the caller;
 * - associates are members of the same team.
 * The caller's memberships are read per request (identity/actor.ts), so a change here holds
 * for the member's very next request.
 */
import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { TeamRole } from '../../../shared/users';
import type { Database } from '../../db/client';
import { teamUserAssociations, teamUsers, users } from '../../db/schema';
import { badUserInput, forbidden, notFound } from '../../platform/domain-error';
import { managedTeamOf, membershipOf } from './team-rules';
import type { Actor, Membership, TeamUserRow } from '../identity';
import type { TeamMember } from './mappers';

const m = messages.teams;

export type { TeamMember } from './mappers';

export interface TeamUserSetting {
  userId: number;
  teamId?: number;
  role?: TeamRole;
  canPostJobs?: boolean;
}

export interface TeamUserAssociation {
  userId: number;
  teamId?: number;
  associateId: number;
}

const memberColumns = {
  teamUser: teamUsers,
  user: {
    id: users.id,
    type: users.type,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    avatar: users.avatar,
    position: users.position,
  },
};

/**
 * The team the caller manages: the active one, or `teamId` when it is one of their teams on
 * the side they act for; FORBIDDEN unless they have admin powers in it (an ACTIVE admin; of an
 * agency's, its owner): team-rules.ts, managedTeamOf.
 */
export function managedTeam(actor: Actor, teamId?: number): Membership {
  const membership = managedTeamOf(actor, teamId);
  if (!membership) throw forbidden(m.notTeamAdmin);
  return membership;
}

export class TeamService {
  constructor(private readonly db: Database) {}

  /**
   * The team's members but the caller, oldest membership first, with their associates. The
   * brief loads team users "by team id for admins, by user id otherwise": a member who does
   * not manage the team gets their own membership (role, posting right, associates) alone.
   */
  async members(actor: Actor, teamId?: number): Promise<TeamMember[]> {
    const managed = managedTeamOf(actor, teamId);
    if (managed) {
      const { team } = managed;
      return this.membersOf(team.id, team.ownerId, ne(teamUsers.userId, actor.user.id));
    }
    const own = membershipOf(actor, teamId);
    if (!own) throw forbidden(m.notTeamAdmin);
    return this.membersOf(own.team.id, own.team.ownerId, eq(teamUsers.userId, actor.user.id));
  }

  /** Changes another member's role and/or posting right. */
  async updateSetting(actor: Actor, setting: TeamUserSetting): Promise<TeamMember> {
    const membership = managedTeam(actor, setting.teamId);
    const target = await this.changeableMember(actor, membership, setting.userId);
    if (setting.role === undefined && setting.canPostJobs === undefined) {
      throw badUserInput({ input: [messages.common.fieldRequired] });
    }
    await this.db
      .update(teamUsers)
      .set({
        ...(setting.role === undefined ? {} : { role: setting.role }),
        ...(setting.canPostJobs === undefined ? {} : { canPostJobs: setting.canPostJobs }),
      })
      .where(eq(teamUsers.id, target.id));
    return this.memberOf(membership, setting.userId);
  }

  /**
   * Removes a member who is not an admin, with every association naming them in the team
   * (theirs and others' of them), in one transaction. Their posts stay the team's, created by
   * them; admins still see them, members associated with them no longer do.
   */
  async remove(actor: Actor, userId: number, teamId?: number): Promise<void> {
    const { team } = managedTeam(actor, teamId);
    if (userId === actor.user.id) throw forbidden(m.cannotRemoveSelf);
    if (userId === team.ownerId) throw forbidden(m.cannotRemoveOwner);
    const target = await this.teamUser(team.id, userId);
    if (target.role === 'admin') throw forbidden(m.cannotRemoveAdmin);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(teamUserAssociations)
        .where(
          and(
            eq(teamUserAssociations.teamId, team.id),
            or(
              eq(teamUserAssociations.userId, userId),
              eq(teamUserAssociations.associateId, userId),
            ),
          ),
        );
      // Only if still a non-admin: another admin may have promoted them meanwhile.
      const removed = await tx
        .delete(teamUsers)
        .where(and(eq(teamUsers.id, target.id), eq(teamUsers.role, 'member')))
        .returning({ id: teamUsers.id });
      if (removed.length === 0) throw forbidden(m.cannotRemoveAdmin);
    });
  }

  /** `userId` may see and manage `associateId`'s posts from now on. */
  async associate(actor: Actor, association: TeamUserAssociation): Promise<TeamMember> {
    const membership = managedTeam(actor, association.teamId);
    await this.changeableAssociations(actor, membership, association.userId);
    await this.checkAssociates(
      membership,
      association.userId,
      [association.associateId],
      'input.associate_id',
    );
    await this.db
      .insert(teamUserAssociations)
      .values({
        teamId: membership.team.id,
        userId: association.userId,
        associateId: association.associateId,
      })
      .onConflictDoNothing();
    return this.memberOf(membership, association.userId);
  }

  /** `userId` no longer sees `associateId`'s posts (unless an admin). */
  async dissociate(actor: Actor, association: TeamUserAssociation): Promise<TeamMember> {
    const membership = managedTeam(actor, association.teamId);
    await this.changeableAssociations(actor, membership, association.userId);
    await this.db
      .delete(teamUserAssociations)
      .where(
        and(
          eq(teamUserAssociations.teamId, membership.team.id),
          eq(teamUserAssociations.userId, association.userId),
          eq(teamUserAssociations.associateId, association.associateId),
        ),
      );
    return this.memberOf(membership, association.userId);
  }

  /** Replaces the member's associates with exactly `associateIds`. */
  async syncAssociations(
    actor: Actor,
    { userId, teamId, associateIds }: { userId: number; teamId?: number; associateIds: number[] },
  ): Promise<TeamMember> {
    const membership = managedTeam(actor, teamId);
    await this.changeableAssociations(actor, membership, userId);
    const wanted = [...new Set(associateIds)];
    await this.checkAssociates(membership, userId, wanted, 'input.associate_ids');
    const team = membership.team.id;
    await this.db.transaction(async (tx) => {
      await tx
        .delete(teamUserAssociations)
        .where(and(eq(teamUserAssociations.teamId, team), eq(teamUserAssociations.userId, userId)));
      if (wanted.length > 0) {
        await tx
          .insert(teamUserAssociations)
          .values(wanted.map((associateId) => ({ teamId: team, userId, associateId })));
      }
    });
    return this.memberOf(membership, userId);
  }

  /** Another member whose role and posting right may change: not the caller, not the owner. */
  private async changeableMember(
    actor: Actor,
    { team }: Membership,
    userId: number,
  ): Promise<TeamUserRow> {
    if (userId === actor.user.id) throw forbidden(m.cannotChangeSelf);
    if (userId === team.ownerId) throw forbidden(m.cannotChangeOwner);
    return this.teamUser(team.id, userId);
  }

  /** Another member of the team (the owner included: associations are no role or right). */
  private async changeableAssociations(
    actor: Actor,
    { team }: Membership,
    userId: number,
  ): Promise<void> {
    if (userId === actor.user.id) throw forbidden(m.cannotChangeSelf);
    await this.teamUser(team.id, userId);
  }

  /** Each associate is another member of the same team. */
  private async checkAssociates(
    { team }: Membership,
    userId: number,
    associateIds: number[],
    field: string,
  ): Promise<void> {
    if (associateIds.length === 0) return;
    const found = await this.db
      .select({ userId: teamUsers.userId })
      .from(teamUsers)
      .where(and(eq(teamUsers.teamId, team.id), inArray(teamUsers.userId, associateIds)));
    if (associateIds.includes(userId) || found.length !== associateIds.length) {
      throw badUserInput({ [field]: [m.associateNotMember] });
    }
  }

  private async teamUser(teamId: number, userId: number): Promise<TeamUserRow> {
    const [row] = await this.db
      .select()
      .from(teamUsers)
      .where(and(eq(teamUsers.teamId, teamId), eq(teamUsers.userId, userId)))
      .limit(1);
    if (!row) throw notFound(m.memberNotFound);
    return row;
  }

  private async memberOf({ team }: Membership, userId: number): Promise<TeamMember> {
    const [member] = await this.membersOf(team.id, team.ownerId, eq(teamUsers.userId, userId));
    if (!member) throw notFound(m.memberNotFound);
    return member;
  }

  /** Two statements whatever the team's size: the members, then their associations. */
  private async membersOf(teamId: number, ownerId: number, which: SQL): Promise<TeamMember[]> {
    const rows = await this.db
      .select(memberColumns)
      .from(teamUsers)
      .innerJoin(users, eq(users.id, teamUsers.userId))
      .where(and(eq(teamUsers.teamId, teamId), which))
      .orderBy(asc(teamUsers.id));
    if (rows.length === 0) return [];
    const associations = await this.db
      .select({
        userId: teamUserAssociations.userId,
        associateId: teamUserAssociations.associateId,
      })
      .from(teamUserAssociations)
      .where(
        and(
          eq(teamUserAssociations.teamId, teamId),
          inArray(
            teamUserAssociations.userId,
            rows.map((row) => row.user.id),
          ),
        ),
      )
      .orderBy(asc(teamUserAssociations.associateId));
    return rows.map((row) => ({
      ...row,
      isOwner: row.user.id === ownerId,
      associateIds: associations
        .filter((association) => association.userId === row.user.id)
        .map((association) => association.associateId),
    }));
  }
}
