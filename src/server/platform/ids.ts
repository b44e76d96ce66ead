/**
 * Row keys from text: GraphQL ID arguments (`platform/graphql/ids.ts`), id-valued inputs and
 * id cursors all read an id here, so "what is an id" has one answer.
 */

/** The largest key an `integer` column holds: a bigger id names no row (and is no SQL error). */
const MAX_ROW_ID = 2_147_483_647;

/**
 * The one reading of a GraphQL ID (or an id-valued input or cursor) as a row key: decimal
 * digits naming a positive 32-bit integer, else null. Callers decide what null means: the
 * caller's mistake (`parseId`), or simply no such row (a case study, an upload, a team).
 */
export function rowIdOf(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ROW_ID ? id : null;
}
