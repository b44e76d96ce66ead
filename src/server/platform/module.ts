/**
 * The contract between a domain module (`modules/<domain>/module.ts`) and the app. The app
 * collects every module (modules/index.ts) and wires what each declares, so adding a domain
 * edits no shared list: its SDL and resolvers join the schema, its limit rows join the
 * limit table, its services join `Services`, its REST routes join the HTTP app.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppOptions } from './app-options';
import type { BackgroundTasks } from './background-tasks';
import type { JobQueue } from './jobs/job-queue';
import type { Resolvers } from './graphql/generated/resolvers';
import type { LimitRow, LimitTable } from './limits';
import type { Mailer } from './mail/mailer';
import type { MailMessage } from './mail/mail-message';
import type { SmsSender } from './sms/sms-sender';
import type { Database } from '../db/client';
import type { RequestContext, Services } from './services';

export type { RequestContext, Services } from './services';

/** Builds one entry of the request context. */
export type RequestContextFactory<K extends keyof RequestContext> = (
  request: FastifyRequest,
  services: Services,
) => RequestContext[K];

/** What modules build their services and routes from. */
export interface Platform {
  db: Database;
  now: () => Date;
  options: AppOptions;
  limits: LimitTable;
  mailer: Mailer;
  /** Text messages: Twilio when configured, else the outbox (sms/sms-sender.ts). */
  sms: SmsSender;
  /** Work finished after answering, in memory (what is not a job yet). */
  tasks: BackgroundTasks;
  /** Durable deferred work (jobs/job-queue.ts): `send` a job to a queue a module defines. */
  jobs: JobQueue;
  /** Sends a mail as a job of its own: tried again until it goes, once per `key`. */
  mailLater: (message: MailMessage, key?: string) => Promise<void>;
  /** Where uploaded files and the mail outbox live. */
  dataDir: string;
  /** The origin users open the UI at, for links in mail (no trailing slash). */
  publicUrl: () => string;
  /** Every module's `fileColumns`: where uploaded files are referred to. */
  fileColumns: readonly AnyPgColumn[];
}

/** Builds what one queue's jobs do, from the platform and the services. */
export type JobFactory = (platform: Platform, services: Services) => (data: never) => Promise<void>;

/** Builds one service; `services` gives access to the others (built on first use). */
export type ServiceFactory<K extends keyof Services> = (
  platform: Platform,
  services: Services,
) => Services[K];

export interface ServerModule {
  /** The module's SDL (`*.graphql?raw`). */
  typeDefs?: readonly string[];
  resolvers?: readonly Resolvers[];
  /** Its rate limits, counted with `await ctx.limits.consume(row, key)`. */
  limits?: readonly LimitRow[];
  services?: { [K in keyof Services]?: ServiceFactory<K> };
  /** What it adds to each request's GraphQL context (identity: the caller's session). */
  requestContext?: { [K in keyof RequestContext]?: RequestContextFactory<K> };
  /**
   * The signed-in session an HTTP request presents, as the key of the per-session request
   * limit (http/request-limits.ts): null for none, or a token that is no session. Identity's.
   */
  apiSession?: (request: FastifyRequest, services: Services) => Promise<string | null>;
  /**
   * Clean-up of its own data (expired one-time tokens, …): run a minute after the app is
   * ready and then every hour, in the background, never in a request's way.
   */
  housekeeping?: (platform: Platform, services: Services) => Promise<void>;
  /**
   * Its job queues: the name (`<module>.<what>`) and what a job's data does. Sent with
   * `platform.jobs.send(name, data)`; tried again with backoff when it throws.
   */
  jobs?: Record<string, JobFactory>;
  /**
   * The columns that hold an uploaded file's served path (`/files/<name>`): a file no
   * column refers to a day after upload is deleted (files module).
   */
  fileColumns?: readonly AnyPgColumn[];
  /** REST routes, where the brief has them. */
  routes?: (app: FastifyInstance, platform: Platform, services: Services) => void | Promise<void>;
}

/**
 * Builds every module's services. Each is made on first use, so a service can take
 * another module's whatever order the modules come in; a cycle is a programming error.
 */
export function buildServices(modules: readonly ServerModule[], platform: Platform): Services {
  const services = {} as Services;
  const building = new Set<string>();
  for (const module of modules) {
    for (const [name, factory] of Object.entries(module.services ?? {})) {
      if (Object.hasOwn(services, name)) throw new Error(`Two modules build the service ${name}.`);
      let built: { value: unknown } | undefined;
      Object.defineProperty(services, name, {
        enumerable: true,
        get() {
          if (built) return built.value;
          if (building.has(name)) throw new Error(`Services depend on each other: ${name}.`);
          building.add(name);
          built = { value: (factory as ServiceFactory<keyof Services>)(platform, services) };
          building.delete(name);
          return built.value;
        },
      });
    }
  }
  // Build them all now, so a broken factory fails at start rather than on some request.
  for (const name of Object.keys(services))
    void (services as unknown as Record<string, unknown>)[name];
  return services;
}
