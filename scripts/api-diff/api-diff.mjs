#!/usr/bin/env node
/**
 * api-diff: are the API's answers byte for byte the same before and after a change?
 *
 * 1. Record. Run the journeys with E2E_RECORD_API=<file>: global setup then puts a recording
 *    proxy (tests/e2e/support/api-recorder.ts) in front of the journeys' server, which writes
 *    every API call (`/graphql`, `/api/...`: method, path, the headers the API reads, the
 *    session's bearer token, the body, the answer) to <file> as JSON lines, in the order they
 *    arrived, and copies the server's outbox (mail, texts) to <file>.outbox/ at the end.
 *      npm run build && CI=true E2E_RECORD_API=/tmp/api-record.jsonl npx playwright test --workers=1
 * 2. Build the two commits, each in a worktree of its own (prepare.mjs: node_modules is a link
 *    to this checkout's when the lockfiles match, else `npm ci --ignore-scripts`):
 *      node scripts/api-diff/prepare.mjs b085900 /tmp/api-diff-base
 *      node scripts/api-diff/prepare.mjs HEAD /tmp/api-diff-head
 * 3. Replay and compare:
 *      node scripts/api-diff/api-diff.mjs --record /tmp/api-record.jsonl \
 *        --base /tmp/api-diff-base --head /tmp/api-diff-head [--show 10] [--report out.json]
 *    Both builds start `server.js web` from a fresh DATA_DIR (the demo database each build
 *    carries), every rate limit off (the replay is faster than a browser), no Redis, no SMTP,
 *    PUBLIC_URL the recording's address. Each recorded call is sent, in recorded order, to both
 *    at once; the two answers (status, content type, body) are compared after the masks below.
 *    Prints calls replayed, identical and different with a short diff of the first --show
 *    differences; exits 1 on any difference, 2 when it cannot run.
 *
 * Values of the recording are mapped to each server's own before sending: a token, file name
 * or id a server made (paired by position between the recorded answer and that server's answer
 * to the same call, or between the recorded mail or text and that server's mail or text to the
 * same address with the same subject, nth with nth) replaces the recorded one wherever a later
 * call carries it (the bearer token, so each recorded session is that server's own session,
 * the path, the body). Only values of the shapes below are mapped.
 *
 * Masks (masks.mjs), the only differences allowed between the two answers:
 *  - Random values, by shape: 43 base64url characters (session, reset, invitation and
 *    impersonation tokens, file-link signatures: secret-tokens.ts, file-links.ts), 32+ hex
 *    digits (stored file names, users.profile_id, which each build's demo snapshot draws anew,
 *    payment ids' random tails), UUIDs (case-study block keys). Made at random per request or
 *    per build, so they never match across servers. Masked only in pairs: the two answers hold
 *    different values at the same place and the pair is one-to-one over the whole replay (the
 *    token server A gave in call 5 must be the one server B gave in call 5 wherever it appears
 *    later), shown as «random#n».
 *  - "Now": two moments at the same place less than 120 s apart: ISO 8601 timestamps, PDF
 *    dates (D:YYYYMMDDHHmmss) and Unix seconds/milliseconds (a file link's `expires`). The
 *    servers' clocks at each call (created_at, expiry = now + lifetime) and at start (the demo
 *    snapshot's dates are moved to the start: seed/demo.ts DEMO_SNAPSHOT_MARK) differ by the
 *    seconds between the two starts and the two calls. A moment moved by more than 120 s, or
 *    another format, still differs.
 *  - Build time: two moments at the same place, each within 120 s of its own build's demo
 *    snapshot (out/db-demo-snapshot.tar.gz's time). The snapshot is seeded at build time and
 *    a few dates in it are not moved at start (the demo candidate's CV and supporting
 *    document's created_at, in both commits), so two builds made an hour apart differ there.
 * Nothing else is masked: no key, field or answer is skipped.
 *
 * What the replay cannot reproduce (so both servers answer it alike, often with an error,
 * which is still compared): the admin command line some journeys run beside the server
 * (vet, approve, promo, grant, deactivate), and calls whose order in the browser raced.
 * "Replay fidelity" counts the head's answers equal to the recording's under the same masks.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { learnPairs, maskPair, Pairing, RANDOM_VALUE, SMS_CODE, substitute } from './masks.mjs';
import { outboxFiles, readOutboxFile, startReplayServer } from './servers.mjs';

const TEXT_TYPE = /^(application\/(json|graphql-response\+json)|text\/)/i;
const MAIL_WAIT_MS = 5_000;

const { values: options } = parseArgs({
  options: {
    record: { type: 'string' },
    base: { type: 'string' },
    head: { type: 'string' },
    show: { type: 'string', default: '10' },
    report: { type: 'string' },
  },
  strict: true,
});
if (!options.record || !options.base || !options.head) {
  console.error(
    'usage: api-diff.mjs --record <file> --base <checkout> --head <checkout> [--show N] [--report file]',
  );
  process.exit(2);
}

const lines = (await readFile(options.record, 'utf8'))
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const header = lines.find((line) => line.recording === 1);
if (!header) {
  console.error(`${options.record} has no recording header line`);
  process.exit(2);
}
const calls = lines.filter((line) => typeof line.seq === 'number').sort((a, b) => a.seq - b.seq);

// The recording's mail and texts, by address and subject, in order.
const recordedOutbox = `${options.record}.outbox`;
const recordedMail = new Map();
const recordedMailValues = new Set();
for (const file of await outboxFiles(recordedOutbox)) {
  const mail = await readOutboxFile(recordedOutbox, file);
  if (!recordedMail.has(mail.key)) recordedMail.set(mail.key, []);
  recordedMail.get(mail.key).push(mail);
  for (const value of mail.text.match(mail.sms ? SMS_CODE : RANDOM_VALUE) ?? []) {
    recordedMailValues.add(value);
  }
}

function commitOf(checkout) {
  try {
    return execFileSync('git', ['-C', checkout, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return '?';
  }
}

const started = await Promise.allSettled(
  [
    ['base', options.base],
    ['head', options.head],
  ].map(async ([name, checkout]) => ({
    server: await startReplayServer(name, checkout, header.url),
    checkout,
    commit: commitOf(checkout),
    values: new Pairing(), // recorded value → this server's
    codes: new Pairing(), // recorded text-message code → this server's
    mailSeen: new Set(),
    mailCount: new Map(),
  })),
);
const failed = started.find((result) => result.status === 'rejected');
if (failed) {
  await Promise.all(started.map((result) => result.value?.server.stop()));
  console.error(String(failed.reason?.message ?? failed.reason));
  process.exit(2);
}
const sides = started.map((result) => result.value);

/** Reads the side's new mail and texts and pairs their values with the recording's. */
async function readNewMail(side) {
  for (const file of await outboxFiles(side.server.outbox)) {
    if (side.mailSeen.has(file)) continue;
    side.mailSeen.add(file);
    const mail = await readOutboxFile(side.server.outbox, file);
    const index = side.mailCount.get(mail.key) ?? 0;
    side.mailCount.set(mail.key, index + 1);
    const recorded = recordedMail.get(mail.key)?.[index];
    if (!recorded) continue;
    learnPairs(recorded.text, mail.text, side.values, RANDOM_VALUE);
    if (mail.sms) learnPairs(recorded.text, mail.text, side.codes, SMS_CODE);
  }
}

