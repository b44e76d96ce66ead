/**
 * Job opportunities and agency projects: posting (one job post each, spent in the same
 * transaction as the insert), editing, publishing, closing and restoring, the employer's
 * lists and the published lists. Every rule of who may do what is here (with
 * opportunity-access.ts); resolvers only validate and map.
 *
 * Lists page by keyset (`after` is the last row's cursor), so page 1,000 costs what page 1
 * does, and each list is one statement with the team, the creator and the applicant count
 * joined in. Decisions where the brief was silent: docs/opportunities.md.
 */
import { and, asc, desc, eq, exists, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  opportunities,
  opportunityGenres,
  opportunityIndustries,
  opportunityQualifications,
  opportunityServices,
  opportunitySkills,
  teamUserAssociations,
  teams,
  teamUsers,
  users,
} from '../../db/schema';
import { messages } from '../../../shared/messages';
import {
  PROJECT_KIND,
  workModeFlags,
  type OpportunityTarget,
  type WorkMode,
} from '../../../shared/opportunities';
import { normaliseRichText, richTextPlainText, type RichTextDoc } from '../../../shared/rich-text';
import type {
  CloseOpportunityValues,
  JobOpportunityValues,
  ProjectValues,
} from '../../../shared/validation/opportunities';
import { badUserInput, forbidden, notFound } from '../../platform/domain-error';
import { rowIdOf } from '../../platform/ids';
import type { CreditService } from '../credits';
import type { Actor, Membership } from '../identity';
import type { TaxonomyService } from '../taxonomies';
import type { ListedOpportunity, OpportunityRow } from './mappers';
import { applicantIdOf, publishedTargetFor, teamViewOf } from './opportunity-access';
import { canPost, companyMembership, isTeamAdmin } from '../teams';

export interface OpportunityPage {
  rows: ListedOpportunity[];
  hasMore: boolean;
  /** Pass as `after` for the next page; null on the last. */
  endCursor: string | null;
}

export interface PageRequest {
  first: number;
  after?: string | null;
}

/** The most rows one page may ask for. */
export const PAGE_SIZE_MAX = 100;

const m = messages.opportunities;
const NO_ASSOCIATES: ReadonlySet<number> = new Set();

export class OpportunityService {
  constructor(
    private readonly db: Database,
    private readonly credits: CreditService,
    private readonly taxonomies: TaxonomyService,
    private readonly now: () => Date,
  ) {}

  // ---- posting ----------------------------------------------------------------------

  /** Posts a job for the caller's active team, spending one of its job posts. */
  async createJob(actor: Actor, values: JobOpportunityValues): Promise<OpportunityRow> {
    const membership = this.postingMembership(actor);
    await this.checkJobTaxonomies(values);
    const creatorId = await this.creatorFor(actor, membership, values.created_by);
    return this.insert(membership, creatorId, actor.user.id, jobColumns(values), jobLinks(values));
  }

  async createProject(actor: Actor, values: ProjectValues): Promise<OpportunityRow> {
    const membership = this.postingMembership(actor);
    await this.checkProjectTaxonomies(values);
    const creatorId = await this.creatorFor(actor, membership, values.created_by);
    return this.insert(
      membership,
      creatorId,
      actor.user.id,
      projectColumns(values),
      projectLinks(values),
    );
  }

  async updateJob(actor: Actor, id: number, values: JobOpportunityValues): Promise<OpportunityRow> {
    const current = await this.editable(actor, id, 'JOB');
    await this.checkJobTaxonomies(values);
    return this.update(
      current,
      actor.user.id,
      jobColumns(values),
      jobLinks(values),
      values.is_active,
    );
  }

  async updateProject(actor: Actor, id: number, values: ProjectValues): Promise<OpportunityRow> {
    const current = await this.editable(actor, id, 'PROJECT');
    await this.checkProjectTaxonomies(values);
    return this.update(
      current,
      actor.user.id,
      projectColumns(values),
      projectLinks(values),
      values.is_active,
    );
  }

