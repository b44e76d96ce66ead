#!/usr/bin/env node
// `npm run bench`: a benchmark, not a test. Prints a table of
//  - cold start of the web mode to the first answered GraphQL query, on a fresh and on an
//    existing data folder: the median of COLD_STARTS starts each (target: under 1.5 s fresh);
//  - `login` latency p50/p99 and throughput at concurrency 10 against a local server;
//  - throughput of `{ ping }` and of a signed-in `{ me { id type status name email } }` at
//    concurrency 20, on PGlite and, with DATABASE_URL, on PostgreSQL (target: `me` at least
//    half of `ping`: every signed-in request pays for the session and the user);
//  - the gzipped size of the JavaScript the login route loads (target: under 360 KB);
//  - with 100,000 posts seeded, on PGlite and (with DATABASE_URL) PostgreSQL: the employer
//    dashboard's list and the candidates' published list, 50 rows with team, creator and
//    applicant count, page 1 and page 1,000 (targets: p95 ≤ 50 ms on PostgreSQL, page 1,000
//    within 1.2× of page 1; each request's 3 SQL statements are asserted by
//    src/server/modules/opportunities/opportunities.test.ts);
//  - with DATABASE_URL: 1,000 card purchases for one team at once, each sent twice with the
//    same key, and whether the balance, the ledger, the payments and the invoices agree.
// Expects a built app (`npm run build`). Every request goes to 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const serverEntry = join(root, 'out', 'main', 'server.js');
const COLD_STARTS = 5;
const LOGIN_REQUESTS = 300;
const CONCURRENCY = 10;
const QUERY_REQUESTS = 3000;
const QUERY_CONCURRENCY = 20;
const ME = '{ me { id type status name email } }';
const DEMO = { email: 'employer@demo.shortlist.test', password: 'Shortlist!2026' };
const BENCH_POSTS = 100_000;
const LIST_PAGE = 50;
const LIST_SAMPLES = 200;
const FAR_PAGE = 1000;
const PURCHASES = 1000;
const PURCHASE_CONCURRENCY = 50;

