/**
 * Lists in numbered pages with their total (`{ data, paginatorInfo }` in the API): each page
 * is one statement whose rows carry the total as a window count (`windowTotal()`); only a
 * page past the end, which has no row to carry it, counts apart.
 */
import { sql } from 'drizzle-orm';

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

/** The rows a page asks the database for. */
export interface PageWindow {
  limit: number;
  offset: number;
  currentPage: number;
}

/** The request's window: its size between 1 and `max`, its page from 1. */
export function pageWindow(request: NumberedPageRequest, max: number): PageWindow {
  const limit = Math.min(Math.max(Math.trunc(request.first) || 1, 1), max);
  const currentPage = currentPageOf(request);
  return { limit, offset: (currentPage - 1) * limit, currentPage };
}

/** The column that gives each row of a page the total of rows matched. */
export function windowTotal() {
  return sql<number>`count(*) over ()`.mapWith(Number);
}

/**
 * The page of the rows read for `window` (each with its `windowTotal()` as `total`), mapped
 * without it. `countAll` runs only for an empty page past the first.
 */
export async function numberedPage<R extends { total: number }, T>(
  rows: readonly R[],
  window: PageWindow,
  countAll: () => PromiseLike<number>,
  map: (row: Omit<R, 'total'>) => T,
): Promise<NumberedPage<T>> {
  const total = rows.length === 0 && window.offset > 0 ? await countAll() : (rows[0]?.total ?? 0);
  return {
    rows: rows.map(({ total: _total, ...row }) => map(row)),
    total,
    currentPage: window.currentPage,
    hasMorePages: window.offset + rows.length < total,
  };
}

/** The number a `select({ n: count(*) })` statement answers: a `countAll` over joined tables. */
export async function countOf(statement: PromiseLike<{ n: number }[]>): Promise<number> {
  const [counted] = await statement;
  return counted?.n ?? 0;
}

/** No rows at all (nothing to match on), at the page asked for. */
export function emptyPage<T>(request: NumberedPageRequest): NumberedPage<T> {
  return { rows: [], total: 0, currentPage: currentPageOf(request), hasMorePages: false };
}

function currentPageOf(request: NumberedPageRequest): number {
  return Math.max(Math.trunc(request.page) || 1, 1);
}
