/**
 * An invoice as stored: what the service issues and lists, and what the PDF is drawn from. Its
 * own file so that invoice-pdf.ts, which the service calls, need not import the service back.
 */
import type { invoices } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
