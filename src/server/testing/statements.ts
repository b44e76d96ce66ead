/**
 * Counts the SQL statements sent by either driver while `run` runs. PGlite runs a planned
 * statement with `exec`; its one-off PREPARE is sent by the first signed-in request, so a
 * test makes one request before it counts.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';

export async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  const spies = [
    vi.spyOn(PGlite.prototype, 'query'),
    vi.spyOn(PGlite.prototype, 'exec'),
    vi.spyOn(pg.Pool.prototype, 'query'),
  ];
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
