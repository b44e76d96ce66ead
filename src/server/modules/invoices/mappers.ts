/**
 * An invoice as stored: what the service issues and lists, what the PDF is drawn from, and the
 * parent codegen maps `Invoice` to (codegen.ts `mappers`). Its own file so that invoice-pdf.ts,
 * which the service calls, need not import the service back, and so that the generated
 * resolver types import nothing that imports them.
 */
import type { invoices } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
