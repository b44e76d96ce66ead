/**
 * Small real PDFs for the demo applicants' CVs and supporting documents: one A4 page of
 * Helvetica text, with a correct cross-reference table, so any viewer opens them. Written by
 * hand (a few hundred bytes each) rather than with a PDF library the seed would load at
 * every first start.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** Text as a PDF string literal: backslashes and parentheses escaped, Latin-1 only. */
function pdfString(text: string): string {
  const latin1 = text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  return `(${latin1.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/**
 * A one-page PDF: the first line as a heading, the rest as body text (a blank line for '').
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const [heading = '', ...body] = lines;
  const text = [
    'BT',
    `/F2 18 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN - 18} Td ${pdfString(heading)} Tj`,
    '/F1 11 Tf 0 -30 Td 15 TL',
    ...body.map((line) => `${pdfString(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents 4 0 R ` +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  // The binary comment line tells transfer tools the file is not text.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