  /** Closes a post with the Close modal's reason (the brief's soft delete). */
  async close(actor: Actor, id: number, values: CloseOpportunityValues): Promise<OpportunityRow> {
    const current = await this.editable(actor, id);
    if (current.deletedAt) throw forbidden(m.alreadyClosed);
    let freelancerId: number | null = null;
    if (values.freelancer_id) {
      freelancerId = Number(values.freelancer_id);
      const [applied] = await this.db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.opportunityId, id), eq(applications.userId, freelancerId)))
        .limit(1);
      if (!applied) throw badUserInput({ 'input.freelancer_id': [m.selectApplicant] });
    }
    const [row] = await this.db
      .update(opportunities)
      .set({
        deletedAt: this.now(),
        closeReason: values.reason as OpportunityRow['closeReason'],
        closedAt: values.closed_at,
        closedFreelancerId: freelancerId,
        closedFreelancerName: freelancerId ? null : (values.freelancer_name ?? null),
        updatedBy: actor.user.id,
      })
      .where(and(eq(opportunities.id, id), isNull(opportunities.deletedAt)))
      .returning();
    if (!row) throw forbidden(m.alreadyClosed);
    return row;
  }

  /** Reopens a closed post, forgetting why it closed. */
  async restore(actor: Actor, id: number): Promise<OpportunityRow> {
    const current = await this.editable(actor, id);
    if (!current.deletedAt) throw forbidden(m.notClosed);
    const [row] = await this.db
      .update(opportunities)
      .set({
        deletedAt: null,
        closeReason: null,
        closedAt: null,
        closedFreelancerId: null,
        closedFreelancerName: null,
        updatedBy: actor.user.id,
      })
      .where(eq(opportunities.id, id))
      .returning();
    if (!row) throw notFound(m.notFound);
    return row;
  }

  // ---- reading ----------------------------------------------------------------------

  /**
   * One post as the caller may see it: a team member's (admin: all; member: their own and
   * their associates'), or a published one on the caller's side. NOT_FOUND otherwise, so
   * nobody learns which ids exist.
   */
  async get(actor: Actor, id: number): Promise<OpportunityRow> {
    const [row] = await this.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, id))
      .limit(1);
    if (
      row &&
      ((await this.seesAsTeam(actor, row)) ||
        isPublishedFor(actor, row) ||
        (await this.appliedBy(actor, row)))
    ) {
      return row;
    }
    throw notFound(m.notFound);
  }

  /**
   * Whether the caller applied to the post: an applicant keeps seeing a post they applied to
   * after it closes or is unpublished (their applied list links to it, marked Closed).
   */
  private async appliedBy(actor: Actor, row: OpportunityRow): Promise<boolean> {
    if (publishedTargetFor(actor) !== row.target) return false;
    const [application] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(eq(applications.opportunityId, row.id), eq(applications.userId, applicantIdOf(actor))),
      )
      .limit(1);
    return Boolean(application);
  }

  /** A published post seen by a candidate or an agency, counted as one more view. */
  async view(actor: Actor, id: number): Promise<OpportunityRow> {
    const row = await this.get(actor, id);
    if (await this.seesAsTeam(actor, row)) return row;
    const [counted] = await this.db
      .update(opportunities)
      .set({ views: sql`${opportunities.views} + 1`, updatedAt: row.updatedAt })
      .where(eq(opportunities.id, id))
      .returning();
    return counted ?? row;
  }

  /**
   * The employer dashboard's list: a team's jobs or projects, open or closed, newest first,
   * as the caller's role lets them see it.
   */
  async teamList(
    actor: Actor,
    request: PageRequest & { teamId?: number; target: OpportunityTarget; closed: boolean },
  ): Promise<OpportunityPage> {
    const membership = companyMembership(actor, request.teamId);
    if (!membership) throw forbidden(m.notEmployer);
    const after = request.after ? rowIdOf(request.after) : null;
    if (request.after && after === null) {
      throw badUserInput({ after: [messages.common.invalidSelection] });
    }
    const rows = await this.listed(
      and(
        this.teamPostsOf(actor, membership),
        eq(opportunities.target, request.target),
        request.closed ? isNotNull(opportunities.deletedAt) : isNull(opportunities.deletedAt),
        after === null ? undefined : sql`${opportunities.id} < ${after}`,
      ),
      [desc(opportunities.id)],
      request.first,
    );
    return page(rows, request.first, (row) => String(row.id));
  }

  /**
   * The published list of the caller's side (jobs for candidates, projects for agencies),
   * ordered featured, newest, title.
   */
  async publishedList(
    actor: Actor,
    request: PageRequest & { target: OpportunityTarget },
  ): Promise<OpportunityPage> {
    if (publishedTargetFor(actor) !== request.target) throw forbidden(m.notFound);
    const cursor = request.after ? decodePublishedCursor(request.after) : null;
    const rows = await this.listed(
      and(
        eq(opportunities.target, request.target),
        eq(opportunities.isActive, true),
        eq(opportunities.isPublic, true),
        isNull(opportunities.deletedAt),
        cursor ? afterPublished(cursor) : undefined,
      ),
      [
        desc(opportunities.featured),
        desc(opportunities.createdAt),
        asc(opportunities.title),
        asc(opportunities.id),
      ],
      request.first,
    );
    return page(rows, request.first, (row) =>
      encodePublishedCursor([row.featured, row.createdAtText, row.title, row.id]),
    );
  }

  /**
   * The posts of the caller's active company team whose applications they read, as a
   * condition over `opportunities` for other modules' queries (who applied to what): those
   * they see as its member, for an ACTIVE account (see `withApplicants`); null for anyone else.
   */
  teamPostsSeenBy(actor: Actor): SQL | null {
    const membership = companyMembership(actor);
    return membership && actor.user.status === 'ACTIVE'
      ? this.teamPostsOf(actor, membership)
      : null;
  }

  /**
   * A post whose applicants the caller reads (with their CVs, documents and profiles): one they
   * see as a user of its team (teamViewOf), with an ACTIVE account: a deactivated account
   * reads no candidate's data (docs/security.md G14). NOT_FOUND when they do not see the post at
   * all (as `get`); FORBIDDEN when they see it only as a published post of their side (a GUEST
   * acting for an agency included), or their account is not ACTIVE.
   */
  async withApplicants(actor: Actor, id: number): Promise<OpportunityRow> {
    const post = await this.get(actor, id);
    if (!(await this.seesAsTeam(actor, post))) throw forbidden(messages.applicants.notYours);
    if (actor.user.status !== 'ACTIVE') throw forbidden(messages.account.notActive);
    return post;
  }

  /** The team users the caller may name as a post's creator: admins choose, others are it. */
  async postingTeamUsers(
    actor: Actor,
  ): Promise<{ id: number; firstName: string; lastName: string }[]> {
    const membership = this.postingMembership(actor);
    const rows = await this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(teamUsers)
      .innerJoin(users, eq(users.id, teamUsers.userId))
      .where(
        and(
          eq(teamUsers.teamId, membership.team.id),
          eq(teamUsers.canPostJobs, true),
          eq(teamUsers.active, true),
          eq(users.status, 'ACTIVE'),
          isTeamAdmin(actor, membership) ? undefined : eq(users.id, actor.user.id),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    return rows;
  }

  // ---- rules ------------------------------------------------------------------------

  /** The active company team, when the caller may post for it. */
  private postingMembership(actor: Actor): Membership {
    const membership = companyMembership(actor);
    if (!membership) throw forbidden(m.notEmployer);
    if (!canPost(actor, membership)) throw forbidden(m.cannotPost);
    return membership;
  }

  /** A post the caller may edit; `target` when only jobs or only projects will do. */
  private async editable(actor: Actor, id: number, target?: OpportunityTarget) {
    const [row] = await this.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, id))
      .limit(1);
    if (!row || (target && row.target !== target) || !(await this.seesAsTeam(actor, row))) {
      throw notFound(m.notFound);
    }
    const membership = companyMembership(actor, row.teamId);
    if (!membership || !canPost(actor, membership)) throw forbidden(m.cannotPost);
    return row;
  }

  /** Whether the caller sees the post as a member of its team (opportunity-access.ts, teamViewOf). */
  private async seesAsTeam(actor: Actor, row: OpportunityRow): Promise<boolean> {
    if (!companyMembership(actor, row.teamId)) return false;
    if (teamViewOf(actor, row, NO_ASSOCIATES)) return true;
    const [association] = await this.db
      .select({ id: teamUserAssociations.id })
      .from(teamUserAssociations)
      .where(
        and(
          eq(teamUserAssociations.teamId, row.teamId),
          eq(teamUserAssociations.userId, actor.user.id),
          eq(teamUserAssociations.associateId, row.createdBy),
        ),
      )
      .limit(1);
    return Boolean(association);
  }

  /** The membership's team's posts the caller sees: an admin all, a member some. */
  private teamPostsOf(actor: Actor, membership: Membership): SQL {
    return and(
      eq(opportunities.teamId, membership.team.id),
      isTeamAdmin(actor, membership) ? undefined : this.visibleToMember(actor, membership),
    )!;
  }

  /** A member's posts and those of the users they are associated with, as SQL. */
  private visibleToMember(actor: Actor, membership: Membership): SQL | undefined {
    return or(
      eq(opportunities.createdBy, actor.user.id),
      exists(
        this.db
          .select({ one: sql`1` })
          .from(teamUserAssociations)
          .where(
            and(
              eq(teamUserAssociations.teamId, membership.team.id),
              eq(teamUserAssociations.userId, actor.user.id),
              eq(teamUserAssociations.associateId, opportunities.createdBy),
            ),
          ),
      ),
    );
  }

  /** The creator named on create: admins may name a posting team user; others are it. */
  private async creatorFor(
    actor: Actor,
    membership: Membership,
    chosen: string | null | undefined,
  ): Promise<number> {
    if (!chosen || Number(chosen) === actor.user.id) return actor.user.id;
    if (!isTeamAdmin(actor, membership)) {
      throw badUserInput({ 'input.created_by': [m.creatorNotPosting] });
    }
    const posting = await this.postingTeamUsers(actor);
    if (!posting.some((user) => user.id === Number(chosen))) {
      throw badUserInput({ 'input.created_by': [m.creatorNotPosting] });
    }
    return Number(chosen);
  }

  /** Each chosen item exists and belongs to the chosen disciplines (and level, for the position). */
  private async checkJobTaxonomies(values: JobOpportunityValues): Promise<void> {
    const industries = values.industries.map(Number);
    const [skills, qualifications, genres, positions] = await Promise.all([
      this.taxonomies.skills(industries),
      this.taxonomies.qualifications(industries),
      this.taxonomies.genres(industries),
      this.taxonomies.positions(industries, [values.level]),
    ]);
    const skillIds = (software: boolean) =>
      idsOf(skills.filter((skill) => skill.software === software));
    const failures: Record<string, string[]> = {};
    await this.checkIndustries(values.industries, failures);
    outside(values.genres, idsOf(genres), 'input.genres', failures);
    outside(values.skills, skillIds(false), 'input.skills', failures);
    outside(values.software_skills, skillIds(true), 'input.software_skills', failures);
    outside(values.qualifications, idsOf(qualifications), 'input.qualifications', failures);
    if (!idsOf(positions).has(values.position_id)) {
      failures['input.position_id'] = [m.selectPositionSought];
    }
    if (Object.keys(failures).length > 0) throw badUserInput(failures);
  }

  /**
   * A project's genres and software skills may be any (it names no discipline); its services
   * and skills must exist, the skills be software ones.
   */
  private async checkProjectTaxonomies(values: ProjectValues): Promise<void> {
    const [genres, services, softwareSkills] = await Promise.all([
      this.taxonomies.genres(),
      this.taxonomies.services(),
      this.taxonomies.softwareSkills(),
    ]);
    const failures: Record<string, string[]> = {};
    outside(values.genres, idsOf(genres), 'input.genres', failures);
    outside(values.services, idsOf(services), 'input.services', failures);
    outside(values.software_skills, idsOf(softwareSkills), 'input.software_skills', failures);
    if (Object.keys(failures).length > 0) throw badUserInput(failures);
  }

  private async checkIndustries(ids: readonly string[], failures: Record<string, string[]>) {
    const known = new Set((await this.taxonomies.industries()).map((item) => String(item.id)));
    if (ids.some((id) => !known.has(id)))
      failures['input.industries'] = [messages.common.invalidSelection];
  }

  // ---- writing ----------------------------------------------------------------------

  private insert(
    membership: Membership,
    creatorId: number,
    updaterId: number,
    columns: PostColumns,
    links: PostLinks,
  ): Promise<OpportunityRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(opportunities)
        .values({
          ...columns,
          teamId: membership.team.id,
          isActive: columns.isActive ?? true,
          createdBy: creatorId,
          updatedBy: updaterId,
        })
        .returning();
      if (!row) throw new Error('opportunity not inserted');
      await writeLinks(tx, row.id, links);
      await this.credits.spend(tx, membership.team.id, 1, { reason: `opportunity ${row.id}` });
      return row;
    });
  }

  private update(
    current: OpportunityRow,
    updaterId: number,
    columns: PostColumns,
    links: PostLinks,
    isActive: boolean | undefined,
  ): Promise<OpportunityRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(opportunities)
        // The status is sent only when it changed (brief); absent keeps it.
        .set({ ...columns, isActive: isActive ?? current.isActive, updatedBy: updaterId })
        .where(eq(opportunities.id, current.id))
        .returning();
      if (!row) throw notFound(m.notFound);
      await Promise.all(
        [
          opportunityIndustries,
          opportunitySkills,
          opportunityQualifications,
          opportunityGenres,
          opportunityServices,
        ].map((table) => tx.delete(table).where(eq(table.opportunityId, current.id))),
      );
      await writeLinks(tx, row.id, links);
      return row;
    });
  }

  /** One statement: the rows with their team, creator and applicant count. */
  private async listed(where: SQL | undefined, orderBy: SQL[], first: number) {
    const limit = Math.min(Math.max(first, 1), PAGE_SIZE_MAX);
    return this.db
      .select(listedColumns)
      .from(opportunities)
      .innerJoin(teams, eq(teams.id, opportunities.teamId))
      .innerJoin(users, eq(users.id, opportunities.createdBy))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit + 1)
      .then((rows) => rows.map(listedRow));
  }
}

