import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { IMAGE_MAX_BYTES, imageFileProblem, sniffImageType } from './image-check';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];

function blobOf(head: number[], size = head.length, type = ''): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new Blob([bytes], { type });
}

describe('sniffImageType', () => {
  it('reads PNG and JPEG from their signatures', () => {
    expect(sniffImageType(Uint8Array.from(PNG_HEAD))).toBe('image/png');
    expect(sniffImageType(Uint8Array.from(JPEG_HEAD))).toBe('image/jpeg');
  });

  it('knows nothing else: GIF, text, a truncated signature, nothing', () => {
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeNull();
    expect(sniffImageType(Uint8Array.from(PNG_HEAD.slice(0, 4)))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('a logo (the brief: images end in .jpg, .jpeg, .png or .gif)', () => {
  const GIF_HEAD = [...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0];

  it('accepts a GIF logo as well as JPEG and PNG; a photo stays JPEG or PNG', async () => {
    expect(sniffImageType(Uint8Array.from(GIF_HEAD), 'logo')).toBe('image/gif');
    expect(
      await imageFileProblem(blobOf(GIF_HEAD, 1024, 'image/gif'), undefined, 'logo'),
    ).toBeNull();
    expect(await imageFileProblem(blobOf(PNG_HEAD, 1024), undefined, 'logo')).toBeNull();
    expect(await imageFileProblem(blobOf(GIF_HEAD, 1024, 'image/gif'))).toBe(
      messages.uploads.imageType,
    );
  });

  it("says 'Please select an image file.' for no image and 'Please select a valid image file.' for an image it cannot take", async () => {
    const text = new Blob(['minutes of the meeting'], { type: 'text/plain' });
    expect(await imageFileProblem(text, undefined, 'logo')).toBe('Please select an image file.');
    const webp = new Blob(['RIFF....WEBPVP8 '], { type: 'image/webp' });
    expect(await imageFileProblem(webp, undefined, 'logo')).toBe(
      'Please select a valid image file.',
    );
  });
});

describe('imageFileProblem', () => {
  it('accepts a JPEG or PNG up to 8 MB, whatever type the browser guessed', async () => {
    expect(await imageFileProblem(blobOf(PNG_HEAD, 1024, 'image/png'))).toBeNull();
    expect(await imageFileProblem(blobOf(JPEG_HEAD, IMAGE_MAX_BYTES, 'text/plain'))).toBeNull();
  });

  it("refuses anything else with the brief's type message, even named like an image", async () => {
    const text = new Blob(['not really a picture'], { type: 'image/png' });
    expect(await imageFileProblem(text)).toBe(messages.uploads.imageType);
  });

  it("refuses an image over 8 MB with the brief's size message", async () => {
    expect(await imageFileProblem(blobOf(PNG_HEAD, IMAGE_MAX_BYTES + 1))).toBe(
      "Your image's file size is too large (max 8 MB)",
    );
  });
});
