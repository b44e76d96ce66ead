/**
 * Community content as its readers see it (docs/content.md): published articles and deals
 * whose availability the caller's group reads (shared/content.ts `availabilitiesFor`; signed
 * out, PUBLIC articles only), and the published landing pages, which anyone reads. Each list
 * is one statement (its total counted in the same one), a second only for a page past the
 * end. Unpublished rows exist only for the admin commands (content-admin.ts).
 */
import { and, asc, desc, eq, inArray, isNotNull, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { availabilitiesFor, type ArticleType } from '../../../shared/content';
import { messages } from '../../../shared/messages';
import { groupOf, type Group } from '../../../shared/users';
import type { Database } from '../../db/client';
import { articles, deals, landingPages } from '../../db/schema';
import { notFound, unauthenticated } from '../../platform/domain-error';
import {
  numberedPage,
  pageWindow,
  windowTotal,
  type NumberedPage,
  type NumberedPageRequest,
} from '../../platform/paging';
import type { Actor } from '../identity';
import type { ArticleRow, DealRow, LandingPageRow } from './mappers';

const m = messages.content.server;

export type { ArticleRow, DealRow, LandingPageRow } from './mappers';

/** The most rows one page may ask for. */
export const CONTENT_PAGE_MAX = 50;
/** The most slugs `excludeSlugs` takes: the blog's banner and the article being read need two. */
const MAX_EXCLUDED = 50;

export interface ArticleFilter {
  types?: readonly ArticleType[] | null;
  excludeSlugs?: readonly string[] | null;
}

/** The group whose content the caller reads; null signed out. */
export function readerGroup(actor: Actor | null): Group | null {
  return actor ? groupOf(actor.user.type, actor.activeTeam?.team.type) : null;
}

export class ContentService {
  constructor(private readonly db: Database) {}

  /** Published articles the caller may read, newest first, in numbered pages. */
  articles(
    actor: Actor | null,
    filter: ArticleFilter,
    request: NumberedPageRequest,
  ): Promise<NumberedPage<ArticleRow>> {
    const types = filter.types?.length ? [...new Set(filter.types)] : null;
    const excluded = (filter.excludeSlugs ?? []).slice(0, MAX_EXCLUDED);
    return this.page(
      articles,
      and(
        readable(articles, actor),
        types ? inArray(articles.type, types) : undefined,
        excluded.length > 0 ? notInArray(articles.slug, excluded) : undefined,
      ),
      [desc(articles.createdAt), desc(articles.id)],
      request,
    );
  }

  /** One published article the caller may read; NOT_FOUND for any other slug. */
  async article(actor: Actor | null, slug: string): Promise<ArticleRow> {
    const [row] = await this.db
      .select()
      .from(articles)
      .where(and(eq(articles.slug, slug), readable(articles, actor)))
      .limit(1);
    if (!row) throw notFound(m.articleNotFound);
    return row;
  }

  /** Published deals the caller may read, newest first: signed-in users only. */
  deals(actor: Actor | null, request: NumberedPageRequest): Promise<NumberedPage<DealRow>> {
    if (!actor) throw unauthenticated();
    return this.page(
      deals,
      readable(deals, actor),
      [desc(deals.createdAt), desc(deals.id)],
      request,
    );
  }

  /** Every published landing page, by sort order then name: anyone reads them. */
  landingPages(): Promise<LandingPageRow[]> {
    return this.db
      .select()
      .from(landingPages)
      .where(isNotNull(landingPages.publishedAt))
      .orderBy(asc(landingPages.sortOrder), asc(landingPages.name), asc(landingPages.id));
  }

  async landingPage(slug: string): Promise<LandingPageRow> {
    const [row] = await this.db
      .select()
      .from(landingPages)
      .where(and(eq(landingPages.slug, slug), isNotNull(landingPages.publishedAt)))
      .limit(1);
    if (!row) throw notFound(m.pageNotFound);
    return row;
  }

  private async page<T extends typeof articles | typeof deals>(
    table: T,
    where: SQL | undefined,
    order: SQL[],
    request: NumberedPageRequest,
  ): Promise<NumberedPage<T['$inferSelect']>> {
    const window = pageWindow(request, CONTENT_PAGE_MAX);
    const rows = (await this.db
      .select({ row: table as PgTable, total: windowTotal() })
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset)) as unknown as { row: T['$inferSelect']; total: number }[];
    return numberedPage(
      rows,
      window,
      () => this.db.$count(table, where),
      ({ row }) => row,
    );
  }
}

/** Published, and of an availability the caller's group reads. */
function readable(
  table: { publishedAt: PgColumn; availability: PgColumn },
  actor: Actor | null,
): SQL {
  return and(
    isNotNull(table.publishedAt),
    inArray(table.availability, availabilitiesFor(readerGroup(actor))),
  )!;
}
