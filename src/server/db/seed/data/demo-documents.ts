/**
 * Small real PDFs for the demo applicants' CVs and supporting documents: one A4 page, the
 * first line as a heading and the rest as body text (platform/pdf/text-pdf.ts).
 */
import { textPdf, type PdfText } from '../../../platform/pdf/text-pdf';

const MARGIN = 56;
const LINE = 15;

/** A one-page PDF: the first line as a heading, the rest as body text (a blank line for ''). */
export function demoPdf(lines: readonly string[]): Buffer {
  const [heading = '', ...body] = lines;
  const items: PdfText[] = [{ x: MARGIN, y: MARGIN + 18, text: heading, size: 18, bold: true }];
  body.forEach((text, index) => {
    if (text) items.push({ x: MARGIN, y: MARGIN + 48 + index * LINE, text });
  });
  return textPdf(items);
}
