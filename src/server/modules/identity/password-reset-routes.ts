/**
 * The brief's two REST calls for a forgotten password.
 *
 * `POST /api/forgot-password` `{ email, group }` → 200 `{ message }` whether or not the
 * email has an account: the answer is given before anything is looked up, and the
 * lookup, the token and the mail happen afterwards (BackgroundTasks), so neither the
 * answer nor its timing tells an attacker which emails exist (docs/security.md G4; see
 * docs/forgot-password-timing.md). Limited per IP, per email and IP, and per email from all
 * sources, past which the owner's usual places still get through (G3, G11): 429 `{ message }`.
 *
 * `POST /api/reset-password` `{ email, token, password, password_confirmation }` → 200
 * `{ message }`; 422 `{ errors: { field: [message] } }` for the form's rules; 422
 * `{ message }` for an unknown, expired or used token.
 */
import { clientKey } from '../../platform/http/client-key';
import type { FastifyInstance } from 'fastify';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { messages } from '../../../shared/messages';
import { GROUP_ALIASES, type Group } from '../../../shared/users';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../shared/validation/passwords';
import { normalizeEmail } from './auth-service';
import {
  FORGOT_PASSWORD_PER_EMAIL,
  FORGOT_PASSWORD_PER_EMAIL_ALL_SOURCES,
  FORGOT_PASSWORD_PER_IP,
  RESET_PASSWORD_PER_IP,
} from './limits';
import type { PasswordResetService } from './password-reset-service';
import type { BackgroundTasks } from '../../platform/background-tasks';
import { badUserInput, type ValidationMessages } from '../../platform/domain-error';
import type { LimitTable } from '../../platform/limits';

export const FORGOT_PASSWORD_PATH = '/api/forgot-password';
export const RESET_PASSWORD_PATH = '/api/reset-password';

export interface PasswordResetRoutesOptions {
  service: PasswordResetService;
  tasks: BackgroundTasks;
  limits: LimitTable;
  /** Whether the account with this email signed in from this client key before (AuthService). */
  isUsualPlace: (email: string, clientKey: string) => Promise<boolean>;
}

/** Refusals are DomainErrors, answered by the REST error handler (platform/http/errors.ts). */
export function registerPasswordReset(
  app: FastifyInstance,
  { service, tasks, limits, isUsualPlace }: PasswordResetRoutesOptions,
): void {
  app.post(FORGOT_PASSWORD_PATH, async (request, reply) => {
    const source = clientKey(request.ip);
    await limits.consume(FORGOT_PASSWORD_PER_IP, source);
    const body = asObject(request.body);
    const form = await validate(forgotPasswordSchema, body);
    const account = normalizeEmail(form.email);
    await limits.consume(FORGOT_PASSWORD_PER_EMAIL, `${account} from ${source}`);
    try {
      await limits.consume(FORGOT_PASSWORD_PER_EMAIL_ALL_SOURCES, account);
    } catch (error) {
      // Many machines at one inbox: its owner's usual places still get through.
      if (!(await isUsualPlace(account, source))) throw error;
    }
    const group = groupNamed(body['group']);
    tasks.run(() => service.sendLink(form.email, group));
    return reply.status(200).send({ message: messages.passwordReset.linkSent });
  });

  app.post(RESET_PASSWORD_PATH, async (request, reply) => {
    await limits.consume(RESET_PASSWORD_PER_IP, clientKey(request.ip));
    const body = asObject(request.body);
    const form = await validate(resetPasswordSchema, body);
    const email = typeof body['email'] === 'string' ? body['email'] : '';
    const token = typeof body['token'] === 'string' ? body['token'].trim() : '';

    const done = await service.reset(email, token, form.password);
    if (!done) throw badUserInput({}, messages.passwordReset.tokenExpired);
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

/** The shared form schema's verdict; failures keyed by body field, as the REST answer lists them. */
async function validate<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: Record<string, unknown>,
): Promise<S['__outputType']> {
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: ValidationMessages = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      (fields[failure.path ?? 'form'] ??= []).push(...failure.errors);
    }
    throw badUserInput(fields);
  }
}
