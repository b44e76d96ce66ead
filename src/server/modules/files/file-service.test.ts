import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { DatabaseHandle } from '../../db/client';
import { files } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { createCandidate, createEmployer } from '../../testing/fixtures';
import { JPEG_BYTES, PNG_BYTES } from '../../testing/uploads';
import { cleanOriginalName, FileService, UploadRejectedError } from './file-service';
import { LocalFileStore } from '../../platform/files/file-store';
import { IMAGE_MAX_BYTES } from './rules';

/** `total` bytes starting with `head`, produced lazily in 64 KiB chunks, counting what was pulled. */
function lazyContent(head: Uint8Array, total: number) {
  const state = { pulled: 0 };
  async function* generate(): AsyncGenerator<Uint8Array> {
    let sent = 0;
    while (sent < total) {
      const size = Math.min(65_536, total - sent);
      const chunk = Buffer.alloc(size);
      if (sent === 0) Buffer.from(head).copy(chunk);
      sent += size;
      state.pulled = sent;
      yield chunk;
    }
  }
  return { content: generate(), state };
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

describe('the file service', () => {
  let handle: DatabaseHandle;
  let folder: string;
  let service: FileService;
  beforeAll(async () => {
    handle = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'shortlist-files-'));
    service = new FileService(handle.db, new LocalFileStore(folder));
  });
  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('stores a PNG under a random name and records its owner, type and size', async () => {
    const { user } = await createCandidate(handle.db);
    const uploaded = await service.upload({
      ownerId: user.id,
      kind: 'avatar',
      originalName: 'C:\\Users\\me\\My photo.png',
      content: once(PNG_BYTES),
    });

    expect(uploaded).toMatchObject({
      kind: 'avatar',
      contentType: 'image/png',
      size: PNG_BYTES.length,
      url: `/files/${uploaded.storedName}`,
    });
    expect(uploaded.storedName).toMatch(/^[0-9a-f]{32}\.png$/);
    const [row] = await handle.db.select().from(files).where(eq(files.id, uploaded.id));
    expect(row).toMatchObject({
      ownerId: user.id,
      kind: 'avatar',
      originalName: 'My photo.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    });
    const opened = await service.open(uploaded);
    expect((await buffer(opened!.stream)).equals(PNG_BYTES)).toBe(true);
  });

  it('accepts a JPEG arriving one byte at a time', async () => {
    const { user } = await createEmployer(handle.db);
    async function* bytewise(): AsyncGenerator<Uint8Array> {
      for (const byte of JPEG_BYTES) yield Uint8Array.of(byte);
    }
    const uploaded = await service.upload({
      ownerId: user.id,
      kind: 'logo',
      originalName: 'logo.jpeg',
      content: bytewise(),
    });
    expect(uploaded).toMatchObject({ contentType: 'image/jpeg', size: JPEG_BYTES.length });
    expect(uploaded.storedName).toMatch(/\.jpg$/);
  });

  it('refuses content that is not a JPEG or PNG whatever its name says (415)', async () => {
    const { user } = await createCandidate(handle.db);
    const before = await readdir(folder);
    for (const content of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('GIF89a\x01\x00', 'latin1'),
      Buffer.alloc(0),
    ]) {
      const attempt = service.upload({
        ownerId: user.id,
        kind: 'avatar',
        originalName: 'photo.png',
        content: once(content),
      });
      await expect(attempt).rejects.toEqual(
        new UploadRejectedError(415, messages.uploads.imageType),
      );
    }
    expect(await readdir(folder)).toEqual(before);
  });

  it('stops reading at the limit (413) and keeps nothing', async () => {
    const { user } = await createCandidate(handle.db);
    const before = await readdir(folder);
    const { content, state } = lazyContent(PNG_BYTES, 64 * 1_048_576);

    const attempt = service.upload({
      ownerId: user.id,
      kind: 'avatar',
      originalName: 'huge.png',
      content,
    });

    await expect(attempt).rejects.toEqual(
      new UploadRejectedError(413, "Your image's file size is too large (max 8 MB)"),
    );
    expect(state.pulled).toBeLessThanOrEqual(IMAGE_MAX_BYTES + 65_536);
    expect(await readdir(folder)).toEqual(before);
  });

  it('accepts a file of exactly the limit', async () => {
    const { user } = await createCandidate(handle.db);
    const { content } = lazyContent(PNG_BYTES, IMAGE_MAX_BYTES);
    const uploaded = await service.upload({
      ownerId: user.id,
      kind: 'avatar',
      originalName: 'big.png',
      content,
    });
    expect(uploaded.size).toBe(IMAGE_MAX_BYTES);
  });

  it('finds a file by id only for its owner and kind', async () => {
    const owner = await createEmployer(handle.db);
    const other = await createEmployer(handle.db);
    const logo = await service.upload({
      ownerId: owner.user.id,
      kind: 'logo',
      originalName: 'logo.png',
      content: once(PNG_BYTES),
    });

    expect(await service.ownedFile(logo.id, owner.user.id, 'logo')).toMatchObject({ id: logo.id });
    expect(await service.ownedFile(logo.id, other.user.id, 'logo')).toBeNull();
    expect(await service.ownedFile(logo.id, owner.user.id, 'avatar')).toBeNull();
    expect(await service.ownedFile(logo.id + 1000, owner.user.id, 'logo')).toBeNull();
    for (const bad of [Number.NaN, -1, 0, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await service.ownedFile(bad, owner.user.id, 'logo')).toBeNull();
    }
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\temp\\cv.pdf', 'cv.pdf'],
    ['a\u0000b\nc.png', 'abc.png'],
    ['', 'file'],
    ['   ', 'file'],
    ['x'.repeat(300), 'x'.repeat(200)],
    [`${'x'.repeat(199)}😀`, 'x'.repeat(199)],
  ])('cleans the client file name %j', (name, cleaned) => {
    expect(cleanOriginalName(name)).toBe(cleaned);
  });
});
