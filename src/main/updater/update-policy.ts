/**
 * The update policy (docs/conventions.md 7, docs/security.md U2), in one class with electron-updater injected:
 * - off when unpackaged (development, `npm start`): never loads the updater, never checks;
 * - packaged: the first check 10 s after `start()`, then every 4 hours;
 * - downloads in the background (`autoDownload`), installs on quit (`autoInstallOnAppQuit`)
 *   or when the user chooses `Restart now` (`restartNow()`), never by itself;
 * - keeps one `UpdateStatus` for the renderer's banner, and turns every failure (a rejected
 *   check, a failed download, an `error` event) into the error status and a log line: no
 *   unhandled rejection, no uncaught `error` event.
 * The feed comes from the `app-update.yml` electron-builder writes from `publish`; nothing here
 * calls `setFeedURL` (docs/security.md U1).
 */
import type { UpdateStatus, Unsubscribe } from '../../shared/bridge';
import { messages } from '../../shared/messages';
import type { Logger } from '../logger';

export const FIRST_CHECK_DELAY_MS = 10_000;
export const CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** The part of electron-updater's `AppUpdater` the policy uses. */
export interface AutoUpdater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: UpdaterLogger | null;
  on(event: 'checking-for-update', listener: () => void): unknown;
  on(event: 'update-available', listener: (info: { version: string }) => void): unknown;
  on(event: 'update-not-available', listener: (info: { version: string }) => void): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error, message?: string) => void): unknown;
  checkForUpdates(): Promise<{
    isUpdateAvailable: boolean;
    downloadPromise?: Promise<unknown> | null;
  } | null>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

/** electron-updater's logger shape (it passes strings, sometimes errors). */
export interface UpdaterLogger {
  info(message?: unknown): void;
  warn(message?: unknown): void;
  error(message?: unknown): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Looked up at call time, so vitest's fake timers apply to a policy built with the defaults. */
const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface UpdatePolicyOptions {
  /** `app.isPackaged`: false in development and `npm start`, where the policy does nothing. */
  isPackaged: boolean;
  /**
   * Gives electron-updater's `autoUpdater`. Called once, at the first check, so the module stays
   * off the start-up path and is never loaded at all when unpackaged.
   */
  loadUpdater: () => Promise<AutoUpdater>;
  log: Logger;
  timers?: Timers;
}

export type StatusListener = (status: UpdateStatus) => void;

export class UpdatePolicy {
  readonly enabled: boolean;
  private status: UpdateStatus = { state: 'idle' };
  private readonly listeners = new Set<StatusListener>();
  private readonly timers: Timers;
  private readonly log: Logger;
  private readonly loadUpdater: () => Promise<AutoUpdater>;
  private updaterLoad: Promise<AutoUpdater> | null = null;
  /** The updater once loaded and configured. */
  private updater: AutoUpdater | null = null;
  /** The check under way, so a second caller waits for it instead of starting another. */
  private check: Promise<UpdateStatus> | null = null;
  private firstCheck: unknown = null;
  private interval: unknown = null;
  private started = false;
  /**
   * electron-updater reports one failure twice (the `error` event, then the rejection): the
   * same error object is handled once.
   */
  private lastError: unknown = undefined;
  private stopped = false;

  constructor(options: UpdatePolicyOptions) {
    this.enabled = options.isPackaged;
    this.loadUpdater = options.loadUpdater;
    this.log = options.log;
    this.timers = options.timers ?? globalTimers;
  }

  /** Schedules the first check and the interval after it; nothing when unpackaged. */
  start(): void {
    if (!this.enabled) {
      this.log.info('Updates are off: the app is not packaged');
      return;
    }
    if (this.started || this.stopped) return;
    this.started = true;
    this.firstCheck = this.timers.setTimeout(() => {
      this.firstCheck = null;
      void this.runCheck('scheduled');
      this.interval = this.timers.setInterval(
        () => void this.runCheck('scheduled'),
        CHECK_INTERVAL_MS,
      );
    }, FIRST_CHECK_DELAY_MS);
  }

  /** Clears the timers (on quit). A downloaded update still installs on quit. */
  stop(): void {
    this.stopped = true;
    if (this.firstCheck !== null) this.timers.clearTimeout(this.firstCheck);
    if (this.interval !== null) this.timers.clearInterval(this.interval);
    this.firstCheck = null;
    this.interval = null;
  }

  getStatus(): UpdateStatus {
    return this.status;
  }

  onStatus(listener: StatusListener): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * A manual check ("Check for Updates…"): resolves with the status once the check has answered.
   * `idle` then means up to date, or, when `enabled` is false, that updates are off. A check
   * already under way is joined; while downloading or once ready nothing new starts.
   */
  checkNow(): Promise<UpdateStatus> {
    return this.runCheck('manual');
  }

  /** `Restart now`: quits and installs, only when an update has been downloaded. */
  restartNow(): void {
    const status = this.status;
    if (status.state !== 'ready' || !this.updater) {
      this.log.warn('Restart to update asked for with no update downloaded', {
        state: status.state,
      });
      return;
    }
    this.log.info('Restarting to install the update', { version: status.version });
    try {
      // Not silent (an assisted installer shows itself), and the app starts again afterwards.
      this.updater.quitAndInstall(false, true);
    } catch (error) {
      this.log.error('The update could not be installed', describeError(error));
      this.setStatus({ state: 'error', message: messages.updates.installFailed });
    }
  }

