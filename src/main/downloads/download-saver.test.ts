/**
 * The download saver against real HTTP: a `node:http` server on 127.0.0.1 plays the API (invoice
 * PDFs, signed file links, a 401, a lying content type, a redirect, an endless body, a stall), a
 * second one plays any other origin and records whatever reaches it. Electron's dialog and shell
 * are fakes; the file system is real.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as FsPromises from 'node:fs/promises';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../logger';
import {
  createDownloadSaver,
  DIALOG_TEXTS,
  SAVED_BUTTONS,
  type DownloadSaverDeps,
} from './download-saver';

/**
 * Folders whose writes the kernel refuses: as root (CI runs as root) a folder's mode bits do not
 * stop anything, so a file opened in one of these fails with EACCES as it does for any other user.
 */
const readOnlyFolders = vi.hoisted(() => new Set<string>());
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const { dirname } = await import('node:path');
  const open: typeof fs.open = async (path, ...rest) => {
    if (readOnlyFolders.has(dirname(String(path)))) {
      throw Object.assign(new Error(`EACCES: permission denied, open '${String(path)}'`), {
        code: 'EACCES',
      });
    }
    return fs.open(path, ...rest);
  };
  return { ...fs, open, default: { ...fs, open } };
});

const TOKEN = 'good-token-3f9c1a7e5b';

/** A small but valid one-page PDF (correct xref offsets), with binary bytes in it. */
function minimalPdf(text: string): Buffer {
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const PDF_42 = minimalPdf('Invoice 42');
const PDF_43 = minimalPdf('Invoice 43');
const CV = minimalPdf('Amelia Hart CV');
/** The first bytes of a Word 2007+ package (a ZIP whose first entry is its content types). */
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0]),
  Buffer.alloc(16),
  Buffer.from([19, 0, 0, 0]),
  Buffer.from('[Content_Types].xml<Types/>'),
]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Stored names and a signed link's query, as the API writes them. */
const stored = (label: string, extension: string) =>
  `${label.repeat(32).slice(0, 32)}.${extension}`;
const SIGNED = `?expires=1767225600&signature=${'s'.repeat(43)}`;
const FILES = {
  cv: `/files/${stored('a1', 'pdf')}${SIGNED}`,
  docx: `/files/${stored('b2', 'docx')}${SIGNED}`,
  expired: `/files/${stored('c3', 'pdf')}${SIGNED}`,
  errorPage: `/files/${stored('d4', 'pdf')}${SIGNED}`,
  photo: `/files/${stored('e5', 'png')}`,
  misnamed: `/files/${stored('f6', 'pdf')}${SIGNED}`,
};

interface Recorded {
  path: string;
  authorization: string | undefined;
}

/** Starts a server on 127.0.0.1, port 0; records every request it gets. */
async function startServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ server: Server; origin: string; port: number; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', authorization: request.headers.authorization });
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, port, requests };
}

let api: Awaited<ReturnType<typeof startServer>>;
let elsewhere: Awaited<ReturnType<typeof startServer>>;
/** Set by the endless route when the client hangs up, to show the cap stopped the read. */
let endlessBytesSent = 0;
let endlessClosed: Promise<void>;

/** Stored files: no token needed (a signed link is its own permission). */
function fileRoutes(request: IncomingMessage, response: ServerResponse): boolean {
  const send = (bytes: Buffer, type: string, disposition?: string) => {
    response.writeHead(200, {
      'content-type': type,
      ...(disposition && { 'content-disposition': disposition }),
    });
    response.end(bytes);
  };
  switch (request.url) {
    case FILES.cv:
      send(CV, 'application/pdf', `attachment; filename="Amelia Hart CV.pdf"`);
      return true;
    case FILES.docx:
      send(
        DOCX,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        `attachment; filename="Portfolio.docx"`,
      );
      return true;
    case FILES.expired:
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end('{"message":"This download link has expired."}');
      return true;
    case FILES.errorPage:
      send(Buffer.from('<!doctype html><p>Something went wrong</p>'), 'application/pdf');
      return true;
    case FILES.photo:
      send(PNG, 'image/png', 'inline; filename="me.png"');
      return true;
    case FILES.misnamed:
      send(CV, 'application/pdf', 'attachment; filename="cv.exe"');
      return true;
    default:
      return false;
  }
}

