import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { cursorPaginatorOf } from '../../platform/graphql/paginator';
import { requestActor } from '../identity';
import { invoiceNumber } from './invoice-pdf';

export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: async (_parent, { first, after }, context) => {
      const page = await context.services.invoices.list(await requestActor(context), {
        first: first ?? 10,
        after,
      });
      return cursorPaginatorOf(page);
    },
    invoiceDownloadUrl: async (_parent, { number }, context) =>
      context.services.invoices.downloadLink(await requestActor(context), number),
  },
  // An invoice from its row (mappers.ts).
  Invoice: {
    number: (row) => invoiceNumber(row.id),
    status: (row) => (row.status === 'paid' ? 'PAID' : 'DUE'),
    issued_at: (row) => row.issuedAt.toISOString(),
    due_at: (row) => row.dueAt.toISOString(),
  },
};
