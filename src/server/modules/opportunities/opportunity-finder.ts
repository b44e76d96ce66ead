/**
 * The published side's lists (brief: the candidate dashboard, `latest-opportunities`,
 * `opportunities-for-you`, the applied list, `company-profile/{id}`): published, open posts
 * of the caller's side (jobs for candidates, projects for agencies), narrowed by a search,
 * newest first, in numbered pages with their total (`count(*) over ()` in the list's own
 * statement, so a page is one statement; a page past the end counts apart).
 *
 * "For you" matches the caller's active preferences and profile: the rule is `matchingFor`
 * below. The search's compensation filter never matches a post that hides its range (it
 * would reveal it).
 */
import { and, desc, eq, ilike, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  opportunities,
  opportunityGenres,
  opportunityIndustries,
  preferences,
  teams,
  userIndustries,
  userPositions,
  users,
} from '../../db/schema';
import { messages } from '../../../shared/messages';
import type { OpportunityTarget, WorkMode } from '../../../shared/opportunities';
import { forbidden, notFound } from '../../platform/domain-error';
import { companyMembership, publishedTargetFor, type Actor } from './opportunity-access';
import {
  PAGE_SIZE_MAX,
  listedColumns,
  listedRow,
  type ListedOpportunity,
} from './opportunity-service';

/** The search of the published lists (the GraphQL `OpportunitySearch`, ids parsed). */
export interface OpportunitySearch {
  search?: string | null;
  industries?: readonly number[] | null;
  genres?: readonly number[] | null;
  types?: readonly string[] | null;
  levels?: readonly string[] | null;
  workModes?: readonly WorkMode[] | null;
  location?: string | null;
  compensationUnit?: string | null;
  compensationMin?: number | null;
  compensationMax?: number | null;
}

export interface NumberedPageRequest {
  first: number;
  page: number;
}

export interface NumberedPage<T> {
  rows: T[];
  total: number;
  currentPage: number;
  hasMorePages: boolean;
}

export interface AppliedRow {
  applicationId: number;
  appliedAt: Date;
  open: boolean;
  opportunity: ListedOpportunity;
}

export interface CompanyProfileRow {
  id: number;
  company: string;
  avatar: string | null;
  bio: string | null;
  description: string | null;
  whatSetsApart: string | null;
  website: string | null;
  /** The owner's vetted flag: the company's badge. */
  vetted: boolean;
  city: string | null;
  state: string | null;
  country: string | null;
  /** The side whose posts the profile lists to this caller. */
  target: OpportunityTarget;
}

/**
 * A candidate's job types (FREELANCE, PERMANENT, BOTH) and the roles types of the posts each
 * fits: freelance takes contract and consultancy work, permanent takes permanent roles, and a
 * post open to both fits either.
 */
const ROLE_TYPES_FOR_JOB_TYPE: Readonly<Record<string, readonly string[]>> = {
  FREELANCE: ['FREELANCE/CONTRACT', 'CONSULTANCY', 'BOTH'],
  PERMANENT: ['PERMANENT', 'BOTH'],
  BOTH: ['PERMANENT', 'CONSULTANCY', 'FREELANCE/CONTRACT', 'BOTH'],
};

/** What "for you" matches on, read in one statement. */
export interface MatchFacts {
  preferenceJobTypes: string[];
  preferenceGenreIds: number[];
  profileJobTypes: string[];
  industryIds: number[];
  positionIds: number[];
  levels: string[];
}

export class OpportunityFinder {
  constructor(private readonly db: Database) {}

  /** `latest-opportunities`: every published, open post of the caller's side. */
  async latest(
    actor: Actor,
    search: OpportunitySearch,
    request: NumberedPageRequest,
  ): Promise<NumberedPage<ListedOpportunity>> {
    const target = this.sideOf(actor);
    return this.publishedPage(and(published(target), searchCondition(search)), request);
  }

  /** `opportunities-for-you`: the latest, narrowed to what matches the caller (none applied). */
  async forYou(
    actor: Actor,
    search: OpportunitySearch,
    request: NumberedPageRequest,
  ): Promise<NumberedPage<ListedOpportunity>> {
    const target = this.sideOf(actor);
    const matching = matchingFor(await this.matchFacts(actor.user.id));
    if (!matching) return emptyPage(request);
    return this.publishedPage(
      and(
        published(target),
        searchCondition(search),
        matching,
        notExists(
          this.db
            .select({ one: sql`1` })
            .from(applications)
            .where(
              and(
                eq(applications.opportunityId, opportunities.id),
                eq(applications.userId, actor.user.id),
              ),
            ),
        ),
      ),
      request,
    );
  }

