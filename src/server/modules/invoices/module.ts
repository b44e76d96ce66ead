/** Invoices for purchases of job posts: issued with each purchase, PDFs, billing history. */
import invoiceTypeDefs from './invoices.graphql?raw';
import { InvoiceService, RENDER_QUEUE } from './invoice-service';
import { registerInvoiceRoutes } from './invoice-routes';
import { invoiceResolvers } from './resolvers';
import { invoices } from '../../db/schema';
import { SettingsService } from '../../platform/settings';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    invoices: InvoiceService;
  }
}

export default {
  typeDefs: [invoiceTypeDefs],
  resolvers: [invoiceResolvers],
  // The PDFs are files: housekeeping keeps those an invoice refers to.
  fileColumns: [invoices.pdf],
  services: {
    invoices: ({ db, jobs, now }, { files, fileLinks }) =>
      new InvoiceService(db, files, fileLinks, new SettingsService(db), jobs, now),
  },
  jobs: {
    [RENDER_QUEUE]:
      (_platform, { invoices }) =>
      async ({ invoiceId }: { invoiceId: number }) => {
        await invoices.rendered(invoiceId);
      },
  },
  routes: (app, _platform, services) => {
    registerInvoiceRoutes(app, services);
  },
} satisfies ServerModule;
