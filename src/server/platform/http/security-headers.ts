import type { FastifyInstance, FastifyReply } from 'fastify';
import { STRIPE_HOSTS } from '../../../shared/card-entry';

/**
 * The CSP for the UI's HTML (docs/security.md E3). antd styles components with CSS-in-JS,
 * which needs inline styles; scripts stay strictly same-origin with no eval. The page may also
 * send its error reports to `reportingOrigin` when SENTRY_DSN is set.
 */
export function contentSecurityPolicy(
  reportingOrigin?: string | null,
  options: { stripe?: boolean } = {},
): string {
  // With Stripe as the gateway the card form is Stripe Elements in the page: exactly the hosts
  // Stripe's CSP guide lists (docs/payments.md "Card entry with Stripe"); otherwise none.
  const stripe = options.stripe === true;
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(stripe ? [STRIPE_HOSTS.script] : [])].join(' '),
    ...(stripe ? [['frame-src', ...STRIPE_HOSTS.frames].join(' ')] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    [
      'connect-src',
      "'self'",
      ...(reportingOrigin ? [reportingOrigin] : []),
      ...(stripe ? [STRIPE_HOSTS.connect] : []),
    ].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy without error reporting. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Headers for every response: no MIME sniffing, and no URLs (which may carry ids) leaked as referrers. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
}

/** Set on the UI's HTML pages only; GraphiQL (development tool) brings its own scripts. */
export function setHtmlSecurityHeaders(
  reply: FastifyReply,
  policy: string = CONTENT_SECURITY_POLICY,
): void {
  reply.header('content-security-policy', policy);
}
