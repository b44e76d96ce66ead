/**
 * `GET /files/:storedName`: serves an uploaded file (docs/security.md G7). Only names the
 * `files` table records are served, with the type sniffed at upload, `nosniff` (set for
 * every response by security-headers.ts), a sandboxing CSP in case a browser opens one
 * directly, and `Content-Disposition: inline` with a safe name. Stored names are random
 * and never reused, so the answer can be cached for a year.
 *
 * No token is asked for: `<img src>` cannot send one, and a stored name is 128 random
 * bits, unguessable. Avatars and logos are shown on public profiles anyway; private
 * kinds (CVs, documents) will need signed links when they arrive.
 */
import type { FastifyInstance } from 'fastify';
import { isStoredName } from '../../platform/files/file-store';
import { FILES_PATH, type FileService } from './file-service';
import { sendNotFound } from '../../platform/http/errors';

const ONE_YEAR_SECONDS = 31_536_000;

export function registerFiles(app: FastifyInstance, fileService: FileService): void {
  app.get<{ Params: { storedName: string } }>(
    `${FILES_PATH}/:storedName`,
    async (request, reply) => {
      const { storedName } = request.params;
      // The pattern check keeps traversal attempts (`..%2f…`) away from the database and the disk.
      if (!isStoredName(storedName)) return sendNotFound(reply);
      const row = await fileService.findByStoredName(storedName);
      const content = row ? await fileService.open(row) : null;
      if (!row || !content) return sendNotFound(reply);

      const etag = `"${storedName}"`;
      reply
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('etag', etag)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', contentDisposition(row.originalName, storedName));
      if (request.headers['if-none-match'] === etag) {
        content.stream.destroy();
        return reply.status(304).send();
      }
      return reply
        .type(row.contentType)
        .header('content-length', String(content.size))
        .send(content.stream);
    },
  );
}

/**
 * `inline` with the uploader's name, its extension replaced by the stored one (the real
 * type), as an ASCII fallback plus the RFC 5987 UTF-8 form; quotes, slashes and control
 * characters never reach the header.
 */
export function contentDisposition(originalName: string, storedName: string): string {
  const extension = storedName.slice(storedName.lastIndexOf('.'));
  const base = originalName.replace(/\.[^.]*$/, '').trim() || 'file';
  const name = `${base}${extension}`;
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeRFC5987(name)}`;
}

function encodeRFC5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
