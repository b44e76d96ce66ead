import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The desktop renderer's origin: it is served from this custom scheme and calls the API cross-origin. */
export const DESKTOP_ORIGIN = 'app://shortlist';

/**
 * Cross-origin callers allowed: the desktop app plus any configured extras (e.g. the
 * renderer's dev server). Same-origin callers (the UI this server serves itself) need no
 * CORS header at all. Other origins get no `Access-Control-Allow-Origin`, so browsers
 * refuse to hand them the answer; without credentials (tokens are bearer headers, never
 * cookies) there is nothing more for CORS to guard.
 */
export async function registerCors(
  app: FastifyInstance,
  extraOrigins: readonly string[],
): Promise<void> {
  await app.register(cors, {
    origin: [DESKTOP_ORIGIN, ...extraOrigins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Team-Id'],
    maxAge: 600,
  });
}
