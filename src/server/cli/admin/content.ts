import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { messages } from '../../../shared/messages';
import {
  CONTENT_KINDS,
  ContentAdmin,
  type ContentKind,
  isContentKind,
  MarkdownError,
  readContentFile,
} from '../../modules/content';
import { UPLOAD_RULES } from '../../modules/files';
import { parseFlags } from '../flags';
import { formatTable } from '../table';
import type { AdminCommand, AdminContext } from './command';
import { NOT_FOUND, USAGE_ERROR } from './account-changes';

const m = messages.content.admin;

/** `list` takes the plural, as the brief's pages name them. */
const LISTS: Record<string, ContentKind> = { articles: 'article', deals: 'deal', pages: 'page' };

/** A file the admin must fix: exit code 1, as for a row that is not there. */
const INVALID_FILE = 1;

function usage(print: (line: string) => void): number {
  print(`Usage: admin ${m.usage}`);
  print(m.kinds);
  return USAGE_ERROR;
}

/**
 * `admin content save <kind> <file.md> [--publish]`: the file's front matter and text
 * (docs/content.md) create or update the row with its slug; its images, relative to the
 * file, are stored with it. Paths are read by the process that runs the command: while the
 * app or a server runs on the data folder, that is the server (cli/admin/channel.ts), so give
 * an absolute path when it was started from another folder.
 */
async function save(
  { db, print, files }: AdminContext,
  kind: ContentKind,
  path: string,
  publish: boolean,
): Promise<number> {
  const file = resolve(path);
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch {
    print(m.fileUnreadable(file));
    return INVALID_FILE;
  }
  const folder = dirname(file);
  const maxBytes = UPLOAD_RULES['content-image'].maxBytes;
  const readImage = async (image: string) => {
    const full = resolve(folder, image);
    try {
      const info = await stat(full);
      if (info.size > maxBytes)
        throw new MarkdownError(m.imageTooLarge(image, maxBytes / 1_048_576));
      return { bytes: await readFile(full), name: basename(full) };
    } catch (error) {
      if (error instanceof MarkdownError) throw error;
      throw new MarkdownError(m.imageMissing(image));
    }
  };
  try {
    const draft = readContentFile(kind, source);
    const saved = await new ContentAdmin(db, files).save(draft, readImage, publish);
    print(m.saved(kind, draft.slug, saved.created, saved.published));
    return 0;
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    print(`${basename(file)}: ${error.message}`);
    return INVALID_FILE;
  }
}

async function list({ db, print }: AdminContext, kinds: readonly ContentKind[]): Promise<number> {
  const rows = await new ContentAdmin(db, undefined).list(kinds);
  if (rows.length === 0) {
    print(m.empty);
    return 0;
  }
  print(
    formatTable(
      ['kind', 'slug', 'title', 'details', 'published', 'created'],
      rows.map((row) => [
        row.kind,
        row.slug,
        row.title.length > 48 ? `${row.title.slice(0, 47)}…` : row.title,
        row.detail,
        row.publishedAt?.toISOString().slice(0, 10) ?? m.draft,
        row.createdAt.toISOString().slice(0, 10),
      ]),
    ),
  );
  return 0;
}

/**
 * `admin content …`: community content, authored as Markdown (docs/content.md). Saving
 * creates or updates by slug; publish, unpublish and delete name the kind and the slug;
 * delete asks nothing and says what it removed.
 */
export const content: AdminCommand = {
  summary: 'Community content: save a Markdown file, publish, unpublish, list or delete',
  usage: '<save|publish|unpublish|list|delete> …',
  run: async (context, args) => {
    const { db, files, print } = context;
    const parsed = parseFlags(args, { publish: { type: 'boolean' } });
    if (!parsed) return usage(print);
    const [action, kind, target, ...extra] = parsed.positionals;
    const publish = parsed.values.publish === true;
    // Only `save` takes a flag (--publish).
    if (extra.length > 0 || (publish && action !== 'save')) return usage(print);
    if (action === 'list' && target === undefined) {
      if (kind === undefined) return list(context, CONTENT_KINDS);
      const listed = LISTS[kind] ?? (isContentKind(kind) ? kind : undefined);
      return listed ? list(context, [listed]) : usage(print);
    }
    if (!isContentKind(kind) || target === undefined) return usage(print);
    if (action === 'save') return save(context, kind, target, publish);
    if (action === 'publish' || action === 'unpublish') {
      const found = await new ContentAdmin(db, files).setPublished(
        kind,
        target,
        action === 'publish',
      );
      if (!found) {
        print(m.notFound(kind, target));
        return NOT_FOUND;
      }
      print(action === 'publish' ? m.published(kind, target) : m.unpublished(kind, target));
      return 0;
    }
    if (action === 'delete') {
      const deleted = await new ContentAdmin(db, files).delete(kind, target);
      if (!deleted) {
        print(m.notFound(kind, target));
        return NOT_FOUND;
      }
      print(m.deleted(kind, target, deleted.title, deleted.images));
      return 0;
    }
    return usage(print);
  },
};
