/**
 * An invoice as a one-page PDF: seller, buyer, number and dates, the lines (job posts, the
 * volume discount, a promo), the subtotal, VAT and total, and when it is due.
 */
import { penceText } from '../../../shared/pricing';
import type { InvoiceBuyer } from '../../db/schema';
import { PAGE_WIDTH, textPdf, type PdfText } from '../../platform/pdf/text-pdf';
import type { InvoiceSeller } from '../../platform/settings';
import type { InvoiceRow } from './mappers';

const LEFT = 56;
const RIGHT = PAGE_WIDTH - 56;
const LINE = 16;

/** DD/MM/YYYY, the brief's date format, in UTC (an invoice reads the same everywhere). */
function dateText(date: Date): string {
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
}

export function invoiceNumber(id: number): string {
  return `SL-${String(id).padStart(6, '0')}`;
}

/** The id inside an invoice number, or null for anything that is not one. */
export function invoiceIdOf(number: string): number | null {
  const match = /^SL-(\d{6,9})$/.exec(number.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The invoice's PDF; dated its issue date, so the same invoice renders the same bytes. */
export function invoicePdf(invoice: InvoiceRow, seller: InvoiceSeller): Promise<Buffer> {
  const items: PdfText[] = [];
  const text = (x: number, y: number, value: string, more: Partial<PdfText> = {}) =>
    items.push({ x, y, text: value, ...more });

  text(LEFT, 80, 'INVOICE', { size: 24, bold: true });
  text(RIGHT, 70, seller.name, { bold: true, align: 'right' });
  seller.address.forEach((line, index) =>
    text(RIGHT, 70 + (index + 1) * 14, line, { align: 'right', size: 10 }),
  );
  if (seller.vatNumber) {
    text(RIGHT, 70 + (seller.address.length + 1) * 14, `VAT ${seller.vatNumber}`, {
      align: 'right',
      size: 10,
    });
  }

  let y = 150;
  for (const [label, value] of [
    ['Invoice number', invoiceNumber(invoice.id)],
    ['Date', dateText(invoice.issuedAt)],
    ['Due', invoice.status === 'paid' ? 'Paid by card' : dateText(invoice.dueAt)],
  ] as const) {
    text(LEFT, y, label, { bold: true, size: 10 });
    text(LEFT + 110, y, value, { size: 10 });
    y += 14;
  }

  y += 20;
  text(LEFT, y, 'Bill to', { bold: true, size: 10 });
  for (const line of [
    invoice.buyer.company,
    invoice.buyer.name,
    ...invoice.buyer.address,
    invoice.buyer.email,
  ]) {
    if (!line) continue;
    y += 14;
    text(LEFT, y, line, { size: 10 });
  }

  y += 40;
  const price = invoice.price;
  text(LEFT, y, 'Item', { bold: true });
  text(RIGHT - 140, y, 'Qty', { bold: true, align: 'right' });
  text(RIGHT, y, 'Amount', { bold: true, align: 'right' });
  y += LINE + 4;
  const rows: [string, string, string][] = [
    [
      invoice.kind === 'subscription'
        ? `${invoice.item}, one month`
        : `Job post at ${penceText(price.unitPriceExcludingDiscount)}`,
      String(price.qty),
      penceText(price.subtotalExcludingDiscount),
    ],
  ];
  if (price.discountAmount > 0) {
    rows.push([
      `Volume discount (${price.discountPercentage}% a post)`,
      '',
      `-${penceText(price.discountAmount)}`,
    ]);
  }
  if (price.promo && price.promoAmount > 0) {
    rows.push([`Promo ${price.promo.code}`, '', `-${penceText(price.promoAmount)}`]);
  }
  for (const [label, qty, amount] of rows) {
    text(LEFT, y, label);
    text(RIGHT - 140, y, qty, { align: 'right' });
    text(RIGHT, y, amount, { align: 'right' });
    y += LINE;
  }

  y += 12;
  const subtotal = price.subtotalIncludingDiscount - price.promoAmount;
  for (const [label, amount, bold] of [
    ['Subtotal', penceText(subtotal), false],
    [`VAT (${price.vatPercentage}%)`, penceText(price.vatAmount), false],
    ['Total', penceText(price.total), true],
  ] as const) {
    text(RIGHT - 140, y, label, { align: 'right', bold });
    text(RIGHT, y, amount, { align: 'right', bold });
    y += LINE;
  }

  y += 30;
  text(
    LEFT,
    y,
    invoice.status === 'paid'
      ? 'Paid in full by card. Thank you.'
      : `Payment due by ${dateText(invoice.dueAt)}, 30 days from the date of this invoice.`,
    { size: 10 },
  );
  return textPdf(items, { createdAt: invoice.issuedAt });
}

export type { InvoiceBuyer };
