import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidStoredNameError, isStoredName, LocalFileStore, newStoredName } from './file-store';

async function* chunks(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield Buffer.from(part);
}

describe('the local file store', () => {
  let root: string;
  let folder: string;
  let store: LocalFileStore;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'shortlist-store-'));
    folder = join(root, 'files');
    store = new LocalFileStore(folder);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes, opens and removes a file, private to this user', async () => {
    const name = newStoredName('png');
    await store.write(name, chunks('hello ', 'world'));

    expect(await readFile(join(folder, name), 'utf8')).toBe('hello world');
    expect((await stat(join(folder, name))).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const opened = await store.open(name);
    expect(opened?.size).toBe(11);
    expect(await text(opened!.stream)).toBe('hello world');

    await store.remove(name);
    expect(await store.open(name)).toBeNull();
  });

  it('leaves nothing behind when the content fails half-way', async () => {
    const name = newStoredName('png');
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('partial');
      throw new Error('too large');
    }
    await expect(store.write(name, failing())).rejects.toThrow('too large');
    expect(await readdir(folder)).toEqual([]);
  });

  it('makes random names of the documented shape', () => {
    const names = new Set(Array.from({ length: 50 }, () => newStoredName('jpg')));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
  });

  it.each([
    '../../etc/passwd',
    '..',
    `${'a'.repeat(32)}.png/../../x`,
    `${'A'.repeat(32)}.png`,
    'photo.png',
    `/tmp/${'a'.repeat(32)}.png`,
    '',
  ])('refuses the name %j', async (name) => {
    expect(isStoredName(name)).toBe(false);
    expect(await store.open(name)).toBeNull();
    await expect(store.write(name, chunks('x'))).rejects.toBeInstanceOf(InvalidStoredNameError);
    await expect(store.remove(name)).rejects.toBeInstanceOf(InvalidStoredNameError);
  });
});
