/**
 * Counts the SQL statements sent by either driver while `run` runs. PGlite runs a planned
 * statement with `exec`; its one-off PREPARE is sent by the first signed-in request, so a
 * test makes one request before it counts. The job queue's own statements (its workers poll
 * the `pgboss` tables meanwhile) are not the request's and are left out.
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
    const calls: readonly (readonly unknown[])[] = spies.flatMap(
      (spy) => spy.mock.calls as readonly (readonly unknown[])[],
    );
    return calls.filter(([statement]) => !JSON.stringify(statement).includes('pgboss')).length;
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
