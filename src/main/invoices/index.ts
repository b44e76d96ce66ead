export { createInvoiceSaver, type InvoiceSaver, type InvoiceSaverDeps } from './invoice-saver';
