/**
 * `GET /api/client-config`: what a browser page needs from the server before it starts, which
 * the desktop's page gets from main instead (bridge `app.getErrorReporting`). Public by nature:
 * a Sentry DSN is a write-only key meant for clients.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorReportingConfig } from '../../../shared/error-reporting';

export interface ClientConfig {
  errorReporting: ErrorReportingConfig | null;
}

export const CLIENT_CONFIG_PATH = '/api/client-config';

export function registerClientConfig(app: FastifyInstance, config: ClientConfig): void {
  app.get(CLIENT_CONFIG_PATH, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return config;
  });
}
