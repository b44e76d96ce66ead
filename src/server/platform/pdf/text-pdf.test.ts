import { describe, expect, it } from 'vitest';
import { pdftotext, pdfTextOf } from '../../testing/pdf-text';
import { PAGE_HEIGHT, PAGE_WIDTH, textPdf, type PdfText } from './text-pdf';

const CREATED_AT = new Date('2025-03-01T09:00:00Z');

interface Word {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Each word's box in points from the page's top left, as poppler lays the page out. */
async function wordsOf(bytes: Buffer): Promise<Word[]> {
  const html = await pdftotext(bytes, ['-bbox']);
  const page = /<page width="([\d.]+)" height="([\d.]+)">/.exec(html);
  expect(page?.slice(1).map(Number)).toEqual([PAGE_WIDTH, PAGE_HEIGHT]);
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text!,
    xMin: Number(xMin),
    xMax: Number(xMax),
    yMin: Number(yMin),
    yMax: Number(yMax),
  }));
}

/** The fonts a PDF names: `/BaseFont /Helvetica`, or a subset's `/BaseFont /ABCDEF+DejaVuSans`. */
function fontsOf(bytes: Buffer): string[] {
  const names = [...bytes.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)];
  return [...new Set(names.map(([, name]) => name!))].sort();
}

const items: PdfText[] = [
  { x: 56, y: 80, text: 'Heading', size: 24, bold: true },
  { x: 539, y: 120, text: 'Right €1,234.50', align: 'right' },
  { x: 539, y: 140, text: 'Wide WWW', align: 'right', bold: true, size: 14 },
  { x: 56, y: 160, text: 'Antonín Dvořák, Łódź' },
];
/** The same with only what Helvetica prints (WinAnsi): í, £ and € are in it, ř and Ł are not. */
const winAnsiItems: PdfText[] = items.map((item, index) =>
  index === 3 ? { ...item, text: 'Antonín Dvorak, £12 – “Lodz”' } : item,
);

describe.each([
  { fonts: 'DejaVu Sans, embedded', given: items, named: ['DejaVuSans', 'DejaVuSans-Bold'] },
  { fonts: 'Helvetica', given: winAnsiItems, named: ['Helvetica', 'Helvetica-Bold'] },
])('textPdf in $fonts', ({ given, named }) => {
  it('writes one page with every character as given, in one typeface', async () => {
    const bytes = await textPdf(given, { createdAt: CREATED_AT });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fontsOf(bytes)).toEqual(named);
    const text = await pdfTextOf(bytes);
    for (const { text: expected } of given) expect(text).toContain(expected);
    expect(text).not.toContain('?');
  });

  it('starts left-aligned text at x, ends right-aligned text at x, on the baseline y', async () => {
    const words = await wordsOf(await textPdf(given, { createdAt: CREATED_AT }));
    const word = (text: string) => words.find((candidate) => candidate.text === text)!;
    expect(word('Heading').xMin).toBeCloseTo(56, 1);
    expect(word('Antonín').xMin).toBeCloseTo(56, 1);
    expect(word('€1,234.50').xMax).toBeCloseTo(539, 1);
    // Bold and larger, measured by the bold font itself.
    expect(word('WWW').xMax).toBeCloseTo(539, 1);
    for (const [text, y] of [
      ['Heading', 80],
      ['€1,234.50', 120],
      ['WWW', 140],
      ['Antonín', 160],
    ] as const) {
      // The baseline lies inside the box, below its middle (the descent is the smaller part).
      expect(word(text).yMin).toBeLessThan(y);
      expect(word(text).yMax).toBeGreaterThan(y);
      expect((word(text).yMin + word(text).yMax) / 2).toBeLessThan(y);
    }
  });
});

describe('textPdf', () => {
  it('makes the same bytes from the same items and date', async () => {
    const first = await textPdf(items, { createdAt: CREATED_AT });
    const again = await textPdf(items, { createdAt: CREATED_AT });
    expect(again.equals(first)).toBe(true);
  });

  it('keeps nothing of one document in the next: the fonts are parsed once and shared', async () => {
    const small: PdfText[] = [{ x: 56, y: 80, text: 'Heading' }];
    const before = await textPdf(small, { createdAt: CREATED_AT });
    // Other glyphs, in both fonts, drawn in between: each document embeds its own subset.
    await textPdf(items, { createdAt: CREATED_AT });
    const after = await textPdf(small, { createdAt: CREATED_AT });
    expect(after.equals(before)).toBe(true);
    expect(after.length).toBeLessThan((await textPdf(items, { createdAt: CREATED_AT })).length);
  });
});
