/**
 * Who may do what with a team's posts (brief section 6), as plain rules over the caller's
 * memberships, so the service and its tests read them in one place:
 * - posting (create, edit, close, restore, publish) needs status ACTIVE and can-post on the
 *   company team (teams/team-rules.ts, canPost);
 * - a team admin (ACTIVE: teams/team-rules.ts, isTeamAdmin) sees all of the team's posts; a
 *   member sees their own and those of the users they are associated with (teamViewOf; the
 *   lists' check is SQL, in the service); only on the side the caller acts for;
 * - the published side: candidates see published jobs, agencies (and their members) see
 *   published projects;
 * - an application is its applicant's: a candidate's own, an agency's recorded for the
 *   agency team's owner (applicantIdOf).
 */
import type { OpportunityTarget } from '../../../shared/opportunities';
import type { Actor, Membership } from '../identity';
import { companyMembership, isTeamAdmin } from '../teams';

/**
 * The caller's membership of the post's team when they see the post as its member (what its
 * team-only fields, `can_edit` and its applicants need): an admin with admin powers all of the
 * team's posts, anyone else their own and those of `associateIds`, the users they are
 * associated with in that team. On the side they act for only (membershipOf): a GUEST acting
 * for an agency sees a company's post as any agency does. Null for anyone else.
 */
export function teamViewOf(
  actor: Actor,
  post: { teamId: number; createdBy: number },
  associateIds: ReadonlySet<number>,
): Membership | null {
  const membership = companyMembership(actor, post.teamId);
  if (!membership) return null;
  const sees =
    isTeamAdmin(actor, membership) ||
    post.createdBy === actor.user.id ||
    associateIds.has(post.createdBy);
  return sees ? membership : null;
}

/** The published posts the caller may browse: jobs for candidates, projects for agencies. */
export function publishedTargetFor(actor: Actor): OpportunityTarget | null {
  if (actor.user.type === 'FREELANCER') return 'JOB';
  if (actor.user.type === 'AGENCY') return 'PROJECT';
  if (actor.user.type === 'GUEST') {
    return actor.activeTeam?.team.type === 'AGENCY' ? 'PROJECT' : null;
  }
  return null;
}

/**
 * Whose applications the caller makes and sees. The brief: "the application uses the team
 * owner's id if present": an agency's member applies as the agency's owner, so the agency
 * applies once and every member sees it applied. A candidate (or anyone without a team) is
 * themselves.
 */
export function applicantIdOf(actor: Actor): number {
  if (actor.user.type === 'FREELANCER') return actor.user.id;
  return actor.activeTeam?.team.ownerId ?? actor.user.id;
}
