/**
 * `GET /files/:storedName`: serves an uploaded file (docs/security.md G7). Only names the
 * `files` table records are served, with the type sniffed at upload, `nosniff` (set for
 * every response by security-headers.ts), and a sandboxing CSP in case a browser opens one
 * directly.
 *
 * Public kinds (photos, logos) need no token: `<img src>` cannot send one, a stored name is
 * 128 random bits, and they are shown on public profiles anyway. They go `inline` with a
 * safe name and a one-year cache, since stored names are never reused.
 *
 * Private kinds (CVs, supporting documents) are served only with a valid signed link
 * (`?expires=…&signature=…`, file-links.ts), which the API mints for a caller allowed to see
 * them and which lives a few minutes: unsigned, expired, altered or another file's links are
 * refused (403). They go as an `attachment`, `private, no-store`, so no shared cache or
 * browser cache keeps a candidate's CV.
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '../../../shared/messages';
import { isStoredName } from '../../platform/files/file-store';
import { sendNotFound } from '../../platform/http/errors';
import type { FileLinks } from './file-links';
import { FILES_PATH, type FileService } from './file-service';
import { isPrivateKind } from './rules';

const ONE_YEAR_SECONDS = 31_536_000;

export function registerFiles(
  app: FastifyInstance,
  fileService: FileService,
  fileLinks: FileLinks,
): void {
  app.get<{ Params: { storedName: string }; Querystring: Record<string, unknown> }>(
    `${FILES_PATH}/:storedName`,
    async (request, reply) => {
      const { storedName } = request.params;
      // The pattern check keeps traversal attempts (`..%2f…`) away from the database and the disk.
      if (!isStoredName(storedName)) return sendNotFound(reply);
      const row = await fileService.findByStoredName(storedName);
      if (!row) return sendNotFound(reply);
      const isPrivate = isPrivateKind(row.kind);
      if (isPrivate) {
        const { expires, signature } = request.query;
        const link = await fileLinks.check(storedName, expires, signature);
        if (link !== 'valid') {
          return reply
            .status(403)
            .header('cache-control', 'private, no-store')
            .send({ message: messages.uploads.linkExpired });
        }
      }
      const content = await fileService.open(row);
      if (!content) return sendNotFound(reply);
      reply
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          contentDisposition(row.originalName, storedName, isPrivate ? 'attachment' : 'inline'),
        );
      if (isPrivate) {
        reply.header('cache-control', 'private, no-store');
      } else {
        const etag = `"${storedName}"`;
        reply
          .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
          .header('etag', etag);
        if (request.headers['if-none-match'] === etag) {
          content.stream.destroy();
          return reply.status(304).send();
        }
      }
      return reply
        .type(row.contentType)
        .header('content-length', String(content.size))
        .send(content.stream);
    },
  );
}

/**
 * `inline` or `attachment` with the uploader's name, its extension replaced by the stored
 * one (the real type), as an ASCII fallback plus the RFC 5987 UTF-8 form; quotes, slashes
 * and control characters never reach the header.
 */
export function contentDisposition(
  originalName: string,
  storedName: string,
  disposition: 'inline' | 'attachment' = 'inline',
): string {
  const extension = storedName.slice(storedName.lastIndexOf('.'));
  const base = originalName.replace(/\.[^.]*$/, '').trim() || 'file';
  const name = `${base}${extension}`;
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeRFC5987(name)}`;
}

function encodeRFC5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
