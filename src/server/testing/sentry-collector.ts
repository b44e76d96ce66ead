/**
 * A stand-in for Sentry's ingest endpoint, for the tests that point SENTRY_DSN at this machine
 * and check what arrives (docs/security.md G16). Keeps every envelope's text as sent.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface SentryCollector {
  /** A DSN that reports here. */
  dsn: string;
  /** Every envelope received, its raw text. */
  envelopes: string[];
  /** The items of type `type` (`event`, `transaction`, `replay_event`…) in what arrived, parsed. */
  items(type: string): Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * An envelope's items of one type: a header line, then per item a header line and a payload of
 * `length` bytes (or up to the next newline without one). Payloads that are not JSON (a replay's
 * recording) are skipped.
 */
function itemsOf(envelope: string, type: string): Record<string, unknown>[] {
  const bytes = Buffer.from(envelope, 'utf8');
  let at = bytes.indexOf(0x0a) + 1;
  const found: Record<string, unknown>[] = [];
  while (at > 0 && at < bytes.length) {
    const headerEnd = bytes.indexOf(0x0a, at);
    const header = JSON.parse(bytes.subarray(at, headerEnd).toString()) as {
      type?: string;
      length?: number;
    };
    const start = headerEnd + 1;
    const end = header.length !== undefined ? start + header.length : bytes.indexOf(0x0a, start);
    const payload = bytes.subarray(start, end === -1 ? bytes.length : end).toString();
    if (header.type === type) {
      try {
        found.push(JSON.parse(payload) as Record<string, unknown>);
      } catch {
        // Not JSON: kept in `envelopes` only.
      }
    }
    at = (end === -1 ? bytes.length : end) + 1;
  }
  return found;
}

export async function startSentryCollector(): Promise<SentryCollector> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      envelopes.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
      // Pages send from another origin.
      response
        .writeHead(200, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
        })
        .end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    items: (type) => envelopes.flatMap((envelope) => itemsOf(envelope, type)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
