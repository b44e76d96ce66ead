import type { FastifyInstance } from 'fastify';

/** Names and addresses this machine answers to on loopback. */
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return host === '::1' || host === 'localhost' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * A server for this machine only (web mode, the desktop's embedded one) answers only
 * requests addressed to it by its loopback name and port. A web page could otherwise reach
 * it through DNS rebinding: its own domain, re-pointed at 127.0.0.1, would pass the browser's
 * same-origin checks while the Host header still names that domain (docs/security.md G9).
 */
export function registerLoopbackHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? '';
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
    const name = match?.[1]?.toLowerCase();
    const port = match?.[2];
    if (name && LOOPBACK_NAMES.has(name) && port === String(request.socket.localPort)) return;
    return reply
      .status(421)
      .send({ statusCode: 421, error: 'This server answers only at its own loopback address.' });
  });
}
