/**
 * Recognises a file's type from its first bytes ("magic numbers"), never from its name
 * or the Content-Type the client sent (docs/security.md G7): a renamed script stays a script.
 */

export interface SniffedType {
  contentType: string;
  /** The extension stored names get, so a saved file opens with the right program. */
  extension: string;
}

interface Signature extends SniffedType {
  /** Bytes expected at `offset`. */
  magic: readonly number[];
  offset?: number;
  /** A further check of the head, when the magic bytes alone say too little (ZIP). */
  also?: (head: Uint8Array) => boolean;
}

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  { contentType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  {
    contentType: 'image/png',
    extension: 'png',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { contentType: 'image/gif', extension: 'gif', magic: ascii('GIF87a') },
  { contentType: 'image/gif', extension: 'gif', magic: ascii('GIF89a') },
  { contentType: 'application/pdf', extension: 'pdf', magic: ascii('%PDF-') },
  // The OLE2 compound file that Word 97–2003 documents are.
  {
    contentType: 'application/msword',
    extension: 'doc',
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
  // A Word 2007+ document is a ZIP package; its first entry names what it is (below).
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    magic: [0x50, 0x4b, 0x03, 0x04],
    also: startsLikeWordPackage,
  },
];

/** A ZIP entry's name starts 30 bytes into its local header; the longest we look at fits. */
const ZIP_NAME_OFFSET = 30;
const ZIP_NAME_MAX = 64;

/**
 * Whether a ZIP's first entry is one a Word package starts with: `[Content_Types].xml` (Word,
 * Google Docs, Pages), `_rels/.rels`, or a part under `word/` or `docProps/` (other writers).
 * Only the first bytes can be read before the upload is stored, so this cannot tell a Word
 * package from another Office Open XML one (a spreadsheet): it keeps out plain archives,
 * which is what matters for a file only ever offered as a download.
 */
function startsLikeWordPackage(head: Uint8Array): boolean {
  const nameLength = (head[26] ?? 0) | ((head[27] ?? 0) << 8);
  if (nameLength === 0 || nameLength > ZIP_NAME_MAX) return false;
  const end = ZIP_NAME_OFFSET + nameLength;
  if (head.length < end) return false;
  const name = String.fromCharCode(...head.subarray(ZIP_NAME_OFFSET, end));
  return (
    name === '[Content_Types].xml' ||
    name === '_rels/.rels' ||
    name.startsWith('word/') ||
    name.startsWith('docProps/')
  );
}

/** How many leading bytes `sniffContentType` needs to decide. */
export const SNIFF_BYTES = Math.max(
  ZIP_NAME_OFFSET + ZIP_NAME_MAX,
  ...SIGNATURES.map((signature) => (signature.offset ?? 0) + signature.magic.length),
);

/** The type the content starts like, or null when it matches no known signature. */
export function sniffContentType(head: Uint8Array): SniffedType | null {
  const match = SIGNATURES.find((signature) => {
    const offset = signature.offset ?? 0;
    return (
      signature.magic.every((byte, index) => head[offset + index] === byte) &&
      (signature.also?.(head) ?? true)
    );
  });
  return match ? { contentType: match.contentType, extension: match.extension } : null;
}
