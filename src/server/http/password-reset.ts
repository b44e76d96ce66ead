/**
 * The brief's two REST calls for a forgotten password.
 *
 * `POST /api/forgot-password` `{ email, group }` → 200 `{ message }` whether or not the
 * email has an account: the answer is given before anything is looked up, and the
 * lookup, the token and the mail happen afterwards (BackgroundTasks), so neither the
 * answer nor its timing tells an attacker which emails exist (SECURITY.md G4; see
 * docs/forgot-password-timing.md). Limited per IP and per email (G3): 429 `{ message }`.
 *
 * `POST /api/reset-password` `{ email, token, password, password_confirmation }` → 200
 * `{ message }`; 422 `{ errors: { field: [message] } }` for the form's rules; 422
 * `{ message }` for an unknown, expired or used token.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { messages } from '../../shared/messages';
import { GROUP_ALIASES, type Group } from '../../shared/users';
import { forgotPasswordSchema, resetPasswordSchema } from '../../shared/validation/passwords';
import { normalizeEmail } from '../graphql/auth/auth-service';
import type { BackgroundTasks } from '../services/background-tasks';
import type { Mailer } from '../services/mail/mailer';
import { passwordResetEmail } from '../services/mail/password-reset-email';
import { RESET_TOKEN_LIFETIME_MS, type PasswordResetService } from '../services/password-reset';
import { RateLimiter, type RateLimit, type RateLimitDecision } from '../services/rate-limit';

export const FORGOT_PASSWORD_PATH = '/api/forgot-password';
export const RESET_PASSWORD_PATH = '/api/reset-password';

export interface PasswordResetLimits {
  /** Forgot-password requests per client IP: one machine mailing many accounts. */
  forgotPerIp: RateLimit;
  /** Forgot-password requests per email: many machines flooding one inbox. */
  forgotPerEmail: RateLimit;
  /** Reset attempts per client IP. */
  resetPerIp: RateLimit;
}

const QUARTER_HOUR_MS = 15 * 60_000;
export const DEFAULT_PASSWORD_RESET_LIMITS: PasswordResetLimits = {
  forgotPerIp: { limit: 10, windowMs: QUARTER_HOUR_MS },
  forgotPerEmail: { limit: 3, windowMs: QUARTER_HOUR_MS },
  resetPerIp: { limit: 20, windowMs: QUARTER_HOUR_MS },
};

export interface PasswordResetRoutesOptions {
  service: PasswordResetService;
  mailer: Mailer;
  tasks: BackgroundTasks;
  /** The origin the UI is served from, for the link in the mail (no trailing slash). */
  publicUrl: () => string;
  limits?: PasswordResetLimits;
  /** The clock the limits count with. */
  now?: () => number;
}

export function registerPasswordReset(
  app: FastifyInstance,
  options: PasswordResetRoutesOptions,
): void {
  const limits = options.limits ?? DEFAULT_PASSWORD_RESET_LIMITS;
  const forgotPerIp = new RateLimiter(limits.forgotPerIp, options.now);
  const forgotPerEmail = new RateLimiter(limits.forgotPerEmail, options.now);
  const resetPerIp = new RateLimiter(limits.resetPerIp, options.now);

  app.post(FORGOT_PASSWORD_PATH, async (request, reply) => {
    const ipDecision = forgotPerIp.consume(request.ip);
    if (!ipDecision.allowed) return tooManyRequests(reply, ipDecision);

    const body = asObject(request.body);
    const form = await validate(forgotPasswordSchema, body);
    if (!form.valid) return reply.status(422).send({ errors: form.errors });
    const emailDecision = forgotPerEmail.consume(normalizeEmail(form.value.email));
    if (!emailDecision.allowed) return tooManyRequests(reply, emailDecision);

    const requestedGroup = groupNamed(body['group']);
    options.tasks.run(async () => {
      const issued = await options.service.issue(form.value.email);
      if (!issued) return;
      const query = new URLSearchParams({ email: issued.user.email, token: issued.token });
      const group = requestedGroup ?? issued.group;
      await options.mailer.send(
        passwordResetEmail({
          to: issued.user.email,
          firstName: issued.user.firstName,
          resetUrl: `${options.publicUrl()}/${group}/reset-password?${query.toString()}`,
          validMinutes: RESET_TOKEN_LIFETIME_MS / 60_000,
        }),
      );
    });
    return reply.status(200).send({ message: messages.passwordReset.linkSent });
  });

  app.post(RESET_PASSWORD_PATH, async (request, reply) => {
    const decision = resetPerIp.consume(request.ip);
    if (!decision.allowed) return tooManyRequests(reply, decision);

    const body = asObject(request.body);
    const form = await validate(resetPasswordSchema, body);
    if (!form.valid) return reply.status(422).send({ errors: form.errors });
    const email = typeof body['email'] === 'string' ? body['email'] : '';
    const token = typeof body['token'] === 'string' ? body['token'].trim() : '';

    const done = await options.service.reset(email, token, form.value.password);
    if (!done) return reply.status(422).send({ message: messages.passwordReset.tokenExpired });
    return reply.status(200).send({ message: messages.passwordReset.passwordReset });
  });
}

/** A group name or alias (`company`, `freelancer`, …); anything else is no choice at all. */
function groupNamed(value: unknown): Group | undefined {
  return typeof value === 'string' && Object.hasOwn(GROUP_ALIASES, value)
    ? GROUP_ALIASES[value]
    : undefined;
}

function asObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

type Validated<T> = { valid: true; value: T } | { valid: false; errors: Record<string, string[]> };

/** The shared form schema's verdict, as Laravel-style `{ field: [messages] }` on failure. */
async function validate<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: Record<string, unknown>,
): Promise<Validated<S['__outputType']>> {
  try {
    return {
      valid: true,
      value: await schema.validate(body, { abortEarly: false, stripUnknown: true }),
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string[]> = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      (errors[failure.path ?? 'form'] ??= []).push(...failure.errors);
    }
    return { valid: false, errors };
  }
}

function tooManyRequests(
  reply: FastifyReply,
  decision: Extract<RateLimitDecision, { allowed: false }>,
): FastifyReply {
  return reply
    .status(429)
    .header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)))
    .send({ message: messages.auth.tooManyAttempts });
}
