/**
 * The command line behind `node out/main/server.js <command>`: serving (web, server),
 * migrating, and the admin commands. Everything outside the process (environment,
 * output, the shutdown signal, where the built UI is) comes in as `CliContext`, so
 * tests drive it without a child process. Plain Node only: never imports electron.
 */
import { access, rename, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import type { ServerMode } from '../app';
import { ConfigError, DEFAULT_HOST, DEFAULT_PORT, readConfig, type Config } from '../config';
import { buildSnapshot } from '../seed/build-snapshot';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { FolderInUseError, lockDataFolder } from '../db/folder-lock';
import { migrate } from '../db/migrate';
import type { PgliteFiles } from '../db/pglite-files';
import { LocalFileStore } from '../platform/files/file-store';
import { isLoopbackHost } from '../platform/http/loopback-host';
import { DemoDataError, startServer } from '../start';
import { ADMIN_COMMANDS } from './admin';
import { parseFlags } from './flags';
import { formatCommandList } from './table';
import { sendToAdminChannel } from './admin/channel';
import { errorReportingConfig } from '../../shared/error-reporting';
import { startErrorReporting } from '../platform/error-reporting';

export interface CliContext {
  env: NodeJS.ProcessEnv;
  /** The app's version (package.json), for error reports' release. */
  version: string;
  /** Writes one line to standard output / standard error. */
  print(line: string): void;
  printError(line: string): void;
  /** Where the built UI would be (out/renderer next to out/main/server.js). */
  rendererDir: string;
  /**
   * PGlite's files, with the snapshot `npm run build` makes for a faster first start when
   * there is one (db/pglite-files.ts). cli/index.ts starts reading them before this module loads.
   */
  pgliteFiles(): Promise<PgliteFiles>;
  /** Resolves when the process is asked to stop (SIGINT, SIGTERM). */
  shutdownSignal(): Promise<void>;
}

interface Command {
  usage: string;
  summary: string;
  run(args: readonly string[], context: CliContext): Promise<number>;
}

/** Exit code for a command line that names no known command. */
const USAGE_ERROR = 2;

const COMMANDS: Readonly<Record<string, Command>> = {
  web: {
    usage: 'web',
    summary:
      'Serve the API and the UI on one port (PGlite in DATA_DIR with demo accounts, unless DATABASE_URL)',
    run: (_args, context) => serve('web', context),
  },
  server: {
    usage: 'server',
    summary: 'Serve the API, and the UI if built, for deployment (no demo data, no introspection)',
    run: (_args, context) => serve('server', context),
  },
  migrate: {
    usage: 'migrate',
    summary: 'Bring the database schema up to date, then exit',
    run: async (_args, context) => {
      await withDatabase(readConfig(context.env), 'migrate', async () => undefined);
      context.print('The database is up to date.');
      return 0;
    },
  },
  'build-snapshot': {
    usage: 'build-snapshot [--demo] <file>',
    summary:
      'Write a migrated, seeded PGlite data folder (--demo: with the demo data) for fast first starts (npm run build does)',
    run: async (args, context) => {
      const parsed = parseFlags(args, { demo: { type: 'boolean' } });
      const [file, ...extra] = parsed?.positionals ?? [];
      if (!parsed || !file || extra.length > 0) {
        context.printError('Usage: build-snapshot [--demo] <file>');
        return USAGE_ERROR;
      }
      const demo = parsed.values.demo === true;
      // Written beside, then renamed, so a reader never sees half a snapshot.
      await writeFile(`${file}.partial`, await buildSnapshot({ demo }));
      await rename(`${file}.partial`, file);
      context.print(`Wrote ${file}`);
      return 0;
    },
  },
  admin: {
    usage: 'admin <command> [args]',
    summary: 'Back-office commands (run `admin` for the list)',
    run: runAdmin,
  },
};

export async function runCli(argv: readonly string[], context: CliContext): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    if (name !== undefined && name !== 'help' && name !== '--help')
      context.printError(`Unknown command: ${name}`);
    context.print(usage());
    return name === undefined || name === 'help' || name === '--help' ? 0 : USAGE_ERROR;
  }
  try {
    return await command.run(args, context);
  } catch (error) {
    context.printError(
      error instanceof ConfigError ||
        error instanceof FolderInUseError ||
        error instanceof DemoDataError
        ? error.message
        : `Error: ${messageOf(error)}`,
    );
    return 1;
  }
}

