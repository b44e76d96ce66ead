/**
 * Uploads (docs/security.md G7): the type is decided from the content's first bytes, the size
 * is counted while the bytes stream to the store (nothing beyond the limit is ever read
 * into memory or kept on disk), the stored name is random, and the `files` row records
 * who owns it. Other features take an uploaded file by id with `ownedFile`, which checks
 * the caller owns it and that it is of the kind they expect.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { newStoredName, type FileStore } from '../../platform/files/file-store';
import { UPLOAD_RULES, type UploadKind } from './rules';
import { SNIFF_BYTES, sniffContentType } from '../../platform/files/sniff';

export type FileRow = typeof files.$inferSelect;

/** Where the API serves a stored file (`GET /files/:storedName`), relative to its origin. */
export const FILES_PATH = '/files';

export function fileUrl(storedName: string): string {
  return `${FILES_PATH}/${storedName}`;
}

/** An upload the rules refuse: 415 for the type, 413 for the size, with the brief's message. */
export class UploadRejectedError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadInput {
  ownerId: number;
  kind: UploadKind;
  /** The name the client gave; kept for display and the download name, never used as a path. */
  originalName: string;
  content: AsyncIterable<Uint8Array>;
}

export interface UploadedFile {
  id: number;
  kind: UploadKind;
  storedName: string;
  contentType: string;
  size: number;
  url: string;
}

const MAX_ORIGINAL_NAME_LENGTH = 200;

export class FileService {
  constructor(
    private readonly db: Database,
    private readonly store: FileStore,
  ) {}

  /** Stores the content if the kind's rules accept it; throws UploadRejectedError otherwise. */
  async upload(input: UploadInput): Promise<UploadedFile> {
    const rule = UPLOAD_RULES[input.kind];
    const iterator = input.content[Symbol.asyncIterator]();
    try {
      const head = await readHead(iterator, SNIFF_BYTES);
      const type = sniffContentType(Buffer.concat(head.chunks));
      if (!type || !rule.contentTypes.includes(type.contentType)) {
        throw new UploadRejectedError(415, rule.typeMessage);
      }

      // Counted on the way to the store: the store's write fails (and keeps nothing) as
      // soon as one byte too many arrives, so no more than that is ever read.
      let size = 0;
      const count = (chunk: Uint8Array): Uint8Array => {
        size += chunk.byteLength;
        if (size > rule.maxBytes) throw new UploadRejectedError(413, rule.sizeMessage);
        return chunk;
      };
      const rest: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => iterator };
      const counted = async function* (): AsyncGenerator<Uint8Array> {
        for (const chunk of head.chunks) yield count(chunk);
        if (head.done) return;
        for await (const chunk of rest) yield count(chunk);
      };

      const storedName = newStoredName(type.extension);
      await this.store.write(storedName, counted());
      try {
        const [row] = await this.db
          .insert(files)
          .values({
            ownerId: input.ownerId,
            kind: input.kind,
            storedName,
            originalName: cleanOriginalName(input.originalName),
            contentType: type.contentType,
            size,
          })
          .returning({ id: files.id });
        if (!row) throw new Error('file row not inserted');
        return {
          id: row.id,
          kind: input.kind,
          storedName,
          contentType: type.contentType,
          size,
          url: fileUrl(storedName),
        };
      } catch (error) {
        await this.store.remove(storedName);
        throw error;
      }
    } finally {
      // Stop the source (e.g. the request's file stream) if we left before its end.
      await iterator.return?.();
    }
  }

  /**
   * The file with this id if `ownerId` uploaded it and it is of `kind`, else null: how a
   * profile form's `avatar: ID!` or `logo: ID!` is checked before it is attached.
   */
  async ownedFile(id: number, ownerId: number, kind: UploadKind): Promise<FileRow | null> {
    // An id parsed from client input may be NaN or out of range: no such file, not a SQL error.
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.ownerId, ownerId), eq(files.kind, kind)))
      .limit(1);
    return row ?? null;
  }

  /** The recorded file behind a stored name, for serving it. */
  async findByStoredName(storedName: string): Promise<FileRow | null> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(eq(files.storedName, storedName))
      .limit(1);
    return row ?? null;
  }

  /** The bytes of a recorded file, or null if the store no longer has them. */
  open(row: Pick<FileRow, 'storedName'>): ReturnType<FileStore['open']> {
    return this.store.open(row.storedName);
  }
}

/** Reads whole chunks until at least `bytes` bytes have arrived or the content ends. */
async function readHead(
  iterator: AsyncIterator<Uint8Array>,
  bytes: number,
): Promise<{ chunks: Uint8Array[]; done: boolean }> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) return { chunks, done: true };
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  return { chunks, done: false };
}

/** The client's file name without any folder part or control characters, bounded in length. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const printable = base
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, MAX_ORIGINAL_NAME_LENGTH)
    // Lone surrogates (also from cutting a pair in two) would make the name unencodable
    // in a header: encodeURIComponent throws on them.
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim();
  return printable || 'file';
}