/**
 * What a list row selects besides the post: its team and creator (joined as `teams` and
 * `users`) and its applicant count. Shared with the published search (opportunity-finder.ts).
 */
export const listedColumns = {
  opportunity: opportunities,
  createdAtText: sql<string>`${opportunities.createdAt}::text`,
  team: { id: teams.id, company: teams.company, avatar: teams.avatar },
  creator: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  applicantsCount: sql<number>`(select count(*)::int from ${applications} where ${applications.opportunityId} = ${opportunities.id})`,
};

export function listedRow({
  opportunity,
  createdAtText,
  team,
  creator,
  applicantsCount,
}: {
  opportunity: OpportunityRow;
  createdAtText: string;
  team: ListedOpportunity['team'];
  creator: ListedOpportunity['creator'];
  applicantsCount: number;
}): ListedOpportunity {
  return { ...opportunity, createdAtText, team, creator, applicantsCount };
}

// ---- helpers ------------------------------------------------------------------------

type PostColumns = Omit<
  typeof opportunities.$inferInsert,
  'id' | 'teamId' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt'
>;

interface PostLinks {
  industries?: readonly string[];
  skills?: readonly { id: string; mustHave: boolean }[];
  qualifications?: readonly { id: string; mustHave: boolean }[];
  genres?: readonly string[];
  services?: readonly string[];
}

