/**
 * Writing a file so that a reader (or a crash) never sees half of it (docs/security.md K3): the bytes go
 * to a new, private temporary file beside the target, are flushed to disk, and the temporary file
 * is renamed over the target in one step.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Owner read/write only. */
export const PRIVATE_FILE_MODE = 0o600;

export async function writeFileAtomically(
  path: string,
  data: string | Uint8Array,
  options: { mode?: number } = {},
): Promise<void> {
  const mode = options.mode ?? PRIVATE_FILE_MODE;
  const folder = dirname(path);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // Same folder, so the rename never crosses file systems; `wx` refuses an existing file (or a
  // symlink planted under the name).
  const temporary = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx', mode);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
