/** Numbered pages (platform/paging.ts) as the API answers them: `{ data, paginatorInfo }`. */
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

/**
 * The page with each row mapped; the mappers run side by side, so the per-request loaders
 * they call read the whole page in one statement each.
 */
export async function mappedPaginatorOf<R, T>(
  page: NumberedPage<R>,
  map: (row: R) => T | Promise<T>,
): Promise<Paginated<Awaited<T>>> {
  return paginatorOf({ ...page, rows: await Promise.all(page.rows.map(map)) });
}
