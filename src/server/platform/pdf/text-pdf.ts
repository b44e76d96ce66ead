/**
 * One-page PDFs of positioned text: the demo CVs and the invoices. Drawn with pdfkit, in the
 * standard Helvetica when every character is one it can print (WinAnsi: Latin-1, €, curly
 * quotes, dashes), else in DejaVu Sans (regular and bold) embedded as subsets, because names
 * and addresses are not all Latin-1: a buyer in Łódź or named Dvořák must read as written,
 * where Helvetica can only print `?`. One typeface a document. Helvetica is built into every
 * PDF reader, so nothing is embedded: a page takes 2 ms and 1.7 KB here against DejaVu's 7 ms
 * and 15 KB, and every card purchase renders an invoice. Right-aligned text is placed by the
 * font's own measurement.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
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
   * same items and date give the same bytes (an invoice rendered twice reads the same).
   */
  createdAt: Date;
}

interface Loaded {
  PDFDocument: typeof PDFKitDocument;
  regular: Font;
  bold: Font;
}

let loaded: Promise<Loaded> | undefined;

/**
 * pdfkit and the fonts of dejavu-fonts-ttf, loaded once per process on first use: pdfkit
 * takes over 100 ms to import, which a server start that writes no PDF should not pay. The
 * fonts are parsed here once (fontkit, pdfkit's own parser): given the file's bytes, pdfkit
 * parses them again for every document, 83 ms of an invoice's 94 ms here; given the parsed
 * font, it writes the same bytes, and keeps no glyph of one document in the next.
 */
function pdfkitAndFonts(): Promise<Loaded> {
  if (!loaded) {
    // Resolved as Node finds the package from this module at run time (also from the bundle).
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
    const loading = Promise.all([
      import('pdfkit'),
      import('fontkit'),
      file('DejaVuSans.ttf'),
      file('DejaVuSans-Bold.ttf'),
    ]).then(([pdfkit, fontkit, regular, bold]) => ({
      PDFDocument: pdfkit.default,
      // A TTF file holds one font (a collection is a .ttc).
      regular: fontkit.create(regular) as Font,
      bold: fontkit.create(bold) as Font,
    }));
    loaded = loading;
    loading.catch(() => {
      if (loaded === loading) loaded = undefined;
    });
  }
  return loaded;
}

/** What Helvetica can print: WinAnsi, Latin-1's printable part and cp1252's extra 27. */
const WIN_ANSI = /^[\x20-\x7E\xA0-\xFF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

export async function textPdf(items: readonly PdfText[], options: TextPdfOptions): Promise<Buffer> {
  const { PDFDocument, ...dejaVu } = await pdfkitAndFonts();
  const standard = items.every((item) => WIN_ANSI.test(item.text));
  const fonts = standard
    ? { regular: 'Helvetica', bold: 'Helvetica-Bold' }
    : { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' };
  const document = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    // No margins: every item is placed where it says, and none starts a second page.
    margin: 0,
    info: { CreationDate: options.createdAt },
    // pdfkit loads a default font, Helvetica, for each document, and expands a standard
    // font's kerning table each time it loads one (about 2 ms under load): Helvetica is used
    // by that name, so it is loaded once, and a document in DejaVu loads none.
    font: standard ? fonts.regular : (null as unknown as string),
  });
  if (!standard) {
    // pdfkit 0.20 takes a parsed fontkit font (PDFFontFactory.open: `typeof src.layout ===
    // 'function'`); @types/pdfkit 0.17 lists only paths and bytes.
    document.registerFont(fonts.regular, dejaVu.regular as unknown as Buffer);
    document.registerFont(fonts.bold, dejaVu.bold as unknown as Buffer);
  }
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  for (const item of items) {
    if (!item.text) continue;
    document.font(item.bold ? fonts.bold : fonts.regular).fontSize(item.size ?? 11);
    const x = item.align === 'right' ? item.x - document.widthOfString(item.text) : item.x;
    document.text(item.text, x, item.y, { baseline: 'alphabetic', lineBreak: false });
  }
  document.end();
  return ended;
}
