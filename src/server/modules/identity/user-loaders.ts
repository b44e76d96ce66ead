/**
 * Per-request DataLoaders behind the GraphQL `User` (user.ts): each field reads only what it
 * needs, and a list of users costs one statement per kind of data, not one per user. So
 * `{ me { id email } }` reads one row after the session's.
 */
import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Membership, UserRow } from './auth-service';
import type { Database } from '../../db/client';
import {
  industries,
  positions,
  services,
  teamIndustries,
  teams,
  teamServices,
  teamUsers,
  userIndustries,
  userPositions,
  users,
} from '../../db/schema';
import { byId, groupedBy } from '../../platform/graphql/loader-answers';

export interface Named {
  id: number;
  name: string;
}

export interface ServiceItem extends Named {
  slug: string;
}

export class UserLoaders {
  constructor(private readonly db: Database) {}

  readonly user = new DataLoader<number, UserRow | null>(async (ids) => {
    const rows = await this.db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids]));
    return byId(ids, rows);
  });

  /** Every team of each user, oldest membership first. */
  readonly memberships = new DataLoader<number, Membership[]>(async (userIds) => {
    const rows = await this.db
      .select({ teamUser: teamUsers, team: teams })
      .from(teamUsers)
      .innerJoin(teams, eq(teams.id, teamUsers.teamId))
      .where(inArray(teamUsers.userId, [...userIds]))
      .orderBy(asc(teamUsers.id));
    return groupedBy(
      userIds,
      rows,
      (row) => row.teamUser.userId,
      (row) => row,
    );
  });

  /** Interested In, of candidates and employers. */
  readonly userIndustries = new DataLoader<number, Named[]>(async (userIds) => {
    const rows = await this.db
      .select({ userId: userIndustries.userId, id: industries.id, name: industries.name })
      .from(userIndustries)
      .innerJoin(industries, eq(industries.id, userIndustries.industryId))
      .where(inArray(userIndustries.userId, [...userIds]))
      .orderBy(asc(industries.id));
    return groupedBy(
      userIds,
      rows,
      (row) => row.userId,
      ({ id, name }) => ({ id, name }),
    );
  });

  /** An agency team's category experience. */
  readonly teamIndustries = new DataLoader<number, Named[]>(async (teamIds) => {
    const rows = await this.db
      .select({ teamId: teamIndustries.teamId, id: industries.id, name: industries.name })
      .from(teamIndustries)
      .innerJoin(industries, eq(industries.id, teamIndustries.industryId))
      .where(inArray(teamIndustries.teamId, [...teamIds]))
      .orderBy(asc(industries.id));
    return groupedBy(
      teamIds,
      rows,
      (row) => row.teamId,
      ({ id, name }) => ({ id, name }),
    );
  });

  /** Positions a candidate seeks. */
  readonly positions = new DataLoader<number, Named[]>(async (userIds) => {
    const rows = await this.db
      .select({ userId: userPositions.userId, id: positions.id, name: positions.name })
      .from(userPositions)
      .innerJoin(positions, eq(positions.id, userPositions.positionId))
      .where(inArray(userPositions.userId, [...userIds]))
      .orderBy(asc(positions.id));
    return groupedBy(
      userIds,
      rows,
      (row) => row.userId,
      ({ id, name }) => ({ id, name }),
    );
  });

  /** An agency team's services. */
  readonly teamServices = new DataLoader<number, ServiceItem[]>(async (teamIds) => {
    const rows = await this.db
      .select({
        teamId: teamServices.teamId,
        id: services.id,
        slug: services.slug,
        name: services.name,
      })
      .from(teamServices)
      .innerJoin(services, eq(services.id, teamServices.serviceId))
      .where(inArray(teamServices.teamId, [...teamIds]))
      .orderBy(asc(services.id));
    return groupedBy(
      teamIds,
      rows,
      (row) => row.teamId,
      ({ id, slug, name }) => ({ id, slug, name }),
    );
  });

  /** Forgets what was read, after a write in this request changed it. */
  forget(): void {
    for (const loader of [
      this.user,
      this.memberships,
      this.userIndustries,
      this.teamIndustries,
      this.positions,
      this.teamServices,
    ] as DataLoader<number, unknown>[]) {
      loader.clearAll();
    }
  }
}