  private runCheck(trigger: 'scheduled' | 'manual'): Promise<UpdateStatus> {
    if (!this.enabled || this.stopped) return Promise.resolve(this.status);
    if (this.check) return this.check;
    const { state } = this.status;
    if (state === 'downloading' || state === 'ready') {
      this.log.info('Update check skipped', { trigger, state });
      return Promise.resolve(this.status);
    }
    this.check = this.checkOnce(trigger).finally(() => {
      this.check = null;
    });
    return this.check;
  }

  private async checkOnce(trigger: 'scheduled' | 'manual'): Promise<UpdateStatus> {
    this.log.info('Checking for updates', { trigger });
    this.setStatus({ state: 'checking' });
    try {
      const updater = await this.getUpdater();
      const result = await updater.checkForUpdates();
      // With autoDownload the download runs on: its failure also arrives as an `error` event,
      // and the rejection must not go unhandled.
      result?.downloadPromise?.catch((error: unknown) => this.fail('download', error));
      // The events normally moved the status on already; this covers an updater that did not
      // emit them (e.g. one that found itself inactive and answered null).
      if (this.status.state === 'checking') {
        this.setStatus(
          result?.isUpdateAvailable ? { state: 'downloading', percent: 0 } : { state: 'idle' },
        );
      }
    } catch (error) {
      this.fail('check', error);
    }
    return this.status;
  }

  /** Loads and configures the updater once; a failed load is retried at the next check. */
  private getUpdater(): Promise<AutoUpdater> {
    this.updaterLoad ??= this.loadUpdater().then(
      (updater) => {
        this.configure(updater);
        this.updater = updater;
        return updater;
      },
      (error: unknown) => {
        this.updaterLoad = null;
        throw error;
      },
    );
    return this.updaterLoad;
  }

  private configure(updater: AutoUpdater): void {
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    updater.logger = updaterLogger(this.log);
    updater.on('checking-for-update', () => {
      if (this.status.state !== 'ready') this.setStatus({ state: 'checking' });
    });
    updater.on('update-available', (info) => {
      this.log.info('Update available, downloading', { version: info.version });
      this.setStatus({ state: 'downloading', percent: 0 });
    });
    updater.on('update-not-available', () => {
      this.log.info('No update available');
      this.setStatus({ state: 'idle' });
    });
    updater.on('download-progress', (progress) => {
      if (this.status.state !== 'downloading') return;
      this.setStatus({ state: 'downloading', percent: toPercent(progress.percent) });
    });
    updater.on('update-downloaded', (info) => {
      this.log.info('Update downloaded; installs on restart or quit', { version: info.version });
      this.setStatus({ state: 'ready', version: info.version });
    });
    updater.on('error', (error) => this.fail('event', error));
  }

  private fail(source: 'check' | 'download' | 'event', error: unknown): void {
    if (error === this.lastError && this.status.state === 'error') return;
    this.lastError = error;
    const { state } = this.status;
    // A downloaded update stays ready (it still installs on quit); a later failure is only logged.
    if (state === 'ready') {
      this.log.warn('Updater error after the update was downloaded', describeError(error));
      return;
    }
    this.log.error('Update failed', { source, state, ...describeError(error) });
    const message =
      state === 'downloading' || source === 'download'
        ? messages.updates.downloadFailed
        : messages.updates.checkFailed;
    this.setStatus({ state: 'error', message });
  }

  private setStatus(next: UpdateStatus): void {
    if (sameStatus(this.status, next)) return;
    this.status = next;
    for (const listener of [...this.listeners]) {
      try {
        listener(next);
      } catch (error) {
        this.log.error('An update status listener failed', describeError(error));
      }
    }
  }
}

function toPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.floor(value)));
}

function sameStatus(a: UpdateStatus, b: UpdateStatus): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Feed URLs are reduced to their origin: the log never holds full URLs (see logger.ts). */
export function redactUrls(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s"'<>)]+/g, (found) => {
    try {
      return `${new URL(found).origin}/…`;
    } catch {
      return '[url]';
    }
  });
}

/** What the log keeps of an updater error: its name, code and first line, URLs redacted. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const code = (error as { code?: unknown }).code;
  const firstLine = error.message.split('\n', 1)[0] ?? '';
  return {
    error: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: redactUrls(firstLine).slice(0, 300),
  };
}

/** electron-updater's own log lines go to ours, tagged and with URLs redacted. */
function updaterLogger(log: Logger): UpdaterLogger {
  const line = (message: unknown): string =>
    `[updater] ${redactUrls(message instanceof Error ? message.message : String(message))}`;
  return {
    info: (message) => log.info(line(message)),
    warn: (message) => log.warn(line(message)),
    error: (message) => log.error(line(message)),
  };
}

/** The answer a manual check shows the user (e.g. in a message box from the app menu). */
export function manualCheckMessage(status: UpdateStatus, enabled: boolean): string {
  if (!enabled) return messages.updates.disabled;
  switch (status.state) {
    case 'ready':
      return messages.updates.readyDetail(status.version);
    case 'downloading':
      return messages.updates.downloading(status.percent);
    case 'error':
      return status.message;
    case 'checking':
    case 'idle':
      return messages.updates.upToDate;
  }
}
