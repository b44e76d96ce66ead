/**
 * The agency marketplace (employers) and the network (agencies): agencies with a finished
 * profile, and their case studies, searched and filtered by service, a numbered page at a time.
 *
 * Who may browse: signed-in ACTIVE users acting for a company team (owners and members) or an
 * agency team; candidates, and users whose account is not ACTIVE, are refused (FORBIDDEN). An
 * agency never lists itself, nor its own case studies: the network shows the others.
 *
 * Listed agencies are AGENCY teams whose profile is finished (a name and a bio) and whose owner
 * is ACTIVE and not blocked. Every page is one statement for its rows (with the total as a
 * window count); the lists on its cards (services, category experience) come from the
 * per-request team loaders (identity/user-loaders.ts), one statement each whatever the page's
 * length.
 */
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { caseStudies, services, teamServices, teams, users } from '../../db/schema';
import { messages } from '../../../shared/messages';
import { forbidden } from '../../platform/domain-error';
import {
  countOf,
  numberedPage,
  pageWindow,
  windowTotal,
  type NumberedPage,
  type NumberedPageRequest,
} from '../../platform/paging';
import { caseStudyRecordOf, recordColumns, type CaseStudyRecord } from '../case-studies';
import type { Actor } from '../identity';
import type { AgencyListingRow } from './mappers';

export type { AgencyListingRow } from './mappers';

/** The most rows one page may ask for. */
export const MARKETPLACE_PAGE_MAX = 100;

export interface MarketplaceSearch {
  /** Words, each found in the name or bio (agencies), or the title or agency name (case studies). */
  search?: string | null;
  /** Service slugs: any of them. */
  services?: readonly string[] | null;
}

export class MarketplaceService {
  constructor(private readonly db: Database) {}

  /** Listed agencies by name (see above). */
  async agencies(
    actor: Actor,
    search: MarketplaceSearch,
    request: NumberedPageRequest,
  ): Promise<NumberedPage<AgencyListingRow>> {
    const where = this.matching(actor, search, [teams.company, teams.bio]);
    const window = pageWindow(request, MARKETPLACE_PAGE_MAX);
    const rows = await this.db
      .select({
        id: teams.id,
        name: teams.company,
        agencyName: agencyNameOf(),
        avatar: teams.avatar,
        bio: teams.bio,
        locations: teams.locations,
        city: teams.city,
        country: teams.country,
        vetted: users.vetted,
        caseStudiesCount:
          sql<number>`(select count(*) from ${caseStudies} where ${caseStudies.teamId} = ${teams.id})`.mapWith(
            Number,
          ),
        total: windowTotal(),
      })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(where)
      .orderBy(asc(sql`lower(${teams.company})`), asc(teams.id))
      .limit(window.limit)
      .offset(window.offset);
    return numberedPage(
      rows,
      window,
      () =>
        countOf(
          this.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(teams)
            .innerJoin(users, eq(users.id, teams.ownerId))
            .where(where),
        ),
      ({ bio, ...row }) => ({ ...row, bio: bio ?? '' }),
    );
  }

  /** The listed agencies' case studies, newest first (see above). */
  async caseStudies(
    actor: Actor,
    search: MarketplaceSearch,
    request: NumberedPageRequest,
  ): Promise<NumberedPage<CaseStudyRecord>> {
    const where = this.matching(actor, search, [caseStudies.title, teams.company]);
    const window = pageWindow(request, MARKETPLACE_PAGE_MAX);
    const rows = await this.db
      .select({ ...recordColumns, total: windowTotal() })
      .from(caseStudies)
      .innerJoin(teams, eq(teams.id, caseStudies.teamId))
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(where)
      .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
      .limit(window.limit)
      .offset(window.offset);
    return numberedPage(
      rows,
      window,
      () =>
        countOf(
          this.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(caseStudies)
            .innerJoin(teams, eq(teams.id, caseStudies.teamId))
            .innerJoin(users, eq(users.id, teams.ownerId))
            .where(where),
        ),
      // Never the caller's own agency's work (listedAgencies): nothing here is theirs to edit.
      (row) => caseStudyRecordOf(row, false),
    );
  }

  /** The listed agencies' rows with the search's words (in `searched`) and services. */
  private matching(actor: Actor, search: MarketplaceSearch, searched: readonly AnyColumn[]) {
    return and(
      this.listedAgencies(actor),
      wordsIn(search.search, searched),
      withService(search.services),
    );
  }

  /**
   * The agencies the caller may browse: listed ones, less the caller's own. Refuses whoever
   * may not browse at all.
   */
  private listedAgencies(actor: Actor): SQL {
    const team = actor.activeTeam?.team;
    const allowed =
      actor.user.status === 'ACTIVE' &&
      actor.user.type !== 'FREELANCER' &&
      (team?.type === 'COMPANY' || team?.type === 'AGENCY');
    if (!allowed) throw forbidden(messages.marketplace.notAllowed);
    return and(
      eq(teams.type, 'AGENCY'),
      ne(teams.company, ''),
      sql`btrim(coalesce(${teams.bio}, '')) <> ''`,
      eq(users.status, 'ACTIVE'),
      isNull(users.blockedAt),
      team.type === 'AGENCY' ? ne(teams.id, team.id) : undefined,
    )!;
  }
}

/** The owner's agency name, else the team's (rows joined with the team's owner). */
function agencyNameOf() {
  return sql<string>`coalesce(nullif(${users.agencyName}, ''), ${teams.company})`;
}

/** `%text%` for ILIKE, with the caller's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Every word found in one of the columns, in any case. */
function wordsIn(search: string | null | undefined, columns: readonly AnyColumn[]) {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => or(...columns.map((column) => ilike(column, containing(word))))),
  );
}

/** The agency (teams' row in the query) offers one of the services. */
function withService(slugs: readonly string[] | null | undefined): SQL | undefined {
  if (!slugs?.length) return undefined;
  return sql`exists (select 1 from ${teamServices} inner join ${services} on ${services.id} = ${teamServices.serviceId} where ${teamServices.teamId} = ${teams.id} and ${inArray(services.slug, [...slugs])})`;
}
