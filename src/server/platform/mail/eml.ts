/**
 * Reads the messages this app writes (outbox .eml files, or what an SMTP server
 * receives): headers, and the text and HTML bodies decoded from quoted-printable or
 * base64. Enough MIME for our own messages and for tests to follow a mailed link; not a
 * general mail parser.
 */

export interface ParsedEmail {
  /** Header names lower-cased; encoded words (RFC 2047) decoded. */
  headers: ReadonlyMap<string, string>;
  from: string;
  to: string;
  subject: string;
  date: Date | null;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

export function parseEmail(raw: string): ParsedEmail {
  const root = parsePart(raw);
  const bodies = { text: '', html: '' };
  collectBodies(root, bodies);
  const header = (name: string) => root.headers.get(name) ?? '';
  const date = new Date(header('date'));
  return {
    headers: root.headers,
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    date: Number.isNaN(date.getTime()) ? null : date,
    ...bodies,
  };
}

/** Every http(s) link in the text body, in order. */
export function linksIn(email: Pick<ParsedEmail, 'text'>): string[] {
  return email.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

function parsePart(raw: string): Part {
  const separator = /\r?\n\r?\n/.exec(raw);
  const head = separator ? raw.slice(0, separator.index) : raw;
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function collectBodies(part: Part, into: { text: string; html: string }): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(parsePart(section.replace(/^\r?\n/, '')), into);
    }
    return;
  }
  // Bodies travel with CRLF line ends; callers get plain `\n`.
  const decoded = decodeBody(
    part.body,
    part.headers.get('content-transfer-encoding') ?? '7bit',
  ).replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(contentType)) into.html ||= decoded;
  else if (/^text\/plain/i.test(contentType)) into.text ||= decoded;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return quotedPrintableBytes(body.replace(/\r?\n$/, '')).toString('utf8');
    default:
      return body.replace(/\r?\n$/, '');
  }
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < softBreaksRemoved.length; index++) {
    const character = softBreaksRemoved[index] ?? '';
    const hex = softBreaksRemoved.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Caf=C3=A9?=`; adjacent words join without the space between. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, charset: string, kind: string, data: string) => {
        const bytes =
          kind.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : quotedPrintableBytes(data.replace(/_/g, ' '));
        return /^utf-?8$/i.test(charset) ? bytes.toString('utf8') : bytes.toString('latin1');
      },
    );
}
