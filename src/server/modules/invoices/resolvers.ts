import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { requestActor } from '../identity';
import { invoiceNumber } from './invoice-pdf';

export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: async (_parent, { first, after }, context) => {
      const page = await context.services.invoices.list(await requestActor(context), {
        first: first ?? 10,
        after,
      });
      return {
        data: page.rows,
        paginatorInfo: {
          count: page.rows.length,
          hasMorePages: page.hasMore,
          endCursor: page.endCursor,
        },
      };
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
