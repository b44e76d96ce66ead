/**
 * Social sign-in's two browser routes (docs/security.md O2; the flow is in
 * graphql/social-login/social-login-service.ts):
 *
 * `GET /redirect/{provider}?group=&client=&challenge=&state=` → 302 to the provider, or 404 when
 * no such provider is configured, 400 for anything malformed.
 *
 * `GET /api/social-login/{provider}/callback` (the provider's redirect URI) → 302 with our
 * one-time code to `shortlist://auth/callback?code=&state=` (desktop) or to
 * `{PUBLIC_URL}/{group}/login/{provider}?code=&state=` (web); a failure goes to the web page with
 * `error=` instead, or, for the desktop or an unknown flow, a small page in the browser says so.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authCallbackDeepLink } from '../../../shared/deep-links';
import { messages } from '../../../shared/messages';
import {
  SOCIAL_LOGIN_CLIENTS,
  SOCIAL_LOGIN_GROUPS,
  type FinishOutcome,
  type SocialLoginService,
} from './social-login-service';
import { sendNotFound } from '../../platform/http/errors';
import { escapeHtml } from '../../platform/html';

export const SOCIAL_LOGIN_CALLBACK_PATH = '/api/social-login/:provider/callback';

/** The `error` a failed web sign-in lands with; the page shows the matching message. */
export type SocialLoginErrorCode = 'failed' | 'unverified-email';

export interface SocialLoginRoutesOptions {
  /** Null when no provider is configured: both routes answer 404. */
  service: SocialLoginService | null;
  /** The origin users open the UI (and this API) at, no trailing slash. */
  publicUrl: () => string;
}

export function socialLoginCallbackUrl(publicUrl: string, provider: string): string {
  return `${publicUrl}${SOCIAL_LOGIN_CALLBACK_PATH.replace(':provider', encodeURIComponent(provider))}`;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

export function registerSocialLogin(app: FastifyInstance, options: SocialLoginRoutesOptions): void {
  const { service } = options;

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
    '/redirect/:provider',
    async (request, reply) => {
      if (!service || request.params.provider !== service.provider) return sendNotFound(reply);
      const query = request.query;
      const group = oneOf(SOCIAL_LOGIN_GROUPS, query['group']);
      const client = oneOf(SOCIAL_LOGIN_CLIENTS, query['client']);
      const challenge = typeof query['challenge'] === 'string' ? query['challenge'] : '';
      const state = typeof query['state'] === 'string' ? query['state'] : '';
      if (!group || !client) return badRequest(reply);
      let url: URL | null;
      try {
        url = await service.start({
          group,
          client,
          appChallenge: challenge,
          appState: state,
          redirectUri: socialLoginCallbackUrl(options.publicUrl(), service.provider),
        });
      } catch (error) {
        request.log.error({ err: error }, 'social sign-in could not start');
        return browserPage(
          reply,
          502,
          messages.socialLogin.browserFailedTitle,
          messages.socialLogin.couldNotStart,
        );
      }
      if (!url) return badRequest(reply);
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    },
  );

  app.get<{ Params: { provider: string } }>(SOCIAL_LOGIN_CALLBACK_PATH, async (request, reply) => {
    if (!service || request.params.provider !== service.provider) return sendNotFound(reply);
    const publicUrl = options.publicUrl();
    const callbackUrl = new URL(request.url, `${publicUrl}/`);
    const outcome = await service.finish(
      callbackUrl,
      socialLoginCallbackUrl(publicUrl, service.provider),
    );
    reply.header('cache-control', 'no-store');
    const target = callbackTarget(outcome, publicUrl, service.provider);
    if (target) return reply.redirect(target, 302);
    if (outcome.ok) {
      return browserPage(
        reply,
        200,
        messages.socialLogin.browserDoneTitle,
        messages.socialLogin.browserDone,
      );
    }
    return browserPage(
      reply,
      400,
      messages.socialLogin.browserFailedTitle,
      outcome.reason === 'unverified-email'
        ? messages.socialLogin.unverifiedEmail
        : messages.socialLogin.failed,
    );
  });
}

/** Where the browser goes after the callback; null to show a page instead. */
export function callbackTarget(
  outcome: FinishOutcome,
  publicUrl: string,
  provider: string,
): string | null {
  if (outcome.ok && outcome.client === 'desktop')
    return authCallbackDeepLink(outcome.code, outcome.appState);
  if (outcome.client !== 'web' || !outcome.group) return null;
  const page = `${publicUrl}/${outcome.group}/login/${encodeURIComponent(provider)}`;
  const query: Record<string, string> = outcome.ok
    ? { code: outcome.code, state: outcome.appState }
    : {
        error: (outcome.reason === 'unverified-email'
          ? 'unverified-email'
          : 'failed') satisfies SocialLoginErrorCode,
        state: outcome.appState ?? '',
      };
  return `${page}?${new URLSearchParams(query)}`;
}

function badRequest(reply: FastifyReply): FastifyReply {
  return browserPage(
    reply,
    400,
    messages.socialLogin.browserFailedTitle,
    messages.socialLogin.failed,
  );
}

/** A page for the system browser (no scripts, no styles from elsewhere). */
function browserPage(
  reply: FastifyReply,
  status: number,
  title: string,
  text: string,
): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · ${escapeHtml(messages.brand.name)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2937}</style></head>` +
        `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    );
}
