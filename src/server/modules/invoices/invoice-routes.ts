/**
 * `GET /api/user/{id}/invoice/{invoice_id}` (the brief's invoice download): for the signed-in
 * user `{id}`, an approved admin of the invoice's team, a redirect to the PDF's short-lived
 * signed link (the files module serves it as an attachment). Anyone else: 401 or 404.
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '../../../shared/messages';
import { DomainError } from '../../platform/domain-error';
import type { Services } from '../../platform/module';
import { actorOf, readCredential } from '../identity';

export function registerInvoiceRoutes(
  app: FastifyInstance,
  { auth, invoices }: Pick<Services, 'auth' | 'invoices'>,
): void {
  app.get<{ Params: { userId: string; invoiceId: string } }>(
    '/api/user/:userId/invoice/:invoiceId',
    async (request, reply) => {
      const credential = readCredential(request.headers.authorization);
      const session = credential.presented ? await auth.authenticate(credential.token) : null;
      if (!session) {
        return reply.code(401).send({ message: messages.auth.unauthenticated });
      }
      const profile = await auth.profile(session.userId);
      if (!profile || request.params.userId !== String(session.userId)) {
        return reply.code(404).send({ message: messages.invoices.notFound });
      }
      try {
        const link = await invoices.downloadLink(
          // Which of the caller's teams billed it is the invoice's to say, not the active team's.
          actorOf(session.user, profile.memberships),
          request.params.invoiceId,
        );
        return reply.header('cache-control', 'no-store').redirect(link, 302);
      } catch (error) {
        if (error instanceof DomainError) {
          return reply.code(404).send({ message: messages.invoices.notFound });
        }
        throw error;
      }
    },
  );
}
