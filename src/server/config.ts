/**
 * The command line's settings, read from the environment once at start-up. Bad values
 * stop the start with a message naming the variable rather than surfacing later.
 */
import { resolve } from 'node:path';
import { DEFAULT_PROVIDER_NAME, GOOGLE_ISSUER, type OidcProviderConfig } from './modules/identity';
import { isLoopbackHttpUrl } from './platform/http/loopback-host';
import type { TwilioOptions } from './platform/sms/twilio-sender';

export interface Config {
  /** HOST: the interface to listen on; 127.0.0.1 keeps the server private to this machine. */
  host: string;
  /** PORT (0 picks a free one). */
  port: number;
  /** DATA_DIR: the PGlite folder when DATABASE_URL is not set, resolved against the working directory. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL connection string. */
  databaseUrl: string | undefined;
  /** CORS_ORIGINS: comma-separated exact origins allowed to call the API besides the desktop app. */
  corsOrigins: string[];
  /** LOG: true/false; unset leaves it to the mode (on for `server`, off for `web`). */
  log: boolean | undefined;
  /**
   * TRUST_PROXY: behind a reverse proxy, the proxies whose `X-Forwarded-For` is believed, so
   * per-IP limits see clients rather than the proxy: addresses or CIDRs, comma separated;
   * `true` means a proxy on this machine (`loopback`), never every sender. Unset or false:
   * no forwarded header is believed.
   */
  trustProxy: false | string[];
  /**
   * RATE_LIMITS=off lifts every rate limit, for the benchmark; RATE_LIMITS=http-only lifts all
   * but the API-call limits (docs/security.md G15), for the UI journeys' local server, which
   * signs the demo accounts in far more often than anyone would. `server` mode refuses both.
   */
  rateLimits: boolean | 'http-only';
  /**
   * REDIS_URL: redis:// or rediss://; several server processes then count their rate limits
   * there rather than in PostgreSQL.
   */
  redisUrl: string | undefined;
  /** SMTP_URL: smtp:// or smtps:// server for outgoing mail; unset, mail goes to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From of outgoing mail (default `Shortlist <no-reply@shortlist.local>`). */
  mailFrom: string | undefined;
  /**
   * PUBLIC_URL: the origin users open the UI at (e.g. https://app.example.com), for links in
   * mail; unset, the server's own address.
   */
  publicUrl: string | undefined;
  /**
   * Social sign-in: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (both, or neither: then the feature is
   * off), OIDC_ISSUER (default Google's). The provider's redirect URI is
   * `{PUBLIC_URL}/api/social-login/google/callback`.
   */
  socialLogin: OidcProviderConfig | undefined;
  /**
   * Card payments through Stripe (docs/payments.md): STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY
   * and STRIPE_WEBHOOK_SECRET, all three or none. Unset, the local test-card gateway in web
   * mode and no card payments in server mode.
   */
  stripe: StripeConfig | undefined;
  /**
   * Text messages (SMS codes for text notifications) through Twilio: TWILIO_ACCOUNT_SID,
   * TWILIO_AUTH_TOKEN and TWILIO_FROM (a number in international form, or a Messaging Service
   * SID `MG…`), all three or none. Unset, texts are written to DATA_DIR/outbox.
   */
  twilio: TwilioOptions | undefined;
}

