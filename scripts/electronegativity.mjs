#!/usr/bin/env node
// docs/security.md E9: runs Doyensec's electronegativity over the main process and the preload, and fails
// on any finding that is not in the reviewed baseline with a written reason.
//
//   npm run security:electron
//   node scripts/electronegativity.mjs [--baseline FILE] [--report-dir DIR] [DIR ...]
//
// Defaults: src/main and src/preload, scripts/electronegativity-baseline.json, a fresh temp dir.
// Exit 0: every finding accepted. 1: unaccepted findings. 2: the scan or the baseline is broken.
//
// How, and why this way:
// - Both folders are scanned as ONE application (copied side by side into a temp dir): the global
//   checks (CSP, navigation limits, permission handler) judge the whole app, and scanning the
//   preload alone reports their absence as HIGH/MEDIUM findings that are not real.
// - Test files (*.test.ts) are left out: they do not ship, and a fake in a test must not satisfy
//   a global check (e.g. a `setPermissionRequestHandler` call in a test hiding a missing one).
// - The tool is called through its API rather than its CLI: with `-o` the CLI writes its CSV
//   header and rows with two racing async writes, and never reports files it failed to parse, so
//   a file it cannot read would silently have no findings. The API returns the findings and the
//   parse errors; a parse error fails the run. Its SARIF report and our findings.json are written
//   to the report dir for CI artefacts.
// - AvailableSecurityFixesGlobalCheck is excluded: it asks the network for Electron releases.
//   (The tool also tries to fetch translations, with a 1 s timeout; offline it falls back to the
//   bundled English texts, which only changes descriptions, not what is found.)
// - Every severity gates, LOW and INFORMATIONAL included: LOW here means enableBlinkFeatures,
//   experimentalFeatures, allowpopups or a weak CSP, all forbidden outright by docs/security.md E2/E3;
//   INFORMATIONAL includes nodeIntegration/sandbox given as non-literals (E1 wants literals) and
//   disabled security warnings. The issue asks for "no finding left unexplained".
// - A baseline entry matches on check, file and the flagged source text (whitespace-normalised),
//   not the line number: moving code keeps the review, changing the flagged code asks for a new one.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(new URL('..', import.meta.url).pathname);
const require = createRequire(import.meta.url);

const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];
const MIN_REASON_LENGTH = 40;
const SEVERITY_ORDER = ['HIGH', 'MEDIUM', 'LOW', 'INFORMATIONAL'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    baseline: { type: 'string', default: join(root, 'scripts', 'electronegativity-baseline.json') },
    'report-dir': { type: 'string' },
  },
});
const inputs = positionals.length > 0 ? positionals : ['src/main', 'src/preload'];
const reportDir = values['report-dir']
  ? resolve(values['report-dir'])
  : mkdtempSync(join(tmpdir(), 'electronegativity-'));
mkdirSync(reportDir, { recursive: true });

function fail(message) {
  console.error(`electronegativity: ${message}`);
  process.exit(2);
}

const normalise = (text) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : null);
const keyOf = ({ check, file, sample }) => JSON.stringify([check, file, sample]);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

// 1. The sources, side by side under their repository paths, without tests.
const scanDir = join(reportDir, 'scan');
let fileCount = 0;
for (const input of inputs) {
  const source = resolve(input);
  if (!existsSync(source)) fail(`no such folder: ${input}`);
  // Under its repository path (findings read src/main/window.ts); a folder elsewhere by its name.
  const fromRoot = relative(root, source);
  const inRepo = fromRoot !== '' && !fromRoot.startsWith('..') && !isAbsolute(fromRoot);
  const target = join(scanDir, inRepo ? fromRoot : basename(source));
  cpSync(source, target, {
    recursive: true,
    filter: (path) => !isTestFile(path) && !path.split(sep).includes('node_modules'),
  });
}
(function count(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count(join(dir, entry.name));
    else if (/\.[cm]?[jt]sx?$|\.html?$/.test(entry.name)) fileCount += 1;
  }
})(scanDir);
if (fileCount === 0) fail(`nothing to scan in ${inputs.join(', ')}`);

