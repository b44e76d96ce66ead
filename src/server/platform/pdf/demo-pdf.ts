/**
 * Small real PDFs for the demo applicants' CVs and supporting documents: one A4 page, the
 * first line as a heading and the rest as body text (platform/pdf/text-pdf.ts).
 */
import { textPdf, type PdfText } from './text-pdf';

const MARGIN = 56;
const LINE = 15;

/** One date for every demo document, so two builds of the demo snapshot carry the same bytes. */
const DEMO_PDF_DATE = new Date('2025-01-01T00:00:00Z');

/** A one-page PDF: the first line as a heading, the rest as body text (a blank line for ''). */
export function demoPdf(lines: readonly string[]): Promise<Buffer> {
  const [heading = '', ...body] = lines;
  const items: PdfText[] = [{ x: MARGIN, y: MARGIN + 18, text: heading, size: 18, bold: true }];
  body.forEach((text, index) => {
    if (text) items.push({ x: MARGIN, y: MARGIN + 48 + index * LINE, text });
  });
  return textPdf(items, { createdAt: DEMO_PDF_DATE });
}
