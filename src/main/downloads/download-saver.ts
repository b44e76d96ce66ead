/**
 * `downloads:save`: downloads a file from the API (a stored file's link, or an invoice PDF with
 * the session's bearer token), asks where to save it (Downloads and a sensible name by
 * default), writes it atomically, then offers to open it or show it in its folder.
 *
 * Order matters: the URL is checked before the token is read (shared/downloads.ts), and the
 * download (status, type by the first bytes) happens before the save dialog, so the user is
 * never asked where to put a file that will not come. Every expected failure comes back as a
 * `SaveDownloadError`; nothing here throws across IPC.
 */
import { join } from 'node:path';
import type { Result, SaveDownloadError, SavedDownload } from '../../shared/bridge';
import { parseDownloadUrl, type DownloadUrl } from '../../shared/downloads';
import { writeFileAtomically } from '../atomic-file';
import { errorName, type Logger } from '../logger';
import {
  DEFAULT_DOWNLOAD_TIMEOUT_MS,
  DEFAULT_MAX_DOWNLOAD_BYTES,
  downloadFile,
  type Fetch,
} from './download';
import { downloadFileName, FILE_FALLBACK_STEM, invoiceFallbackStem } from './file-name';
import { PDF, STORED_FILE_TYPES } from './file-types';

/**
 * A user document, readable like any other download (browsers create theirs 0666 & ~umask).
 * Not a secret the way the session file is: 0600 would only surprise whoever the user shares
 * the folder or a backup with. The umask still applies.
 */
export const DOWNLOAD_FILE_MODE = 0o644;

/** What the dialogs say, per kind of download. */
export const DIALOG_TEXTS = {
  invoice: { title: 'Save invoice', saved: 'Invoice saved' },
  file: { title: 'Save file', saved: 'File saved' },
} as const;
export const SAVED_BUTTONS = ['Open', 'Show in folder', 'Close'] as const;

export interface SaveDialogOptions {
  title: string;
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
}

export interface MessageBoxOptions {
  type: 'info';
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  /** Windows: show the buttons as buttons, not as command links. */
  noLink: boolean;
}

export interface DownloadSaverDeps {
  /** The API origin, e.g. `http://127.0.0.1:53211`; rejects if the embedded server failed. */
  apiOrigin(): Promise<string>;
  /** The session's token, read only for an invoice. */
  getToken(): Promise<string | null>;
  fetch: Fetch;
  /** Electron's `dialog.showSaveDialog` (older Electron leaves `filePath` undefined on cancel). */
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
  downloadsPath(): string;
  /** Electron's `dialog.showMessageBox`; `response` is the index of the button clicked. */
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>;
  /** Electron's `shell.openPath`: resolves to an error message, empty on success. */
  openPath(path: string): Promise<string>;
  showItemInFolder(path: string): void;
  log: Logger;
  /** Defaults: 30 s for the whole download, 20 MB. */
  timeoutMs?: number;
  maxBytes?: number;
}

export interface DownloadSaver {
  save(url: string): Promise<Result<SavedDownload, SaveDownloadError>>;
}

export function createDownloadSaver(deps: DownloadSaverDeps): DownloadSaver {
  const { log } = deps;
  const failed = (error: SaveDownloadError) => ({ ok: false as const, error });

  /** The token an invoice needs; a stored file's link carries its own permission. */
  const tokenFor = async (url: DownloadUrl): Promise<Result<string | null, 'unauthorized'>> => {
    if (url.kind === 'file') return { ok: true, value: null };
    const token = await deps.getToken().catch(() => null);
    if (token === null || token === '') {
      log.warn('An invoice was requested while signed out');
      return { ok: false, error: 'unauthorized' };
    }
    return { ok: true, value: token };
  };

  return {
    async save(rawUrl) {
      let apiOrigin: string;
      try {
        apiOrigin = await deps.apiOrigin();
      } catch (error) {
        log.warn('The file could not be downloaded: no API', { cause: errorName(error) });
        return failed('download-failed');
      }
      const url = parseDownloadUrl(rawUrl, apiOrigin);
      if (!url.ok) {
        // The reason, never the URL: it is renderer input and could carry anything.
        log.warn('A download URL was refused', { reason: url.error });
        return failed('forbidden-host');
      }

      const token = await tokenFor(url.value);
      if (!token.ok) return token;

      const download = await downloadFile({
        fetch: deps.fetch,
        url: url.value.href,
        token: token.value,
        types: url.value.kind === 'invoice' ? [PDF] : STORED_FILE_TYPES,
        timeoutMs: deps.timeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS,
        maxBytes: deps.maxBytes ?? DEFAULT_MAX_DOWNLOAD_BYTES,
        log,
      });
      if (!download.ok) return download;

      const { type } = download.value;
      const texts = DIALOG_TEXTS[url.value.kind];
      const fileName = downloadFileName(
        download.value.contentDisposition,
        url.value.kind === 'invoice'
          ? invoiceFallbackStem(url.value.invoiceId)
          : FILE_FALLBACK_STEM,
        type.extension,
      );
      let chosen: { canceled: boolean; filePath?: string };
      try {
        chosen = await deps.showSaveDialog({
          title: texts.title,
          defaultPath: join(deps.downloadsPath(), fileName),
          filters: [{ name: type.label, extensions: [type.extension] }],
        });
      } catch (error) {
        log.warn('The save dialog failed', { cause: errorName(error) });
        return failed('cancelled');
      }
      // The path is the user's own choice in a system dialog, so it is taken as given.
      if (chosen.canceled || !chosen.filePath) return failed('cancelled');
      const path = chosen.filePath;

      try {
        await writeFileAtomically(path, download.value.bytes, { mode: DOWNLOAD_FILE_MODE });
      } catch (error) {
        log.warn('The download could not be written', {
          cause: errorName(error),
          code: (error as NodeJS.ErrnoException | undefined)?.code,
        });
        return failed('write-failed');
      }
      log.info('Download saved', {
        kind: url.value.kind,
        type: type.extension,
        bytes: download.value.bytes.byteLength,
      });

      await offerToOpen(deps, path, texts.saved);
      return { ok: true, value: { path } };
    },
  };
}

/** The file is saved whatever happens here: a failure is logged, never returned or thrown. */
async function offerToOpen(deps: DownloadSaverDeps, path: string, message: string): Promise<void> {
  try {
    const { response } = await deps.showMessageBox({
      type: 'info',
      message,
      detail: path,
      buttons: [...SAVED_BUTTONS],
      defaultId: 0,
      cancelId: 2,
      noLink: true,
    });
    if (response === 0) {
      const problem = await deps.openPath(path);
      if (problem) deps.log.warn('The saved file could not be opened', { problem });
    } else if (response === 1) {
      deps.showItemInFolder(path);
    }
  } catch (error) {
    deps.log.warn('The saved file could not be opened', { cause: errorName(error) });
  }
}
