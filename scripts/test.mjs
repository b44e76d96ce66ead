#!/usr/bin/env node
// Runs every test: Vitest (unit and integration; the server's integration tests run a
// second time against PostgreSQL when DATABASE_URL is set), then the Playwright journeys
// against the built app. Ends with one line `N passed, N failed`.
//
// SKIP_BUILD=1 reuses an existing `out/` instead of building first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Local binaries directly, not through npx, so nothing npm prints lands after the summary.
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

let passed = 0;
let failed = 0;

if (process.env.SKIP_BUILD !== '1' || !existsSync(join(root, 'out', 'main', 'server.js'))) {
  if (run('npm', ['run', 'build']) !== 0) {
    console.error('The build failed, so the journeys cannot run.');
    failed += 1;
  }
}

const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A suite that fails to load has no failed tests but must still count.
  failed += vitest.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  // Suites that skip themselves on a machine that cannot run them say why in their title
  // (e.g. the keytar test without a Secret Service); repeat that here so it is not missed.
  const skippedWithReason = new Set(
    vitest.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status !== 'passed' && test.status !== 'failed')
        .flatMap((test) => test.ancestorTitles.filter((title) => title.includes('(skipped:'))),
    ),
  );
  for (const title of skippedWithReason) console.log(`Skipped: ${title}`);
} else if (vitestStatus !== 0) {
  failed += 1;
}

const playwrightReport = join(reports, 'playwright.json');
const playwrightStatus = run(bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
const playwright = readJson(playwrightReport);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  if (playwright.errors?.length) failed += playwright.errors.length;
} else if (playwrightStatus !== 0) {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestStatus === 0 && playwrightStatus === 0 ? 0 : 1);
