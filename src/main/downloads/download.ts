/**
 * Fetches one file from the API. A bearer token, when given (invoices), goes to exactly the URL
 * given (already checked against the API origin); a stored file's link needs none (its
 * signature is its permission). Redirects are errors, never followed, so a 30x cannot carry
 * the `Authorization` header or the user anywhere else. The body is read as a stream and given
 * up on as soon as it is not one of the expected types or passes the size cap, and the whole
 * exchange has one timeout.
 */
import type { Result, SaveDownloadError } from '../../shared/bridge';
import { errorName, type Logger } from '../logger';
import { MAGIC_BYTES, matchType, type FileType } from './file-types';

/** Generous for an invoice or a CV (8 MB at most); the cap only stops a runaway response. */
export const DEFAULT_MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
export const DEFAULT_DOWNLOAD_TIMEOUT_MS = 30_000;

export type Fetch = typeof globalThis.fetch;

export interface DownloadedFile {
  bytes: Uint8Array;
  type: FileType;
  contentDisposition: string | null;
}

export type DownloadError = Extract<
  SaveDownloadError,
  'unauthorized' | 'wrong-type' | 'download-failed'
>;

export async function downloadFile(options: {
  fetch: Fetch;
  url: string;
  /** Sent as `Authorization: Bearer …` when not null. */
  token: string | null;
  /** What the answer may be, known by its first bytes. */
  types: readonly FileType[];
  timeoutMs: number;
  maxBytes: number;
  log: Logger;
}): Promise<Result<DownloadedFile, DownloadError>> {
  const { log, maxBytes, types } = options;
  const fail = (error: DownloadError, details: Record<string, unknown>) => {
    // Details are status codes, sizes and error class names: never the URL or the token.
    log.warn('The file could not be downloaded', { error, ...details });
    return { ok: false as const, error };
  };

  let response: Response;
  try {
    response = await options.fetch(options.url, {
      method: 'GET',
      headers: options.token === null ? {} : { Authorization: `Bearer ${options.token}` },
      redirect: 'error',
      credentials: 'omit',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    return fail('download-failed', { reason: 'network', cause: errorName(error) });
  }

  if (!response.ok) {
    await discard(response);
    // 403 is also an expired or altered file link.
    if (response.status === 401 || response.status === 403) {
      return fail('unauthorized', { status: response.status });
    }
    return fail('download-failed', { status: response.status });
  }

  const declaredLength = Number(response.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
    await discard(response);
    return fail('download-failed', { reason: 'too-large', declaredLength });
  }
  if (response.body === null) return fail('wrong-type', { reason: 'empty' });

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let type: FileType | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => {});
        return fail('download-failed', { reason: 'too-large', received });
      }
      chunks.push(value);
      // Checked as soon as the first bytes are in, so an HTML page is not read to the end.
      if (type === null) {
        const match = matchType(concat(chunks, Math.min(received, MAGIC_BYTES)), types);
        if (match.state === 'no') {
          await reader.cancel().catch(() => {});
          return fail('wrong-type', { contentType: response.headers.get('content-type') });
        }
        if (match.state === 'matched') type = match.type;
      }
    }
  } catch (error) {
    // A timeout or a dropped connection mid-body.
    return fail('download-failed', { reason: 'body', cause: errorName(error), received });
  }

  if (type === null) {
    return fail('wrong-type', { contentType: response.headers.get('content-type'), received });
  }
  return {
    ok: true,
    value: {
      bytes: concat(chunks, received),
      type,
      contentDisposition: response.headers.get('content-disposition'),
    },
  };
}

/** Lets the connection go without reading an error page. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => {});
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= length) break;
    const part = chunk.subarray(0, length - offset);
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
