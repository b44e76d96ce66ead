/**
 * Hot statements whose plan PGlite makes once.
 *
 * PostgreSQL plans a statement each time it is parsed. Over node-postgres, Drizzle's named
 * prepared queries are parsed once per connection, so the plan is kept. PGlite's API has no
 * named statements: every call is parsed and planned anew, on the thread that also answers
 * HTTP, and for a small join planning costs more than running it (docs/signed-in-request.md).
 * A statement handed to `planOnce` is therefore PREPAREd once on PGlite and run with
 * EXECUTE. EXECUTE takes its arguments as SQL expressions, not protocol parameters, so each
 * value is written as a literal: only strings, dates, finite numbers, booleans and null, in
 * a server with standard_conforming_strings on (where doubling `'` is the whole quoting rule).
 * Any other value, or any failure to prepare, runs the statement as before.
 */
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { Database } from './database';

type Literal = string | number | boolean | null;

/** `value` as an SQL literal, or undefined when it is not one this module writes. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  // As PGlite writes a Date parameter.
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : `'${value.toISOString()}'`;
  }
  // PostgreSQL text cannot hold NUL; such a value fails as a parameter too, with its own error.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

export class PlannedStatements {
  /** SQL text → the name it is prepared under, once the PREPARE has succeeded. */
  private readonly prepared = new Map<string, Promise<string | null>>();
  private readonly wanted = new Set<string>();
  private prepares = 0;
  private quotingIsSafe: Promise<boolean> | undefined;

  constructor(private readonly client: PGlite) {}

  /** Asks for `sqlText` to be prepared on its first run. */
  plan(sqlText: string): void {
    this.wanted.add(sqlText);
  }

  /** PGlite's `query`, through the prepared statement when there is one for this text. */
  async query<T>(sqlText: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const literals = params?.map(sqlLiteral);
    const name =
      this.wanted.has(sqlText) && literals?.every((literal) => literal !== undefined)
        ? await this.preparedName(sqlText)
        : null;
    if (name === null) return this.client.query<T>(sqlText, params, options);
    try {
      // exec: the simple protocol, one message instead of query's five, for one statement.
      const [result] = await this.client.exec(
        `execute ${name}(${(literals as Literal[]).join(', ')})`,
        options,
      );
      return result as Results<T>;
    } catch (error) {
      // 26000: the statement is gone (DEALLOCATE, DISCARD); prepare it again next time.
      if ((error as { code?: string }).code !== '26000') throw error;
      this.prepared.delete(sqlText);
      return this.client.query<T>(sqlText, params, options);
    }
  }

  private preparedName(sqlText: string): Promise<string | null> {
    let name = this.prepared.get(sqlText);
    if (!name) {
      this.prepares += 1;
      name = this.prepare(sqlText, `planned_${this.prepares}`);
      this.prepared.set(sqlText, name);
    }
    return name;
  }

  private async prepare(sqlText: string, name: string): Promise<string | null> {
    // exec, not query: counted with the statements a request sends, it would look like one.
    this.quotingIsSafe ??= this.client.exec('show standard_conforming_strings').then(([result]) => {
      const row = result?.rows[0] as { standard_conforming_strings?: string } | undefined;
      return row?.standard_conforming_strings === 'on';
    });
    if (!(await this.quotingIsSafe)) return null;
    try {
      await this.client.exec(`prepare ${name} as ${sqlText}`);
      return name;
    } catch {
      // Not preparable (e.g. its table does not exist yet): it keeps running unprepared.
      return null;
    }
  }
}

const plannersByDatabase = new WeakMap<Database, PlannedStatements>();

/** Called by client.ts for each PGlite database. */
export function registerPlanner(db: Database, planner: PlannedStatements): void {
  plannersByDatabase.set(db, planner);
}

/**
 * Has a Drizzle prepared query's plan made once on every driver: on PGlite through
 * PlannedStatements; node-postgres already keeps it for a named prepared query.
 */
export function planOnce<Query extends { getQuery(): { sql: string } }>(
  db: Database,
  query: Query,
): Query {
  plannersByDatabase.get(db)?.plan(query.getQuery().sql);
  return query;
}