if (!existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function graphql(url, query, variables, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** Starts the web mode and resolves with the time from spawn to the first answered query. */
async function startWeb(dataDir, extraEnv = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry, 'web'], { env, stdio: 'ignore' });
  const deadline = started + 30_000;
  while (performance.now() < deadline) {
    try {
      const answer = await graphql(url, '{ ping }');
      if (answer.data?.ping) {
        return { url, child, firstAnswerMs: performance.now() - started };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill();
  throw new Error('The web mode did not answer within 30 s');
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * One start times one run; on a small VM, runs vary by ±0.3 s, so the table gives the median
 * of several. Each start first flushes the disk (`sync`, where there is one): otherwise it
 * would also pay for writing out the previous start's 15 MB data folder, which no real first
 * start does. Folders are removed only at the end for the same reason.
 */
async function coldStarts(dataDirs, extraEnv) {
  const times = [];
  for (const dataDir of dataDirs) {
    spawnSync('sync');
    const started = await startWeb(dataDir, extraEnv);
    times.push(started.firstAnswerMs);
    await stop(started.child);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return `${median.toFixed(0)} ms (${times[0].toFixed(0)}–${times.at(-1).toFixed(0)})`;
}

/** Requests per second answering `query` with data, `QUERY_CONCURRENCY` at a time. */
async function queryThroughput(url, query, token) {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: QUERY_CONCURRENCY }, async () => {
      while (next < QUERY_REQUESTS) {
        next += 1;
        const answer = await graphql(url, query, undefined, token);
        if (!answer.data || answer.errors) failed += 1;
      }
    }),
  );
  if (failed) throw new Error(`${failed} answers to ${query} failed`);
  return QUERY_REQUESTS / ((performance.now() - started) / 1000);
}

/**
 * A token for a new candidate (registration answers one), or a new employer with
 * `type: 'COMPANY'`, so PostgreSQL needs no demo data.
 */
async function signedUpToken(url, type = 'FREELANCER') {
  const mutation =
    'mutation Register($input: RegisterInput!) { register(input: $input) { access_token } }';
  const answer = await graphql(url, mutation, {
    input: {
      type,
      ...(type === 'COMPANY' && { company: 'Bench Ltd' }),
      email: `bench-${type.toLowerCase()}-${Date.now()}@example.com`,
      password: DEMO.password,
      first_name: 'Bench',
      last_name: 'Mark',
      pronouns: 'They/Them',
      position: 'Copywriter',
      address_1: '1 Bench Row',
      city: 'London',
      state: 'Greater London',
      zip: 'N1 1AA',
      phone: '07911 123456',
      tnc: true,
      industry: '1',
    },
  });
  const token = answer.data?.register?.access_token;
  if (!token) throw new Error(`Registration failed: ${JSON.stringify(answer.errors)}`);
  return token;
}

async function meAgainstPing(label, url) {
  const token = await signedUpToken(url);
  // A warm-up, so neither figure pays for the first requests' compilation.
  await queryThroughput(url, '{ ping }');
  const ping = await queryThroughput(url, '{ ping }');
  const me = await queryThroughput(url, ME, token);
  const of = `concurrency ${QUERY_CONCURRENCY}`;
  return [
    [`{ ping } throughput, ${label}`, `${ping.toFixed(0)} req/s`, '', of],
    [
      `{ me } throughput, ${label}`,
      `${me.toFixed(0)} req/s (${((100 * me) / ping).toFixed(0)}%)`,
      '≥ 50% of ping',
      of,
    ],
  ];
}

/** A web server on a new PostgreSQL database of its own, dropped afterwards. */
async function withPostgres(databaseUrl, run) {
  const { default: pg } = await import('pg');
  const name = `shortlist_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shortlist-bench-pg-'));
  try {
    const server = await startWeb(dataDir, { RATE_LIMITS: 'off', DATABASE_URL: url.toString() });
    try {
      return await run(server.url, url.toString());
    } finally {
      await stop(server.child);
    }
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * 100,000 posts for the employer's team, newest first a second apart (one in four a project,
 * one in fifty featured), and an application to every tenth job from the candidate.
 */
function seedPostsSql({ teamId, employerId, candidateId }) {
  return `
    insert into opportunities (team_id, target, title, job_number, description, location,
      is_on_site, is_remote, type, sub_type, level, minimum_budget, maximum_budget,
      compensation_unit, follow_up, featured, created_by, updated_by, created_at)
    select ${teamId}, case when i % 4 = 0 then 'PROJECT' else 'JOB' end, 'Bench post ' || i,
      '01/01/2026', '{"type":"doc","content":[]}', 'London', true, i % 2 = 0, 'PERMANENT',
      'FULLTIME', 'SENIOR', 40000, 50000, 'YEAR', 'Thank you', i % 50 = 0,
      ${employerId}, ${employerId}, now() - make_interval(secs => i)
    from generate_series(1, ${BENCH_POSTS}) as i;
    insert into applications (opportunity_id, user_id, reason)
    select id, ${candidateId}, 'Bench application' from opportunities
    where team_id = ${teamId} and target = 'JOB' and id % 10 = 0;
    analyze;
  `;
}

/** The employer and candidate the list bench signs in as, and the ids its seed needs. */
async function listBenchAccounts(url) {
  const employerToken = await signedUpToken(url, 'COMPANY');
  const candidateToken = await signedUpToken(url);
  const whoAmI = '{ me { id activeTeam { team_id } } }';
  const employer = (await graphql(url, whoAmI, undefined, employerToken)).data?.me;
  const candidate = (await graphql(url, whoAmI, undefined, candidateToken)).data?.me;
  if (!employer?.activeTeam || !candidate) throw new Error('The list bench could not sign up');
  return {
    employerToken,
    candidateToken,
    ids: {
      teamId: employer.activeTeam.team_id,
      employerId: employer.id,
      candidateId: candidate.id,
    },
  };
}

const LIST_FIELDS = `data { id title applicants_count creator { name } agency { company } }
  paginatorInfo { hasMorePages endCursor }`;
const LISTS = [
  {
    name: 'employer dashboard list',
    token: 'employerToken',
    field: 'viewTeamOpportunity',
    query: `query ($after: String) { viewTeamOpportunity(target: JOB, first: ${LIST_PAGE}, after: $after) { ${LIST_FIELDS} } }`,
  },
  {
    name: 'published list',
    token: 'candidateToken',
    field: 'publishedOpportunities',
    query: `query ($after: String) { publishedOpportunities(target: JOB, first: ${LIST_PAGE}, after: $after) { ${LIST_FIELDS} } }`,
  },
];

/** p50 and p95 of LIST_SAMPLES requests of one page, one at a time. */
async function pageLatency(url, list, token, after) {
  const latencies = [];
  for (let sample = 0; sample < LIST_SAMPLES; sample += 1) {
    const started = performance.now();
    const answer = await graphql(url, list.query, { after }, token);
    latencies.push(performance.now() - started);
    if (answer.errors || answer.data?.[list.field].data.length !== LIST_PAGE) {
      throw new Error(`${list.name} failed: ${JSON.stringify(answer.errors)}`);
    }
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

async function listFigures(label, url, accounts, target) {
  const rows = [];
  for (const list of LISTS) {
    const token = accounts[list.token];
    // Walk to page FAR_PAGE the way a client would, cursor by cursor.
    let after = null;
    for (let page = 1; page < FAR_PAGE; page += 1) {
      const answer = await graphql(url, list.query, { after }, token);
      after = answer.data?.[list.field].paginatorInfo.endCursor;
      if (!after) throw new Error(`${list.name} ended before page ${FAR_PAGE}`);
    }
    const first = await pageLatency(url, list, token, null);
    const far = await pageLatency(url, list, token, after);
    const of = `${LIST_PAGE} rows, ${LIST_SAMPLES} requests`;
    rows.push([
      `${list.name} page 1, ${label}`,
      `p50 ${first.p50.toFixed(1)} ms, p95 ${first.p95.toFixed(1)} ms`,
      target,
      of,
    ]);
    rows.push([
      `${list.name} page ${FAR_PAGE}, ${label}`,
      `p50 ${far.p50.toFixed(1)} ms, p95 ${far.p95.toFixed(1)} ms (${(far.p50 / first.p50).toFixed(2)}× page 1)`,
      [target, `≤ 1.2× page 1`].filter(Boolean).join(', '),
      of,
    ]);
  }
  return rows;
}

/** The list bench on PGlite: accounts through the API, posts written while the server is down. */
async function pgliteListFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shortlist-bench-lists-'));
  try {
    let server = await startWeb(dataDir, { RATE_LIMITS: 'off' });
    const accounts = await listBenchAccounts(server.url);
    await stop(server.child);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(dataDir);
    await db.exec(seedPostsSql(accounts.ids));
    await db.close();
    server = await startWeb(dataDir, { RATE_LIMITS: 'off' });
    try {
      return await listFigures('PGlite', server.url, accounts, '');
    } finally {
      await stop(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function benchLogin(url) {
  const mutation =
    'mutation Login($input: LoginInput!) { login(input: $input) { id access_token } }';
  const latencies = [];
  let next = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LOGIN_REQUESTS) {
        next += 1;
        const t = performance.now();
        const answer = await graphql(url, mutation, { input: DEMO });
        latencies.push(performance.now() - t);
        if (!answer.data?.login) refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    throughput: LOGIN_REQUESTS / seconds,
    refused,
  };
}

async function loginRouteJsGzipped(url) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(`${url}/candidate/login`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    return bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  } finally {
    await browser.close();
  }
}

/** Cold starts, login, and `me` against `ping`: the figures of the app's first screens. */
async function startupFigures(databaseUrl) {
  const rows = [];
  const dataDirs = Array.from({ length: COLD_STARTS }, () =>
    mkdtempSync(join(tmpdir(), 'shortlist-bench-')),
  );
  try {
    const startsOf = `median of ${COLD_STARTS} (min–max)`;
    rows.push([
      'cold start → first answer, fresh DATA_DIR',
      await coldStarts(dataDirs),
      '< 1500 ms',
      startsOf,
    ]);
    rows.push([
      'cold start → first answer, existing DATA_DIR',
      await coldStarts(dataDirs),
      '',
      startsOf,
    ]);

    // Login is rate-limited per email and per address in normal running; the bench lifts
    // those limits for its own server only, to measure the work a login really costs.
    const server = await startWeb(dataDirs[0], { RATE_LIMITS: 'off' });
    const login = await benchLogin(server.url);
    rows.push(['login latency p50 (concurrency 10)', `${login.p50.toFixed(1)} ms`, '', '']);
    rows.push(['login latency p99 (concurrency 10)', `${login.p99.toFixed(1)} ms`, '', '']);
    rows.push([
      'login throughput (concurrency 10)',
      `${login.throughput.toFixed(1)} req/s`,
      '',
      '',
    ]);
    if (login.refused) rows.push(['login answers without a token', String(login.refused), '0', '']);
    const jsBytes = await loginRouteJsGzipped(server.url);
    rows.push(['login route JS, gzipped', `${(jsBytes / 1024).toFixed(1)} KB`, '< 360 KB', '']);
    rows.push(...(await meAgainstPing('PGlite', server.url)));
    await stop(server.child);
    if (databaseUrl) {
      rows.push(...(await withPostgres(databaseUrl, (url) => meAgainstPing('PostgreSQL', url))));
    }
  } finally {
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** The opportunity lists with 100,000 posts, on PGlite and on PostgreSQL. */
async function listBenchFigures(databaseUrl) {
  const rows = await pgliteListFigures();
  if (databaseUrl) {
    rows.push(
      ...(await withPostgres(databaseUrl, async (url, benchDatabaseUrl) => {
        const accounts = await listBenchAccounts(url);
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: benchDatabaseUrl });
        await client.connect();
        try {
          await client.query(seedPostsSql(accounts.ids));
        } finally {
          await client.end();
        }
        return listFigures('PostgreSQL', url, accounts, 'p95 ≤ 50 ms');
      })),
    );
  }
  return rows;
}

/**
 * 1,000 card purchases at once for one team on PostgreSQL (the local gateway's 4242 card),
 * each sent twice with the same key, as a client retrying a lost answer would: the team's
 * balance must equal its ledger's sum and the job posts of the purchases, once each, with
 * one invoice a purchase.
 */
async function purchaseFigures(databaseUrl) {
  if (!databaseUrl) return [];
  return withPostgres(databaseUrl, async (url, benchDatabaseUrl) => {
    const token = await signedUpToken(url, 'COMPANY');
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: benchDatabaseUrl });
    await client.connect();
    try {
      // Approved, as the back office would (`admin approve`): buying needs status ACTIVE.
      await client.query(`update users set status = 'ACTIVE'`);
      const card = await graphql(
        url,
        'mutation($input: LocalCardInput!) { createLocalPaymentMethod(input: $input) }',
        { input: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' } },
        token,
      );
      const saved = await graphql(
        url,
        'mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { last4 } }',
        { input: { payment_method_id: card.data?.createLocalPaymentMethod } },
        token,
      );
      if (!saved.data) throw new Error(`No card: ${JSON.stringify(saved.errors)}`);
      const purchase =
        'mutation($input: PurchaseCreditsInput!) { purchaseCredits(input: $input) { status } }';
      const attempts = Array.from({ length: PURCHASES }, (_, index) => ({
        qty: (index % 3) + 1,
        idempotency_key: `bench-${index}`,
      }));
      const sends = attempts.flatMap((input) => [input, input]);
      let next = 0;
      let failed = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: PURCHASE_CONCURRENCY }, async () => {
          while (next < sends.length) {
            const input = sends[next++];
            const answer = await graphql(url, purchase, { input }, token);
            if (answer.errors) failed += 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const { rows } = await client.query(`
        select
          (select balance from team_credits) as balance,
          (select coalesce(sum(case when type = 'IN' then qty else -qty end), 0)
             from credit_entries) as ledger,
          (select coalesce(sum(qty), 0) from payments where status = 'succeeded') as paid,
          (select count(*) from payments) as payments,
          (select count(*) from invoices) as invoices`);
      const sums = rows[0];
      const expected = attempts.reduce((sum, attempt) => sum + attempt.qty, 0);
      const consistent =
        Number(sums.balance) === expected &&
        Number(sums.ledger) === expected &&
        Number(sums.paid) === expected &&
        Number(sums.payments) === PURCHASES &&
        Number(sums.invoices) === PURCHASES;
      // An invoice's PDF on first download: rendering it and keeping it, then the signed link.
      const { rows: invoices } = await client.query(
        `update invoices set pdf = null where id in (select id from invoices order by id limit 20)
         returning id`,
      );
      const renders = [];
      for (const { id } of invoices) {
        const number = `SL-${String(id).padStart(6, '0')}`;
        const renderStarted = performance.now();
        const link = await graphql(
          url,
          'query($number: String!) { invoiceDownloadUrl(number: $number) }',
          { number },
          token,
        );
        if (!link.data?.invoiceDownloadUrl) throw new Error(`No invoice: ${JSON.stringify(link)}`);
        renders.push(performance.now() - renderStarted);
      }
      renders.sort((a, b) => a - b);
      const of = `${PURCHASES} purchases × 2 sends, concurrency ${PURCHASE_CONCURRENCY}`;
      return [
        [
          'card purchases, PostgreSQL',
          `${seconds.toFixed(1)} s (${((2 * PURCHASES) / seconds).toFixed(0)} req/s)`,
          '',
          of,
        ],
        [
          'balance = ledger = paid, one invoice each',
          consistent
            ? `yes (${expected} job posts)`
            : `NO: ${JSON.stringify(sums)}, expected ${expected}`,
          'yes',
          failed ? `${failed} answers with errors` : 'no errors',
        ],
        [
          'invoice PDF on first download',
          `${percentile(renders, 50).toFixed(1)} ms p50, ${renders.at(-1).toFixed(1)} ms max`,
          '',
          `${renders.length} invoices: render, store, sign`,
        ],
      ];
    } finally {
      await client.end();
    }
  });
}

// BENCH_ONLY=startup, lists or purchases runs one part (the lists take a few minutes).
const only = process.env.BENCH_ONLY;
const rows = [
  ...(only && only !== 'startup' ? [] : await startupFigures(process.env.DATABASE_URL)),
  ...(only && only !== 'lists' ? [] : await listBenchFigures(process.env.DATABASE_URL)),
  ...(only && only !== 'purchases' ? [] : await purchaseFigures(process.env.DATABASE_URL)),
];

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length), 6));
const line = (cells) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(line(['measure', 'result', 'target', 'of']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
