import { messages } from '../../../shared/messages';

/** What `POST /api/uploads` stores: a photo, a logo, a CV or a supporting document. */
export type UploadKind =
  'avatar' | 'logo' | 'resume' | 'document' | 'thumbnail' | 'case-study-media';

export interface UploadedFile {
  /** What the profile mutations take (`avatar: ID!`, `logo: ID!`). */
  id: string;
  /** Relative to the API origin: `/files/3fa1….png`. */
  url: string;
}

export type UploadResult = { ok: true; file: UploadedFile } | { ok: false; error: string };

export interface UploadRequest {
  apiUrl: string;
  token: string | null;
  kind: UploadKind;
  file: Blob;
  fileName: string;
  signal?: AbortSignal;
  /** Injected by tests. */
  fetch?: typeof fetch;
}

function isUploadedFile(body: unknown): body is UploadedFile {
  if (typeof body !== 'object' || body === null) return false;
  const { id, url } = body as Record<string, unknown>;
  return (typeof id === 'string' || typeof id === 'number') && typeof url === 'string';
}

function errorOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error } = body as Record<string, unknown>;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

/**
 * Sends one file to `POST /api/uploads` with the session's bearer token. Failures come
 * back as values with the server's message (`{ error }`: the brief's type and size texts),
 * or 'Something went wrong!' when there is none; an abort rejects as fetch does.
 */
export async function uploadFile(request: UploadRequest): Promise<UploadResult> {
  const form = new FormData();
  // The kind goes first: the server decides the rules for the file before its bytes arrive.
  form.append('kind', request.kind);
  form.append('file', request.file, request.fileName);
  const send = request.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(`${request.apiUrl.replace(/\/+$/, '')}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { ok: false, error: messages.common.somethingWentWrong };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isUploadedFile(body)) {
    return { ok: true, file: { id: String(body.id), url: body.url } };
  }
  return { ok: false, error: errorOf(body) ?? messages.common.somethingWentWrong };
}
