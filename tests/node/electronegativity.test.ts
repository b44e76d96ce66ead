/**
 * scripts/electronegativity.mjs (docs/security.md E9) run on small fixture apps: it fails on an
 * unreviewed finding, passes when the baseline explains it, and refuses a baseline entry without
 * a reason or a scan it could not complete. The real run over src/main and src/preload is the CI
 * step (`npm run security:electron`).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = new URL('../../scripts/electronegativity.mjs', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'electronegativity-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A main process with a window and whatever else `extra` adds; returns its folder. */
function fixture(name: string, files: Record<string, string>): string {
  const dir = join(work, name, 'main');
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

/** Navigation, permissions and CSP handled the way the tool recognises, so no global finding. */
const hardened = `
import { app, session } from 'electron';
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});
session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
  callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': ["default-src 'none'"] } });
});
`;

const safeWindow = `
import { BrowserWindow } from 'electron';
export const open = () => new BrowserWindow({
  webPreferences: {
    contextIsolation: true, sandbox: true, nodeIntegration: false, disableBlinkFeatures: 'Auxclick',
  },
});
`;

const unsafeWindow = `
import { BrowserWindow } from 'electron';
export const open = () => new BrowserWindow({
  webPreferences: {
    contextIsolation: false, sandbox: false, nodeIntegration: true, disableBlinkFeatures: 'Auxclick',
  },
});
`;

/** Runs the script on `dir` (about 3 s: the tool's translation fetch times out offline). */
async function scan(dir: string, accepted: unknown[]) {
  const baseline = join(dir, '..', 'baseline.json');
  writeFileSync(baseline, JSON.stringify({ accepted }));
  const reportDir = join(dir, '..', 'report');
  const { status, out } = await new Promise<{ status: number | null; out: string }>((done) => {
    execFile(
      process.execPath,
      [script, '--baseline', baseline, '--report-dir', reportDir, dir],
      (error, stdout, stderr) =>
        done({
          status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          out: stdout + stderr,
        }),
    );
  });
  const findings = (): { check: string; severity: string; file: string | null }[] =>
    JSON.parse(readFileSync(join(reportDir, 'findings.json'), 'utf8')).findings;
  return { status, out, findings };
}

describe.concurrent('scripts/electronegativity.mjs', () => {
  it('passes a hardened app with nothing to review', async () => {
    const dir = fixture('clean', { 'index.ts': hardened, 'window.ts': safeWindow });
    const { status, out, findings } = await scan(dir, []);
    expect(out).toContain('0 finding(s), all reviewed');
    expect(status).toBe(0);
    expect(findings()).toEqual([]);
  });

  it('fails on an unreviewed HIGH finding, naming it', async () => {
    const dir = fixture('unsafe', { 'index.ts': hardened, 'window.ts': unsafeWindow });
    const { status, out, findings } = await scan(dir, []);
    expect(status).toBe(1);
    expect(out).toMatch(/NOT ACCEPTED\s+HIGH\s+CONTEXT_ISOLATION_JS_CHECK main\/window\.ts/);
    expect(findings().map((f) => f.check)).toEqual(
      expect.arrayContaining(['CONTEXT_ISOLATION_JS_CHECK', 'SANDBOX_JS_CHECK']),
    );
  });

  it('fails when the app has no navigation limits (a whole-app check)', async () => {
    const dir = fixture('open', { 'window.ts': safeWindow });
    const { status, findings } = await scan(dir, []);
    expect(status).toBe(1);
    expect(findings()).toContainEqual(
      expect.objectContaining({
        check: 'LIMIT_NAVIGATION_GLOBAL_CHECK',
        severity: 'HIGH',
        file: null,
      }),
    );
  });

  it('passes when the baseline explains each finding, matched by its source text', async () => {
    const dir = fixture('reviewed', {
      'index.ts': hardened,
      'window.ts': safeWindow,
      'links.ts': `import { shell } from 'electron';\n\n\nexport const go = (u: string) => shell.openExternal(u);\n`,
    });
    const { status, out } = await scan(dir, [
      {
        check: 'OPEN_EXTERNAL_JS_CHECK',
        file: 'main/links.ts',
        sample: 'export const go = (u: string) =>   shell.openExternal(u);',
        reason: 'Test fixture: the URL is checked by an allow-list before this is called.',
      },
    ]);
    expect(out).toMatch(/accepted\s+MEDIUM\s+OPEN_EXTERNAL_JS_CHECK main\/links\.ts:4/);
    expect(status).toBe(0);
  });

  it('does not accept a changed line on an old review', async () => {
    const dir = fixture('changed', {
      'index.ts': hardened,
      'window.ts': safeWindow,
      'links.ts': `import { shell } from 'electron';\nexport const go = (u: string) => shell.openExternal(u + '#x');\n`,
    });
    const { status, out } = await scan(dir, [
      {
        check: 'OPEN_EXTERNAL_JS_CHECK',
        file: 'main/links.ts',
        sample: 'export const go = (u: string) => shell.openExternal(u);',
        reason: 'Test fixture: the URL is checked by an allow-list before this is called.',
      },
    ]);
    expect(status).toBe(1);
    expect(out).toContain('stale baseline entry');
  });

  it('refuses a baseline entry without a real reason', async () => {
    const dir = fixture('lazy', { 'index.ts': hardened, 'window.ts': safeWindow });
    const { status, out } = await scan(dir, [
      { check: 'OPEN_EXTERNAL_JS_CHECK', file: 'main/links.ts', sample: null, reason: 'fine' },
    ]);
    expect(status).toBe(2);
    expect(out).toContain('needs a reason');
  });

  it('leaves test files out of the scan', async () => {
    const dir = fixture('tests', {
      'index.ts': hardened,
      'window.ts': safeWindow,
      'window.test.ts': unsafeWindow,
    });
    expect((await scan(dir, [])).status).toBe(0);
  });

  it('fails when a file cannot be parsed rather than skipping it', async () => {
    const dir = fixture('broken', {
      'index.ts': hardened,
      'window.ts': safeWindow,
      'broken.ts': 'export const = {{{ new BrowserWindow(',
    });
    const { status, out } = await scan(dir, []);
    expect(out).toMatch(/error parsing .*broken\.ts/);
    expect(status).toBe(2);
  });
});