/** Waits (a little) for the mail that holds a value the call carries: sending is asynchronous. */
async function awaitMailFor(side, carried) {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    await readNewMail(side);
    const missing = carried.filter(
      (value) =>
        side.values.rightOf(value) === undefined && side.codes.rightOf(value) === undefined,
    );
    if (missing.length === 0 || Date.now() > deadline) return;
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

async function send(side, call) {
  const map = side.values.leftToRight;
  const headers = {};
  for (const [name, value] of Object.entries(call.headers ?? {})) {
    headers[name] = name === 'authorization' ? substitute(value, map) : value;
  }
  let body;
  if (call.body !== undefined)
    body = substitute(substitute(call.body, map), side.codes.leftToRight, SMS_CODE);
  else if (call.bodyBase64 !== undefined) body = Buffer.from(call.bodyBase64, 'base64');
  try {
    const response = await fetch(side.server.url + substitute(call.url, map), {
      method: call.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type');
    const text =
      contentType && TEXT_TYPE.test(contentType)
        ? bytes.toString('utf8')
        : bytes.toString('latin1');
    return {
      status: response.status,
      contentType,
      text,
      binary: !TEXT_TYPE.test(contentType ?? ''),
    };
  } catch (error) {
    return {
      status: 0,
      contentType: null,
      text: `(no answer: ${error?.message ?? error})`,
      binary: false,
    };
  }
}

function recordedAnswer(call) {
  return {
    status: call.status,
    contentType: call.contentType,
    text: call.response ?? Buffer.from(call.responseBase64 ?? '', 'base64').toString('latin1'),
  };
}

function operationOf(call) {
  if (call.body === undefined) return call.bodyBase64 ? '(upload)' : '';
  try {
    const body = JSON.parse(call.body);
    return (
      body.operationName ??
      /\b(query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[2] ??
      '(anonymous)'
    );
  } catch {
    return '';
  }
}

/** Who a recorded session is: the email the call that got the token signed in with. */
const sessionNames = new Map();
function learnSessionNames(call) {
  const email = /"email"\s*:\s*"([^"]+)"/.exec(call.body ?? '')?.[1];
  if (!email || !call.response) return;
  for (const token of call.response.match(
    /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
  ) ?? []) {
    if (!sessionNames.has(token)) sessionNames.set(token, email);
  }
}

const clip = (text, length = 160) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** Up to `limit` lines `path: before → after` (JSON), or the first differing place (text). */
function shortDiff(left, right, limit = 6) {
  let a;
  let b;
  try {
    a = JSON.parse(left);
    b = JSON.parse(right);
  } catch {
    let at = 0;
    while (at < left.length && left[at] === right[at]) at += 1;
    const from = Math.max(0, at - 60);
    return [
      `at character ${at}:`,
      `  base: ${JSON.stringify(left.slice(from, at + 100))}`,
      `  head: ${JSON.stringify(right.slice(from, at + 100))}`,
    ];
  }
  const found = [];
  const walk = (x, y, path) => {
    if (found.length >= limit) return;
    if (JSON.stringify(x) === JSON.stringify(y)) return;
    if (
      x &&
      y &&
      typeof x === 'object' &&
      typeof y === 'object' &&
      Array.isArray(x) === Array.isArray(y)
    ) {
      const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])];
      const keyOrder = JSON.stringify(Object.keys(x)) !== JSON.stringify(Object.keys(y));
      if (keyOrder && keys.every((key) => JSON.stringify(x[key]) === JSON.stringify(y[key]))) {
        found.push(
          `${path || '(root)'}: keys ${JSON.stringify(Object.keys(x))} → ${JSON.stringify(Object.keys(y))}`,
        );
        return;
      }
      for (const key of keys)
        walk(x[key], y[key], Array.isArray(x) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
      return;
    }
    found.push(
      `${path || '(root)'}: ${clip(JSON.stringify(x) ?? 'absent')} → ${clip(JSON.stringify(y) ?? 'absent')}`,
    );
  };
  walk(a, b, '');
  if (found.length === 0) found.push('same JSON value, different bytes (spacing or key order)');
  return found;
}

