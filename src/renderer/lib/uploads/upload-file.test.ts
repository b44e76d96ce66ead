import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { fileUrl } from './api-origin';
import { uploadFile, type UploadRequest } from './upload-file';

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  ) as unknown as typeof fetch;
}

const request = (send: typeof fetch): UploadRequest => ({
  apiUrl: 'http://127.0.0.1:4310/',
  token: 'secret-token',
  kind: 'logo',
  file: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
  fileName: 'logo.png',
  fetch: send,
});

describe('uploadFile', () => {
  it('posts the kind before the file, with the bearer token, and returns id and url', async () => {
    const send = answer(201, { id: 7, url: '/files/ab.png' });
    const result = await uploadFile(request(send));
    expect(result).toEqual({ ok: true, file: { id: '7', url: '/files/ab.png' } });
    const [url, init] = vi.mocked(send).mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4310/api/uploads');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ authorization: 'Bearer secret-token' });
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['kind', 'file']);
    expect(form.get('kind')).toBe('logo');
    expect((form.get('file') as File).name).toBe('logo.png');
  });

  it("shows the server's reason: the brief's type and size messages", async () => {
    const type = await uploadFile(request(answer(415, { error: messages.uploads.imageType })));
    expect(type).toEqual({ ok: false, error: messages.uploads.imageType });
    const size = await uploadFile(
      request(answer(413, { error: messages.uploads.imageTooLarge(8) })),
    );
    expect(size).toEqual({ ok: false, error: "Your image's file size is too large (max 8 MB)" });
  });

  it("says 'Something went wrong!' when there is no reason to show", async () => {
    for (const send of [
      answer(500, '<html>oops</html>'),
      answer(201, { nothing: true }),
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    ]) {
      expect(await uploadFile(request(send))).toEqual({
        ok: false,
        error: messages.common.somethingWentWrong,
      });
    }
  });

  it('rejects when the caller aborted, so nothing is shown for a form that went away', async () => {
    const controller = new AbortController();
    controller.abort();
    const send = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    await expect(uploadFile({ ...request(send), signal: controller.signal })).rejects.toThrow();
  });
});

describe('fileUrl', () => {
  it("prefixes the API origin to the server's relative paths", () => {
    expect(fileUrl('http://127.0.0.1:4310', '/files/ab.png')).toBe(
      'http://127.0.0.1:4310/files/ab.png',
    );
    expect(fileUrl('http://127.0.0.1:4310/', '/files/ab.png')).toBe(
      'http://127.0.0.1:4310/files/ab.png',
    );
  });

  it('passes absolute http(s) URLs and refuses anything else', () => {
    expect(fileUrl('http://a', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(fileUrl('http://a', '//evil.example/x.png')).toBeNull();
    expect(fileUrl('http://a', 'javascript:alert(1)')).toBeNull();
    expect(fileUrl('http://a', 'files/x.png')).toBeNull();
    expect(fileUrl('http://a', null)).toBeNull();
    expect(fileUrl('http://a', '')).toBeNull();
  });
});
