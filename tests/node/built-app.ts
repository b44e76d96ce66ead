import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/** Why the built `bundles` (paths under out/) cannot be tested as they stand, or null when they can. */
export function notTestableReason(bundles: readonly string[]): string | null {
  if (!bundles.every((bundle) => existsSync(bundle))) return 'run npm run build first';
  const built = Math.min(...bundles.map((bundle) => statSync(bundle).mtimeMs));
  const sources = ['main', 'preload', 'shared', 'server'].flatMap((folder) =>
    readdirSync(join(root, 'src', folder), { recursive: true, withFileTypes: true })
      // What goes into the bundles: source files, not their tests or READMEs.
      .filter((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  const changed = sources.find((file) => statSync(file).mtimeMs > built);
  return changed ? `out/ is older than ${changed}; run npm run build` : null;
}

/** CI builds before testing: there, bundles that cannot be tested fail rather than skip. */
export function skipReasonFor(notTestable: string | null): string | null {
  return process.env['CI'] === 'true' ? null : notTestable;
}

/** The built server's entry, as `npm run web` and `npm run server` run it. */
export const serverEntry = join(root, 'out', 'main', 'server.js');

export interface StartedServer {
  child: ChildProcess;
  url: string;
}

/**
 * `server.js <mode>` with `env` (PORT 0 unless it says otherwise); resolves once it says where it
 * listens, or rejects with what it printed if it exits first.
 */
export function startBuiltServer(
  mode: 'web' | 'server',
  env: NodeJS.ProcessEnv,
): Promise<StartedServer> {
  const child = spawn(process.execPath, [serverEntry, mode], {
    env: { PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Shortlist is running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}
