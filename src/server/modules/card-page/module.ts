/**
 * The card pages for the desktop app's Stripe card window (card-page.ts; docs/payments.md "Card
 * entry with Stripe"). Served only when Stripe is the gateway: `GET /pay/card`,
 * `/pay/authenticate`, their script and `/pay/result`, each HTML page under its own CSP.
 */
import type { FastifyReply } from 'fastify';
import { CARD_PAGE_PATHS } from '../../../shared/card-entry';
import type { ServerModule } from '../../platform/module';
import {
  CARD_PAGE_CSP,
  CARD_PAGE_SCRIPT,
  cardPageHtml,
  RESULT_PAGE_CSP,
  resultPageHtml,
  type CardPageMode,
} from './card-page';

function sendHtml(reply: FastifyReply, html: string, policy: string): FastifyReply {
  return reply
    .header('content-security-policy', policy)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(html);
}

export default {
  routes: (app, _platform, { payments, stripe }) => {
    if (payments.gatewayKind !== 'stripe' || !stripe) return;
    const key = stripe.publishableKey;
    const pages: [string, CardPageMode][] = [
      [CARD_PAGE_PATHS.card, 'card'],
      [CARD_PAGE_PATHS.authenticate, 'authenticate'],
    ];
    for (const [path, mode] of pages) {
      const html = cardPageHtml(mode, key);
      app.get(path, async (_request, reply) => sendHtml(reply, html, CARD_PAGE_CSP));
    }
    app.get(CARD_PAGE_PATHS.script, async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(CARD_PAGE_SCRIPT),
    );
    app.get(CARD_PAGE_PATHS.result, async (_request, reply) =>
      sendHtml(reply, resultPageHtml(), RESULT_PAGE_CSP),
    );
  },
} satisfies ServerModule;