function apiRoutes(request: IncomingMessage, response: ServerResponse): void {
  if (fileRoutes(request, response)) return;
  if (request.headers.authorization !== `Bearer ${TOKEN}`) {
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end('{"message":"Unauthenticated."}');
    return;
  }
  switch (request.url) {
    case '/api/user/7/invoice/42':
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="INV-0042 March.pdf"',
      });
      response.end(PDF_42);
      return;
    case '/api/user/7/invoice/43':
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(PDF_43);
      return;
    case '/api/user/7/invoice/44':
      // A hostile name from the server: only its last segment survives, as a .pdf.
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="../../.bashrc"',
      });
      response.end(PDF_42);
      return;
    case '/api/user/7/invoice/403':
      response.writeHead(403);
      response.end('Forbidden');
      return;
    case '/api/user/7/invoice/500':
      response.writeHead(500);
      response.end('Internal');
      return;
    case '/api/user/7/invoice/200':
      // A login page (or a proxy's error page) claiming to be a PDF.
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('<!doctype html><html><body>Please sign in</body></html>');
      return;
    case '/api/user/7/invoice/201':
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('%PD');
      return;
    case '/api/user/7/invoice/302':
      response.writeHead(302, { location: `${elsewhere.origin}/steal` });
      response.end();
      return;
    case '/api/user/7/invoice/413': {
      // A PDF that never ends, sent chunked (no Content-Length): only counting while
      // streaming stops it.
      response.writeHead(200, { 'content-type': 'application/pdf' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      endlessBytesSent = 0;
      endlessClosed = new Promise((resolve) => response.on('close', () => resolve()));
      response.write('%PDF-1.4\n');
      const pump = () => {
        while (!response.destroyed && endlessBytesSent < 1024 ** 3) {
          endlessBytesSent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
      };
      pump();
      return;
    }
    case '/api/user/7/invoice/414':
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(1024 ** 3),
      });
      response.write('%PDF-1.4\n');
      return;
    case '/api/user/7/invoice/408':
      // Headers and the first bytes, then nothing.
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.write('%PDF-1.4\n');
      return;
    default:
      response.writeHead(404);
      response.end('Not found');
  }
}

