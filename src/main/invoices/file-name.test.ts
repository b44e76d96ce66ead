import { describe, expect, it } from 'vitest';
import { contentDispositionFileName, invoiceFileName, safePdfFileName } from './file-name';

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

describe('safePdfFileName', () => {
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
    expect(safePdfFileName(name)).toBe(expected);
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
    expect(safePdfFileName(name)).toBeNull();
  });
});

describe('invoiceFileName', () => {
  it('uses the offered name when it is safe', () => {
    expect(invoiceFileName('attachment; filename="INV-0042.pdf"', '42')).toBe('INV-0042.pdf');
  });

  it('falls back to Shortlist-invoice-{id}.pdf', () => {
    expect(invoiceFileName(null, '42')).toBe('Shortlist-invoice-42.pdf');
    expect(invoiceFileName('attachment', '42')).toBe('Shortlist-invoice-42.pdf');
    expect(invoiceFileName('attachment; filename="../.."', '42')).toBe('Shortlist-invoice-42.pdf');
    expect(invoiceFileName('attachment; filename="aux"', '42')).toBe('Shortlist-invoice-42.pdf');
  });
});
