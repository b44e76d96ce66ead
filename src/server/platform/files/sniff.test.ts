import { describe, expect, it } from 'vitest';
import { docxBytes, zipBytes } from '../../testing/documents';
import { JPEG_BYTES, PNG_BYTES } from '../../testing/uploads';
import { SNIFF_BYTES, sniffContentType } from './sniff';

describe('sniffing a type from the content', () => {
  it.each([
    ['a PNG', PNG_BYTES, 'image/png', 'png'],
    ['a JPEG', JPEG_BYTES, 'image/jpeg', 'jpg'],
    ['a GIF89a', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif', 'gif'],
    ['a GIF87a', Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'), 'image/gif', 'gif'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ', 'latin1'), 'application/pdf', 'pdf'],
    [
      'a Word 97 document',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'application/msword',
      'doc',
    ],
    [
      'a Word 2007+ document',
      docxBytes(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    [
      'a Word package starting with its relationships',
      zipBytes([['_rels/.rels', '<Relationships/>']]),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
  ])('recognises %s', (_name, bytes, contentType, extension) => {
    expect(sniffContentType(bytes)).toEqual({ contentType, extension });
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', PNG_BYTES.subarray(0, 5)],
    ['a PNG signature not at the start', Buffer.concat([Buffer.from(' '), PNG_BYTES])],
    ['a plain ZIP archive', zipBytes([['payload.exe', 'MZ']])],
    ['a ZIP whose first name is cut short', docxBytes().subarray(0, 40)],
    ['a ZIP entry with no name', zipBytes([['', 'x']])],
    ['a ZIP signature alone', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffContentType(bytes)).toBeNull();
  });

  it('needs no more than the first hundred bytes (a ZIP entry name at most)', () => {
    expect(SNIFF_BYTES).toBe(94);
    const docx = docxBytes();
    expect(sniffContentType(docx.subarray(0, SNIFF_BYTES))?.extension).toBe('docx');
  });
});