beforeAll(async () => {
  api = await startServer(apiRoutes);
  elsewhere = await startServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf' });
    response.end(PDF_42);
  });
});
afterAll(async () => {
  for (const { server } of [api, elsewhere]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

let downloads: string;
let umask: number;
beforeEach(async () => {
  downloads = await mkdtemp(join(tmpdir(), 'invoices-'));
  api.requests.length = 0;
  elsewhere.requests.length = 0;
  umask = process.umask(0o022);
});
afterEach(async () => {
  process.umask(umask);
  await rm(downloads, { recursive: true, force: true });
});

/** Electron's dialog and shell as fakes; the save dialog accepts its default unless told. */
function setUp(overrides: Partial<DownloadSaverDeps> = {}) {
  const log = createMemoryLogger();
  const fakes = {
    apiOrigin: vi.fn(async () => api.origin),
    getToken: vi.fn(async (): Promise<string | null> => TOKEN),
    fetch: vi.fn(globalThis.fetch),
    showSaveDialog: vi.fn(async (options: { defaultPath: string }) => ({
      canceled: false,
      filePath: options.defaultPath,
    })),
    downloadsPath: () => downloads,
    showMessageBox: vi.fn(async () => ({ response: 2 })),
    openPath: vi.fn(async (_path: string) => ''),
    showItemInFolder: vi.fn((_path: string) => {}),
    log,
    timeoutMs: 2_000,
  } satisfies DownloadSaverDeps;
  // Every override in this file is a vi.fn() too, so the fakes' type still holds.
  const deps = { ...fakes, ...overrides } as typeof fakes;
  return { saver: createDownloadSaver(deps), deps, log };
}

const invoiceUrl = (id: number | string) => `${api.origin}/api/user/7/invoice/${id}`;

describe('createDownloadSaver: a stored file from its link', () => {
  const fileUrl = (path: string) => `${api.origin}${path}`;

  it('saves a CV from its signed link, sending no token, named as the server offers', async () => {
    const { saver, deps } = setUp({ showMessageBox: vi.fn(async () => ({ response: 1 })) });
    const path = join(downloads, 'Amelia Hart CV.pdf');
    expect(await saver.save(fileUrl(FILES.cv))).toEqual({ ok: true, value: { path } });
    expect(api.requests).toEqual([{ path: FILES.cv, authorization: undefined }]);
    expect(deps.getToken).not.toHaveBeenCalled();
    expect(deps.showSaveDialog).toHaveBeenCalledWith({
      title: DIALOG_TEXTS.file.title,
      defaultPath: path,
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
    });
    expect(Buffer.compare(await readFile(path), CV)).toBe(0);
    expect((await stat(path)).mode & 0o777).toBe(0o644);
    expect(deps.showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({ message: DIALOG_TEXTS.file.saved, detail: path }),
    );
    expect(deps.showItemInFolder).toHaveBeenCalledWith(path);
  });

  it('saves a Word document as .docx and a photo as .png, each with its filter', async () => {
    const { saver, deps } = setUp();
    expect(await saver.save(fileUrl(FILES.docx))).toEqual({
      ok: true,
      value: { path: join(downloads, 'Portfolio.docx') },
    });
    expect(deps.showSaveDialog.mock.calls[0]![0]).toMatchObject({
      filters: [{ name: 'Word document', extensions: ['docx'] }],
    });
    expect(Buffer.compare(await readFile(join(downloads, 'Portfolio.docx')), DOCX)).toBe(0);
    expect(await saver.save(fileUrl(FILES.photo))).toEqual({
      ok: true,
      value: { path: join(downloads, 'me.png') },
    });
  });

  it('names the file by what its bytes are, not what the server calls it', async () => {
    const { saver } = setUp();
    expect(await saver.save(fileUrl(FILES.misnamed))).toEqual({
      ok: true,
      value: { path: join(downloads, 'cv.exe.pdf') },
    });
  });

  it('reports an expired link as unauthorized and an error page as wrong-type, asking nothing', async () => {
    const { saver, deps } = setUp();
    expect(await saver.save(fileUrl(FILES.expired))).toEqual({ ok: false, error: 'unauthorized' });
    expect(await saver.save(fileUrl(FILES.errorPage))).toEqual({ ok: false, error: 'wrong-type' });
    expect(deps.showSaveDialog).not.toHaveBeenCalled();
    expect(await readdir(downloads)).toEqual([]);
  });
});

describe('createDownloadSaver: a PDF from the API', () => {
  it('downloads with the bearer token, suggests Downloads and the server’s name, writes the exact bytes', async () => {
    const { saver, deps } = setUp();
    const result = await saver.save(invoiceUrl(42));

    const path = join(downloads, 'INV-0042 March.pdf');
    expect(result).toEqual({ ok: true, value: { path } });
    expect(api.requests).toEqual([
      { path: '/api/user/7/invoice/42', authorization: `Bearer ${TOKEN}` },
    ]);
    expect(deps.showSaveDialog).toHaveBeenCalledWith({
      title: 'Save invoice',
      defaultPath: path,
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
    });
    expect(Buffer.compare(await readFile(path), PDF_42)).toBe(0);
    // A user document, like any download; and no temporary file left beside it.
    expect((await stat(path)).mode & 0o777).toBe(0o644);
    expect(await readdir(downloads)).toEqual(['INV-0042 March.pdf']);
  });

  it('names the file Shortlist-invoice-{id}.pdf when the server offers no name', async () => {
    const { saver, deps } = setUp();
    const path = join(downloads, 'Shortlist-invoice-43.pdf');
    expect(await saver.save(invoiceUrl(43))).toEqual({ ok: true, value: { path } });
    expect(deps.showSaveDialog.mock.calls[0]![0].defaultPath).toBe(path);
    expect(Buffer.compare(await readFile(path), PDF_43)).toBe(0);
  });

  it('keeps a hostile server-offered name inside Downloads', async () => {
    const { saver, deps } = setUp();
    await saver.save(invoiceUrl(44));
    expect(deps.showSaveDialog.mock.calls[0]![0].defaultPath).toBe(join(downloads, 'bashrc.pdf'));
  });

  it('saves where the user chose, replacing an existing file atomically (a new file renamed over it)', async () => {
    const folder = join(downloads, 'Accounts');
    await mkdir(folder);
    const path = join(folder, 'march.pdf');
    await writeFile(path, 'old invoice');
    const before = await stat(path);
    const { saver } = setUp({
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: path })),
    });

    expect(await saver.save(invoiceUrl(43))).toEqual({ ok: true, value: { path } });
    expect(Buffer.compare(await readFile(path), PDF_43)).toBe(0);
    expect((await stat(path)).ino).not.toBe(before.ino);
    expect(await readdir(folder)).toEqual(['march.pdf']);
  });
});

