/**
 * The published side's lists (brief: the candidate dashboard, `latest-opportunities`,
 * `opportunities-for-you`, the applied list, `company-profile/{id}`): published, open posts
 * of the caller's side (jobs for candidates, projects for agencies), narrowed by a search,
 * newest first, in numbered pages with their total (`count(*) over ()` in the list's own
 * statement, so a page is one statement; a page past the end counts apart).
 *
 * "For you" matches a candidate's active preferences and profile (`matchingFor` below), an
 * agency's services and category experience (`agencyMatching`). The search's compensation
 * and budget filters never match a post that hides its range (they would reveal it).
 *
 * Order: a candidate's lists newest first; an agency's featured first, then newest, then by
 * title (the brief: "agency opportunity lists order by featured, then newest, then title").
 */
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  opportunities,
  opportunityGenres,
  genreIndustries,
  opportunityIndustries,
  opportunityServices,
  opportunitySkills,
  preferences,
  teamIndustries,
  teamServices,
  teams,
  userIndustries,
  userPositions,
  users,
} from '../../db/schema';
import { messages } from '../../../shared/messages';
import {
  BUDGET_NO_CAP,
  type OpportunityTarget,
  type WorkMode,
} from '../../../shared/opportunities';
import { forbidden, notFound } from '../../platform/domain-error';
import {
  countOf,
  emptyPage,
  numberedPage,
  pageWindow,
  windowTotal,
  type NumberedPage,
  type NumberedPageRequest,
} from '../../platform/paging';
import { applicantIdOf, publishedTargetFor } from './opportunity-access';
import { companyMembership } from '../teams';
import type { Actor } from '../identity';
import type { AppliedRow, CompanyProfileRow, ListedOpportunity } from './mappers';
import { PAGE_SIZE_MAX, listedColumns, listedRow } from './opportunity-service';

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
  /** Services a project requires (any of them). */
  services?: readonly number[] | null;
  /** Software skills a post asks for (any of them). */
  softwareSkills?: readonly number[] | null;
  /** A project's budget band; a maximum of BUDGET_NO_CAP leaves the top open. */
  budgetMin?: number | null;
  budgetMax?: number | null;
}

export type { AppliedRow, CompanyProfileRow } from './mappers';

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

