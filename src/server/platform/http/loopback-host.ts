import type { FastifyInstance } from 'fastify';

/** Whether `host` (an address to bind, or a URL's hostname) is this machine's loopback. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  return (
    name === '::1' || name === '[::1]' || name === 'localhost' || /^127(\.\d{1,3}){3}$/.test(name)
  );
}

/** Whether `url` is plain http to this machine (a local test provider, the dev server). */
export function isLoopbackHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname);
  } catch {
    return false;
  }
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
    const name = match?.[1];
    const port = match?.[2];
    if (name && isLoopbackHost(name) && port === String(request.socket.localPort)) return;
    return reply
      .status(421)
      .send({ statusCode: 421, error: 'This server answers only at its own loopback address.' });
  });
}
