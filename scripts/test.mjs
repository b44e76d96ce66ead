#!/usr/bin/env node
// Runs every test: Vitest (unit and integration; the server's integration tests run a
// second time against PostgreSQL when DATABASE_URL is set), then the Playwright journeys
// against the built app. Ends with one line `N passed, N failed`, after lines naming each
// skipped test (with its reason where one is known) and whether PostgreSQL ran.
//
// What counts as failed: a failed test; a test file that fails to load; a failed
// beforeAll/afterAll (Vitest's JSON report shows only a "failed" file with an empty message
// and its tests "skipped", so scripts/vitest-summary-reporter.mjs reports it; Playwright fails
// the test that ran the hook); an unhandled error (Vitest reports it apart from any test;
// Playwright fails the test it happened in, or lists it in its report's `errors`); a build
// that fails.
//
// SKIP_BUILD=1 reuses an existing `out/` instead of building first (CI builds once).
// Under CI, every skipped test fails unless tests/allowed-skips.json lists it with its reason
// (the PGlite-only tests in the PostgreSQL project, say), and so does a run without
// DATABASE_URL: CI has every component, so a skip there would hide a broken setup.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Local binaries directly, not through npx, so nothing npm prints lands after the summary.
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Each phase's wall time, printed before the summary (issue 24: the suite's ten-minute budget). */
const timings = [];

function run(phase, command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timings.push(`${phase} ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status ?? 1;
}

/** The first line of an error message, without the terminal colours Playwright adds. */
const firstLine = (message) => stripVTControlCharacters(String(message)).split('\n')[0];

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const ci = Boolean(process.env.CI);
let passed = 0;
let failed = 0;
const notes = [];
/** Skipped tests as `<project>: <file> > <titles>`, each with the reason its code gave. */
const skips = [];

/** tests/allowed-skips.json's patterns (`*` is any text) with their reasons. */
const allowedSkips = Object.entries(
  readJson(join(root, 'tests', 'allowed-skips.json'))?.skips ?? {},
).map(([pattern, reason]) => ({
  pattern,
  reason,
  matches: new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ),
}));

if (process.env.SKIP_BUILD !== '1' || !existsSync(join(root, 'out', 'main', 'server.js'))) {
  if (run('build', 'npm', ['run', 'build']) !== 0) {
    console.error('The build failed, so the journeys cannot run.');
    failed += 1;
  }
}

const vitestReport = join(reports, 'vitest-summary.json');
const vitestStatus = run(
  'Vitest',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=./scripts/vitest-summary-reporter.mjs'],
  { VITEST_SUMMARY_FILE: vitestReport },
);
const vitest = readJson(vitestReport);
if (vitest) {
  const broken = new Set(vitest.suiteErrors.map((error) => `${error.project}: ${error.file}`));
  for (const test of vitest.tests) {
    const where = `${test.project}: ${test.file}`;
    if (test.state === 'passed') passed += 1;
    else if (test.state === 'failed') {
      failed += 1;
      notes.push(`Failed: ${where} > ${test.name}: ${test.error}`);
    }
    // Tests left unrun by a failed hook or load are that failure, counted below.
    else if (!broken.has(where)) skips.push({ name: `${where} > ${test.name}`, note: test.note });
  }
  for (const error of vitest.suiteErrors) {
    const suite = error.suite ? ` > ${error.suite}` : '';
    notes.push(`Failed outside a test: ${error.project}: ${error.file}${suite}: ${error.error}`);
    failed += 1;
  }
  for (const error of vitest.unhandledErrors) {
    notes.push(`Failed: unhandled error: ${error}`);
    failed += 1;
  }
  const onPostgres = new Set(
    vitest.tests.filter((test) => test.project === 'server-postgres').map((test) => test.file),
  ).size;
  if (process.env.DATABASE_URL && onPostgres > 0) {
    notes.push(`PostgreSQL: ran (${onPostgres} test files a second time)`);
  } else {
    notes.push(
      `PostgreSQL: not run (${process.env.DATABASE_URL ? 'no test file ran on it' : 'DATABASE_URL unset'})`,
    );
    if (ci) failed += 1;
  }
} else if (vitestStatus !== 0) {
  notes.push('Failed: Vitest ended without its summary');
  failed += 1;
}

const playwrightReport = join(reports, 'playwright.json');
const playwrightStatus = run('Playwright', bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
const playwright = readJson(playwrightReport);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  // Errors outside any test: a spec that fails to load, global setup, a worker's teardown.
  for (const error of playwright.errors ?? []) {
    notes.push(`Failed outside a test: ${firstLine(error.message)}`);
    failed += 1;
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const file = relative(root, join(playwright.config.rootDir, spec.file));
        const name = `${test.projectName}: ${[file, ...titles, spec.title].join(' > ')}`;
        if (test.status === 'unexpected') {
          const error = test.results.at(-1)?.error?.message ?? 'no message';
          notes.push(`Failed: ${name}: ${firstLine(error)}`);
        }
        // A test skipped after a failed hook expected to pass: that failure is counted.
        if (test.status !== 'skipped' || test.expectedStatus !== 'skipped') continue;
        const note = test.annotations.find((annotation) => annotation.description)?.description;
        skips.push({ name, note });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of playwright.suites) walk(suite, []);
} else if (playwrightStatus !== 0) {
  notes.push('Failed: Playwright ended without its report');
  failed += 1;
}

console.log('');
const listed = new Map();
const unlisted = [];
for (const skip of skips) {
  const allowed = allowedSkips.find((entry) => entry.matches.test(skip.name));
  if (allowed) listed.set(allowed, (listed.get(allowed) ?? 0) + 1);
  else unlisted.push(skip);
}
console.log(`Skipped: ${skips.length} tests`);
for (const [entry, count] of listed) {
  console.log(`  ${entry.pattern} (${count}): ${entry.reason}`);
}
for (const skip of unlisted) {
  const reason = skip.note ? `: ${skip.note}` : '';
  console.log(
    `${ci ? 'Failed (skipped, not in tests/allowed-skips.json)' : 'Skipped'}: ${skip.name}${reason}`,
  );
  if (ci) failed += 1;
}
for (const note of notes) console.log(note);
console.log(`Took ${timings.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestStatus === 0 && playwrightStatus === 0 ? 0 : 1);
