import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlannedStatements, sqlLiteral } from './planned-statements';

describe('sqlLiteral', () => {
  it('quotes strings by doubling their quotes, and writes numbers, booleans and null bare', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('back\\slash')).toBe("'back\\slash'");
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(-1.5)).toBe('-1.5');
    expect(sqlLiteral(true)).toBe('TRUE');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(new Date(Date.UTC(2026, 10, 25, 8, 30)))).toBe("'2026-11-25T08:30:00.000Z'");
  });

  it('refuses what it cannot write safely', () => {
    for (const value of [
      Number.NaN,
      Infinity,
      'nul\0byte',
      new Date(Number.NaN),
      [1],
      { a: 1 },
      undefined,
      1n,
    ]) {
      expect(sqlLiteral(value)).toBeUndefined();
    }
  });
});

describe('PlannedStatements', () => {
  let pglite: PGlite;
  const SELECT = 'select id, name from planned_things where name = $1 and id > $2';

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(
      `create table planned_things (id int primary key, name text);
       insert into planned_things values (1, 'plain'), (2, 'it''s'), (3, 'x''); drop table planned_things; --');`,
    );
  });
  afterAll(() => pglite.close());

  async function preparedStatements(): Promise<string[]> {
    const { rows } = await pglite.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by prepare_time',
    );
    return rows.map((row) => row.statement);
  }

  it('runs a planned statement through one PREPARE, with the same answers', async () => {
    const planner = new PlannedStatements(pglite);
    planner.plan(SELECT);
    const exec = vi.spyOn(pglite, 'exec');
    try {
      for (const name of ['plain', "it's", "x'); drop table planned_things; --"]) {
        const planned = await planner.query(SELECT, [name, 0]);
        const direct = await pglite.query(SELECT, [name, 0]);
        expect(planned.rows).toEqual(direct.rows);
        expect(planned.rows).toHaveLength(1);
      }
      const sent = exec.mock.calls.map(([text]) => text.split(' ')[0]);
      // The quoting check and one PREPARE; every run an EXECUTE.
      expect(sent).toEqual(['show', 'prepare', 'execute', 'execute', 'execute']);
    } finally {
      exec.mockRestore();
    }
    expect((await preparedStatements()).some((text) => text.includes('planned_things'))).toBe(true);
    expect((await pglite.query('select count(*)::int as n from planned_things')).rows).toEqual([
      { n: 3 },
    ]);
  });

  it('leaves statements it was not asked to plan, and values it cannot quote, as they were', async () => {
    const planner = new PlannedStatements(pglite);
    const query = vi.spyOn(pglite, 'query');
    try {
      await planner.query(SELECT, ['plain', 0]);
      planner.plan(SELECT);
      await planner.query(SELECT, ['plain', { not: 'a literal' }]).catch(() => undefined);
      expect(query.mock.calls.map(([text]) => text)).toEqual([SELECT, SELECT]);
    } finally {
      query.mockRestore();
    }
  });

  it('runs a statement that cannot be prepared unprepared, and prepares again after DEALLOCATE', async () => {
    const planner = new PlannedStatements(pglite);
    const missing = 'select * from no_such_table where id = $1';
    planner.plan(missing);
    await expect(planner.query(missing, [1])).rejects.toThrow(/no_such_table/);

    planner.plan(SELECT);
    await planner.query(SELECT, ['plain', 0]);
    await pglite.exec('deallocate all');
    expect((await planner.query(SELECT, ['plain', 0])).rows).toEqual([{ id: 1, name: 'plain' }]);
    expect((await planner.query(SELECT, ['plain', 0])).rows).toEqual([{ id: 1, name: 'plain' }]);
    expect(await preparedStatements()).toHaveLength(1);
  });
});
