/**
 * `buildApp()` builds the HTTP app (Fastify + GraphQL Yoga) around an open, migrated
 * database and returns it without listening: tests call it with `inject`, and
 * `startServer` (start.ts) listens. Every mode builds the same app from the same
 * modules (modules/index.ts): their services, limit rows, schema and routes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serverModules } from './modules';
import type { AppOptions } from './platform/app-options';
import { BackgroundTasks } from './platform/background-tasks';
import { JobQueue } from './platform/jobs/job-queue';
import type { MailMessage } from './platform/mail/mail-message';
import { silentErrorReporter } from './platform/error-reporting';
import { createGraphQLServer } from './platform/graphql/yoga';
import { registerCors } from './platform/http/cors';
import { registerErrorHandler, sendNotFound } from './platform/http/errors';
import { registerGraphQL } from './platform/http/graphql';
import { registerHealth } from './platform/http/health';
import { isClientRoute, registerRenderer, sendIndexHtml } from './platform/http/renderer';
import { logSerializers } from './platform/http/log-redaction';
import { registerRequestLimits, REQUEST_LIMITS } from './platform/http/request-limits';
import { registerLoopbackHostCheck } from './platform/http/loopback-host';
import { contentSecurityPolicy, registerSecurityHeaders } from './platform/http/security-headers';
import { registerClientConfig } from './platform/http/client-config';
import { reportingOrigin } from '../shared/error-reporting';
import { DatabaseLimitStore, LimitTable, MemoryLimitStore } from './platform/limits';
import { createMailer } from './platform/mail/mailer';
import { createSmsSender } from './platform/sms/sms-sender';
import { buildServices, type Platform, type Services } from './platform/module';
import { decoyPasswordHash } from './platform/passwords';

export type { AppOptions, ServerMode } from './platform/app-options';

/**
 * Requests are checked with the shared yup schemas (docs/design.md "API conventions"), never with
 * Fastify's JSON schemas. Fastify builds its Ajv validator and fast-json-stringify serializer
 * only for a route that declares one, from these factories; its defaults would load both
 * libraries with every app (about 70 ms of a first start).
 */
const NO_JSON_SCHEMAS = {
  buildValidator: (): never => {
    throw new Error('Validate requests with the shared yup schemas, not Fastify JSON schemas.');
  },
  buildSerializer: (): never => {
    throw new Error('Shortlist routes send plain JSON; Fastify response schemas are not used.');
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    jobs: JobQueue;
  }
}

/** How often the modules' housekeeping runs. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Its first run, after start: the first requests (a cold start's) do not share the database with it. */
export const FIRST_HOUSEKEEPING_MS = 60 * 1000;
/** The platform's queues; a module's own are named in its `jobs`. */
export const MAIL_QUEUE = 'mail';
export const HOUSEKEEPING_QUEUE = 'housekeeping';