export interface StripeConfig {
  /** `sk_…` (or a restricted `rk_…` key): the API's. */
  secretKey: string;
  /** `pk_…`: Stripe.js's, handed to the card form. */
  publishableKey: string;
  /** `whsec_…`: signs the events Stripe posts to `/api/stripe/webhook`. */
  webhookSecret: string;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4310;
export const DEFAULT_DATA_DIR = './.data';

export class ConfigError extends Error {}

const TRUE_VALUES = new Set(['1', 'true', 'yes', 'on']);
const FALSE_VALUES = new Set(['0', 'false', 'no', 'off']);

export function readConfig(env: NodeJS.ProcessEnv): Config {
  return {
    host: nonEmpty(env['HOST']) ?? DEFAULT_HOST,
    port: parsePort(env['PORT']),
    dataDir: resolve(nonEmpty(env['DATA_DIR']) ?? DEFAULT_DATA_DIR),
    databaseUrl: nonEmpty(env['DATABASE_URL']),
    corsOrigins: parseCorsOrigins(env['CORS_ORIGINS']),
    log: parseBoolean('LOG', env['LOG']),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    rateLimits:
      nonEmpty(env['RATE_LIMITS'])?.toLowerCase() === 'http-only'
        ? 'http-only'
        : (parseBoolean('RATE_LIMITS', env['RATE_LIMITS']) ?? true),
    smtpUrl: parseUrl('SMTP_URL', env['SMTP_URL'], ['smtp:', 'smtps:']),
    redisUrl: parseUrl('REDIS_URL', env['REDIS_URL'], ['redis:', 'rediss:']),
    mailFrom: nonEmpty(env['MAIL_FROM']),
    publicUrl: parseUrl('PUBLIC_URL', env['PUBLIC_URL'], ['http:', 'https:'])?.replace(/\/+$/, ''),
    socialLogin: parseSocialLogin(env),
    stripe: parseStripe(env),
    twilio: parseTwilio(env),
  };
}

/** The three Twilio values together; the messages name the variable, never its value. */
function parseTwilio(env: NodeJS.ProcessEnv): TwilioOptions | undefined {
  const accountSid = nonEmpty(env['TWILIO_ACCOUNT_SID']);
  const authToken = nonEmpty(env['TWILIO_AUTH_TOKEN']);
  const from = nonEmpty(env['TWILIO_FROM']);
  if (accountSid === undefined && authToken === undefined && from === undefined) return undefined;
  if (accountSid === undefined || authToken === undefined || from === undefined)
    throw new ConfigError(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set together.',
    );
  if (!/^AC[0-9a-f]{32}$/i.test(accountSid))
    throw new ConfigError('TWILIO_ACCOUNT_SID must be an account SID (AC and 32 hex digits).');
  if (!/^\+[1-9]\d{6,14}$/.test(from) && !/^MG[0-9a-f]{32}$/i.test(from))
    throw new ConfigError(
      'TWILIO_FROM must be a number in international form (+447700900123) or a Messaging Service SID (MG…).',
    );
  return { accountSid, authToken, from };
}

/** The three Stripe values, each with its prefix, and test or live keys on both sides. */
function parseStripe(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = nonEmpty(env['STRIPE_SECRET_KEY']);
  const publishableKey = nonEmpty(env['STRIPE_PUBLISHABLE_KEY']);
  const webhookSecret = nonEmpty(env['STRIPE_WEBHOOK_SECRET']);
  if (secretKey === undefined && publishableKey === undefined && webhookSecret === undefined)
    return undefined;
  if (secretKey === undefined || publishableKey === undefined || webhookSecret === undefined)
    throw new ConfigError(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set together.',
    );
  // The messages name the variable, never its value.
  const secretMode = /^[sr]k_(test|live)_/.exec(secretKey)?.[1];
  const publishableMode = /^pk_(test|live)_/.exec(publishableKey)?.[1];
  if (secretMode === undefined)
    throw new ConfigError('STRIPE_SECRET_KEY must be a secret key (sk_test_…, sk_live_…).');
  if (publishableMode === undefined)
    throw new ConfigError(
      'STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_…, pk_live_…).',
    );
  if (secretMode !== publishableMode)
    throw new ConfigError(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test or both live keys.',
    );
  if (!webhookSecret.startsWith('whsec_'))
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…).');
  return { secretKey, publishableKey, webhookSecret };
}

function parseSocialLogin(env: NodeJS.ProcessEnv): OidcProviderConfig | undefined {
  const clientId = nonEmpty(env['OIDC_CLIENT_ID']);
  const clientSecret = nonEmpty(env['OIDC_CLIENT_SECRET']);
  const issuer = parseUrl('OIDC_ISSUER', env['OIDC_ISSUER'], ['https:', 'http:']);
  if (clientId === undefined && clientSecret === undefined) {
    if (issuer !== undefined)
      throw new ConfigError('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.');
    return undefined;
  }
  if (clientId === undefined || clientSecret === undefined)
    throw new ConfigError('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together.');
  // Plain http only for a provider on this machine (a local test provider).
  if (issuer?.startsWith('http:') && !isLoopbackHttpUrl(issuer))
    throw new ConfigError('OIDC_ISSUER must be https:// (http:// only on 127.0.0.1 or localhost).');
  return {
    name: DEFAULT_PROVIDER_NAME,
    issuer: issuer ?? GOOGLE_ISSUER,
    clientId,
    clientSecret,
  };
}

/** An absolute URL with one of `protocols`; the message names the variable, never its value (it may hold a password). */
function parseUrl(
  name: string,
  value: string | undefined,
  protocols: readonly string[],
): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const protocol = URL.canParse(text) ? new URL(text).protocol : undefined;
  if (protocol === undefined || !protocols.includes(protocol))
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join('// or ')}//.`);
  return text;
}

/** Exact origins (`https://app.example.com`); a wildcard is refused, since the API never wants one. */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  if (origins.some((origin) => origin.includes('*'))) {
    throw new ConfigError('CORS_ORIGINS lists exact origins; wildcards are not allowed.');
  }
  return origins;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return DEFAULT_PORT;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535)
    throw new ConfigError(`PORT must be a number from 0 to 65535, not "${text}".`);
  return port;
}

function parseBoolean(name: string, value: string | undefined): boolean | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const flag = asBoolean(text);
  if (flag === undefined) throw new ConfigError(`${name} must be true or false, not "${text}".`);
  return flag;
}

function parseTrustProxy(value: string | undefined): false | string[] {
  const text = nonEmpty(value);
  if (text === undefined) return false;
  const flag = asBoolean(text);
  // Trusting every sender would let any client name its own address (docs/security.md G11).
  if (flag !== undefined) return flag ? ['loopback'] : false;
  return text
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

function asBoolean(text: string): boolean | undefined {
  const lower = text.toLowerCase();
  if (TRUE_VALUES.has(lower)) return true;
  if (FALSE_VALUES.has(lower)) return false;
  return undefined;
}
