/**
 * One writer per PGlite data folder (docs/security.md G10). PGlite is PostgreSQL in this
 * process with no postmaster to keep others out, so two processes on one folder would be
 * two databases over the same files, each losing the other's writes. Whoever opens the
 * folder first writes `shortlist.lock` (created exclusively, readable by the owner only)
 * naming itself; anyone else is refused with that name. A lock left by a process that no
 * longer runs (a crash, kill -9) is taken over.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'shortlist.lock';

/** Who holds a folder, as the lock file says. */
export interface LockHolder {
  /** What opened it: `web`, `server`, `desktop app`, `admin approve`, … */
  purpose: string;
  pid: number;
  host: string;
  /** ISO time it was taken. */
  since: string;
}

export class FolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by ${holder.purpose} (process ${holder.pid} on ${holder.host}, ` +
        `since ${holder.since}). Stop it first, or run admin commands while it runs: they go ` +
        `through it. If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'FolderInUseError';
  }
}

export interface FolderLock {
  holder: LockHolder;
  /** Removes the lock file, if it is still this lock's. */
  release(): Promise<void>;
}

/** Whether a process with this id runs on this machine (a signal 0 is only a check). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(path: string): Promise<LockHolder | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

/** Whether `holder` may still be using the folder: on another host we cannot tell, so yes. */
function mayBeAlive(holder: LockHolder): boolean {
  return holder.host !== hostname() || isRunning(holder.pid);
}

/** Takes the folder's lock, or throws FolderInUseError naming the process that has it. */
export async function lockDataFolder(dataDir: string, purpose: string): Promise<FolderLock> {
  const path = join(dataDir, LOCK_FILE);
  const holder: LockHolder = {
    purpose,
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  };
  const content = JSON.stringify(holder);
  await mkdir(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await writeFile(path, content, { flag: 'wx', mode: 0o600 });
      return {
        holder,
        release: async () => {
          if ((await readFile(path, 'utf8').catch(() => null)) === content) await unlink(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = await readHolder(path);
    if (current && mayBeAlive(current)) throw new FolderInUseError(dataDir, current);
    if (!current) {
      // Being written this instant, or garbage: give its writer a moment, then judge again.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (attempt < 2) continue;
    }
    // A dead holder's lock: moved aside first, so two processes taking over at once
    // cannot both delete it and then each believe they created the only new one.
    const aside = `${path}.stale-${randomUUID()}`;
    try {
      await rename(path, aside);
    } catch {
      continue;
    }
    const moved = await readHolder(aside);
    if (moved && current && moved.pid !== current.pid) {
      // Someone took the folder between our read and our move: theirs goes back.
      await rename(aside, path).catch(() => undefined);
      throw new FolderInUseError(dataDir, moved);
    }
    await unlink(aside).catch(() => undefined);
  }
  const current = await readHolder(path);
  throw current
    ? new FolderInUseError(dataDir, current)
    : new Error(`Could not take the lock of the data folder ${dataDir}.`);
}
