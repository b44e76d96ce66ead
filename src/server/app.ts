/**
 * `buildApp()` builds the HTTP app (Fastify + GraphQL Yoga) around an open, migrated
 * database and returns it without listening: tests call it with `inject`, and
 * `startServer` (start.ts) listens. Every mode builds the same app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { AccountsService } from './graphql/accounts/accounts-service';
import { AccountsThrottle, type AccountLimits } from './graphql/accounts/accounts-throttle';
import { AuthService } from './graphql/auth/auth-service';
import { LoginThrottle, type LoginLimits } from './graphql/auth/login-throttle';
import { ImpersonationService } from './graphql/impersonation/impersonation-service';
import {
  ImpersonationThrottle,
  type ImpersonationLimits,
} from './graphql/impersonation/impersonation-throttle';
import { createOidcClient, type OidcProviderConfig } from './graphql/social-login/oidc-client';
import { SocialLoginService } from './graphql/social-login/social-login-service';
import {
  SocialLoginThrottle,
  type SocialLoginLimits,
} from './graphql/social-login/social-login-throttle';
import { TaxonomyService } from './graphql/taxonomies/taxonomy-service';
import { createGraphQLServer } from './graphql/yoga';
import { registerCors } from './http/cors';
import { registerErrorHandler, sendNotFound } from './http/errors';
import { registerGraphQL } from './http/graphql';
import { registerFiles } from './http/files';
import { registerHealth } from './http/health';
import { registerPasswordReset, type PasswordResetLimits } from './http/password-reset';
import { isClientRoute, registerRenderer, sendIndexHtml } from './http/renderer';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSocialLogin } from './http/social-login';
import { registerUploads } from './http/uploads';
import { BackgroundTasks } from './services/background-tasks';
import { FileService } from './services/files/file-service';
import { LocalFileStore } from './services/files/file-store';
import { createMailer } from './services/mail/mailer';
import { PasswordResetService } from './services/password-reset';
import { decoyPasswordHash } from './services/passwords';
import { SettingsService } from './services/settings';

export type ServerMode = 'embedded' | 'web' | 'server';

export interface AppOptions {
  db: Database;
  mode: ServerMode;
  /** Serve the built UI from this folder, with the SPA fallback. */
  rendererDir?: string;
  /** Cross-origin callers allowed besides the desktop app (`app://shortlist`). */
  corsOrigins?: readonly string[];
  log?: boolean;
  /**
   * Trust `X-Forwarded-For` from these proxies (or all, with `true`): only behind a
   * reverse proxy, so per-IP limits see real clients rather than the proxy.
   */
  trustProxy?: boolean | string[];
  /** Per-IP HTTP requests per minute, all routes together. */
  httpRequestsPerMinute?: number;
  loginLimits?: LoginLimits;
  /** checkUser and register per IP, changePassword per user. */
  accountLimits?: AccountLimits;
  /** `impersonate` redeems per IP and per target user. */
  impersonationLimits?: ImpersonationLimits;
  /** The OpenID Connect provider for social sign-in (OIDC_*); unset, the feature is off. */
  socialLogin?: OidcProviderConfig;
  /** `redeemSocialLogin` calls per IP. */
  socialLoginLimits?: SocialLoginLimits;
  /** The clock for token expiry and rate limits; tests move it. */
  now?: () => Date;
  /**
   * Where uploaded files (`files/`) and, without SMTP, outgoing mail (`outbox/`) are kept:
   * the CLI's DATA_DIR, the desktop app's data folder. Unset, a temporary folder that
   * closing the app deletes.
   */
  dataDir?: string;
  /** SMTP server for outgoing mail (SMTP_URL); unset, mail goes to `${dataDir}/outbox`. */
  smtpUrl?: string;
  /** The From of outgoing mail (MAIL_FROM). */
  mailFrom?: string;
  /**
   * The origin users open the UI at, for links in mail (PUBLIC_URL, no trailing slash). A
   * function because the default, the server's own address, is known only once it listens.
   */
  publicUrl?: string | (() => string);
  passwordResetLimits?: PasswordResetLimits;
  /** Work started by requests and finished after answering (mail); tests pass one to await it. */
  backgroundTasks?: BackgroundTasks;
}