const [base, head] = sides;
const compared = new Pairing(); // base's random values → head's
const fidelityPairing = new Pairing(); // recorded → head's
const maskCounts = {};
const fidelityCounts = {};
const differences = [];
let identical = 0;
let faithful = 0;
const startedAt = Date.now();

try {
  for (const [index, call] of calls.entries()) {
    const carried = [
      ...(`${call.url} ${call.headers?.authorization ?? ''} ${call.body ?? ''}`.match(
        RANDOM_VALUE,
      ) ?? []),
      ...((call.body ?? '').match(SMS_CODE) ?? []),
    ].filter((value) => recordedMailValues.has(value));
    await Promise.all(sides.map((side) => awaitMailFor(side, carried)));
    const [baseAnswer, headAnswer] = await Promise.all(sides.map((side) => send(side, call)));
    const recorded = recordedAnswer(call);
    learnSessionNames(call);
    learnPairs(recorded.text, baseAnswer.text, base.values);
    learnPairs(recorded.text, headAnswer.text, head.values);

    const [maskedBase, maskedHead] = maskPair(
      baseAnswer.text,
      headAnswer.text,
      compared,
      maskCounts,
      [base.server.builtAt, head.server.builtAt],
    );
    const same =
      baseAnswer.status === headAnswer.status &&
      baseAnswer.contentType === headAnswer.contentType &&
      maskedBase === maskedHead;
    if (same) identical += 1;
    else {
      differences.push({
        seq: call.seq,
        method: call.method,
        path: call.url.split('?', 1)[0],
        operation: operationOf(call),
        session: call.session ? (sessionNames.get(call.session) ?? 'a session') : 'signed out',
        status: [baseAnswer.status, headAnswer.status],
        contentType: [baseAnswer.contentType, headAnswer.contentType],
        diff:
          baseAnswer.contentType !== headAnswer.contentType
            ? [`content type: ${baseAnswer.contentType} → ${headAnswer.contentType}`]
            : baseAnswer.binary
              ? [
                  `${maskedBase.length} → ${maskedHead.length} bytes`,
                  ...shortDiff(maskedBase, maskedHead, 2),
                ]
              : shortDiff(maskedBase, maskedHead),
      });
    }
    const [maskedRecorded, maskedReplay] = maskPair(
      recorded.text,
      headAnswer.text,
      fidelityPairing,
      fidelityCounts,
    );
    if (recorded.status === headAnswer.status && maskedRecorded === maskedReplay) faithful += 1;
    if ((index + 1) % 500 === 0) {
      console.error(`… ${index + 1}/${calls.length} calls, ${differences.length} different`);
    }
  }
} finally {
  await Promise.all(sides.map((side) => side.server.stop()));
}

