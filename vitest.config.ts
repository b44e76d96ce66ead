import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code as *.test.ts.
// When DATABASE_URL is set, the server's integration tests run a second time against
// PostgreSQL (project "server-postgres"); otherwise they run on PGlite only.
const serverPostgres = {
  extends: true as const,
  test: {
    name: 'server-postgres',
    include: ['src/server/**/*.test.ts'],
    env: { TEST_DATABASE: 'postgres' },
  },
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
