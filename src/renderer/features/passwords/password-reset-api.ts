import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';

/**
 * The two REST calls of the password reset (docs/design.md "API conventions": REST only where the brief has it),
 * and what their answers mean to the pages. The readers are pure so each answer the
 * server can give is tested without a server.
 */

export type ForgotPasswordOutcome =
  /** The server's message; the same whether or not the email has an account. */
  | { kind: 'sent'; message: string }
  /** A 422: the list of errors, shown as a list (brief, section 8). */
  | { kind: 'invalid'; errors: string[] }
  /** Anything else: the error text. */
  | { kind: 'failed'; message: string };

export type ResetPasswordOutcome =
  | { kind: 'reset' }
  /** A 422 naming fields: shown on the form's fields (unknown fields under the form). */
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  /** An unknown, expired or used token. */
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

export interface JsonAnswer {
  status: number;
  /** The parsed body, or null when it was not JSON. */
  body: unknown;
}

export type PostJson = (path: string, payload: unknown) => Promise<JsonAnswer>;

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** `{ errors: { field: [message] } }` → only the string messages, per field. */
function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const errors = field(body, 'errors');
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(errors)) {
    const strings = (Array.isArray(list) ? list : [list]).filter(
      (item): item is string => typeof item === 'string' && item !== '',
    );
    if (strings.length > 0) result[name] = strings;
  }
  return result;
}

/**
 * The error text of a failed answer: `{ error }` or `{ message }`, else the limiter's
 * text for a 429 and the brief's generic one for anything else.
 */
function errorTextOf(answer: JsonAnswer): string {
  return (
    text(field(answer.body, 'error')) ??
    text(field(answer.body, 'message')) ??
    (answer.status === 429 ? messages.auth.tooManyAttempts : messages.common.somethingWentWrong)
  );
}

export function readForgotPasswordAnswer(answer: JsonAnswer): ForgotPasswordOutcome {
  if (answer.status >= 200 && answer.status < 300) {
    const message = text(field(answer.body, 'message'));
    // A success without its message would leave the user guessing: treat it as a failure.
    return message ? { kind: 'sent', message } : { kind: 'failed', message: errorTextOf(answer) };
  }
  if (answer.status === 422) {
    const errors = Object.values(fieldErrorsOf(answer.body)).flat();
    const message = text(field(answer.body, 'message'));
    if (errors.length > 0) return { kind: 'invalid', errors };
    if (message) return { kind: 'invalid', errors: [message] };
  }
  return { kind: 'failed', message: errorTextOf(answer) };
}

export function readResetPasswordAnswer(answer: JsonAnswer): ResetPasswordOutcome {
  if (answer.status >= 200 && answer.status < 300) return { kind: 'reset' };
  if (answer.status === 422) {
    const fieldErrors = fieldErrorsOf(answer.body);
    // Errors about the link itself (its email or token) mean the link is no good.
    const aboutTheForm = Object.keys(fieldErrors).some(
      (name) => name === 'password' || name === 'password_confirmation',
    );
    return aboutTheForm ? { kind: 'invalid', fieldErrors } : { kind: 'expired' };
  }
  // A 400/404/410 for the token is the same dead link; server faults and limits are not.
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 429)
    return { kind: 'expired' };
  return { kind: 'failed', message: errorTextOf(answer) };
}

/** POSTs JSON to the API origin; a network failure is a status 0 answer. */
export function createPostJson(apiUrl: () => Promise<string>): PostJson {
  return async (path, payload) => {
    try {
      const response = await fetch(`${await apiUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      const body: unknown = await response.json().catch(() => null);
      return { status: response.status, body };
    } catch {
      return { status: 0, body: null };
    }
  };
}

export async function requestPasswordResetLink(
  post: PostJson,
  input: { email: string; group: Group },
): Promise<ForgotPasswordOutcome> {
  return readForgotPasswordAnswer(await post('/api/forgot-password', input));
}

export async function resetPassword(
  post: PostJson,
  input: { email: string; token: string; password: string; password_confirmation: string },
): Promise<ResetPasswordOutcome> {
  return readResetPasswordAnswer(await post('/api/reset-password', input));
}