// 2. The scan.
let electronVersion;
try {
  electronVersion = require('electron/package.json').version;
} catch {
  electronVersion = undefined; // the tool then warns and assumes an old Electron
}
const run = require('@doyensec/electronegativity');
const result = await run(
  {
    input: scanDir,
    output: join(reportDir, 'electronegativity.sarif'),
    isSarif: true,
    excludeFromScan: EXCLUDED_CHECKS,
    isRelative: true,
    electronVersionOverride: electronVersion,
  },
  false,
);
const unparsed = result.errors.filter((error) => !error.tolerable);
for (const error of result.errors) {
  const file = relative(scanDir, error.file);
  console.error(
    `electronegativity: ${error.tolerable ? 'warning' : 'error'} parsing ${file}: ${error.message}`,
  );
}
if (unparsed.length > 0)
  fail(`${unparsed.length} file(s) could not be parsed, so were not checked`);

const findings = result.issues
  .map((issue) => ({
    check: issue.id,
    severity: issue.severity.name,
    confidence: issue.confidence.name,
    file: issue.file === 'N/A' ? null : issue.file.split(sep).join('/'),
    line: issue.location?.line ?? 0,
    column: issue.location?.column ?? 0,
    sample: normalise(issue.sample),
    manualReview: Boolean(issue.manualReview),
    description: issue.description,
  }))
  .sort(
    (a, b) =>
      SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
      String(a.file).localeCompare(String(b.file)) ||
      a.line - b.line,
  );

// 3. The baseline: every entry names a check, a file (null for a global check) and the flagged
//    source text (null when the tool gives none), with the reviewer's reason.
let baseline;
try {
  baseline = JSON.parse(readFileSync(values.baseline, 'utf8'));
} catch (error) {
  fail(`cannot read the baseline ${values.baseline}: ${error.message}`);
}
if (!Array.isArray(baseline?.accepted)) fail('the baseline has no "accepted" list');
const accepted = new Map();
for (const [index, entry] of baseline.accepted.entries()) {
  const where = `baseline entry ${index + 1}`;
  if (typeof entry?.check !== 'string' || entry.check === '') fail(`${where} has no check`);
  if (entry.file !== null && typeof entry.file !== 'string') fail(`${where} needs a file or null`);
  if (entry.sample !== null && typeof entry.sample !== 'string') {
    fail(`${where} needs a sample (the flagged source text) or null`);
  }
  if (typeof entry.reason !== 'string' || entry.reason.trim().length < MIN_REASON_LENGTH) {
    fail(`${where} (${entry.check}) needs a reason of at least ${MIN_REASON_LENGTH} characters`);
  }
  const key = keyOf({ ...entry, sample: normalise(entry.sample) });
  if (accepted.has(key)) fail(`${where} (${entry.check}) repeats an earlier entry`);
  accepted.set(key, { ...entry, used: false });
}

// 4. The verdict.
const unaccepted = [];
for (const finding of findings) {
  const entry = accepted.get(keyOf(finding));
  if (entry) {
    entry.used = true;
    finding.accepted = entry.reason;
  } else {
    unaccepted.push(finding);
  }
}
const stale = [...accepted.values()].filter((entry) => !entry.used);

writeFileSync(
  join(reportDir, 'findings.json'),
  JSON.stringify({ electronVersion, excludedChecks: EXCLUDED_CHECKS, findings }, null, 2),
);

const where = (f) => (f.file ? `${f.file}:${f.line}:${f.column}` : '(whole app)');
console.log(
  `electronegativity ${require('@doyensec/electronegativity/package.json').version}: ` +
    `${fileCount} files in ${inputs.join(', ')}, Electron ${electronVersion ?? 'unknown'}, ` +
    `${result.globalChecks + result.atomicChecks} checks (${EXCLUDED_CHECKS.join(', ')} excluded)`,
);
for (const f of findings) {
  const status = f.accepted ? 'accepted' : 'NOT ACCEPTED';
  console.log(`  ${status.padEnd(12)} ${f.severity.padEnd(13)} ${f.check} ${where(f)}`);
  if (f.sample) console.log(`               ${f.sample}`);
}
for (const entry of stale) {
  console.log(
    `  stale baseline entry (nothing matches it now; remove it): ${entry.check} ${entry.file ?? '(whole app)'}`,
  );
}
console.log(`Reports in ${reportDir}`);

if (unaccepted.length > 0) {
  console.error(
    `electronegativity: ${unaccepted.length} finding(s) not in ${relative(root, values.baseline)}. ` +
      'Fix them, or add each to the baseline with the flagged source text as "sample" and a ' +
      'reason a reviewer agreed to.',
  );
  process.exit(1);
}
console.log(`electronegativity: ${findings.length} finding(s), all reviewed.`);
