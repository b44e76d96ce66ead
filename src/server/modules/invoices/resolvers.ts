import type { Invoice, Resolvers } from '../../platform/graphql/generated/resolvers';
import { requestActor } from '../identity';
import { invoiceNumber } from './invoice-pdf';
import type { InvoiceRow } from './invoice-row';

function invoiceOf(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: invoiceNumber(row.id),
    item: row.item,
    qty: row.qty,
    total: row.total,
    status: row.status === 'paid' ? 'PAID' : 'DUE',
    issued_at: row.issuedAt.toISOString(),
    due_at: row.dueAt.toISOString(),
  };
}

export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: async (_parent, { first, after }, context) => {
      const page = await context.services.invoices.list(await requestActor(context), {
        first: first ?? 10,
        after,
      });
      return {
        data: page.rows.map(invoiceOf),
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
};
