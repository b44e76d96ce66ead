/**
 * `startServer()` is what the desktop main process (embedded mode) and the command line
 * (web and server modes) call: it prepares the database, builds the app and listens.
 * The steps run in this order, each needing the one before.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApp, type ServerMode } from './app';
import { isLoopbackHost } from './platform/http/loopback-host';
import type { OidcProviderConfig } from './modules/identity';
import { DEFAULT_HOST, parseCorsOrigins, type StripeConfig } from './config';
import type { TwilioOptions } from './platform/sms/twilio-sender';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { lockDataFolder, type FolderLock } from './db/folder-lock';
import type { PgliteFiles } from './db/pglite-files';
import { hasDemoData, seedDemo, seedTaxonomies } from './seed';
import { openAdminChannel, type AdminChannel } from './cli/admin/channel';
import type { ErrorReporter } from './platform/error-reporting';
import { LocalFileStore } from './platform/files/file-store';
import { RedisLimitStore } from './platform/redis-limit-store';
import type { ErrorReportingConfig } from '../shared/error-reporting';

export interface ServerOptions {
  mode: ServerMode;
  /** Default 127.0.0.1: private to this machine. */
  host?: string;
  /** 0 (the default) picks a free port, as the desktop app wants. */
  port?: number;
  /**
   * The data folder: PGlite's database (unless `databaseUrl`), uploaded files and the mail
   * outbox. Undefined keeps the database in memory and the files in a temporary folder.
   */
  dataDir?: string;
  /** PostgreSQL; when set, no demo accounts are ever seeded. */
  databaseUrl?: string;
  /**
   * PGlite's files (`readPgliteFiles()`, db/pglite-files.ts), best already being read while
   * the server's modules load. Their snapshot creates a new data folder several times faster
   * than PGlite's initdb. Unset, PGlite reads its own files and runs initdb for a new folder.
   * Ignored with `databaseUrl`.
   */
  pgliteFiles?: Promise<PgliteFiles>;
  /** Serve the built UI from this folder (web and server modes). */
  rendererDir?: string;
  log?: boolean;
  /** Origins allowed besides the desktop app's; defaults to the CORS_ORIGINS variable. */
  corsOrigins?: readonly string[];
  /** See Config.trustProxy. */
  trustProxy?: boolean | string[];
  /**
   * False lifts every rate limit, 'http-only' all but the API-call limits (see
   * Config.rateLimits); neither in 'server' mode.
   */
  rateLimits?: boolean | 'http-only';
  /** See Config.smtpUrl: unset, mail is written to `${dataDir}/outbox`. */
  smtpUrl?: string;
  /** See Config.mailFrom. */
  mailFrom?: string;
  /** See Config.publicUrl: the origin links in mail point to; default the address listened on. */
  publicUrl?: string;
  /** See Config.socialLogin: the OpenID Connect provider, or unset for none. */
  socialLogin?: OidcProviderConfig;
  /** See Config.stripe: card payments through Stripe, or unset for the mode's default. */
  stripe?: StripeConfig;
  /** See Config.twilio: text messages through Twilio, or unset for the outbox. */
  twilio?: TwilioOptions;
  /** Who holds a PGlite data folder, as a second process is told (default: the mode). */
  purpose?: string;
  /** Told of what the server did not expect (platform/error-reporting.ts); default: nobody. */
  errorReporter?: ErrorReporter;
  /** Where the served page reports its errors; default: nowhere. */
  clientErrorReporting?: ErrorReportingConfig | null;
  /** See Config.redisUrl: rate limits count in Redis (else in PostgreSQL with `databaseUrl`). */
  redisUrl?: string;
}

