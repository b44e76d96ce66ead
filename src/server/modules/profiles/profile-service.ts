/**
 * How an employer sees who applied or whom they may find: a candidate's full profile
 * (`candidateProfile`, `freelancerProfile`) and an agency's (`agencyProfile`).
 *
 * Who sees a candidate (issue 12, items 6 and 7; docs/profiles.md):
 * - the candidate themself (their `profile` page: the profile as an employer sees it);
 * - an ACTIVE user of a company team who sees, as the team's member, a post the candidate
 *   applied to (the opportunities module's applicants rule, `withApplicants`: admins all of
 *   the team's, members their own and their associates'), whatever the candidate's privacy;
 * - while the candidate's privacy is ACTIVE (and their account is approved and not blocked),
 *   any ACTIVE user of a company team: "who may see the profile".
 * Anyone else gets NOT_FOUND, as do ids that are not candidates, so nobody learns who exists.
 * `applications` lists only the viewer's own team posts, whichever rule let them in.
 *
 * `freelancerProfile` is the applicants list's view of one application: its rule is the
 * applicants rule (the post's team users who see the post), whatever the privacy.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, jobLevels, jobTypes, opportunities, teams, users } from '../../db/schema';
import { messages } from '../../../shared/messages';
import { DomainError, notFound } from '../../platform/domain-error';
import { readAgencyLists } from '../agency-profile';
import { readProfileLists } from '../candidates';
import { companyMembership } from '../teams';
import type { Actor } from '../identity';
import type { OpportunityService } from '../opportunities';
import type { AgencyProfileRow, CandidateProfileRow, FreelancerProfileRow } from './mappers';

const m = messages.profiles;

export type { AgencyProfileRow, CandidateProfileRow, FreelancerProfileRow } from './mappers';

type UserRow = typeof users.$inferSelect;

/** A profile link's id as the resolvers read it: an opaque profile id, or a sequential user id. */
export type ProfileRef =
  { kind: 'profile-id'; profileId: string } | { kind: 'user-id'; userId: number };

/** A `profile_id`: 32 lower-case hex digits (a random UUID without its dashes). */
export const PROFILE_ID_PATTERN = /^[0-9a-f]{32}$/;

export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly opportunities: OpportunityService,
  ) {}

  /** A candidate's profile for those who may see it (see above); NOT_FOUND for anyone else. */
  async candidate(actor: Actor, userId: number): Promise<CandidateProfileRow> {
    const user = await this.candidateUser(userId);
    const applied = await this.appliedToPostsSeenBy(actor, userId);
    const allowed = actor.user.id === userId || applied.length > 0 || this.findableBy(actor, user);
    if (!allowed) throw notFound(m.candidateNotFound);
    return this.profileOf(user, applied);
  }

  /**
   * One application with its candidate's profile, for the posting team's users who see the
   * post (the applicants rule); NOT_FOUND for anyone else, and when `applicationId` is not
   * `userId`'s.
   */
  async freelancer(
    actor: Actor,
    userId: number,
    applicationId: number,
  ): Promise<FreelancerProfileRow> {
    const [application] = await this.db
      .select({
        id: applications.id,
        createdAt: applications.createdAt,
        reason: applications.reason,
        resume: applications.resume,
        document: applications.document,
        opportunity: {
          id: opportunities.id,
          title: opportunities.title,
          target: opportunities.target,
        },
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
    if (!application) throw notFound(m.candidateNotFound);
    try {
      // The applicants rule: the post's team users who see it, with an ACTIVE account.
      await this.opportunities.withApplicants(actor, application.opportunity.id);
    } catch (error) {
      if (error instanceof DomainError) throw notFound(m.candidateNotFound);
      throw error;
    }
    const user = await this.candidateUser(userId);
    const applied = await this.appliedToPostsSeenBy(actor, userId);
    return { profile: await this.profileOf(user, applied), application };
  }

  /**
   * The user id behind a profile link's id (docs/profiles.md): a `profile_id` (32 hex digits,
   * random) names any candidate; a sequential user id names only the caller themself (their own
   * `profile` page), so old numeric links fail closed: NOT_FOUND, as for a profile nobody may
   * see. Whether the caller may then see that candidate is `candidate`'s and `freelancer`'s rule.
   */
  async candidateIdOf(actor: Actor, ref: ProfileRef): Promise<number> {
    if (ref.kind === 'user-id') {
      if (ref.userId !== actor.user.id) throw notFound(m.candidateNotFound);
      return ref.userId;
    }
    const [user] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.profileId, ref.profileId), eq(users.type, 'FREELANCER')));
    if (!user) throw notFound(m.candidateNotFound);
    return user.id;
  }

  /** A candidate's user row; NOT_FOUND for any other id. */
  private async candidateUser(userId: number): Promise<UserRow> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.type, 'FREELANCER')));
    if (!user) throw notFound(m.candidateNotFound);
    return user;
  }

  /** Whether an employer may find the candidate whatever they applied to (privacy ACTIVE). */
  private findableBy(actor: Actor, candidate: UserRow): boolean {
    return (
      candidate.privacy === 'ACTIVE' &&
      candidate.status === 'ACTIVE' &&
      candidate.blockedAt === null &&
      actor.user.status === 'ACTIVE' &&
      companyMembership(actor) !== null
    );
  }

  /** The candidate's applications to posts the caller sees as its team's member. */
  private async appliedToPostsSeenBy(
    actor: Actor,
    userId: number,
  ): Promise<CandidateProfileRow['applications']> {
    const seen = this.opportunities.teamPostsSeenBy(actor);
    if (!seen) return [];
    return this.db
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
  }

  /** The profile's lists and named keys: a fixed number of statements whatever its size. */
  private async profileOf(
    user: UserRow,
    applied: CandidateProfileRow['applications'],
  ): Promise<CandidateProfileRow> {
    const [lists, levelRows, typeRows] = await Promise.all([
      readProfileLists(this.db, user.id),
      user.lookingFor.length === 0
        ? []
        : this.db
            .select({
              key: jobLevels.key,
              name: jobLevels.name,
              description: jobLevels.description,
            })
            .from(jobLevels)
            .where(inArray(jobLevels.key, user.lookingFor))
            .orderBy(asc(jobLevels.sortOrder), asc(jobLevels.key)),
      user.jobTypes.length === 0
        ? []
        : this.db
            .select({ key: jobTypes.key, name: jobTypes.name })
            .from(jobTypes)
            .where(inArray(jobTypes.key, user.jobTypes))
            .orderBy(asc(jobTypes.sortOrder), asc(jobTypes.key)),
    ]);
    return { ...lists, user, roleLevels: levelRows, jobTypes: typeRows, applications: applied };
  }

  /** An agency (its team) for a user of a company team; NOT_FOUND for anyone else. */
  async agency(actor: Actor, teamId: number): Promise<AgencyProfileRow> {
    if (!companyMembership(actor)) throw notFound(m.agencyNotFound);
    const [[found], lists] = await Promise.all([
      this.db
        .select({ team: teams, vetted: users.vetted })
        .from(teams)
        .innerJoin(users, eq(users.id, teams.ownerId))
        .where(and(eq(teams.id, teamId), eq(teams.type, 'AGENCY'))),
      readAgencyLists(this.db, teamId),
    ]);
    if (!found) throw notFound(m.agencyNotFound);
    return { ...found, ...lists };
  }
}