  /** The caller's applications, newest first, each with its post, Open or Closed. */
  async applied(actor: Actor, request: NumberedPageRequest): Promise<NumberedPage<AppliedRow>> {
    this.sideOf(actor);
    const { limit, offset, currentPage } = numbered(request);
    const mine = eq(applications.userId, actor.user.id);
    const rows = await this.db
      .select({
        ...listedColumns,
        applicationId: applications.id,
        appliedAt: applications.createdAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(teams, eq(teams.id, opportunities.teamId))
      .innerJoin(users, eq(users.id, opportunities.createdBy))
      .where(mine)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit)
      .offset(offset);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) total = await this.db.$count(applications, mine);
    return {
      rows: rows.map(({ applicationId, appliedAt, total: _total, ...listed }) => {
        const opportunity = listedRow(listed);
        return {
          applicationId,
          appliedAt,
          open: opportunity.isActive && opportunity.isPublic && opportunity.deletedAt === null,
          opportunity,
        };
      }),
      total,
      currentPage,
      hasMorePages: offset + rows.length < total,
    };
  }

  /**
   * A company's public profile (`company-profile/{id}`): for candidates and agencies, and for
   * its own team's users; NOT_FOUND for anyone else (another employer) and for an agency team.
   */
  async companyProfile(actor: Actor, teamId: number): Promise<CompanyProfileRow> {
    const ownTeam = companyMembership(actor, teamId) !== null;
    const target = publishedTargetFor(actor) ?? (ownTeam ? 'JOB' : null);
    if (!target) throw notFound(messages.candidateOpportunities.companyNotFound);
    const [team] = await this.db
      .select({
        id: teams.id,
        company: teams.company,
        avatar: teams.avatar,
        bio: teams.bio,
        description: teams.description,
        whatSetsApart: teams.whatSetsApart,
        website: teams.website,
        vetted: users.vetted,
        city: teams.city,
        state: teams.state,
        country: teams.country,
      })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(and(eq(teams.id, teamId), eq(teams.type, 'COMPANY')))
      .limit(1);
    if (!team) throw notFound(messages.candidateOpportunities.companyNotFound);
    return { ...team, target };
  }

  /** The profile's published, open posts. */
  companyOpportunities(
    profile: CompanyProfileRow,
    request: NumberedPageRequest,
  ): Promise<NumberedPage<ListedOpportunity>> {
    return this.publishedPage(
      and(published(profile.target), eq(opportunities.teamId, profile.id)),
      request,
    );
  }