/**
 * Requests are checked with the shared yup schemas (DESIGN "API conventions"), never with
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

/** Fastify answers 413 above this; no GraphQL request of ours comes near it. */
export const BODY_LIMIT_BYTES = 1_048_576;
export const DEFAULT_HTTP_REQUESTS_PER_MINUTE = 600;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.log ? { level: 'info' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    schemaController: { compilersFactory: NO_JSON_SCHEMAS },
  });

  // Introspection and GraphiQL help whoever runs the desktop app or `npm run web` on
  // their own machine; a deployed server (mode 'server') hides them unless it is
  // explicitly run in development.
  const introspection = options.mode !== 'server' || process.env['NODE_ENV'] === 'development';
  const auth = new AuthService(options.db, now);
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'shortlist-data-')));
  const files = new FileService(options.db, new LocalFileStore(join(dataDir, 'files')));
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    outboxDir: join(dataDir, 'outbox'),
  });
  const tasks =
    options.backgroundTasks ??
    new BackgroundTasks((error) => app.log.error({ err: error }, 'background task failed'));
  // Mail still being sent is finished before the database closes behind the app.
  app.addHook('onClose', async () => {
    await tasks.idle();
    mailer.close();
    if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  });
  const socialLogin = options.socialLogin
    ? new SocialLoginService(options.db, auth, createOidcClient(options.socialLogin), now)
    : null;
  const yoga = createGraphQLServer({
    services: {
      accounts: new AccountsService(options.db, auth, files, new SettingsService(options.db)),
      accountsThrottle: new AccountsThrottle(options.accountLimits, () => now().getTime()),
      auth,
      files,
      impersonation: new ImpersonationService(options.db, auth, now),
      impersonationThrottle: new ImpersonationThrottle(options.impersonationLimits, () =>
        now().getTime(),
      ),
      socialLogin,
      socialLoginThrottle: new SocialLoginThrottle(options.socialLoginLimits, () =>
        now().getTime(),
      ),
      taxonomies: new TaxonomyService(options.db),
    },
    loginThrottle: new LoginThrottle(options.loginLimits, () => now().getTime()),
    introspection,
    logger: options.log ? app.log : false,
  });

  registerErrorHandler(app);
  app.setNotFoundHandler((request, reply) =>
    options.rendererDir && isClientRoute(request) ? sendIndexHtml(reply) : sendNotFound(reply),
  );
  // JSON bodies only: a text/plain POST is a "simple" cross-origin request that skips
  // the CORS preflight, so refusing it (415) keeps other sites from posting to the API.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app);
  // CORS before the rate limit, so even a 429 carries the headers the desktop app needs to read it.
  await registerCors(app, options.corsOrigins ?? []);
  await app.register(rateLimit, {
    global: true,
    max: options.httpRequestsPerMinute ?? DEFAULT_HTTP_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
  });

  registerHealth(app, options.db);
  registerGraphQL(app, yoga, introspection);
  await registerUploads(app, { auth, files });
  registerFiles(app, files);
  // buildApp alone cannot know where it is reached; startServer always passes the address.
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1';
  registerPasswordReset(app, {
    service: new PasswordResetService(options.db, now),
    mailer,
    tasks,
    publicUrl: typeof publicUrl === 'string' ? () => publicUrl : publicUrl,
    limits: options.passwordResetLimits,
    now: () => now().getTime(),
  });
  registerSocialLogin(app, {
    service: socialLogin,
    publicUrl: typeof publicUrl === 'string' ? () => publicUrl : publicUrl,
  });
  if (options.rendererDir) await registerRenderer(app, options.rendererDir);

  // Compute the decoy hash now, off the event loop, so the first login with an
  // unknown email is not slower than a wrong password (SECURITY.md G4).
  decoyPasswordHash().catch((error: unknown) => app.log.error({ err: error }, 'decoy hash failed'));
  return app;
}
