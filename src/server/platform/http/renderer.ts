/**
 * Serves the built React UI (web and server modes). The UI routes on the client, so
 * any GET that is not the API and does not look like a file gets index.html; a
 * missing asset stays a 404 rather than HTML in place of a script.
 */
import { extname, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setHtmlSecurityHeaders } from './security-headers';

/** Vite puts content-hashed bundles in this folder, so they never change under the same name. */
const HASHED_ASSETS_FOLDER = 'assets';

export async function registerRenderer(
  app: FastifyInstance,
  rendererDir: string,
  contentSecurityPolicy: string,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: rendererDir,
    setHeaders: (reply, path) => {
      if (path.endsWith('.html')) {
        setHtmlSecurityHeaders(reply, contentSecurityPolicy);
        reply.header('cache-control', 'no-cache');
      } else if (relative(rendererDir, path).split(sep)[0] === HASHED_ASSETS_FOLDER) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
}

/** True for requests the SPA fallback should answer with index.html. */
export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  if (path === '/graphql' || path === '/healthz' || path === '/api' || path.startsWith('/api/'))
    return false;
  // Uploaded files (http/files.ts): a missing one is a 404, never the UI's HTML.
  if (path === '/files' || path.startsWith('/files/')) return false;
  return extname(path) === '';
}

export function sendIndexHtml(reply: FastifyReply): FastifyReply {
  return reply.sendFile('index.html');
}
