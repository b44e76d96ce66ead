#!/usr/bin/env node
// Runs every test: Vitest (unit and integration; the server's integration tests run a
// second time against PostgreSQL when DATABASE_URL is set), then the Playwright journeys
// against the built app. Ends with one line `N passed, N failed`, after lines saying how
// many tests were skipped (and why, where a suite says) and whether PostgreSQL ran.
//
// SKIP_BUILD=1 reuses an existing `out/` instead of building first (CI builds once).
// Under CI, a suite that skips itself for a missing component (its title says
// "(skipped: …)": keytar's Secret Service, the built app) fails instead, and so does a run
// without DATABASE_URL: CI has both, so a skip there would hide a broken setup.
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

const ci = Boolean(process.env.CI);
let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];

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
  skipped += vitest.numPendingTests + vitest.numTodoTests;
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
  for (const title of skippedWithReason) {
    notes.push(`${ci ? 'Failed (required in CI)' : 'Skipped'}: ${title}`);
    if (ci) failed += 1;
  }
  // With two projects, each database test file appears once per project.
  const runs = new Map();
  for (const file of vitest.testResults) runs.set(file.name, (runs.get(file.name) ?? 0) + 1);
  const onPostgres = [...runs.values()].filter((count) => count > 1).length;
  if (process.env.DATABASE_URL && onPostgres > 0) {
    notes.push(`PostgreSQL: ran (${onPostgres} test files a second time)`);
  } else {
    notes.push(
      `PostgreSQL: not run (${process.env.DATABASE_URL ? 'no test file ran on it' : 'DATABASE_URL unset'})`,
    );
    if (ci) failed += 1;
  }
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
  skipped += playwright.stats.skipped;
  if (playwright.errors?.length) failed += playwright.errors.length;
} else if (playwrightStatus !== 0) {
  failed += 1;
}

console.log('');
console.log(`Skipped: ${skipped} tests`);
for (const note of notes) console.log(note);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestStatus === 0 && playwrightStatus === 0 ? 0 : 1);
