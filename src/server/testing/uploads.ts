/**
 * Upload helpers for integration tests: small real images, and `uploadFile()` posting
 * one to `POST /api/uploads` the way the UI does (a `kind` field, then the `file`).
 */
import type { FastifyInstance } from 'fastify';

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1×1 JPEG. */
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export const MULTIPART_BOUNDARY = '----shortlist-test-boundary';

export interface MultipartField {
  name: string;
  value: string;
}

export interface MultipartFile {
  name: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The head of each part, in order; a file part's bytes follow its head. */
export function multipartBody(parts: readonly (MultipartField | MultipartFile)[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
    );
    chunks.push('bytes' in part ? Buffer.from(part.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;

export interface UploadRequest {
  token?: string;
  kind?: string;
  bytes?: Uint8Array;
  filename?: string;
  contentType?: string;
}

/** Posts one file to `/api/uploads`; resolves to the status and the JSON answer. */
export async function uploadFile(
  app: FastifyInstance,
  request: UploadRequest = {},
): Promise<{ status: number; body: { id?: string; url?: string; error?: string } }> {
  const parts: (MultipartField | MultipartFile)[] = [];
  if (request.kind !== undefined) parts.push({ name: 'kind', value: request.kind });
  parts.push({
    name: 'file',
    filename: request.filename ?? 'photo.png',
    contentType: request.contentType ?? 'image/png',
    bytes: request.bytes ?? PNG_BYTES,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      'content-type': MULTIPART_CONTENT_TYPE,
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    payload: multipartBody(parts),
  });
  return { status: response.statusCode, body: response.json() };
}
