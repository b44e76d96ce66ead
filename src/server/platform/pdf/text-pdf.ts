/**
 * One-page A4 PDFs of positioned text (Helvetica and Helvetica-Bold, WinAnsi), with a correct
 * cross-reference table so any viewer opens them: the demo CVs and the invoices. Written by
 * hand, a few hundred bytes each, rather than with a PDF library the server would load.
 */

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

export interface PdfText {
  /** Points from the left; with `align: 'right'`, where the text ends. */
  x: number;
  /** Points from the top of the page to the text's baseline. */
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right';
}

/** Text as a PDF string literal: backslashes and parentheses escaped, Latin-1 only. */
function pdfString(text: string): string {
  const latin1 = text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  return `(${latin1.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

// Helvetica's advance widths (1/1000 em) for the printable ASCII range; others as 556.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** The width of `text` in points (bold counted as regular plus 5%: close enough to align). */
function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const character of text) {
    const code = character.charCodeAt(0);
    units += code >= 32 && code <= 126 ? HELVETICA_WIDTHS[code - 32]! : 556;
  }
  return ((units * size) / 1000) * (bold ? 1.05 : 1);
}

export function textPdf(items: readonly PdfText[]): Buffer {
  const content = [
    'BT',
    ...items.map((item) => {
      const size = item.size ?? 11;
      const x =
        item.align === 'right' ? item.x - textWidth(item.text, size, item.bold ?? false) : item.x;
      const position = `1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - item.y).toFixed(2)} Tm`;
      return `/${item.bold ? 'F2' : 'F1'} ${size} Tf ${position} ${pdfString(item.text)} Tj`;
    }),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents 4 0 R ` +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
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
