/**
 * `invoices:save`: downloads an invoice PDF from the API with the session's bearer token, asks
 * where to save it (Downloads and a sensible name by default), writes it atomically, then offers
 * to open it or show it in its folder.
 *
 * Order matters: the URL is checked before the token is read, and the download (status, PDF
 * check) happens before the save dialog, so the user is never asked where to put a file that
 * will not come. Every expected failure comes back as a `SaveInvoiceError`; nothing here throws
 * across IPC.
 */
import { join } from 'node:path';
import type { Result, SaveInvoiceError } from '../../shared/bridge';
import { writeFileAtomically } from '../atomic-file';
import { errorName, type Logger } from '../logger';
import {
  DEFAULT_INVOICE_TIMEOUT_MS,
  DEFAULT_MAX_INVOICE_BYTES,
  downloadPdf,
  type Fetch,
} from './download';
import { invoiceFileName } from './file-name';
import { parseInvoiceUrl } from './invoice-url';

/**
 * A user document, readable like any other download (browsers create theirs 0666 & ~umask).
 * Not a secret the way the session file is: 0600 would only surprise whoever the user shares
 * the folder or a backup with. The umask still applies.
 */
export const INVOICE_FILE_MODE = 0o644;

export const SAVED_MESSAGE = 'Invoice saved';
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

export interface InvoiceSaverDeps {
  /** The API origin, e.g. `http://127.0.0.1:53211`; rejects if the embedded server failed. */
  apiOrigin(): Promise<string>;
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

export interface InvoiceSaver {
  save(url: string): Promise<Result<{ path: string }, SaveInvoiceError>>;
}

export function createInvoiceSaver(deps: InvoiceSaverDeps): InvoiceSaver {
  const { log } = deps;
  const failed = (error: SaveInvoiceError) => ({ ok: false as const, error });

  return {
    async save(rawUrl) {
      let apiOrigin: string;
      try {
        apiOrigin = await deps.apiOrigin();
      } catch (error) {
        log.warn('The invoice could not be downloaded: no API', { cause: errorName(error) });
        return failed('download-failed');
      }
      const url = parseInvoiceUrl(rawUrl, apiOrigin);
      if (!url.ok) {
        // The reason, never the URL: it is renderer input and could carry anything.
        log.warn('An invoice URL was refused', { reason: url.error });
        return failed('forbidden-host');
      }

      const token = await deps.getToken().catch(() => null);
      if (token === null || token === '') {
        log.warn('An invoice was requested while signed out');
        return failed('unauthorized');
      }

      const download = await downloadPdf({
        fetch: deps.fetch,
        url: url.value.href,
        token,
        timeoutMs: deps.timeoutMs ?? DEFAULT_INVOICE_TIMEOUT_MS,
        maxBytes: deps.maxBytes ?? DEFAULT_MAX_INVOICE_BYTES,
        log,
      });
      if (!download.ok) return download;

      const fileName = invoiceFileName(download.value.contentDisposition, url.value.invoiceId);
      let chosen: { canceled: boolean; filePath?: string };
      try {
        chosen = await deps.showSaveDialog({
          title: 'Save invoice',
          defaultPath: join(deps.downloadsPath(), fileName),
          filters: [{ name: 'PDF document', extensions: ['pdf'] }],
        });
      } catch (error) {
        log.warn('The save dialog failed', { cause: errorName(error) });
        return failed('cancelled');
      }
      // The path is the user's own choice in a system dialog, so it is taken as given.
      if (chosen.canceled || !chosen.filePath) return failed('cancelled');
      const path = chosen.filePath;

      try {
        await writeFileAtomically(path, download.value.bytes, { mode: INVOICE_FILE_MODE });
      } catch (error) {
        log.warn('The invoice could not be written', {
          cause: errorName(error),
          code: (error as NodeJS.ErrnoException | undefined)?.code,
        });
        return failed('write-failed');
      }
      log.info('Invoice saved', {
        invoiceId: url.value.invoiceId,
        bytes: download.value.bytes.byteLength,
      });

      await offerToOpen(deps, path);
      return { ok: true, value: { path } };
    },
  };
}

/** The file is saved whatever happens here: a failure is logged, never returned or thrown. */
async function offerToOpen(deps: InvoiceSaverDeps, path: string): Promise<void> {
  try {
    const { response } = await deps.showMessageBox({
      type: 'info',
      message: SAVED_MESSAGE,
      detail: path,
      buttons: [...SAVED_BUTTONS],
      defaultId: 0,
      cancelId: 2,
      noLink: true,
    });
    if (response === 0) {
      const problem = await deps.openPath(path);
      if (problem) deps.log.warn('The saved invoice could not be opened', { problem });
    } else if (response === 1) {
      deps.showItemInFolder(path);
    }
  } catch (error) {
    deps.log.warn('The saved invoice could not be opened', { cause: errorName(error) });
  }
}