async function serve(mode: ServerMode, context: CliContext): Promise<number> {
  const config = readConfig(context.env);
  if (mode === 'web' && !isLoopbackHost(config.host)) {
    // Web mode is a local install: demo accounts with public passwords, GraphiQL, and
    // perhaps RATE_LIMITS=off. Reaching it from elsewhere takes a second, explicit setting.
    if (context.env['WEB_EXPOSE'] !== 'yes') {
      throw new ConfigError(
        `HOST=${config.host}: web mode listens on this machine only, since it serves demo accounts ` +
          'whose passwords are public. For real use run `server`; to expose web mode anyway, ' +
          'also set WEB_EXPOSE=yes.',
      );
    }
    context.printError(
      `WARNING: web mode is listening on ${config.host} (WEB_EXPOSE=yes): anyone who can reach ` +
        "this machine can sign in with the demo accounts' public passwords.",
    );
  }
  const rendererBuilt = await exists(join(context.rendererDir, 'index.html'));
  if (!rendererBuilt)
    context.printError(
      `No built UI in ${context.rendererDir}: serving the API only (npm run build).`,
    );

  // SENTRY_DSN turns error reporting on (platform/error-reporting.ts); loaded only then.
  const errorReporting = errorReportingConfig(
    context.env['SENTRY_DSN'],
    context.env['SENTRY_ENVIRONMENT'] ?? context.env['NODE_ENV'],
    context.version,
  );
  const errorReporter = await startErrorReporting(errorReporting);
  const server = await startServer({
    mode,
    errorReporter,
    clientErrorReporting: errorReporting,
    host: config.host,
    port: config.port,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    rendererDir: rendererBuilt ? context.rendererDir : undefined,
    pgliteFiles: config.databaseUrl ? undefined : context.pgliteFiles(),
    log: config.log ?? mode === 'server',
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    smtpUrl: config.smtpUrl,
    redisUrl: config.redisUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    socialLogin: config.socialLogin,
    stripe: config.stripe,
    twilio: config.twilio,
  });
  context.print(`Shortlist is running at ${server.url}`);
  // A deployment is reached at its own domain, not at the address it listens on.
  if (mode === 'server' && !config.publicUrl)
    context.printError(`PUBLIC_URL is not set: links in mail will point to ${server.url}.`);

  await context.shutdownSignal();
  context.print('Stopping…');
  await server.close();
  await errorReporter.flush();
  return 0;
}

async function runAdmin(args: readonly string[], context: CliContext): Promise<number> {
  const [name, ...rest] = args;
  const command = name === undefined ? undefined : ADMIN_COMMANDS[name];
  if (!command) {
    const asksForHelp = name === undefined || name === 'help' || name === '--help';
    if (!asksForHelp) context.printError(`Unknown admin command: ${name}`);
    context.print(adminUsage());
    return asksForHelp ? 0 : USAGE_ERROR;
  }
  const config = readConfig(context.env);
  if (command.database === false)
    return command.run({ dataDir: config.dataDir, print: context.print }, rest);
  const operator = operatorName(context.env);
  try {
    return await withDatabase(config, `admin ${name}`, (database) =>
      command.run(
        {
          db: database.db,
          print: context.print,
          operator,
          // The address `web` listens on with the same environment (PORT 0 only in tests).
          publicUrl: config.publicUrl ?? `http://${DEFAULT_HOST}:${config.port || DEFAULT_PORT}`,
          files: new LocalFileStore(join(config.dataDir, 'files')),
        },
        rest,
      ),
    );
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    // A server runs on the folder: it runs the command, so it sees the result at once.
    const answer = await sendToAdminChannel(config.dataDir, {
      command: name!,
      args: rest,
      operator,
    });
    if (!answer) throw error;
    for (const line of answer.lines) context.print(line);
    return answer.exitCode;
  }
}

/** The OS user running the command; a container user without a passwd entry falls back to $USER. */
function operatorName(env: NodeJS.ProcessEnv): string {
  try {
    return userInfo().username;
  } catch {
    return env['USER'] || env['USERNAME'] || 'unknown';
  }
}

/**
 * Opens the configured database, migrated so commands always meet the schema they were
 * written for, and closes it afterwards. A PGlite folder is locked meanwhile (one writer,
 * db/folder-lock.ts); when a server holds it, FolderInUseError says which.
 */
async function withDatabase<T>(
  config: Config,
  purpose: string,
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const lock = config.databaseUrl ? null : await lockDataFolder(config.dataDir, purpose);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      await migrate(database);
      return await use(database);
    } finally {
      await database.close();
    }
  } finally {
    await lock?.release();
  }
}

function usage(): string {
  const lines = formatCommandList(
    Object.values(COMMANDS).map((command) => [command.usage, command.summary] as const),
  );
  return [
    'Usage: node out/main/server.js <command>',
    '',
    'Commands:',
    lines,
    '',
    'Environment: PORT (4310), HOST (127.0.0.1), DATA_DIR (./.data), DATABASE_URL, CORS_ORIGINS, LOG, TRUST_PROXY, RATE_LIMITS, SMTP_URL, MAIL_FROM, PUBLIC_URL, WEB_EXPOSE',
  ].join('\n');
}

function adminUsage(): string {
  const lines = formatCommandList(
    Object.entries(ADMIN_COMMANDS).map(
      ([name, command]) => [`${name} ${command.usage ?? ''}`.trimEnd(), command.summary] as const,
    ),
  );
  return ['Usage: node out/main/server.js admin <command>', '', 'Admin commands:', lines].join(
    '\n',
  );
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
