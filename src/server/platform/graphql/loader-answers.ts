/**
 * DataLoader wants one answer per key, in the keys' order: these turn one statement's rows
 * into those answers, for the per-request loaders of every module.
 */

/** Each key's rows (`valueOf` of each), `[]` for a key with none. */
export function groupedBy<K, R, V>(
  keys: readonly K[],
  rows: readonly R[],
  keyOf: (row: R) => K,
  valueOf: (row: R) => V,
): V[][] {
  const groups = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(valueOf(row));
  return keys.map((key) => groups.get(key) ?? []);
}

/** Each key's row by its `id`, null for a key with none. */
export function byId<R extends { id: number }>(
  keys: readonly number[],
  rows: readonly R[],
): (R | null)[] {
  const found = new Map(rows.map((row) => [row.id, row]));
  return keys.map((key) => found.get(key) ?? null);
}