function description(serialised: string): { description: RichTextDoc; descriptionText: string } {
  const doc = normaliseRichText(serialised);
  // The schema refused anything that is not a document with words; this cannot be null.
  if (!doc) throw badUserInput({ 'input.description': [m.enterDescription] });
  return { description: doc, descriptionText: richTextPlainText(doc) };
}

function jobColumns(values: JobOpportunityValues): PostColumns {
  const { isOnSite, isRemote } = workModeFlags(values.work_mode as WorkMode | 'ALL');
  return {
    target: 'JOB',
    title: values.title,
    jobNumber: values.job_number,
    ...description(values.description),
    location: values.location ?? '',
    isOnSite,
    isRemote,
    type: values.type,
    subType: values.sub_type,
    level: values.level,
    positionId: Number(values.position_id),
    duration: values.duration ?? null,
    isIr35: values.is_ir35 ?? null,
    minimumBudget: values.minimumBudget,
    maximumBudget: values.maximumBudget,
    compensationUnit: values.compensation_unit as PostColumns['compensationUnit'],
    compensationCurrency: values.compensation_currency as PostColumns['compensationCurrency'],
    isCompensationDisplayed: values.is_compensation_displayed,
    followUp: values.follow_up,
    applicationLink: values.application_link ?? null,
    isActive: values.is_active,
  };
}

