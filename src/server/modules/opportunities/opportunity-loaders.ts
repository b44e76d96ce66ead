/**
 * Per-request DataLoaders behind the GraphQL `Opportunity` (resolvers.ts): a page of posts
 * costs one statement per kind of related data asked for, never one per post. A list's own
 * statement already joins the team, the creator and the applicant count (the service's
 * `listed`), so the dashboard and the published lists need none of these.
 */
import DataLoader from 'dataloader';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  genres,
  industries,
  opportunityGenres,
  opportunityIndustries,
  opportunityQualifications,
  opportunityServices,
  opportunitySkills,
  positions,
  qualifications,
  services,
  skills,
  teamUserAssociations,
  teams,
  users,
} from '../../db/schema';
import { byId, groupedBy } from '../../platform/graphql/loader-answers';

export interface Named {
  id: number;
  name: string;
}

export interface TeamSummary {
  id: number;
  company: string;
  avatar: string | null;
}

export interface UserSummary {
  id: number;
  firstName: string;
  lastName: string;
}

export interface LinkedSkill extends Named {
  software: boolean;
  pivot: { must_have: boolean };
}

export interface LinkedQualification extends Named {
  pivot: { must_have: boolean };
}

export class OpportunityLoaders {
  constructor(private readonly db: Database) {}

  readonly team = new DataLoader<number, TeamSummary | null>(async (ids) =>
    byId(
      ids,
      await this.db
        .select({ id: teams.id, company: teams.company, avatar: teams.avatar })
        .from(teams)
        .where(inArray(teams.id, [...ids])),
    ),
  );

