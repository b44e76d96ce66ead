/**
 * Uploads (docs/security.md G7): the type is decided from the content's first bytes, the size
 * is counted while the bytes stream to the store (nothing beyond the limit is ever read
 * into memory or kept on disk), the stored name is random, and the `files` row records
 * who owns it. Other features take an uploaded file by id with `ownedFile`, which checks
 * the caller owns it and that it is of the kind they expect.
 */
import { and, count, eq, gt, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { messages } from '../../../shared/messages';
import type { UserStatus } from '../../../shared/users';
import type { Database } from '../../db/client';
import { files, users } from '../../db/schema';
import { badUserInput } from '../../platform/domain-error';
import { rowIdOf } from '../../platform/ids';
import { newStoredName, type FileStore } from '../../platform/files/file-store';
import { DAILY_UPLOAD_QUOTA, UPLOAD_RULES, type UploadKind, type UploadRule } from './rules';

const DAY_MS = 24 * 60 * 60 * 1000;
import { SNIFF_BYTES, sniffContentType } from '../../platform/files/sniff';

export type FileRow = typeof files.$inferSelect;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where the API serves a stored file (`GET /files/:storedName`), relative to its origin. */
export const FILES_PATH = '/files';

export function fileUrl(storedName: string): string {
  return `${FILES_PATH}/${storedName}`;
}

/**
 * An upload the rules refuse: 415 for the type, 413 for the size (the brief's messages), 403
 * for a kind an account awaiting approval may not upload, 429 past the daily quota.
 */
export class UploadRejectedError extends Error {
  constructor(
    readonly status: 403 | 413 | 415 | 429,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadInput {
  ownerId: number;
  /** The owner's account status: an account awaiting approval uploads only what onboarding needs. */
  ownerStatus: UserStatus;
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
    private readonly now: () => Date = () => new Date(),
    /** Each kind's rules; tests give kinds the app does not have yet. */
    private readonly rules: Readonly<Record<UploadKind, UploadRule>> = UPLOAD_RULES,
  ) {}

  /** Stores the content if the kind's rules accept it; throws UploadRejectedError otherwise. */
  async upload(input: UploadInput): Promise<UploadedFile> {
    const rule = this.rules[input.kind];
    const active = input.ownerStatus === 'ACTIVE';
    if (!active && !rule.forAccountsAwaitingApproval) {
      throw new UploadRejectedError(403, messages.account.notActive);
    }
    // A cheap early refusal before any byte is stored; the count that holds is the one
    // taken under the owner's lock with the insert below.
    await this.checkDailyQuota(this.db, input.ownerId, active);
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
        // The quota is counted again and the row inserted under the owner's lock, so uploads
        // sent at once cannot all pass the count above before any of them is recorded.
        const row = await this.db.transaction(async (tx) => {
          await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, input.ownerId))
            .for('update');
          await this.checkDailyQuota(tx, input.ownerId, active);
          const [inserted] = await tx
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
          return inserted;
        });
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
   * Keeps a file the server made itself (an invoice PDF): recorded like an upload, under a
   * kind no upload rule has, so it is private (served only through a signed link). Resolves
   * to its served path.
   */
  async saveGenerated(input: {
    ownerId: number;
    kind: string;
    originalName: string;
    contentType: string;
    extension: string;
    bytes: Uint8Array;
  }): Promise<string> {
    const storedName = newStoredName(input.extension);
    await this.store.write(
      storedName,
      (async function* () {
        yield input.bytes;
      })(),
    );
    try {
      await this.db.insert(files).values({
        ownerId: input.ownerId,
        kind: input.kind,
        storedName,
        originalName: cleanOriginalName(input.originalName),
        contentType: input.contentType,
        size: input.bytes.byteLength,
      });
    } catch (error) {
      await this.store.remove(storedName);
      throw error;
    }
    return fileUrl(storedName);
  }

  /**
   * The file with this id if `ownerId` uploaded it and it is of `kind`, else null: how a
   * profile form's `avatar: ID!` or `logo: ID!` is checked before it is attached.
   */
  /** Refuses (429) once the owner's uploads of the last 24 hours reach the quota. */
  private async checkDailyQuota(
    db: Database | Transaction,
    ownerId: number,
    active: boolean,
  ): Promise<void> {
    const quota = active ? DAILY_UPLOAD_QUOTA.active : DAILY_UPLOAD_QUOTA.awaitingApproval;
    const since = new Date(this.now().getTime() - DAY_MS);
    const [used] = await db
      .select({ files: count(), bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
      .from(files)
      .where(and(eq(files.ownerId, ownerId), gt(files.createdAt, since)));
    if ((used?.files ?? 0) >= quota.files || Number(used?.bytes ?? 0) >= quota.bytes) {
      throw new UploadRejectedError(429, messages.uploads.dailyQuota);
    }
  }

  /**
   * Deletes the files (rows and bytes) uploaded more than a day before `now` that nothing
   * refers to: photos replaced, uploads never saved with a form. `references` are the columns
   * that hold a file's served path (each module declares its own: `ServerModule.fileColumns`).
   */
  async removeUnreferenced(references: readonly AnyPgColumn[], now: Date): Promise<number> {
    const servedPath = sql`${FILES_PATH + '/'} || ${files.storedName}`;
    const unreferenced = await this.db
      .select({ id: files.id, storedName: files.storedName })
      .from(files)
      .where(
        and(
          lt(files.createdAt, new Date(now.getTime() - DAY_MS)),
          // Community content's images (no owner) are referred to inside its documents too;
          // the admin commands remove them with what used them (modules/content).
          isNotNull(files.ownerId),
          ...references.map((column) =>
            notExists(
              this.db
                .select({ one: sql`1` })
                .from(column.table)
                .where(eq(column, servedPath)),
            ),
          ),
        ),
      );
    for (const file of unreferenced) {
      await this.db.delete(files).where(eq(files.id, file.id));
      await this.store.remove(file.storedName);
    }
    return unreferenced.length;
  }

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

  /**
   * The served path of a form's uploaded image (a photo, a logo): the caller's own upload of
   * `kind`, else the form's mistake, BAD_USER_INPUT on `field` ('Please upload the image again.').
   */
  async ownedImageUrl(
    id: string,
    ownerId: number,
    kind: UploadKind,
    field: string,
  ): Promise<string> {
    const file = await this.ownedFile(rowIdOf(id) ?? 0, ownerId, kind);
    if (!file) throw badUserInput({ [field]: [messages.onboarding.imageNotFound] });
    return fileUrl(file.storedName);
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
