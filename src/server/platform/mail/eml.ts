/**
 * Reads the messages this app writes (outbox .eml files, or what an SMTP server receives)
 * with postal-mime, into the few fields the outbox and tests use: headers, addresses as
 * written, and the text and HTML bodies.
 */
import PostalMime, { decodeWords } from 'postal-mime';

export interface ParsedEmail {
  /** Header names lower-cased (the first of a repeated one); encoded words (RFC 2047) decoded. */
  headers: ReadonlyMap<string, string>;
  from: string;
  to: string;
  subject: string;
  date: Date | null;
  text: string;
  html: string;
}

export async function parseEmail(raw: string): Promise<ParsedEmail> {
  const email = await PostalMime.parse(raw);
  const headers = new Map<string, string>();
  for (const { key, value } of email.headers)
    if (!headers.has(key)) headers.set(key, decodeWords(value));
  const header = (name: string) => headers.get(name) ?? '';
  const date = new Date(email.date ?? '');
  // Text without a single header line is not a message (postal-mime would read it as a body).
  const bodies: Pick<typeof email, 'text' | 'html'> = email.headers.length === 0 ? {} : email;
  return {
    headers,
    from: header('from'),
    to: header('to'),
    subject: email.subject ?? '',
    date: Number.isNaN(date.getTime()) ? null : date,
    text: withoutFinalNewline(bodies.text),
    html: withoutFinalNewline(bodies.html),
  };
}

/** Every http(s) link in the text body, in order. */
export function linksIn(email: Pick<ParsedEmail, 'text'>): string[] {
  return email.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/** A body's last line ends with a line break in the message; callers get the text without it. */
function withoutFinalNewline(body: string | undefined): string {
  return (body ?? '').replace(/\n$/, '');
}
