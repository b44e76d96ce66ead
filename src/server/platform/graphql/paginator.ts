/**
 * Pages as the API answers them, `{ data, paginatorInfo }`: numbered pages (platform/paging.ts)
 * and keyset pages (platform/id-pages.ts, the team's posts). A page is a value, not a row: its
 * `data` rows resolve through their own types' mappers.
 */
import type { IdPage } from '../id-pages';
import type { NumberedPage, NumberedPageRequest } from '../paging';

export interface Paginated<T> {
  data: T[];
  paginatorInfo: { count: number; currentPage: number; hasMorePages: boolean; total: number };
}

/** The page a list's `first` and `page` arguments ask for (`first` defaulting per list). */
export function pageRequestOf(
  args: { first?: number | null; page?: number | null },
  defaultFirst: number,
): NumberedPageRequest {
  return { first: args.first ?? defaultFirst, page: args.page ?? 1 };
}

export function paginatorOf<T>(page: NumberedPage<T>): Paginated<T> {
  return {
    data: page.rows,
    paginatorInfo: {
      count: page.rows.length,
      currentPage: page.currentPage,
      hasMorePages: page.hasMorePages,
      total: page.total,
    },
  };
}

export interface CursorPaginated<T> {
  data: T[];
  paginatorInfo: { count: number; hasMorePages: boolean; endCursor: string | null };
}

/** A keyset page: pass `endCursor` as `after` for the next. */
export function cursorPaginatorOf<T>(page: IdPage<T>): CursorPaginated<T> {
  return {
    data: page.rows,
    paginatorInfo: {
      count: page.rows.length,
      hasMorePages: page.hasMore,
      endCursor: page.endCursor,
    },
  };
}
