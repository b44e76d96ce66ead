/**
 * The kinds of file the desktop saves from the API, known by their first bytes: the answer
 * must start like one the URL allows (an invoice: a PDF; a stored file: a PDF, a Word document
 * or an image), so an error page or anything else is never written to the user's disk under
 * a document's name. The saved name's extension comes from here too, never from the server.
 */

export interface FileType {
  extension: string;
  /** The save dialog's filter. */
  label: string;
  magic: readonly number[];
}

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

export const PDF: FileType = { extension: 'pdf', label: 'PDF document', magic: ascii('%PDF-') };

/** What a stored file may be: the upload kinds' types (server/modules/files/rules.ts). */
export const STORED_FILE_TYPES: readonly FileType[] = [
  PDF,
  {
    extension: 'doc',
    label: 'Word document',
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
  // A Word 2007+ package is a ZIP (the server checked its first entry at upload).
  { extension: 'docx', label: 'Word document', magic: [0x50, 0x4b, 0x03, 0x04] },
  { extension: 'jpg', label: 'JPEG image', magic: [0xff, 0xd8, 0xff] },
  { extension: 'png', label: 'PNG image', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The longest signature: how many bytes must arrive before the type is known. */
export const MAGIC_BYTES = Math.max(...STORED_FILE_TYPES.map((type) => type.magic.length));

/**
 * Whether `head` (the first bytes so far) may still become one of `types`: `matched` once a
 * whole signature is there, `maybe` while it is a prefix of one, `no` otherwise.
 */
export function matchType(
  head: Uint8Array,
  types: readonly FileType[],
): { state: 'matched'; type: FileType } | { state: 'maybe' } | { state: 'no' } {
  let maybe = false;
  for (const type of types) {
    const compared = Math.min(head.length, type.magic.length);
    const prefix = type.magic.slice(0, compared).every((byte, index) => head[index] === byte);
    if (!prefix) continue;
    if (compared === type.magic.length) return { state: 'matched', type };
    maybe = true;
  }
  return maybe ? { state: 'maybe' } : { state: 'no' };
}
