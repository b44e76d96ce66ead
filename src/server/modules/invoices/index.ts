/**
 * The invoices module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export { invoiceNumber, invoicePdf } from './invoice-pdf';
export { InvoiceService } from './invoice-service';
