import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

/**
 * Readiness: the app is built only after migrations ran, so answering at all means the
 * schema is in place; the query checks the database still answers.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { ok: true };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ ok: false });
    }
  });
}