/** Server mode on a database that holds the demo accounts (public passwords). */
export class DemoDataError extends Error {
  constructor(where: string) {
    super(
      `This database (${where}) holds the demo accounts of the desktop app or \`npm run web\`, ` +
        'whose passwords are public, so server mode will not serve it. Start server mode on ' +
        'a new, empty DATA_DIR, or set DATABASE_URL to a PostgreSQL database.',
    );
    this.name = 'DemoDataError';
  }
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:4310; GraphQL is at `${url}/graphql`. */
  url: string;
  /** Stops listening, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Demo accounts with known passwords belong only to a local, self-contained install
 * (desktop or `npm run web` on PGlite), never to a server or to a shared PostgreSQL.
 */
export function seedsDemoData(options: Pick<ServerOptions, 'mode' | 'databaseUrl'>): boolean {
  return options.mode !== 'server' && !options.databaseUrl;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if ((options.rateLimits ?? true) !== true && options.mode === 'server') {
    throw new Error('Rate limits cannot be turned off in server mode.');
  }
  // 0. A PGlite folder has one writer: this process, from here until close().
  const folderLock: FolderLock | null =
    options.dataDir !== undefined && !options.databaseUrl
      ? await lockDataFolder(options.dataDir, options.purpose ?? options.mode)
      : null;
  let database: DatabaseHandle | undefined;
  let adminChannel: AdminChannel | undefined;
  let redisLimits: RedisLimitStore | undefined;
  const closeAll = async () => {
    await adminChannel?.close();
    await redisLimits?.close();
    await database?.close();
    await folderLock?.release();
  };
  try {
    // 1. Open the database: PostgreSQL with a URL, else PGlite in dataDir.
    database = await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      pgliteFiles: options.databaseUrl ? undefined : await options.pgliteFiles,
    });
    // 2. Bring the schema up to date.
    await migrate(database);
    // 3. Seed: taxonomies always (idempotent), demo accounts only where seedsDemoData says;
    // and never serve for real a database that has them (docs/security.md G9).
    if (options.mode === 'server' && (await hasDemoData(database.db))) {
      throw new DemoDataError(
        options.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${options.dataDir})`,
      );
    }
    await seedTaxonomies(database.db);
    if (seedsDemoData(options)) {
      // The demo applicants' CVs go where the files module keeps uploads (`DATA_DIR/files`).
      const files =
        options.dataDir === undefined
          ? undefined
          : new LocalFileStore(join(options.dataDir, 'files'));
      await seedDemo(database.db, { files });
    }
    // 4. Build the app and listen. Several processes share their limits: in Redis when given,
    //    else in PostgreSQL.
    if (options.redisUrl) redisLimits = await RedisLimitStore.connect(options.redisUrl);
    let listeningUrl = '';
    const publicUrl = () => options.publicUrl ?? listeningUrl;
    const app = await buildApp({
      db: database.db,
      mode: options.mode,
      rendererDir: options.rendererDir,
      corsOrigins: options.corsOrigins ?? parseCorsOrigins(process.env['CORS_ORIGINS']),
      log: options.log,
      trustProxy: options.trustProxy,
      loopbackOnly: options.mode !== 'server' && isLoopbackHost(options.host ?? DEFAULT_HOST),
      dataDir: options.dataDir,
      smtpUrl: options.smtpUrl,
      mailFrom: options.mailFrom,
      publicUrl,
      socialLogin: options.socialLogin,
      stripe: options.stripe,
      twilio: options.twilio,
      errorReporter: options.errorReporter,
      clientErrorReporting: options.clientErrorReporting,
      ...(options.rateLimits === false && { limits: 'off' as const }),
      ...(options.rateLimits === 'http-only' && { limits: 'http-only' as const }),
      // Several server processes may share one PostgreSQL: their limits count together.
      limitStore: redisLimits ?? (options.databaseUrl ? 'database' : 'memory'),
    });
    try {
      await app.listen({ host: options.host ?? DEFAULT_HOST, port: options.port ?? 0 });
    } catch (error) {
      await app.close();
      throw error;
    }
    listeningUrl = urlOf(app.server.address() as AddressInfo);
    // 5. Admin commands on this folder now come through this process (cli/admin/channel.ts).
    if (folderLock && options.dataDir !== undefined) {
      adminChannel = await openAdminChannel(options.dataDir, {
        db: database.db,
        publicUrl: publicUrl(),
        files: new LocalFileStore(join(options.dataDir, 'files')),
      });
    }
    return {
      url: listeningUrl,
      close: async () => {
        await app.close();
        await closeAll();
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** A URL a browser on this machine can open: wildcard addresses become loopback. */
function urlOf({ address, family, port }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}
