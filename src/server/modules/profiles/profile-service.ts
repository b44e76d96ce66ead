/**
 * How an employer sees who applied: a candidate's profile (`candidateProfile`) and an
 * agency's (`agencyProfile`). A candidate's profile is the employer's to read once the
 * candidate applied to one of the posts they see as a team member (the opportunities
 * module's rule), and it lists those applications; an agency's profile is open to every
 * employer, as the agency marketplace shows it.
 *
 * The candidate's own screens, privacy and search come with the candidates' issue; this
 * reads the profile fields onboarding already keeps.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  industries,
  opportunities,
  positions,
  services,
  teamIndustries,
  teamServices,
  teams,
  userIndustries,
  userPositions,
  users,
} from '../../db/schema';
import { messages } from '../../../shared/messages';
import type { OpportunityTarget } from '../../../shared/opportunities';
import { notFound } from '../../platform/domain-error';
import { companyMembership, type Actor } from '../opportunities/opportunity-access';
import type { OpportunityService } from '../opportunities/opportunity-service';

const m = messages.profiles;

interface Named {
  id: number;
  name: string;
}

export interface CandidateProfileRow {
  user: typeof users.$inferSelect;
  industries: Named[];
  positions: Named[];
  /** Their applications to the caller's posts, newest first. */
  applications: {
    id: number;
    createdAt: Date;
    opportunity: { id: number; title: string; target: OpportunityTarget };
  }[];
}

export interface AgencyProfileRow {
  team: typeof teams.$inferSelect;
  vetted: boolean;
  services: (Named & { slug: string })[];
  industries: Named[];
}

export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly opportunities: OpportunityService,
  ) {}

  /**
   * A candidate who applied to a post the caller sees as its team's member. NOT_FOUND for
   * anyone else (and for ids that are not candidates), so nobody learns who exists.
   */
  async candidate(actor: Actor, userId: number): Promise<CandidateProfileRow> {
    const seen = this.opportunities.teamPostsSeenBy(actor);
    if (!seen) throw notFound(m.candidateNotFound);
    const applied = await this.db
      .select({
        id: applications.id,
        createdAt: applications.createdAt,
        opportunity: {
          id: opportunities.id,
          title: opportunities.title,
          target: opportunities.target,
        },
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(and(eq(applications.userId, userId), seen))
      .orderBy(desc(applications.createdAt), desc(applications.id));
    if (applied.length === 0) throw notFound(m.candidateNotFound);

    const [[user], industryRows, positionRows] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.type, 'FREELANCER'))),
      this.db
        .select({ id: industries.id, name: industries.name })
        .from(userIndustries)
        .innerJoin(industries, eq(industries.id, userIndustries.industryId))
        .where(eq(userIndustries.userId, userId))
        .orderBy(asc(industries.id)),
      this.db
        .select({ id: positions.id, name: positions.name })
        .from(userPositions)
        .innerJoin(positions, eq(positions.id, userPositions.positionId))
        .where(eq(userPositions.userId, userId))
        .orderBy(asc(positions.name)),
    ]);
    if (!user) throw notFound(m.candidateNotFound);
    return { user, industries: industryRows, positions: positionRows, applications: applied };
  }

  /** An agency (its team) for a user of a company team; NOT_FOUND for anyone else. */
  async agency(actor: Actor, teamId: number): Promise<AgencyProfileRow> {
    if (!companyMembership(actor)) throw notFound(m.agencyNotFound);
    const [[found], serviceRows, industryRows] = await Promise.all([
      this.db
        .select({ team: teams, vetted: users.vetted })
        .from(teams)
        .innerJoin(users, eq(users.id, teams.ownerId))
        .where(and(eq(teams.id, teamId), eq(teams.type, 'AGENCY'))),
      this.db
        .select({ id: services.id, slug: services.slug, name: services.name })
        .from(teamServices)
        .innerJoin(services, eq(services.id, teamServices.serviceId))
        .where(eq(teamServices.teamId, teamId))
        .orderBy(asc(services.name)),
      this.db
        .select({ id: industries.id, name: industries.name })
        .from(teamIndustries)
        .innerJoin(industries, eq(industries.id, teamIndustries.industryId))
        .where(eq(teamIndustries.teamId, teamId))
        .orderBy(asc(industries.id)),
    ]);
    if (!found) throw notFound(m.agencyNotFound);
    return { ...found, services: serviceRows, industries: industryRows };
  }
}
