import { createWriteStream, type WriteStream } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';

/**
 * A recording reverse proxy for the journeys' shared server (global-setup.ts, only when
 * E2E_RECORD_API=<file> is set): the browser and the specs talk to the proxy, the proxy to the
 * server. Every API call (`/graphql`, `/api/...`) is written to <file> as one JSON line (its
 * arrival order, method, path, session token, body and the answer); everything else (the
 * built UI, `/files/...`) passes through unrecorded. At the end the server's outbox (mail and
 * texts, which carry reset and invitation tokens) is copied beside it as <file>.outbox/.
 * scripts/api-diff/ replays the file against two builds and compares their answers.
 */

/** Recorded, and forwarded to the replay: what the API reads from a request's headers. */
const KEPT_REQUEST_HEADERS = ['content-type', 'authorization', 'x-team-id', 'accept'] as const;
const TEXT_TYPE = /^(application\/(json|graphql-response\+json)|text\/)/i;

export interface RecordedCall {
  seq: number;
  /** Milliseconds since the proxy started. */
  at: number;
  method: string;
  url: string;
  headers: Partial<Record<(typeof KEPT_REQUEST_HEADERS)[number], string>>;
  /** The bearer token the request carried (its session), or null. */
  session: string | null;
  body?: string;
  bodyBase64?: string;
  status: number;
  contentType: string | null;
  response?: string;
  responseBase64?: string;
}

export interface ApiRecorder {
  /** The proxy's address: the journeys' E2E_BASE_URL and the server's PUBLIC_URL. */
  url: string;
  /** Starts forwarding to the server (it gets the proxy's address first, for its mail links). */
  forwardTo(serverUrl: string): void;
  /** Closes the proxy and the file, and copies `${dataDir}/outbox` to `${file}.outbox`. */
  stop(dataDir: string): Promise<void>;
}

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/';
  return path === '/graphql' || path.startsWith('/api/');
}

export async function startApiRecorder(file: string, port: number): Promise<ApiRecorder> {
  const out: WriteStream = createWriteStream(file, { flags: 'w' });
  const started = Date.now();
  const self = `http://127.0.0.1:${port}`;
  // The first line says where the journeys saw the API (the replay gives its servers the same
  // PUBLIC_URL, so their mail links match) and when.
  out.write(JSON.stringify({ recording: 1, url: self, startedAt: new Date(started) }) + '\n');
  let target: URL | null = null;
  let seq = 0;

  const server: Server = createServer((request, response) => {
    if (!target) {
      response.writeHead(503).end('the server is not up yet');
      return;
    }
    const upstream = target;
    const recorded = isApiPath(request.url ?? '/');
    const order = seq++;
    const at = Date.now() - started;
    // The server's loopback check wants its own Host; an Origin naming the proxy (the page's
    // own) is the server's own to it. Any other Origin (a CORS check) goes as sent.
    const headers = { ...request.headers, host: upstream.host };
    if (headers.origin === self) headers.origin = upstream.origin;
    readAll(request).then(
      (body) => {
        const outgoing = forward(
          upstream,
          { method: request.method, path: request.url, headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            if (!recorded) {
              answer.pipe(response);
              return;
            }
            readAll(answer).then(
              (bytes) => {
                response.end(bytes);
                out.write(JSON.stringify(callOf(order, at, request, body, answer, bytes)) + '\n');
              },
              () => response.destroy(),
            );
          },
        );
        outgoing.on('error', () => response.destroy());
        outgoing.end(body);
      },
      () => response.destroy(),
    );
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));

  return {
    url: self,
    forwardTo(serverUrl) {
      target = new URL(serverUrl);
    },
    async stop(dataDir) {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
      await new Promise((flushed) => out.end(flushed));
      await rm(`${file}.outbox`, { recursive: true, force: true });
      await cp(join(dataDir, 'outbox'), `${file}.outbox`, { recursive: true }).catch(() => {});
    },
  };
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(Buffer.concat(chunks)));
    stream.on('error', fail);
  });
}

function callOf(
  seq: number,
  at: number,
  request: IncomingMessage,
  body: Buffer,
  answer: IncomingMessage,
  bytes: Buffer,
): RecordedCall {
  const headers: RecordedCall['headers'] = {};
  for (const name of KEPT_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  const requestType = headers['content-type'] ?? '';
  const contentType = answer.headers['content-type'] ?? null;
  const plain = decoded(bytes, answer.headers['content-encoding']);
  return {
    seq,
    at,
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    headers,
    session: bearer?.[1] ?? null,
    ...(body.length === 0
      ? {}
      : TEXT_TYPE.test(requestType)
        ? { body: body.toString('utf8') }
        : { bodyBase64: body.toString('base64') }),
    status: answer.statusCode ?? 0,
    contentType,
    ...(contentType && TEXT_TYPE.test(contentType)
      ? { response: plain.toString('utf8') }
      : { responseBase64: plain.toString('base64') }),
  };
}

function decoded(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  if (encoding === 'br') return brotliDecompressSync(bytes);
  return bytes;
}
