import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code as *.test.ts.
// When DATABASE_URL is set, the tests that use a test database run a second time against
// PostgreSQL (project "server-postgres"); the rest have nothing to learn from a second run.

/** Server test files that open a database, found by what they call, so moves keep them. */
function databaseTestFiles(): string[] {
  const folder = 'src/server';
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => join(folder, path))
    .filter((path) =>
      /\b(createTest(Database|App)|openDatabase)\(/.test(readFileSync(path, 'utf8')),
    );
}

const serverPostgres = {
  extends: true as const,
  test: {
    name: 'server-postgres',
    include: databaseTestFiles(),
    env: { TEST_DATABASE: 'postgres' },
  },
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one worker on this two-core machine,
    // idle while its database tests wait on PostgreSQL, PGlite's files or a spawned server.
    // Four keep both cores busy (measured: 15.5 min with one worker, 7.7 min with four).
    maxWorkers: 4,
    hookTimeout: 60_000,
    // A focused test (.only) would quietly skip the rest of the suite in CI.
    allowOnly: !process.env.CI,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/node/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(process.env.DATABASE_URL ? [serverPostgres] : []),
    ],
  },
});