const show = Number(options.show);
const recordedMails = [...recordedMail.values()].reduce((sum, list) => sum + list.length, 0);
console.log(
  `api-diff: ${options.record} (${calls.length} calls, ${recordedMails} mails and texts, recorded ${header.startedAt})`,
);
console.log(`  base ${base.checkout} at ${base.commit}; head ${head.checkout} at ${head.commit}`);
console.log(
  `  replayed ${calls.length} in ${Math.round((Date.now() - startedAt) / 1000)} s: ${identical} identical, ${differences.length} different`,
);
console.log(
  `  masked: ${
    Object.entries(maskCounts)
      .map(([kind, count]) => `${kind} ×${count}`)
      .join(', ') || 'nothing'
  }`,
);
console.log(
  `  replay fidelity: ${faithful} of ${calls.length} head answers equal to the recording's (same masks)`,
);
for (const difference of differences.slice(0, show)) {
  console.log(
    `\n#${difference.seq} ${difference.method} ${difference.path} ${difference.operation} [${difference.session}]` +
      (difference.status[0] === difference.status[1]
        ? ` ${difference.status[0]}`
        : ` status ${difference.status[0]} → ${difference.status[1]}`),
  );
  for (const line of difference.diff) console.log(`    ${line}`);
}
if (differences.length > show)
  console.log(`\n… and ${differences.length - show} more (--show N, --report file)`);
if (options.report) {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(
    options.report,
    JSON.stringify({ calls: calls.length, identical, faithful, maskCounts, differences }, null, 2),
  );
}
process.exit(differences.length > 0 ? 1 : 0);