/** What an agency's "for you" matches on: its team's services and category experience. */
export interface AgencyFacts {
  serviceIds: number[];
  industryIds: number[];
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
    return this.publishedPage(and(published(target), searchCondition(search)), request, target);
  }

  /** `opportunities-for-you`: the latest, narrowed to what matches the caller (none applied). */
  async forYou(
    actor: Actor,
    search: OpportunitySearch,
    request: NumberedPageRequest,
  ): Promise<NumberedPage<ListedOpportunity>> {
    const target = this.sideOf(actor);
    const matching =
      target === 'PROJECT'
        ? agencyMatching(await this.agencyFacts(actor.activeTeam?.team.id ?? null))
        : matchingFor(await this.matchFacts(actor.user.id));
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
                eq(applications.userId, applicantIdOf(actor)),
              ),
            ),
        ),
      ),
      request,
      target,
    );
  }

  /** The caller's applications, newest first, each with its post, Open or Closed. */
  async applied(actor: Actor, request: NumberedPageRequest): Promise<NumberedPage<AppliedRow>> {
    this.sideOf(actor);
    const window = pageWindow(request, PAGE_SIZE_MAX);
    const mine = eq(applications.userId, applicantIdOf(actor));
    const rows = await this.db
      .select({
        ...listedColumns,
        applicationId: applications.id,
        appliedAt: applications.createdAt,
        total: windowTotal(),
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(teams, eq(teams.id, opportunities.teamId))
      .innerJoin(users, eq(users.id, opportunities.createdBy))
      .where(mine)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(window.limit)
      .offset(window.offset);
    return numberedPage(
      rows,
      window,
      () => this.db.$count(applications, mine),
      ({ applicationId, appliedAt, ...listed }) => {
        const opportunity = listedRow(listed);
        return {
          applicationId,
          appliedAt,
          open: opportunity.isActive && opportunity.isPublic && opportunity.deletedAt === null,
          opportunity,
        };
      },
    );
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
      profile.target,
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

  /** The agency team's services and category experience (none without a team). */
  async agencyFacts(teamId: number | null): Promise<AgencyFacts> {
    if (teamId === null) return { serviceIds: [], industryIds: [] };
    const [row] = await this.db
      .select({
        serviceIds: sql<
          number[] | null
        >`(select array_agg(ts.service_id) from ${teamServices} ts where ts.team_id = ${teamId})`,
        industryIds: sql<
          number[] | null
        >`(select array_agg(ti.industry_id) from ${teamIndustries} ti where ti.team_id = ${teamId})`,
      })
      .from(teams)
      .where(eq(teams.id, teamId))
      .limit(1);
    return {
      serviceIds: (row?.serviceIds ?? []).map(Number),
      industryIds: (row?.industryIds ?? []).map(Number),
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
    target: OpportunityTarget,
  ): Promise<NumberedPage<ListedOpportunity>> {
    const window = pageWindow(request, PAGE_SIZE_MAX);
    const rows = await this.db
      .select({ ...listedColumns, total: windowTotal() })
      .from(opportunities)
      .innerJoin(teams, eq(teams.id, opportunities.teamId))
      .innerJoin(users, eq(users.id, opportunities.createdBy))
      .where(where)
      .orderBy(...orderFor(target))
      .limit(window.limit)
      .offset(window.offset);
    return numberedPage(
      rows,
      window,
      () =>
        countOf(
          this.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(opportunities)
            .innerJoin(teams, eq(teams.id, opportunities.teamId))
            .where(where),
        ),
      listedRow,
    );
  }
}

// ---- conditions ---------------------------------------------------------------------

/** Jobs newest first; projects featured, newest, title (the agency's lists). */
function orderFor(target: OpportunityTarget): SQL[] {
  return target === 'PROJECT'
    ? [
        desc(opportunities.featured),
        desc(opportunities.createdAt),
        asc(opportunities.title),
        desc(opportunities.id),
      ]
    : [desc(opportunities.createdAt), desc(opportunities.id)];
}

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
  if (hasAny(search.services)) parts.push(withService(search.services));
  if (hasAny(search.softwareSkills)) parts.push(withSkill(search.softwareSkills));
  const { budgetMin, budgetMax } = search;
  const cappedMax = typeof budgetMax === 'number' && budgetMax < BUDGET_NO_CAP;
  if (typeof budgetMin === 'number' || cappedMax) {
    // As the compensation filter: a hidden budget is never searched.
    parts.push(eq(opportunities.isCompensationDisplayed, true));
    if (typeof budgetMin === 'number') {
      parts.push(sql`${opportunities.maximumBudget} >= ${budgetMin}`);
    }
    if (cappedMax) parts.push(sql`${opportunities.minimumBudget} <= ${budgetMax}`);
  }
  return and(...parts);
}

function withIndustry(ids: readonly number[]): SQL {
  return sql`exists (select 1 from ${opportunityIndustries} where ${opportunityIndustries.opportunityId} = ${opportunities.id} and ${inArray(opportunityIndustries.industryId, [...ids])})`;
}

function withService(ids: readonly number[]): SQL {
  return sql`exists (select 1 from ${opportunityServices} where ${opportunityServices.opportunityId} = ${opportunities.id} and ${inArray(opportunityServices.serviceId, [...ids])})`;
}

function withSkill(ids: readonly number[]): SQL {
  return sql`exists (select 1 from ${opportunitySkills} where ${opportunitySkills.opportunityId} = ${opportunities.id} and ${inArray(opportunitySkills.skillId, [...ids])})`;
}

/** A post with a genre of one of the disciplines (genres belong to disciplines). */
function withGenreOfIndustry(ids: readonly number[]): SQL {
  return sql`exists (select 1 from ${opportunityGenres} join ${genreIndustries} on ${genreIndustries.genreId} = ${opportunityGenres.genreId} where ${opportunityGenres.opportunityId} = ${opportunities.id} and ${inArray(genreIndustries.industryId, [...ids])})`;
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

/**
 * The agency's "for you" rule, as the candidate's: every part the agency has filled in must
 * match, parts left empty do not narrow.
 * - Services: the project requires one of the agency's services.
 * - Category experience: the agency's is disciplines (team_industries), a project's is
 *   genres; a project matches with a genre of one of those disciplines.
 * With neither there is nothing to match on: null (an empty list, whose empty state sends the
 * agency to its profile and the full list).
 */
export function agencyMatching(facts: AgencyFacts): SQL | null {
  const parts: SQL[] = [];
  if (facts.serviceIds.length) parts.push(withService(facts.serviceIds));
  if (facts.industryIds.length) parts.push(withGenreOfIndustry(facts.industryIds));
  return parts.length ? and(...parts)! : null;
}