describe('createDownloadSaver: after saving', () => {
  it('offers Open, Show in folder and Close; Close does nothing more', async () => {
    const { saver, deps } = setUp();
    const result = await saver.save(invoiceUrl(43));
    expect(result.ok).toBe(true);
    expect(deps.showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({
        message: DIALOG_TEXTS.invoice.saved,
        detail: join(downloads, 'Shortlist-invoice-43.pdf'),
        buttons: [...SAVED_BUTTONS],
        cancelId: 2,
      }),
    );
    expect(deps.openPath).not.toHaveBeenCalled();
    expect(deps.showItemInFolder).not.toHaveBeenCalled();
  });

  it('Open opens the saved file', async () => {
    const { saver, deps } = setUp({ showMessageBox: vi.fn(async () => ({ response: 0 })) });
    await saver.save(invoiceUrl(43));
    expect(deps.openPath).toHaveBeenCalledWith(join(downloads, 'Shortlist-invoice-43.pdf'));
  });

  it('Show in folder shows the saved file', async () => {
    const { saver, deps } = setUp({ showMessageBox: vi.fn(async () => ({ response: 1 })) });
    await saver.save(invoiceUrl(43));
    expect(deps.showItemInFolder).toHaveBeenCalledWith(join(downloads, 'Shortlist-invoice-43.pdf'));
  });

  it('a failing openPath (an error message or a throw) or message box still reports the file saved', async () => {
    const path = join(downloads, 'Shortlist-invoice-43.pdf');
    const open = { showMessageBox: vi.fn(async () => ({ response: 0 })) };
    for (const overrides of [
      { ...open, openPath: vi.fn(async () => 'No application is associated with this file') },
      {
        ...open,
        openPath: vi.fn(async (): Promise<string> => {
          throw new Error('boom');
        }),
      },
      { showMessageBox: vi.fn(async () => Promise.reject(new Error('no window'))) },
      {
        showMessageBox: vi.fn(async () => ({ response: 1 })),
        showItemInFolder: vi.fn(() => {
          throw new Error('boom');
        }),
      },
    ]) {
      const { saver, log } = setUp(overrides);
      expect(await saver.save(invoiceUrl(43))).toEqual({ ok: true, value: { path } });
      expect(log.entries.some((entry) => entry.level === 'warn')).toBe(true);
    }
  });
});

