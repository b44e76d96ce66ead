import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './atomic-file';

let folder: string;
let umask: number;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'atomic-file-'));
  // The most permissive umask, so a 0600 result is the code's doing and not the environment's.
  umask = process.umask(0);
});
afterEach(async () => {
  process.umask(umask);
  await rm(folder, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('writeFileAtomically (docs/security.md K3)', () => {
  it('creates a file only its owner can read, in a private folder it creates', async () => {
    const path = join(folder, 'nested', 'session.json');
    await writeFileAtomically(path, 'hello');
    expect(await readFile(path, 'utf8')).toBe('hello');
    expect(await modeOf(path)).toBe(0o600);
    expect(await modeOf(join(folder, 'nested'))).toBe(0o700);
  });

  it('replaces a file by renaming a new one over it, leaving nothing behind', async () => {
    const path = join(folder, 'session.json');
    await writeFile(path, 'old', { mode: 0o644 });
    const before = await stat(path);
    await writeFileAtomically(path, new TextEncoder().encode('new'));
    const after = await stat(path);
    expect(await readFile(path, 'utf8')).toBe('new');
    // A new inode: the content was never rewritten in place, so no reader saw half of it.
    expect(after.ino).not.toBe(before.ino);
    expect(await modeOf(path)).toBe(0o600);
    expect(await readdir(folder)).toEqual(['session.json']);
  });

  it('leaves the old file and no temporary file when the rename fails', async () => {
    const path = join(folder, 'taken');
    await mkdir(path);
    await writeFile(join(path, 'inside'), 'keep');
    await expect(writeFileAtomically(path, 'new')).rejects.toThrow();
    expect(await readdir(folder)).toEqual(['taken']);
    expect(await readFile(join(path, 'inside'), 'utf8')).toBe('keep');
  });
});
