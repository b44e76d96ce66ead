/**
 * Where uploaded bytes live. The database's `files` table says what a file is and who
 * owns it; the store only keeps bytes under a random stored name. The local-disk store
 * serves the desktop app and single-machine installs; an S3-compatible store can
 * implement the same interface later.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStore {
  /**
   * Writes `content` under `storedName`. The file appears whole or not at all: a failed
   * or aborted write (the content source throwing, e.g. over the size limit) leaves nothing.
   */
  write(storedName: string, content: AsyncIterable<Uint8Array>): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  open(storedName: string): Promise<{ stream: Readable; size: number } | null>;
  remove(storedName: string): Promise<void>;
}

/**
 * Stored names are generated (`newStoredName`), never taken from a request, but every
 * store still refuses anything else, so no name can reach outside its folder.
 */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** 128 random bits, hex, plus the extension of the type sniffed from the content. */
export function newStoredName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export class InvalidStoredNameError extends Error {
  constructor(name: string) {
    super(`Not a stored file name: ${JSON.stringify(name.slice(0, 80))}`);
  }
}

/** Files in one folder (`${DATA_DIR}/files`), readable by this user only. */
export class LocalFileStore implements FileStore {
  constructor(private readonly folder: string) {}

  async write(storedName: string, content: AsyncIterable<Uint8Array>): Promise<void> {
    const target = this.pathOf(storedName);
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    // Written beside under a temporary name, then renamed: a reader never sees half a file.
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(storedName: string): Promise<{ stream: Readable; size: number } | null> {
    if (!isStoredName(storedName)) return null;
    const path = join(this.folder, storedName);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true });
  }

  private pathOf(storedName: string): string {
    if (!isStoredName(storedName)) throw new InvalidStoredNameError(storedName);
    return join(this.folder, storedName);
  }
}