function jobLinks(values: JobOpportunityValues): PostLinks {
  const withMustHaves = (ids: readonly string[], mustHaves: readonly string[]) =>
    ids.map((id) => ({ id, mustHave: mustHaves.includes(id) }));
  return {
    industries: values.industries,
    genres: values.genres,
    skills: [
      ...withMustHaves(values.skills, values.skills_must_have),
      ...withMustHaves(values.software_skills, values.software_skills_must_have),
    ],
    qualifications: withMustHaves(values.qualifications, values.qualifications_must_have),
  };
}

function projectColumns(values: ProjectValues): PostColumns {
  return {
    target: 'PROJECT',
    title: values.title,
    jobNumber: values.job_number,
    ...description(values.description),
    location: values.location ?? '',
    isOnSite: false,
    isRemote: false,
    type: PROJECT_KIND,
    subType: PROJECT_KIND,
    level: PROJECT_KIND,
    positionId: null,
    duration: values.duration,
    isIr35: null,
    minimumBudget: values.minimumBudget,
    maximumBudget: values.maximumBudget,
    compensationUnit: 'PROJECT',
    compensationCurrency: values.compensation_currency as PostColumns['compensationCurrency'],
    isCompensationDisplayed: values.is_compensation_displayed,
    followUp: values.follow_up,
    applicationLink: null,
    isActive: values.is_active,
  };
}