describe('createDownloadSaver: the API refuses or misbehaves', () => {
  it.each([
    ['a 401 (a stale token)', 'stale-token', 43, 'unauthorized'],
    ['a 403', TOKEN, 403, 'unauthorized'],
    ['a 500', TOKEN, 500, 'download-failed'],
    ['a 404', TOKEN, 999, 'download-failed'],
    ['HTML sent as application/pdf', TOKEN, 200, 'wrong-type'],
    ['a body shorter than the PDF signature', TOKEN, 201, 'wrong-type'],
  ] as const)('%s → %s, without asking where to save', async (_name, token, id, error) => {
    const { saver, deps } = setUp({ getToken: vi.fn(async () => token) });
    expect(await saver.save(invoiceUrl(id))).toEqual({ ok: false, error });
    expect(deps.showSaveDialog).not.toHaveBeenCalled();
    expect(await readdir(downloads)).toEqual([]);
  });

  it('does not follow a redirect, so the token never reaches the other origin', async () => {
    const { saver } = setUp();
    expect(await saver.save(invoiceUrl(302))).toEqual({ ok: false, error: 'download-failed' });
    expect(api.requests).toHaveLength(1);
    expect(elsewhere.requests).toEqual([]);
  });

  it('stops reading an endless body at the size cap, while it streams', async () => {
    const { saver } = setUp({ maxBytes: 256 * 1024 });
    expect(await saver.save(invoiceUrl(413))).toEqual({ ok: false, error: 'download-failed' });
    // The server was still sending when the client hung up: nowhere near the 1 GB it would send.
    await endlessClosed;
    expect(endlessBytesSent).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    const { saver, log } = setUp({ maxBytes: 256 * 1024 });
    expect(await saver.save(invoiceUrl(414))).toEqual({ ok: false, error: 'download-failed' });
    expect(log.entries.at(-1)?.details).toMatchObject({ reason: 'too-large' });
  });

  it('gives up on a stalled download after the timeout', async () => {
    const { saver, log } = setUp({ timeoutMs: 300 });
    // Without the timeout the save would wait for ever (and the test's own time limit fail it).
    expect(await saver.save(invoiceUrl(408))).toEqual({ ok: false, error: 'download-failed' });
    expect(log.entries.at(-1)?.details).toMatchObject({ reason: 'body', cause: 'TimeoutError' });
  });

  it('reports an API that is not listening as download-failed', async () => {
    const closed = await startServer(() => {});
    await new Promise((resolve) => closed.server.close(resolve));
    const { saver } = setUp({ apiOrigin: vi.fn(async () => closed.origin) });
    expect(await saver.save(`${closed.origin}/api/user/7/invoice/42`)).toEqual({
      ok: false,
      error: 'download-failed',
    });
  });

  it('reports an embedded API that failed to start as download-failed', async () => {
    const { saver, deps } = setUp({
      apiOrigin: vi.fn(async () => Promise.reject(new Error('The local server could not start'))),
    });
    expect(await saver.save(invoiceUrl(42))).toEqual({ ok: false, error: 'download-failed' });
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('is unauthorized without sending anything when signed out', async () => {
    for (const getToken of [
      vi.fn(async () => null),
      vi.fn(async () => ''),
      vi.fn(async (): Promise<string | null> => Promise.reject(new Error('keychain gone'))),
    ]) {
      const { saver } = setUp({ getToken });
      expect(await saver.save(invoiceUrl(42))).toEqual({ ok: false, error: 'unauthorized' });
    }
    expect(api.requests).toEqual([]);
  });
});

describe('createDownloadSaver: hostile URLs', () => {
  const hostile = (): [string, string][] => [
    ['another origin', `${elsewhere.origin}/api/user/7/invoice/42`],
    ['another port on the API host', `http://127.0.0.1:${elsewhere.port}/api/user/7/invoice/42`],
    ['the API port under another name', `http://localhost:${api.port}/api/user/7/invoice/42`],
    ['the API host as a number', `http://2130706433:${api.port}/api/user/7/invoice/42`],
    ['a suffixed host', `http://127.0.0.1.nip.io:${api.port}/api/user/7/invoice/42`],
    [
      'userinfo hiding another host',
      `http://127.0.0.1:${api.port}@localhost:${elsewhere.port}/api/user/7/invoice/42`,
    ],
    ['userinfo on the API host', `http://user:pw@127.0.0.1:${api.port}/api/user/7/invoice/42`],
    ['https on the API port', `https://127.0.0.1:${api.port}/api/user/7/invoice/42`],
    ['file:', 'file:///api/user/7/invoice/42'],
    ['javascript:', 'javascript:fetch("/api/user/7/invoice/42")'],
    ['path traversal', `${api.origin}/api/user/1/invoice/../../x`],
    ['traversal into another invoice', `${api.origin}/api/user/1/invoice/9/../42`],
    ['encoded slashes', `${api.origin}/api/user/7%2Finvoice%2F42`],
    ['another API route', `${api.origin}/graphql`],
    ['a query', `${api.origin}/api/user/7/invoice/42?redirect=${elsewhere.origin}`],
    ['a file link on another origin', `${elsewhere.origin}${FILES.cv}`],
    ['a file link with more in its query', `${api.origin}${FILES.cv}&next=${elsewhere.origin}`],
    ['a file name that is not a stored one', `${api.origin}/files/cv.pdf`],
    ['another API path', `${api.origin}/api/uploads`],
  ];

  it('refuses each as forbidden-host: no request anywhere, no token sent, no dialog', async () => {
    for (const [name, url] of hostile()) {
      const { saver, deps } = setUp();
      expect({ name, result: await saver.save(url) }).toEqual({
        name,
        result: { ok: false, error: 'forbidden-host' },
      });
      expect(deps.getToken).not.toHaveBeenCalled();
      expect(deps.fetch).not.toHaveBeenCalled();
      expect(deps.showSaveDialog).not.toHaveBeenCalled();
    }
    expect(api.requests).toEqual([]);
    expect(elsewhere.requests).toEqual([]);
  });

  it('never logs the token or the URL', async () => {
    const { saver, log } = setUp({ showMessageBox: vi.fn(async () => ({ response: 0 })) });
    for (const [, url] of hostile()) await saver.save(url);
    for (const id of [42, 403, 200, 302, 414]) await saver.save(invoiceUrl(id));
    const logged = JSON.stringify(log.entries);
    expect(log.entries.length).toBeGreaterThan(10);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('/api/user/');
    expect(logged).not.toContain(elsewhere.origin);
  });
});

describe('createDownloadSaver: the save dialog and the disk', () => {
  it('is cancelled when the user cancels the dialog, and writes nothing', async () => {
    for (const answer of [
      { canceled: true, filePath: '' },
      { canceled: true },
      { canceled: false, filePath: '' },
    ]) {
      const { saver } = setUp({ showSaveDialog: vi.fn(async () => answer) });
      expect(await saver.save(invoiceUrl(42))).toEqual({ ok: false, error: 'cancelled' });
    }
    expect(await readdir(downloads)).toEqual([]);
  });

  it('reports write-failed when the folder cannot be written, leaving nothing behind', async () => {
    // A regular file where a folder should be: fails even for root.
    const blocker = join(downloads, 'not-a-folder');
    await writeFile(blocker, '');
    const { saver, deps } = setUp({
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: join(blocker, 'x.pdf') })),
    });
    expect(await saver.save(invoiceUrl(42))).toEqual({ ok: false, error: 'write-failed' });
    expect(deps.showMessageBox).not.toHaveBeenCalled();
    expect(await readdir(downloads)).toEqual(['not-a-folder']);
  });

  it('reports write-failed for a read-only folder', async () => {
    const folder = join(downloads, 'read-only');
    await mkdir(folder);
    await chmod(folder, 0o500);
    readOnlyFolders.add(folder);
    try {
      const { saver, log } = setUp({
        showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: join(folder, 'x.pdf') })),
      });
      expect(await saver.save(invoiceUrl(42))).toEqual({ ok: false, error: 'write-failed' });
      expect(log.entries.at(-1)?.details).toMatchObject({ code: 'EACCES' });
      expect(await readdir(folder)).toEqual([]);
    } finally {
      readOnlyFolders.delete(folder);
      await chmod(folder, 0o700);
    }
  });
});
