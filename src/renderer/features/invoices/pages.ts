// The invoices chunk.
export { BillingHistoryPage } from './billing-history-page';
