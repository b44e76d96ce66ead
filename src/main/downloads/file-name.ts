/**
 * The file name the save dialog suggests: the server's `Content-Disposition` filename when one
 * survives sanitising, else a fallback (`Shortlist-invoice-{invoice_id}.pdf`,
 * `Shortlist-download.pdf`). The name only pre-fills the dialog (the user can change it), but
 * it is still kept to one plain path segment ending in the extension of the type the bytes
 * are, so it can never point the default path outside Downloads or hide its real extension.
 */
import { parse as parseContentDisposition } from 'content-disposition';

/** Stem length limit (code points), well inside every file system's 255-byte name limit. */
const MAX_STEM_LENGTH = 120;

/** Names Windows reserves for devices, with or without an extension. */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

/** The name of an invoice the server offers no name for. */
export function invoiceFallbackStem(invoiceId: string): string {
  return `Shortlist-invoice-${invoiceId}`;
}

/** The name of a stored file the server offers no name for. */
export const FILE_FALLBACK_STEM = 'Shortlist-download';

/** The offered name when it survives sanitising, else `{fallbackStem}.{extension}`. */
export function downloadFileName(
  contentDisposition: string | null,
  fallbackStem: string,
  extension: string,
): string {
  const offered = contentDisposition ? contentDispositionFileName(contentDisposition) : null;
  return (offered && safeFileName(offered, extension)) ?? `${fallbackStem}.${extension}`;
}

/**
 * The filename a `Content-Disposition` header offers (RFC 6266, read by content-disposition):
 * `filename*` (RFC 8187) wins over `filename`; null when neither is usable. The library refuses
 * a whole header over a malformed `filename*` (and decodes broken UTF-8 to U+FFFD), so then the
 * header is read again without it, for the plain `filename`.
 */
export function contentDispositionFileName(header: string): string | null {
  return (
    fileNameParameter(header) ?? fileNameParameter(header.replace(/;\s*filename\*\s*=[^;]*/gi, ''))
  );
}

function fileNameParameter(header: string): string | null {
  try {
    const name = parseContentDisposition(header).parameters['filename'];
    return name && !name.includes('\uFFFD') ? name : null;
  } catch {
    return null;
  }
}

/**
 * One path segment ending in `.{extension}` (the type the bytes are), or null when nothing
 * sensible is left: no directories (the last segment after `/` or `\` is kept), no control
 * or invisible formatting characters (a right-to-left override could show `invoice‮fdp.exe`
 * as `invoiceexe.pdf`), none of the characters Windows refuses, no leading dot (a hidden
 * file), no device names.
 */
export function safeFileName(name: string, extension: string): string | null {
  const lastSegment = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const trimEnds = (value: string) => value.replace(/^[.\s]+|[.\s]+$/g, '');
  let stem = lastSegment
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ');
  // The extension is dropped before leading dots, so `.pdf` alone leaves nothing (not `pdf.pdf`).
  const ownExtension = new RegExp(`\\.${extension}$`, 'i');
  stem = trimEnds(stem.replace(/[.\s]+$/, '').replace(ownExtension, ''));
  stem = trimEnds(Array.from(stem).slice(0, MAX_STEM_LENGTH).join(''));
  if (stem === '' || WINDOWS_DEVICE_NAME.test(stem)) return null;
  return `${stem}.${extension}`;
}