  readonly user = new DataLoader<number, UserSummary | null>(async (ids) =>
    byId(
      ids,
      await this.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...ids])),
    ),
  );

  readonly position = new DataLoader<number, Named | null>(async (ids) =>
    byId(
      ids,
      await this.db
        .select({ id: positions.id, name: positions.name })
        .from(positions)
        .where(inArray(positions.id, [...ids])),
    ),
  );

  readonly industries = new DataLoader<number, Named[]>(async (ids) => {
    const rows = await this.db
      .select({
        key: opportunityIndustries.opportunityId,
        id: industries.id,
        name: industries.name,
      })
      .from(opportunityIndustries)
      .innerJoin(industries, eq(industries.id, opportunityIndustries.industryId))
      .where(inArray(opportunityIndustries.opportunityId, [...ids]))
      .orderBy(asc(industries.id));
    return groupedBy(
      ids,
      rows,
      (row) => row.key,
      ({ id, name }) => ({ id, name }),
    );
  });

  /** Skills and software skills, with their must-have flag. */
  readonly skills = new DataLoader<number, LinkedSkill[]>(async (ids) => {
    const rows = await this.db
      .select({
        key: opportunitySkills.opportunityId,
        id: skills.id,
        name: skills.name,
        software: skills.software,
        mustHave: opportunitySkills.mustHave,
      })
      .from(opportunitySkills)
      .innerJoin(skills, eq(skills.id, opportunitySkills.skillId))
      .where(inArray(opportunitySkills.opportunityId, [...ids]))
      .orderBy(asc(skills.name), asc(skills.id));
    return groupedBy(
      ids,
      rows,
      (row) => row.key,
      ({ id, name, software, mustHave }) => ({
        id,
        name,
        software,
        pivot: { must_have: mustHave },
      }),
    );
  });

  readonly qualifications = new DataLoader<number, LinkedQualification[]>(async (ids) => {
    const rows = await this.db
      .select({
        key: opportunityQualifications.opportunityId,
        id: qualifications.id,
        name: qualifications.name,
        mustHave: opportunityQualifications.mustHave,
      })
      .from(opportunityQualifications)
      .innerJoin(qualifications, eq(qualifications.id, opportunityQualifications.qualificationId))
      .where(inArray(opportunityQualifications.opportunityId, [...ids]))
      .orderBy(asc(qualifications.name), asc(qualifications.id));
    return groupedBy(
      ids,
      rows,
      (row) => row.key,
      ({ id, name, mustHave }) => ({ id, name, pivot: { must_have: mustHave } }),
    );
  });

  readonly genres = new DataLoader<number, Named[]>(async (ids) => {
    const rows = await this.db
      .select({ key: opportunityGenres.opportunityId, id: genres.id, name: genres.name })
      .from(opportunityGenres)
      .innerJoin(genres, eq(genres.id, opportunityGenres.genreId))
      .where(inArray(opportunityGenres.opportunityId, [...ids]))
      .orderBy(asc(genres.name), asc(genres.id));
    return groupedBy(
      ids,
      rows,
      (row) => row.key,
      ({ id, name }) => ({ id, name }),
    );
  });

  readonly services = new DataLoader<number, (Named & { slug: string })[]>(async (ids) => {
    const rows = await this.db
      .select({
        key: opportunityServices.opportunityId,
        id: services.id,
        slug: services.slug,
        name: services.name,
      })
      .from(opportunityServices)
      .innerJoin(services, eq(services.id, opportunityServices.serviceId))
      .where(inArray(opportunityServices.opportunityId, [...ids]))
      .orderBy(asc(services.name), asc(services.id));
    return groupedBy(
      ids,
      rows,
      (row) => row.key,
      ({ id, slug, name }) => ({ id, slug, name }),
    );
  });

  readonly applicantsCount = new DataLoader<number, number>(async (ids) => {
    const rows = await this.db
      .select({ key: applications.opportunityId, count: sql<number>`count(*)::int` })
      .from(applications)
      .where(inArray(applications.opportunityId, [...ids]))
      .groupBy(applications.opportunityId);
    const counts = new Map(rows.map((row) => [row.key, row.count]));
    return ids.map((id) => counts.get(id) ?? 0);
  });

  private readonly associatesByUser = new Map<number, DataLoader<number, ReadonlySet<number>>>();

  /**
   * Per team, the users `userId` is associated with there (whose posts they see as a member):
   * one statement for every team a page of posts names.
   */
  associatesOf(userId: number): DataLoader<number, ReadonlySet<number>> {
    let loader = this.associatesByUser.get(userId);
    if (!loader) {
      loader = new DataLoader<number, ReadonlySet<number>>(async (teamIds) => {
        const rows = await this.db
          .select({
            teamId: teamUserAssociations.teamId,
            associateId: teamUserAssociations.associateId,
          })
          .from(teamUserAssociations)
          .where(
            and(
              eq(teamUserAssociations.userId, userId),
              inArray(teamUserAssociations.teamId, [...teamIds]),
            ),
          );
        return teamIds.map(
          (teamId) =>
            new Set(rows.filter((row) => row.teamId === teamId).map((row) => row.associateId)),
        );
      });
      this.associatesByUser.set(userId, loader);
    }
    return loader;
  }

  private readonly applicationsByUser = new Map<
    number,
    DataLoader<number, ViewerApplication | null>
  >();

  /** One user's own application to each post (the caller's `viewerApplication`), or null. */
  applicationOf(userId: number): DataLoader<number, ViewerApplication | null> {
    let loader = this.applicationsByUser.get(userId);
    if (!loader) {
      loader = new DataLoader<number, ViewerApplication | null>(async (ids) => {
        const rows = await this.db
          .select({
            id: applications.id,
            opportunityId: applications.opportunityId,
            createdAt: applications.createdAt,
            reason: applications.reason,
          })
          .from(applications)
          .where(
            and(eq(applications.userId, userId), inArray(applications.opportunityId, [...ids])),
          );
        const found = new Map(rows.map((row) => [row.opportunityId, row]));
        return ids.map((id) => found.get(id) ?? null);
      });
      this.applicationsByUser.set(userId, loader);
    }
    return loader;
  }
}

export interface ViewerApplication {
  id: number;
  opportunityId: number;
  createdAt: Date;
  reason: string;
}
