/**
 * Signed links to private files (CVs, supporting documents: `UploadRule.private`). A link is
 * the file's served path with `?expires=<unix seconds>&signature=<HMAC-SHA256>` over the
 * stored name and the expiry, under a secret only the server knows; it lives a few minutes
 * (FILE_LINK_LIFETIME_MS), so one that leaks (a log, a shared screen, browser history) soon
 * opens nothing. The API mints links only for a caller allowed to see the file (the
 * applicants list), and `GET /files/:name` serves a private file only with a valid one
 * (docs/uploads.md).
 *
 * The secret is made once per database and kept in the `settings` table under a key that
 * `admin settings` neither lists nor sets: every server process on one PostgreSQL then
 * signs and checks alike, and links outlive a restart. It is created on first use, never at
 * start, so the data-folder snapshot built with the app (which every install unpacks) never
 * carries one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { isStoredName } from '../../platform/files/file-store';
import { FILES_PATH } from './file-service';

/** How long a minted link opens its file: long enough to click, short enough to leak little. */
export const FILE_LINK_LIFETIME_MS = 5 * 60 * 1000;

/** Clocks of several servers differ a little; a link claiming more life than that is not ours. */
const CLOCK_SKEW_MS = 60 * 1000;

/** The `settings` row holding the secret (not a setting: settings.ts does not know it). */
export const FILE_LINK_SECRET_KEY = 'fileLinkSecret';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43,}$/;
const EXPIRES_PATTERN = /^[1-9][0-9]{0,11}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a request's link says about a private file. */
export type LinkCheck = 'valid' | 'missing' | 'invalid' | 'expired';

export class FileLinks {
  private secret: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A signed link to the file at `servedPath` (`/files/<stored name>`, as the columns that
   * refer to files hold it), or null for anything else.
   */
  async sign(servedPath: string): Promise<string | null> {
    const storedName = storedNameOf(servedPath);
    if (storedName === null) return null;
    const expires = Math.ceil((this.now().getTime() + FILE_LINK_LIFETIME_MS) / 1000);
    const signature = this.mac(await this.key(), storedName, String(expires));
    return `${FILES_PATH}/${storedName}?expires=${expires}&signature=${signature}`;
  }

  /** Whether `expires` and `signature` (as the query string gave them) open `storedName`. */
  async check(storedName: string, expires: unknown, signature: unknown): Promise<LinkCheck> {
    if (expires === undefined && signature === undefined) return 'missing';
    if (
      typeof expires !== 'string' ||
      typeof signature !== 'string' ||
      !EXPIRES_PATTERN.test(expires) ||
      !SIGNATURE_PATTERN.test(signature) ||
      !isStoredName(storedName)
    ) {
      return 'invalid';
    }
    const expected = Buffer.from(this.mac(await this.key(), storedName, expires));
    const given = Buffer.from(signature);
    // Same length by the pattern above; compared in constant time all the same.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const expiresMs = Number(expires) * 1000;
    const nowMs = this.now().getTime();
    if (expiresMs <= nowMs) return 'expired';
    if (expiresMs > nowMs + FILE_LINK_LIFETIME_MS + CLOCK_SKEW_MS) return 'invalid';
    return 'valid';
  }

  private mac(key: Buffer, storedName: string, expires: string): string {
    return createHmac('sha256', key)
      .update(`shortlist file link v1\n${storedName}\n${expires}`)
      .digest('base64url');
  }

  /** The database's secret, made by whichever process needs it first; read once per process. */
  private key(): Promise<Buffer> {
    this.secret ??= this.loadSecret().catch((error: unknown) => {
      // A failed read (the database restarting) is tried again by the next request.
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  private async loadSecret(): Promise<Buffer> {
    await this.db
      .insert(settings)
      .values({ key: FILE_LINK_SECRET_KEY, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, FILE_LINK_SECRET_KEY))
      .limit(1);
    if (typeof row?.value !== 'string' || !SECRET_PATTERN.test(row.value)) {
      throw new Error(`The ${FILE_LINK_SECRET_KEY} row is missing or not a secret.`);
    }
    return Buffer.from(row.value, 'base64url');
  }
}

/** `/files/<stored name>` → the stored name; null for any other value. */
export function storedNameOf(servedPath: string): string | null {
  const prefix = `${FILES_PATH}/`;
  if (!servedPath.startsWith(prefix)) return null;
  const name = servedPath.slice(prefix.length);
  return isStoredName(name) ? name : null;
}
