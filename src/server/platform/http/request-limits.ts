/**
 * The HTTP rate limits (docs/security.md G15). They count API calls (`/graphql`, `/api/…`), never
 * static files, page loads, the health probe or CORS preflights, so an office behind one address
 * opening the app every morning meets none of them. A signed-in call counts against its session
 * (the one its bearer token was verified against, named by the session's id, never the token): a
 * client cannot make up budgets without signing in, and signing in has limits of its own. Any
 * other call, one presenting a token that is no session included, counts against its address
 * (client-key.ts). The rows are rows of the limit table, so several server processes count them
 * together (G10), and an override or RATE_LIMITS applies to them as to every row.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages';
import { DomainError } from '../domain-error';
import { GRAPHQL_PATH } from '../graphql/yoga';
import { escapeHtml } from '../html';
import { limitRow, type LimitTable } from '../limits';
import { clientKey } from './client-key';

/**
 * One person using the app at full speed makes a few calls a page: several hundred a minute is
 * a script, not a person.
 */
export const API_CALLS_PER_SESSION = limitRow('apiCallsPerSession', 600, 60_000, { http: true });
/**
 * Anonymous calls (signing in, the public pages) of everyone behind one address together: an
 * office signing in at nine needs room, a flood of unauthenticated calls does not get it.
 */
export const API_CALLS_PER_IP = limitRow('apiCallsPerIp', 1200, 60_000, { http: true });

export const REQUEST_LIMITS = [API_CALLS_PER_SESSION, API_CALLS_PER_IP] as const;

/** The key of the signed-in session a request presents, or null (identity's `apiSession`). */
export type SessionKeyOf = (request: FastifyRequest) => Promise<string | null>;

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

/** A call of the API: GraphQL and the REST routes. Preflights only ask for CORS headers. */
export function isApiCall(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS') return false;
  const path = pathOf(request);
  return path === GRAPHQL_PATH || path === '/api' || path.startsWith('/api/');
}

/** A browser opening the address as a page (a link, a redirect back from a provider). */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = request.headers.accept ?? '';
  return /^\s*text\/html\b/i.test(accept);
}

/** The limited page's own policy: it has no script, and its only style is inline. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * What a limited navigation shows instead of raw JSON: the app's header bar and a card saying
 * when to try again, with a link that opens the same address again.
 */
export function rateLimitedPage(retryAfterSeconds: number, url: string): string {
  const text = messages.requestLimit;
  const brand = escapeHtml(messages.brand.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)} · ${brand}</title>
<style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f5f5f7;color:#1f1f1f;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5}
header{display:flex;align-items:center;gap:10px;height:64px;padding:0 24px;background:#fff;border-bottom:1px solid #f0f0f0;font-weight:700;font-size:21px;letter-spacing:-0.02em}
.mark{width:32px;height:32px;border-radius:8px;background:#4338ca}
main{flex:1;display:grid;place-items:center;padding:24px}
.card{max-width:480px;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 2px rgba(0,0,0,.06),0 1px 6px -1px rgba(0,0,0,.04)}
h1{margin:0 0 8px;font-size:24px}
p{margin:0 0 24px;color:#434343}
a.button{display:inline-block;padding:6px 16px;border-radius:6px;background:#4338ca;color:#fff;text-decoration:none;font-weight:500}
a.button:hover,a.button:focus-visible{background:#312e81}
a.button:focus-visible{outline:3px solid #a5a1ee;outline-offset:2px}
</style>
</head>
<body>
<header><span class="mark" aria-hidden="true"></span><span>${brand}</span></header>
<main>
<div class="card" role="alert">
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.retryIn(retryAfterSeconds))}</p>
<a class="button" href="${escapeHtml(url)}">${escapeHtml(messages.nav.retry)}</a>
</div>
</main>
</body>
</html>
`;
}

function sendLimited(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  const retryAfter = error.extensions.retryAfter ?? 60;
  void reply.status(429).header('retry-after', String(retryAfter));
  if (isNavigation(request)) {
    return reply
      .header('content-security-policy', PAGE_POLICY)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(rateLimitedPage(retryAfter, request.url));
  }
  if (pathOf(request) === GRAPHQL_PATH) {
    // As any GraphQL refusal reads, so the app shows it like a limited login (api-failure.ts).
    return reply.send({
      errors: [{ message: error.message, extensions: { code: 'RATE_LIMITED', retryAfter } }],
    });
  }
  return reply.send({ message: error.message });
}

/**
 * Counts each API call before anything else is done for it (its body is not even read). Call
 * after CORS, so a 429 still carries the headers the desktop app needs to read it.
 */
export function registerRequestLimits(
  app: FastifyInstance,
  limits: LimitTable,
  sessionKeyOf: SessionKeyOf,
): void {
  if (REQUEST_LIMITS.every((row) => limits.ruleOf(row) === null)) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiCall(request)) return;
    // A session that cannot be read (the database failing) counts as no session: the call goes
    // on to the API, which answers and reports that failure in its own shape.
    const session = await sessionKeyOf(request).catch(() => null);
    try {
      if (session) await limits.consume(API_CALLS_PER_SESSION, session);
      else await limits.consume(API_CALLS_PER_IP, clientKey(request.ip));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') {
        return sendLimited(request, reply, error);
      }
      throw error;
    }
  });
}
