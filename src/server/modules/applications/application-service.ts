/**
 * Applications (the brief's applicants), as the posting team reads them: who applied to a
 * post, when, with what message, CV and additional document. Who may read them is the
 * opportunities module's rule for seeing a post as its team (opportunity-access.ts); the
 * list itself is one statement whatever its length, with each applicant's agency joined in.
 *
 * Applying (`apply`): an ACTIVE candidate with a complete profile, to a published, open
 * job; or an ACTIVE agency user (the owner, or a GUEST acting for the agency) to a published,
 * open project, with a message only, recorded for the agency's owner (applicantIdOf). Once
 * per applicant (the unique index decides between concurrent submits); the posting team and
 * the applicant are emailed afterwards, off the request's path.
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  opportunities,
  resumes,
  supportingDocuments,
  teams,
  teamUsers,
  users,
} from '../../db/schema';
import { messages } from '../../../shared/messages';
import type { ApplicationValues } from '../../../shared/validation/applications';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { DomainError, badUserInput, forbidden } from '../../platform/domain-error';
import type { MailMessage } from '../../platform/mail/mail-message';
import type { CandidateProfileService } from '../candidates';
import {
  applicantIdOf,
  type OpportunityRow,
  type OpportunityService,
  publishedTargetFor,
} from '../opportunities';
import type { Actor } from '../identity';
import { followUpEmail, newApplicationEmail } from './application-emails';
import type { ApplicationRow } from './mappers';

const m = messages.candidateOpportunities;

/** Why the caller may not apply at all (before any post is chosen). */
export type ApplyBlock = 'NOT_CANDIDATE' | 'INACTIVE' | 'INCOMPLETE';

export interface Eligibility {
  blocked: ApplyBlock | null;
  /** The missing items' labels, as the incomplete dialog lists them. */
  missing: string[];
}

export interface ApplicationDelivery {
  jobs: Pick<JobQueue, 'send'>;
  mailLater: (message: MailMessage, key: string) => Promise<void>;
  publicUrl: () => string;
}

/** The queue whose jobs tell the posting team (and the applicant) of an application. */
export const NOTIFY_QUEUE = 'applications.notify';

export type { ApplicationRow } from './mappers';

export class ApplicationService {
  constructor(
    private readonly db: Database,
    private readonly opportunities: OpportunityService,
    private readonly candidateProfiles: CandidateProfileService,
    private readonly delivery: ApplicationDelivery,
  ) {}

  /**
   * Whether the caller may apply at all: a candidate or an agency (its owner or a member
   * acting for it) whose status is ACTIVE; a candidate's profile must be complete too (the
   * brief asks it of candidates only). Status comes first: it is the account's gate,
   * whatever the profile holds. Employers never apply.
   */
  async eligibility(actor: Actor): Promise<Eligibility> {
    const side = publishedTargetFor(actor);
    if (!side) return { blocked: 'NOT_CANDIDATE', missing: [] };
    if (actor.user.status !== 'ACTIVE') return { blocked: 'INACTIVE', missing: [] };
    if (side === 'PROJECT') return { blocked: null, missing: [] };
    const completeness = await this.candidateProfiles.completeness(actor.user.id);
    if (!completeness.complete) {
      return {
        blocked: 'INCOMPLETE',
        missing: completeness.missing.map((item) => messages.candidates.missing[item]),
      };
    }
    return { blocked: null, missing: [] };
  }

