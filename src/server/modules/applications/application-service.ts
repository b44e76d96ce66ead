/**
 * Applications (the brief's applicants), as the posting team reads them: who applied to a
 * post, when, with what message, CV and additional document. Who may read them is the
 * opportunities module's rule for seeing a post as its team (opportunity-access.ts); the
 * list itself is one statement whatever its length, with each applicant's agency joined in.
 *
 * Creating applications (candidates and agencies applying) comes with the apply flow.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, teams, teamUsers, users } from '../../db/schema';
import { messages } from '../../../shared/messages';
import type { UserType } from '../../../shared/users';
import { forbidden } from '../../platform/domain-error';
import { companyMembership, type Actor } from '../opportunities/opportunity-access';
import type { OpportunityService } from '../opportunities/opportunity-service';

export interface ApplicationRow {
  id: number;
  reason: string;
  resume: string | null;
  document: string | null;
  isShown: boolean;
  createdAt: Date;
  user: { id: number; firstName: string; lastName: string; type: UserType };
  /** The applicant's agency team (AGENCY users, GUEST members of an agency), else null. */
  agency: { id: number; company: string } | null;
}

export class ApplicationService {
  constructor(
    private readonly db: Database,
    private readonly opportunities: OpportunityService,
  ) {}

  /**
   * The post's applicants, newest first, for a user of the posting team who sees the post.
   * Anyone else: NOT_FOUND when the post is not theirs to see at all (as the opportunities
   * module answers), FORBIDDEN when they see it only as a published post of their side.
   */
  async applicants(actor: Actor, opportunityId: number): Promise<ApplicationRow[]> {
    const post = await this.opportunities.get(actor, opportunityId);
    // `get` also answers published posts to candidates and agencies: only the team reads who applied.
    if (!companyMembership(actor, post.teamId)) throw forbidden(messages.applicants.notYours);

    // An AGENCY user's or an agency GUEST's agency: their active agency membership first,
    // then their earliest (an agency user owns and belongs to one in practice).
    const agency = this.db
      .select({ id: teams.id, company: teams.company })
      .from(teamUsers)
      .innerJoin(teams, eq(teams.id, teamUsers.teamId))
      .where(and(eq(teamUsers.userId, users.id), eq(teams.type, 'AGENCY')))
      .orderBy(desc(teamUsers.active), teamUsers.id)
      .limit(1)
      .as('agency');

    const rows = await this.db
      .select({
        id: applications.id,
        reason: applications.reason,
        resume: applications.resume,
        document: applications.document,
        isShown: applications.isShown,
        createdAt: applications.createdAt,
        user: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          type: users.type,
        },
        agencyId: agency.id,
        agencyCompany: agency.company,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoinLateral(agency, inArray(users.type, ['AGENCY', 'GUEST']))
      .where(eq(applications.opportunityId, post.id))
      .orderBy(desc(applications.createdAt), desc(applications.id));

    return rows.map(({ agencyId, agencyCompany, ...row }) => ({
      ...row,
      agency:
        agencyId === null || agencyCompany === null
          ? null
          : { id: agencyId, company: agencyCompany },
    }));
  }
}
