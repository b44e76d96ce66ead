import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderInUseError, LOCK_FILE, lockDataFolder } from './folder-lock';

describe('lockDataFolder', () => {
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'shortlist-lock-'));
    folders.push(folder);
    return join(folder, 'data');
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('lets one process in and refuses the next, naming the holder', async () => {
    const dataDir = newFolder();
    const lock = await lockDataFolder(dataDir, 'web');
    const path = join(dataDir, LOCK_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const refused = await lockDataFolder(dataDir, 'admin approve').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FolderInUseError);
    expect((refused as Error).message).toContain(
      `in use by web (process ${process.pid} on ${hostname()}`,
    );

    await lock.release();
    expect(existsSync(path)).toBe(false);
    const next = await lockDataFolder(dataDir, 'server');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ purpose: 'server' });
    await next.release();
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const dataDir = newFolder();
    await lockDataFolder(dataDir, 'first').then(() => undefined);
    // A process that has exited: its id is free (or reused, which the next test covers).
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(exited.stdout.toString());
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ purpose: 'web', pid: deadPid, host: hostname(), since: '2026-01-01' }),
    );
    const lock = await lockDataFolder(dataDir, 'web');
    expect(lock.holder.pid).toBe(process.pid);
    await lock.release();
  });

  it('refuses a lock held on another machine, whose process it cannot check', async () => {
    const dataDir = newFolder();
    await lockDataFolder(dataDir, 'x').then((lock) => lock.release());
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ purpose: 'server', pid: 1, host: 'elsewhere', since: '2026-01-01' }),
    );
    await expect(lockDataFolder(dataDir, 'web')).rejects.toThrow(
      /in use by server .* on elsewhere/,
    );
  });

  it('does not remove a lock that another process has taken since', async () => {
    const dataDir = newFolder();
    const lock = await lockDataFolder(dataDir, 'web');
    const theirs = JSON.stringify({
      purpose: 'server',
      pid: process.pid,
      host: hostname(),
      since: 'now',
    });
    writeFileSync(join(dataDir, LOCK_FILE), theirs);
    await lock.release();
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(theirs);
  });
});
