/**
 * One-page PDFs of positioned text: the demo CVs and the invoices. Drawn with pdfkit in DejaVu
 * Sans (regular and bold), embedded as subsets, because names and addresses are not all
 * Latin-1: a buyer in Łódź or named Dvořák must read as written, where the standard PDF fonts
 * (WinAnsi) can only print `?`. Right-aligned text is placed by the font's own measurement.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';

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

export interface TextPdfOptions {
  /**
   * The document's creation date. pdfkit writes it, and derives the file's id from it, so the
   * same items and date give the same bytes (the demo snapshot regenerates its files by name).
   */
  createdAt: Date;
}

interface Loaded {
  PDFDocument: typeof PDFKitDocument;
  regular: Buffer;
  bold: Buffer;
}

let loaded: Promise<Loaded> | undefined;

/**
 * pdfkit and the TTF files of dejavu-fonts-ttf, loaded once per process on first use: pdfkit
 * takes over 100 ms to import, which a server start that writes no PDF should not pay.
 */
function pdfkitAndFonts(): Promise<Loaded> {
  if (!loaded) {
    // Resolved as Node finds the package from this module at run time (also from the bundle).
    const require = createRequire(import.meta.url);
    const loading = Promise.all([
      import('pdfkit'),
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    ]).then(([pdfkit, regular, bold]) => ({ PDFDocument: pdfkit.default, regular, bold }));
    loaded = loading;
    loading.catch(() => {
      if (loaded === loading) loaded = undefined;
    });
  }
  return loaded;
}

export async function textPdf(items: readonly PdfText[], options: TextPdfOptions): Promise<Buffer> {
  const { PDFDocument, regular, bold } = await pdfkitAndFonts();
  const document = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    // No margins: every item is placed where it says, and none starts a second page.
    margin: 0,
    info: { CreationDate: options.createdAt },
  });
  document.registerFont('regular', regular);
  document.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  for (const item of items) {
    if (!item.text) continue;
    document.font(item.bold ? 'bold' : 'regular').fontSize(item.size ?? 11);
    const x = item.align === 'right' ? item.x - document.widthOfString(item.text) : item.x;
    document.text(item.text, x, item.y, { baseline: 'alphabetic', lineBreak: false });
  }
  document.end();
  return ended;
}