function projectLinks(values: ProjectValues): PostLinks {
  return {
    genres: values.genres,
    services: values.services,
    skills: values.software_skills.map((id) => ({ id, mustHave: false })),
  };
}

async function writeLinks(tx: Database, opportunityId: number, links: PostLinks): Promise<void> {
  const writes: Promise<unknown>[] = [];
  const unique = (ids: readonly string[]) => [...new Set(ids)].map(Number);
  if (links.industries?.length) {
    writes.push(
      tx
        .insert(opportunityIndustries)
        .values(unique(links.industries).map((industryId) => ({ opportunityId, industryId }))),
    );
  }
  if (links.skills?.length) {
    writes.push(
      tx
        .insert(opportunitySkills)
        .values(
          links.skills.map(({ id, mustHave }) => ({
            opportunityId,
            skillId: Number(id),
            mustHave,
          })),
        )
        .onConflictDoNothing(),
    );
  }
  if (links.qualifications?.length) {
    writes.push(
      tx
        .insert(opportunityQualifications)
        .values(
          links.qualifications.map(({ id, mustHave }) => ({
            opportunityId,
            qualificationId: Number(id),
            mustHave,
          })),
        )
        .onConflictDoNothing(),
    );
  }
  if (links.genres?.length) {
    writes.push(
      tx
        .insert(opportunityGenres)
        .values(unique(links.genres).map((genreId) => ({ opportunityId, genreId }))),
    );
  }
  if (links.services?.length) {
    writes.push(
      tx
        .insert(opportunityServices)
        .values(unique(links.services).map((serviceId) => ({ opportunityId, serviceId }))),
    );
  }
  await Promise.all(writes);
}

function idsOf(items: readonly { id: number }[]): Set<string> {
  return new Set(items.map((item) => String(item.id)));
}

/** Ids chosen that are not among `allowed`: recorded against `field`. */
function outside(
  ids: readonly string[] | undefined,
  allowed: ReadonlySet<string>,
  field: string,
  failures: Record<string, string[]>,
): void {
  if ((ids ?? []).some((id) => !allowed.has(id))) failures[field] = [m.notInDiscipline];
}

function isPublishedFor(actor: Actor, row: OpportunityRow): boolean {
  return (
    row.isActive &&
    row.isPublic &&
    row.deletedAt === null &&
    publishedTargetFor(actor) === row.target
  );
}

function page<R extends ListedOpportunity>(
  rows: R[],
  first: number,
  cursorOf: (row: R) => string,
): OpportunityPage {
  const limit = Math.min(Math.max(first, 1), PAGE_SIZE_MAX);
  const hasMore = rows.length > limit;
  const shown = hasMore ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { rows: shown, hasMore, endCursor: hasMore && last ? cursorOf(last) : null };
}

type PublishedCursor = [featured: boolean, createdAt: string, title: string, id: number];

function encodePublishedCursor(cursor: PublishedCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodePublishedCursor(text: string): PublishedCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      typeof value[0] === 'boolean' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[1])) &&
      typeof value[2] === 'string' &&
      Number.isSafeInteger(value[3])
    ) {
      return value as PublishedCursor;
    }
  } catch {
    // answered below
  }
  throw badUserInput({ after: [messages.common.invalidSelection] });
}

/**
 * Rows after the cursor in (featured desc, created desc, title, id) order. The first part is
 * one row comparison the published index answers as a range; ties on (featured, created)
 * are then ordered by (title, id).
 */
function afterPublished([featured, createdAt, title, id]: PublishedCursor): SQL {
  return sql`(${opportunities.featured}, ${opportunities.createdAt}) <= (${featured}, ${createdAt}::timestamptz)
    and not ((${opportunities.featured}, ${opportunities.createdAt}) = (${featured}, ${createdAt}::timestamptz)
      and (${opportunities.title}, ${opportunities.id}) <= (${title}, ${id}))`;
}
