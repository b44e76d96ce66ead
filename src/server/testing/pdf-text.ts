/**
 * The text of a PDF, for tests that read what a document says. Where our PDFs embed subset
 * fonts, their content streams hold glyph ids, not characters: poppler's `pdftotext` maps them
 * back through each font's ToUnicode table, as a reader copying the text would.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs `pdftotext <args> file.pdf -` on `bytes` and answers its output. */
export async function pdftotext(bytes: Uint8Array, args: readonly string[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', [...args, file, '-'], { encoding: 'utf8' });
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of `bytes` laid out as on the page (a row of items on one line). */
export function pdfTextOf(bytes: Uint8Array): Promise<string> {
  return pdftotext(bytes, ['-layout']);
}