/** Fastify answers 413 above this; no GraphQL request of ours comes near it. */
export const BODY_LIMIT_BYTES = 1_048_576;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.log
      ? {
          level: 'info',
          serializers: logSerializers,
          ...(options.logStream && { stream: options.logStream }),
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    schemaController: { compilersFactory: NO_JSON_SCHEMAS },
  });

  // Introspection and GraphiQL help whoever runs the desktop app or `npm run web` on
  // their own machine; a deployed server (mode 'server') hides them unless it is
  // explicitly run in development.
  const introspection = options.mode !== 'server' || process.env['NODE_ENV'] === 'development';
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'shortlist-data-')));
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    outboxDir: join(dataDir, 'outbox'),
  });
  const sms =
    options.smsSender ??
    createSmsSender({ twilio: options.twilio, outboxDir: join(dataDir, 'outbox') });
  const errorReporter = options.errorReporter ?? silentErrorReporter;
  const tasks =
    options.backgroundTasks ??
    new BackgroundTasks((error) => {
      app.log.error({ err: error }, 'background task failed');
      errorReporter.capture(error, { operation: 'background task' });
    });
  const jobs = new JobQueue(options.db, {
    onError: (error) => {
      app.log.error({ err: error }, 'job failed');
      errorReporter.capture(error, { operation: 'job' });
    },
  });
  // Mail still being sent is finished before the database closes behind the app; jobs that
  // are running finish, the others wait in the database for the next start.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await tasks.idle();
    mailer.close();
    if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  });
  // buildApp alone cannot know where it is reached; startServer always passes the address.
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1';
  const limits = new LimitTable(
    [...REQUEST_LIMITS, ...serverModules.flatMap((module) => module.limits ?? [])],
    options.limits,
    () => now().getTime(),
    options.limitStore === 'database'
      ? new DatabaseLimitStore(options.db)
      : options.limitStore === 'memory' || options.limitStore === undefined
        ? new MemoryLimitStore()
        : options.limitStore,
  );
  const platform: Platform = {
    db: options.db,
    now,
    options,
    limits,
    mailer,
    sms,
    tasks,
    jobs,
    mailLater: (message, key) => jobs.send(MAIL_QUEUE, message, key === undefined ? {} : { key }),
    dataDir,
    publicUrl: typeof publicUrl === 'string' ? () => publicUrl : publicUrl,
    fileColumns: serverModules.flatMap((module) => module.fileColumns ?? []),
  };
  const services = buildServices(serverModules, platform);
  // For the admin commands and tests that drive a service directly (a renewal run, say).
  app.decorate('services', services);
  app.decorate('jobs', jobs);
  jobs.define<MailMessage>(MAIL_QUEUE, (message) => mailer.send(message));
  jobs.define(HOUSEKEEPING_QUEUE, async () => {
    // Each part runs whatever another's failure: the job fails (and is tried again, every
    // part being safe to repeat) after all of them have had their turn.
    const parts = [
      () => limits.purge(),
      ...serverModules.map((module) => () => module.housekeeping?.(platform, services)),
    ];
    const failures = (await Promise.allSettled(parts.map((part) => part()))).flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    if (failures.length > 0) throw new AggregateError(failures, 'housekeeping failed');
  });
  for (const module of serverModules) {
    for (const [queue, job] of Object.entries(module.jobs ?? {})) {
      jobs.define(queue, (data: never) => job(platform, services)(data));
    }
  }
  // Not awaited: the first answer (a cold start's) does not wait for the queue, whose tables
  // a send creates itself when they are missing; working it starts just behind.
  app.addHook('onReady', async () => {
    jobs.start().catch((error: unknown) => {
      app.log.error({ err: error }, 'job queue not started');
      errorReporter.capture(error, { operation: 'job queue' });
    });
  });
  const yoga = createGraphQLServer({
    modules: serverModules,
    services,
    limits,
    introspection,
    logger: options.log ? app.log : false,
    errorReporter,
  });

  registerErrorHandler(app, errorReporter);
  app.setNotFoundHandler((request, reply) =>
    options.rendererDir && isClientRoute(request) ? sendIndexHtml(reply) : sendNotFound(reply),
  );
  // JSON bodies only: a text/plain POST is a "simple" cross-origin request that skips
  // the CORS preflight, so refusing it (415) keeps other sites from posting to the API.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app);
  if (options.loopbackOnly) registerLoopbackHostCheck(app);
  // CORS before the rate limit, so even a 429 carries the headers the desktop app needs to read it.
  await registerCors(app, options.corsOrigins ?? []);
  const sessionFinders = serverModules.flatMap((module) =>
    module.apiSession ? [module.apiSession] : [],
  );
  registerRequestLimits(app, limits, async (request) => {
    for (const find of sessionFinders) {
      const key = await find(request, services);
      if (key) return key;
    }
    return null;
  });

  registerHealth(app, options.db);
  registerGraphQL(app, yoga, introspection);
  for (const module of serverModules) await module.routes?.(app, platform, services);
  // The page reports its errors where SENTRY_DSN says (src/renderer/lib/error-reporting.ts).
  const clientErrorReporting = options.clientErrorReporting ?? null;
  registerClientConfig(app, { errorReporting: clientErrorReporting });
  if (options.rendererDir) {
    const policy = contentSecurityPolicy(reportingOrigin(clientErrorReporting), {
      stripe: services.payments.gatewayKind === 'stripe',
    });
    await registerRenderer(app, options.rendererDir, policy);
  }

  // Each module's clean-up: a minute after the app is ready, then hourly, as a job. The key
  // (the minute of the start, the hour) makes processes started together run it once.
  const housekeeping = (key: string) => () => {
    jobs.send(HOUSEKEEPING_QUEUE, {}, { key }).catch((error: unknown) => {
      app.log.error({ err: error }, 'housekeeping not queued');
    });
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    const minute = Math.floor(now().getTime() / 60_000);
    timers.push(
      setTimeout(housekeeping(`start-${minute}`), FIRST_HOUSEKEEPING_MS).unref(),
      setInterval(() => {
        housekeeping(`hour-${Math.floor(now().getTime() / HOUSEKEEPING_INTERVAL_MS)}`)();
      }, HOUSEKEEPING_INTERVAL_MS).unref(),
    );
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  // Compute the decoy hash now, off the event loop, so the first login with an
  // unknown email is not slower than a wrong password (docs/security.md G4).
  decoyPasswordHash().catch((error: unknown) => app.log.error({ err: error }, 'decoy hash failed'));
  return app;
}
