import { describe, expect, it } from 'vitest';
import {
  contentDispositionFileName,
  downloadFileName,
  FILE_FALLBACK_STEM,
  invoiceFallbackStem,
  safeFileName,
} from './file-name';

describe('contentDispositionFileName', () => {
  it.each([
    ['attachment; filename="Invoice 42.pdf"', 'Invoice 42.pdf'],
    ['inline; filename=invoice-42.pdf', 'invoice-42.pdf'],
    ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    // filename* wins, wherever it is.
    ['attachment; filename*=UTF-8\'\'Rechnung%20%C3%BC.pdf; filename="x.pdf"', 'Rechnung ü.pdf'],
    ['attachment; filename="x.pdf"; filename*=utf-8\'en\'Facture%20%E2%82%AC.pdf', 'Facture €.pdf'],
    ["attachment; filename*=iso-8859-1''caf%E9.pdf", 'café.pdf'],
    // A broken filename* falls back to filename.
    ['attachment; filename*=UTF-8\'\'bad%ZZ%E9.pdf; filename="plain.pdf"', 'plain.pdf'],
    ['attachment; filename*=UTF-8\'\'%C3; filename="plain.pdf"', 'plain.pdf'],
    ['attachment', null],
    ['attachment; filename=""', null],
    ['attachment; name="x.pdf"', null],
  ])('%s → %s', (header, expected) => {
    expect(contentDispositionFileName(header)).toBe(expected);
  });
});

describe('safeFileName', () => {
  it.each([
    ['Invoice 42.pdf', 'Invoice 42.pdf'],
    ['Invoice 42.PDF', 'Invoice 42.pdf'],
    ['invoice', 'invoice.pdf'],
    ['invoice.exe', 'invoice.exe.pdf'],
    ['invoice.pdf.', 'invoice.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['..\\..\\Windows\\System32\\evil.pdf', 'evil.pdf'],
    ['/etc/cron.d/job', 'job.pdf'],
    ['C:\\Users\\x\\Startup\\run.pdf', 'run.pdf'],
    ['in\u0000voice\u0007\r\n.pdf', 'invoice.pdf'],
    // A right-to-left override would display this as "invoiceexe.pdf".
    ['invoice\u202Efdp.exe', 'invoicefdp.exe.pdf'],
    ['zero\u200Bwidth.pdf', 'zerowidth.pdf'],
    ['a<b>c:d"e|f?g*h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['  spaced   out  .pdf', 'spaced out.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['x'.repeat(300), `${'x'.repeat(120)}.pdf`],
    ['€'.repeat(300), `${'€'.repeat(120)}.pdf`],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name, 'pdf')).toBe(expected);
  });

  it.each([
    '',
    '.',
    '..',
    '.pdf',
    '...pdf',
    '/',
    'a/',
    '\u202E',
    'CON',
    'nul.pdf',
    'com1.txt',
    'LPT9',
  ])('has nothing sensible left of %j', (name) => {
    expect(safeFileName(name, 'pdf')).toBeNull();
  });

  it('ends a name in the extension of what the bytes are, whatever the server says', () => {
    expect(safeFileName('Amelia Hart CV.docx', 'docx')).toBe('Amelia Hart CV.docx');
    expect(safeFileName('Amelia Hart CV.DOCX', 'docx')).toBe('Amelia Hart CV.docx');
    expect(safeFileName('cv.pdf', 'docx')).toBe('cv.pdf.docx');
    expect(safeFileName('photo.exe', 'png')).toBe('photo.exe.png');
  });
});

describe('downloadFileName', () => {
  it('uses the offered name when it is safe', () => {
    expect(
      downloadFileName('attachment; filename="INV-0042.pdf"', invoiceFallbackStem('42'), 'pdf'),
    ).toBe('INV-0042.pdf');
    expect(
      downloadFileName(
        `attachment; filename="Amelia Hart CV.pdf"; filename*=UTF-8''Am%C3%A9lia%20Hart%20CV.pdf`,
        FILE_FALLBACK_STEM,
        'pdf',
      ),
    ).toBe('Amélia Hart CV.pdf');
  });

  it('falls back to Shortlist-invoice-{id}.pdf, or Shortlist-download with the type’s extension', () => {
    const invoice = (header: string | null) =>
      downloadFileName(header, invoiceFallbackStem('42'), 'pdf');
    expect(invoice(null)).toBe('Shortlist-invoice-42.pdf');
    expect(invoice('attachment')).toBe('Shortlist-invoice-42.pdf');
    expect(invoice('attachment; filename="../.."')).toBe('Shortlist-invoice-42.pdf');
    expect(invoice('attachment; filename="aux"')).toBe('Shortlist-invoice-42.pdf');
    expect(downloadFileName(null, FILE_FALLBACK_STEM, 'docx')).toBe('Shortlist-download.docx');
  });
});
