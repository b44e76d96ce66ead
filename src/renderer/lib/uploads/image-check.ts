import { messages } from '../../../shared/messages';

/**
 * The brief's image rules for photos and logos, checked in the browser before anything is
 * sent so the user hears at once what is wrong. The server checks the same again (by
 * content, while streaming: src/server/services/files/rules.ts); these only save a
 * pointless upload.
 */
export const IMAGE_MAX_BYTES = 8_388_608;

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
/** A logo also takes GIF (the brief: images end in .jpg, .jpeg, .png or .gif). */
export const LOGO_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, 'image/gif'] as const;
export type ImageContentType = (typeof LOGO_CONTENT_TYPES)[number];

/**
 * Which of the brief's two image rules applies: a photo (the profile uploader) and a
 * case-study image are JPEG or PNG; a company's or agency's logo may also be a GIF.
 */
export type ImageRule = 'photo' | 'logo';

/** What the file chooser offers; the check below still reads the content. */
export const IMAGE_ACCEPT = [...IMAGE_CONTENT_TYPES, '.jpg', '.jpeg', '.png'].join(',');
export const LOGO_ACCEPT = [...LOGO_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.gif'].join(',');

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const GIF_SIGNATURES = ['GIF87a', 'GIF89a'].map((magic) =>
  [...magic].map((character) => character.charCodeAt(0)),
);

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The image type the first bytes say, whatever the file is called: a renamed text file is
 * not a PNG, and a JPEG saved as `.png` is still a JPEG.
 */
export function sniffImageType(
  bytes: Uint8Array,
  rule: ImageRule = 'photo',
): ImageContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (rule === 'logo' && GIF_SIGNATURES.some((signature) => startsWith(bytes, signature)))
    return 'image/gif';
  return null;
}

/**
 * The brief's message for a file that may not be uploaded as an image of at most `maxBytes`
 * (a photo or logo's 8 MB by default; a case study's 5,000,000 bytes, '5 MB') under `rule`,
 * or null.
 */
export async function imageFileProblem(
  file: Blob,
  maxBytes: number = IMAGE_MAX_BYTES,
  rule: ImageRule = 'photo',
): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  if (!sniffImageType(head, rule)) {
    if (rule === 'photo') return messages.uploads.imageType;
    // The brief's two logo messages: no image at all, or an image of a kind not taken.
    return file.type.startsWith('image/')
      ? messages.uploads.imageInvalid
      : messages.uploads.imageFileNeeded;
  }
  if (file.size > maxBytes) return messages.uploads.imageTooLarge(Math.round(maxBytes / 1_048_576));
  return null;
}
