/**
 * What request logs may say (docs/security.md G8). URLs carry one-time secrets in their
 * query strings (reset and impersonation links, the social sign-in callback's code and
 * state), and headers carry bearer tokens and cookies, so a request is logged as its method,
 * its path with every query value replaced, and where it came from; never its headers. A
 * failed query's error lists its parameters (password hashes, token hashes): those go too.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** `url` with each query parameter's value replaced: the keys still say what was asked. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=')[0] ?? '';
      return pair.includes('=') ? `${key}=${REDACTED}` : key;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

type LoggedError = Record<string, unknown> & {
  type: string;
  message: string;
  stack: string;
};

/** Drizzle's `Failed query: …\nparams: …`, without the parameters. */
function withoutParameters(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
  err: (error: Error): LoggedError => ({
    type: error.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
  }),
};
