/**
 * Fetches one invoice PDF with the bearer token. The token goes to exactly the URL given (already
 * checked against the API origin): redirects are errors, never followed, so a 30x cannot carry
 * the `Authorization` header anywhere else. The body is read as a stream and given up on as soon
 * as it is not a PDF or passes the size cap, and the whole exchange has one timeout.
 */
import type { Result, SaveInvoiceError } from '../../shared/bridge';
import { errorName, type Logger } from '../logger';

export const PDF_MAGIC = new TextEncoder().encode('%PDF-');
/** Generous for an invoice (a page or two); the cap only stops a runaway response. */
export const DEFAULT_MAX_INVOICE_BYTES = 20 * 1024 * 1024;
export const DEFAULT_INVOICE_TIMEOUT_MS = 30_000;

export type Fetch = typeof globalThis.fetch;

export interface DownloadedPdf {
  bytes: Uint8Array;
  contentDisposition: string | null;
}

export type DownloadError = Extract<
  SaveInvoiceError,
  'unauthorized' | 'not-pdf' | 'download-failed'
>;

export async function downloadPdf(options: {
  fetch: Fetch;
  url: string;
  token: string;
  timeoutMs: number;
  maxBytes: number;
  log: Logger;
}): Promise<Result<DownloadedPdf, DownloadError>> {
  const { log, maxBytes } = options;
  const fail = (error: DownloadError, details: Record<string, unknown>) => {
    // Details are status codes, sizes and error class names: never the URL or the token.
    log.warn('The invoice could not be downloaded', { error, ...details });
    return { ok: false as const, error };
  };

  let response: Response;
  try {
    response = await options.fetch(options.url, {
      method: 'GET',
      headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/pdf' },
      redirect: 'error',
      credentials: 'omit',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    return fail('download-failed', { reason: 'network', cause: errorName(error) });
  }

  if (!response.ok) {
    await discard(response);
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
  if (response.body === null) return fail('not-pdf', { reason: 'empty' });

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let magicSeen = false;
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
      if (!magicSeen) {
        const head = concat(chunks, Math.min(received, PDF_MAGIC.length));
        if (!startsWith(head, PDF_MAGIC.subarray(0, head.length))) {
          await reader.cancel().catch(() => {});
          return fail('not-pdf', { contentType: response.headers.get('content-type') });
        }
        magicSeen = head.length === PDF_MAGIC.length;
      }
    }
  } catch (error) {
    // A timeout or a dropped connection mid-body.
    return fail('download-failed', { reason: 'body', cause: errorName(error), received });
  }

  const bytes = concat(chunks, received);
  if (!startsWith(bytes, PDF_MAGIC)) {
    return fail('not-pdf', { contentType: response.headers.get('content-type'), received });
  }
  return {
    ok: true,
    value: { bytes, contentDisposition: response.headers.get('content-disposition') },
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

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((byte, index) => bytes[index] === byte);
}
