/**
 * `POST /api/uploads` (multipart/form-data: a `kind` field, then a `file` field; bearer
 * token required) → 201 `{ id, url }`. The rules per kind (types by content, size) are
 * in services/files/rules.ts; refusals are `{ error: message }` with 400, 401, 413 or 415.
 *
 * The token is checked before any of the body is read, and the file is streamed to the
 * store with its size counted on the way, so an anonymous or oversized upload never
 * costs more than the bytes already in flight (docs/security.md G7; see docs/uploads.md).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../../../shared/messages';
import { type AuthService, readCredential } from '../identity';
import { UploadRejectedError, type FileService, type UploadInput } from './file-service';
import { isUserUploadKind, LARGEST_UPLOAD_BYTES } from './rules';

export const UPLOADS_PATH = '/api/uploads';

export interface UploadRoutesOptions {
  auth: AuthService;
  files: FileService;
}

/**
 * Multipart parsing is registered in its own scope, for this route alone: `/graphql`
 * keeps refusing multipart bodies (no GraphQL uploads, docs/security.md G1).
 */
export async function registerUploads(
  app: FastifyInstance,
  options: UploadRoutesOptions,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // Our own counter enforces each kind's limit; the parser's ceiling sits one byte
      // above the largest, so the counter always sees an oversized file first.
      limits: {
        fileSize: LARGEST_UPLOAD_BYTES + 1,
        files: 1,
        fields: 4,
        fieldSize: 1_024,
        parts: 5,
        headerPairs: 50,
      },
    });

    scope.post(UPLOADS_PATH, async (request, reply) => {
      const credential = readCredential(request.headers.authorization);
      const session = credential.presented
        ? await options.auth.authenticate(credential.token)
        : null;
      if (!session) return refuse(reply, 401, messages.auth.unauthenticated);
      if (!request.isMultipart()) return refuse(reply, 400, messages.uploads.fileMissing);

      // Parts in the order sent: `kind` must come before the file (as FormData and antd's
      // Upload send it), since the rules have to be known before the first byte is stored.
      let kind: unknown;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'kind') kind ??= part.value;
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.destroy();
          return refuse(reply, 400, messages.uploads.fileMissing);
        }
        if (!isUserUploadKind(kind)) {
          part.file.destroy();
          return refuse(reply, 400, messages.uploads.unknownKind);
        }
        return storeUpload(reply, options.files, {
          ownerId: session.userId,
          ownerStatus: session.user.status,
          kind,
          originalName: part.filename,
          content: part.file,
        });
      }
      return refuse(reply, 400, messages.uploads.fileMissing);
    });
  });
}

async function storeUpload(
  reply: FastifyReply,
  fileService: FileService,
  input: UploadInput,
): Promise<FastifyReply> {
  try {
    const uploaded = await fileService.upload(input);
    return reply.status(201).send({ id: String(uploaded.id), url: uploaded.url });
  } catch (error) {
    if (error instanceof UploadRejectedError) return refuse(reply, error.status, error.message);
    throw error;
  }
}

/**
 * A refusal may come while the client is still sending: `connection: close` ends the
 * exchange after the answer instead of reading the rest of an unwanted body.
 */
function refuse(reply: FastifyReply, status: number, error: string): FastifyReply {
  if (!reply.request.raw.readableEnded) reply.header('connection', 'close');
  return reply.status(status).send({ error });
}