  /**
   * Applies to a post (the brief's create applicant) and returns the post. FORBIDDEN with
   * the dialog's message when the caller may not apply, when the post is not open, or when
   * they already applied; NOT_FOUND for a post they cannot see (a candidate's project, an
   * agency's job); BAD_USER_INPUT for a CV or document that is not theirs, or any from an
   * agency (the brief: CV and document are candidates only).
   */
  async apply(actor: Actor, values: ApplicationValues): Promise<OpportunityRow> {
    const { blocked, missing } = await this.eligibility(actor);
    if (blocked === 'NOT_CANDIDATE') throw forbidden(m.onlyCandidates);
    if (blocked === 'INACTIVE') throw forbidden(m.inactiveTitle);
    if (blocked === 'INCOMPLETE') {
      // The dialog lists what is missing: the labels ride along as the error's validation.
      throw new DomainError(m.incompleteTitle, { code: 'FORBIDDEN', validation: { missing } });
    }
    const side = publishedTargetFor(actor);
    if (side === 'PROJECT') {
      const files = { resume_id: values.resume_id, document_id: values.document_id };
      const sent = Object.entries(files).filter(([, id]) => id);
      if (sent.length > 0) {
        throw badUserInput(
          Object.fromEntries(sent.map(([field]) => [`input.${field}`, [m.agencyNoFiles]])),
        );
      }
    }
    const post = await this.opportunities.get(actor, Number(values.opportunity_id));
    const applicantId = applicantIdOf(actor);
    const [resume, document] = await Promise.all([
      this.ownFile(resumes, values.resume_id, applicantId, 'input.resume_id'),
      this.ownFile(supportingDocuments, values.document_id, applicantId, 'input.document_id'),
    ]);
    // `get` also answers a post its applicant applied to after it closed: check first.
    const [already] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.opportunityId, post.id), eq(applications.userId, applicantId)))
      .limit(1);
    if (already) throw forbidden(m.alreadyApplied);
    if (!post.isActive || !post.isPublic || post.deletedAt !== null || post.target !== side) {
      throw forbidden(m.notOpen);
    }
    // The unique index settles concurrent submits: one row, the others see no row returned.
    // The file paths are copied, so the employer keeps the files even if the candidate later
    // removes them from their profile (applications.resume/document are file columns).
    const [created] = await this.db
      .insert(applications)
      .values({
        opportunityId: post.id,
        userId: applicantId,
        reason: values.reason ?? '',
        resume,
        document,
      })
      .onConflictDoNothing({ target: [applications.opportunityId, applications.userId] })
      .returning({ id: applications.id });
    if (!created) throw forbidden(m.alreadyApplied);
    await this.delivery.jobs.send(
      NOTIFY_QUEUE,
      { applicationId: created.id },
      {
        key: String(created.id),
      },
    );
    return post;
  }

  /** A CV or document of the applicant's own: its served path (null when none is chosen). */
  private async ownFile(
    table: typeof resumes | typeof supportingDocuments,
    id: string | null | undefined,
    userId: number,
    field: string,
  ): Promise<string | null> {
    if (!id) return null;
    const [row] = await this.db
      .select({ file: table.file })
      .from(table)
      .where(and(eq(table.id, Number(id)), eq(table.userId, userId)))
      .limit(1);
    if (!row) throw badUserInput({ [field]: [messages.common.invalidSelection] });
    return row.file;
  }

  /**
   * Emails the posting team's admins and the post's creator, and sends the applicant the
   * post's follow-up message. Each honours the recipient's email setting (send_email).
   */
  async notify(applicationId: number): Promise<void> {
    const [row] = await this.db
      .select({
        application: applications,
        post: {
          id: opportunities.id,
          target: opportunities.target,
          title: opportunities.title,
          followUp: opportunities.followUp,
          teamId: opportunities.teamId,
          createdBy: opportunities.createdBy,
        },
        company: teams.company,
        applicant: {
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          sendEmail: users.sendEmail,
        },
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(teams, eq(teams.id, opportunities.teamId))
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.id, applicationId))
      .limit(1);
    if (!row) return;
    const { application, post, company, applicant } = row;
    // An agency's application is its owner's: the team is told the agency's name too.
    const [agency] =
      post.target === 'PROJECT'
        ? await this.db
            .select({ company: teams.company })
            .from(teams)
            .where(and(eq(teams.ownerId, application.userId), eq(teams.type, 'AGENCY')))
            .limit(1)
        : [];
    const team = await this.db
      .selectDistinct({ email: users.email, firstName: users.firstName })
      .from(users)
      .leftJoin(teamUsers, and(eq(teamUsers.userId, users.id), eq(teamUsers.teamId, post.teamId)))
      .where(
        and(
          eq(users.sendEmail, true),
          or(eq(teamUsers.role, 'admin'), eq(users.id, post.createdBy)),
        ),
      );
    const applicantName = `${applicant.firstName} ${applicant.lastName}`.trim();
    // Each mail a job of its own, keyed: a retry of this job sends none twice.
    const sends = team.map((member) =>
      this.delivery.mailLater(
        newApplicationEmail({
          to: member.email,
          firstName: member.firstName,
          applicantName,
          agency: agency?.company ?? null,
          project: post.target === 'PROJECT',
          title: post.title,
          reason: application.reason,
          withCv: Boolean(application.resume),
          withDocument: Boolean(application.document),
          applicantsUrl: `${this.delivery.publicUrl()}/employer/view-applicants/${post.id}`,
        }),
        `application-${applicationId}-to-${member.email}`,
      ),
    );
    if (applicant.sendEmail && post.followUp.trim()) {
      sends.push(
        this.delivery.mailLater(
          followUpEmail({
            to: applicant.email,
            firstName: applicant.firstName,
            title: post.title,
            company,
            followUp: post.followUp,
          }),
          `application-${applicationId}-follow-up`,
        ),
      );
    }
    await Promise.all(sends);
  }

  /**
   * The post's applicants, newest first, for an ACTIVE user of the posting team who sees the
   * post as its member (the opportunities module's `withApplicants`: an admin all of the
   * team's, a member their own and their associates', on the side they act for). Anyone else:
   * NOT_FOUND when the post is not theirs to see at all, FORBIDDEN when they see it only as a
   * published post of their side (a GUEST of the company acting for an agency included).
   */
  async applicants(actor: Actor, opportunityId: number): Promise<ApplicationRow[]> {
    const post = await this.opportunities.withApplicants(actor, opportunityId);

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
          profileId: users.profileId,
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
