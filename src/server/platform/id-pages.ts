/**
 * Newest-first lists paged by id (a ledger, invoices): `after` is the last id of the page
 * before, so each page is one indexed statement whatever its depth.
 */
import { messages } from '../../shared/messages';
import { badUserInput } from './domain-error';
import { rowIdOf } from './ids';

/** The most rows one page may ask for. */
export const ID_PAGE_MAX = 100;

export interface IdPage<R> {
  rows: R[];
  hasMore: boolean;
  endCursor: string | null;
}

/**
 * The page size to ask the database for (one more than shown, to know whether more follow)
 * and the id to start below; a malformed cursor is refused.
 */
export function idPageRequest({ first, after }: { first: number; after?: string | null }): {
  limit: number;
  beforeId: number | null;
} {
  const limit = Math.min(Math.max(first, 1), ID_PAGE_MAX);
  const beforeId = after ? rowIdOf(after) : null;
  if (after && beforeId === null) {
    throw badUserInput({ after: [messages.common.invalidSelection] });
  }
  return { limit, beforeId };
}

/** The rows to show of `limit + 1` fetched, and the next page's cursor. */
export function idPage<R extends { id: number }>(rows: R[], limit: number): IdPage<R> {
  const shown = rows.slice(0, limit);
  return {
    rows: shown,
    hasMore: rows.length > limit,
    endCursor: shown.length > 0 ? String(shown.at(-1)!.id) : null,
  };
}
