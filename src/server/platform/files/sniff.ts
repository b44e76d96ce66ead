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
];

/** How many leading bytes `sniffContentType` needs to decide. */
export const SNIFF_BYTES = Math.max(
  ...SIGNATURES.map((signature) => (signature.offset ?? 0) + signature.magic.length),
);

/** The type the content starts like, or null when it matches no known signature. */
export function sniffContentType(head: Uint8Array): SniffedType | null {
  const match = SIGNATURES.find((signature) => {
    const offset = signature.offset ?? 0;
    return signature.magic.every((byte, index) => head[offset + index] === byte);
  });
  return match ? { contentType: match.contentType, extension: match.extension } : null;
}