  /** The caller's preferences and profile facts that "for you" matches on. */
  async matchFacts(userId: number): Promise<MatchFacts> {
    // Written out with aliases: drizzle leaves columns unqualified in a join-less select,
    // where `id` would mean the subquery's own table.
    const [row] = await this.db
      .select({
        preferenceJobTypes: sql<
          string[] | null
        >`(select array_agg(distinct job_type) from ${preferences} p, unnest(p.job_types) job_type where p.user_id = ${userId} and p.active)`,
        preferenceGenreIds: sql<
          number[] | null
        >`(select array_agg(distinct genre_id) from ${preferences} p, unnest(p.genre_ids) genre_id where p.user_id = ${userId} and p.active)`,
        profileJobTypes: users.jobTypes,
        industryIds: sql<
          number[] | null
        >`(select array_agg(ui.industry_id) from ${userIndustries} ui where ui.user_id = ${userId})`,
        positionIds: sql<
          number[] | null
        >`(select array_agg(up.position_id) from ${userPositions} up where up.user_id = ${userId})`,
        levels: users.lookingFor,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return {
      preferenceJobTypes: row?.preferenceJobTypes ?? [],
      preferenceGenreIds: (row?.preferenceGenreIds ?? []).map(Number),
      profileJobTypes: row?.profileJobTypes ?? [],
      industryIds: (row?.industryIds ?? []).map(Number),
      positionIds: (row?.positionIds ?? []).map(Number),
      levels: row?.levels ?? [],
    };
  }

  /** The side whose published posts the caller browses; FORBIDDEN for employers. */
  private sideOf(actor: Actor): OpportunityTarget {
    const target = publishedTargetFor(actor);
    if (!target) throw forbidden(messages.opportunities.notFound);
    return target;
  }

  private async publishedPage(
    where: SQL | undefined,
    request: NumberedPageRequest,
  ): Promise<NumberedPage<ListedOpportunity>> {
    const { limit, offset, currentPage } = numbered(request);
    const rows = await this.db
      .select({ ...listedColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(opportunities)
      .innerJoin(teams, eq(teams.id, opportunities.teamId))
      .innerJoin(users, eq(users.id, opportunities.createdBy))
      .where(where)
      .orderBy(desc(opportunities.createdAt), desc(opportunities.id))
      .limit(limit)
      .offset(offset);
    // Past the last page the window has no row to count on: count apart (rare).
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      const [counted] = await this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(opportunities)
        .innerJoin(teams, eq(teams.id, opportunities.teamId))
        .where(where);
      total = counted?.n ?? 0;
    }
    return {
      rows: rows.map(({ total: _total, ...listed }) => listedRow(listed)),
      total,
      currentPage,
      hasMorePages: offset + rows.length < total,
    };
  }
}

// ---- conditions ---------------------------------------------------------------------

function published(target: OpportunityTarget): SQL {
  return and(
    eq(opportunities.target, target),
    eq(opportunities.isActive, true),
    eq(opportunities.isPublic, true),
    isNull(opportunities.deletedAt),
  )!;
}

/** `%words%` for ILIKE, with the caller's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const hasAny = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  Array.isArray(list) && list.length > 0;

export function searchCondition(search: OpportunitySearch): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const words = search.search?.trim();
  if (words) {
    const pattern = containing(words);
    parts.push(
      or(
        ilike(opportunities.title, pattern),
        ilike(opportunities.descriptionText, pattern),
        ilike(teams.company, pattern),
      ),
    );
  }
  if (hasAny(search.industries)) parts.push(withIndustry(search.industries));
  if (hasAny(search.genres)) parts.push(withGenre(search.genres));
  if (hasAny(search.types)) parts.push(inArray(opportunities.type, [...search.types]));
  if (hasAny(search.levels)) parts.push(inArray(opportunities.level, [...search.levels]));
  if (hasAny(search.workModes)) {
    parts.push(
      or(
        ...search.workModes.map((mode) =>
          and(
            eq(opportunities.isOnSite, mode !== 'REMOTE'),
            eq(opportunities.isRemote, mode !== 'ONSITE'),
          ),
        ),
      ),
    );
  }
  const location = search.location?.trim();
  if (location) parts.push(ilike(opportunities.location, containing(location)));
  const { compensationUnit: unit, compensationMin: min, compensationMax: max } = search;
  if (unit || typeof min === 'number' || typeof max === 'number') {
    // A hidden range is never searched: the filter would reveal it.
    parts.push(eq(opportunities.isCompensationDisplayed, true));
    if (unit) parts.push(eq(opportunities.compensationUnit, unit as never));
    if (typeof min === 'number') parts.push(sql`${opportunities.maximumBudget} >= ${min}`);
    if (typeof max === 'number') parts.push(sql`${opportunities.minimumBudget} <= ${max}`);
  }
  return and(...parts);
}

function withIndustry(ids: readonly number[]): SQL {
  return sql`exists (select 1 from ${opportunityIndustries} where ${opportunityIndustries.opportunityId} = ${opportunities.id} and ${inArray(opportunityIndustries.industryId, [...ids])})`;
}

function withGenre(ids: readonly number[]): SQL {
  return sql`exists (select 1 from ${opportunityGenres} where ${opportunityGenres.opportunityId} = ${opportunities.id} and ${inArray(opportunityGenres.genreId, [...ids])})`;
}

/**
 * The "for you" rule: every part the candidate has filled in must match, parts left empty
 * do not narrow.
 * - Job type: the active preferences' job types, or (with none) the profile's; the post's
 *   type of role fits one of them (ROLE_TYPES_FOR_JOB_TYPE).
 * - Category experience: the active preferences' genres; the post has one of them.
 * - Discipline: the profile's industries; the post has one of them.
 * - Role: the post seeks one of the profile's positions, or is at one of its role levels
 *   (looking_for).
 * With nothing filled in at all there is nothing to match on: null (an empty list, whose
 * empty state sends the candidate to their profile and the latest list).
 */
export function matchingFor(facts: MatchFacts): SQL | undefined | null {
  const jobTypes = facts.preferenceJobTypes.length
    ? facts.preferenceJobTypes
    : facts.profileJobTypes;
  const parts: SQL[] = [];
  if (jobTypes.length) {
    const roleTypes = [...new Set(jobTypes.flatMap((type) => ROLE_TYPES_FOR_JOB_TYPE[type] ?? []))];
    parts.push(roleTypes.length ? inArray(opportunities.type, roleTypes) : sql`false`);
  }
  if (facts.preferenceGenreIds.length) parts.push(withGenre(facts.preferenceGenreIds));
  if (facts.industryIds.length) parts.push(withIndustry(facts.industryIds));
  const role = or(
    facts.positionIds.length ? inArray(opportunities.positionId, facts.positionIds) : undefined,
    facts.levels.length ? inArray(opportunities.level, facts.levels) : undefined,
  );
  if (role) parts.push(role);
  return parts.length ? and(...parts) : null;
}

function numbered(request: NumberedPageRequest) {
  const limit = Math.min(Math.max(Math.trunc(request.first) || 1, 1), PAGE_SIZE_MAX);
  const currentPage = Math.max(Math.trunc(request.page) || 1, 1);
  return { limit, offset: (currentPage - 1) * limit, currentPage };
}

function emptyPage<T>(request: NumberedPageRequest): NumberedPage<T> {
  return { rows: [], total: 0, currentPage: numbered(request).currentPage, hasMorePages: false };
}
