import { EventEmitter } from 'node:events';
import type { AppUpdater } from 'electron-updater';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../../shared/bridge';
import { messages } from '../../shared/messages';
import { createMemoryLogger } from '../logger';
import {
  CHECK_INTERVAL_MS,
  FIRST_CHECK_DELAY_MS,
  UpdatePolicy,
  describeError,
  manualCheckMessage,
  type AutoUpdater,
  type UpdaterLogger,
} from './update-policy';

// The real AppUpdater must fit the subset the policy is written against.
const _realUpdaterFits: (updater: AppUpdater) => AutoUpdater = (updater) => updater;

type CheckResult = Awaited<ReturnType<AutoUpdater['checkForUpdates']>>;

/** electron-updater's autoUpdater as the policy sees it: an EventEmitter with scripted checks. */
class FakeUpdater extends EventEmitter implements AutoUpdater {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  logger: UpdaterLogger | null = null;
  setFeedURL = vi.fn();
  quitAndInstall = vi.fn();
  checks = 0;
  /** What the next check does; by default it finds nothing. */
  nextCheck: () => Promise<CheckResult> = async () => {
    this.emit('checking-for-update');
    this.emit('update-not-available', { version: '1.0.0' });
    return { isUpdateAvailable: false };
  };
  checkForUpdates = vi.fn(() => {
    this.checks += 1;
    return this.nextCheck();
  });

  /** A check that finds `version` and starts its download, which `finish()` completes. */
  findUpdate(version: string) {
    let finish!: () => void;
    let fail!: (error: Error) => void;
    const downloadPromise = new Promise<string[]>((resolve, reject) => {
      finish = () => {
        this.emit('update-downloaded', { version, downloadedFile: '/tmp/x' });
        resolve(['/tmp/x']);
      };
      fail = (error) => {
        this.emit('error', error, error.stack);
        reject(error);
      };
    });
    this.nextCheck = async () => {
      this.emit('checking-for-update');
      this.emit('update-available', { version });
      return { isUpdateAvailable: true, downloadPromise };
    };
    return { finish: () => finish(), fail: (error: Error) => fail(error) };
  }

  /** A check that fails the way electron-updater does: an `error` event, then the rejection. */
  failCheck(error: Error) {
    this.nextCheck = async () => {
      this.emit('checking-for-update');
      this.emit('error', error, `Cannot check for updates: ${error.stack}`);
      throw error;
    };
  }
}

function setup({
  isPackaged = true,
  loadUpdater,
}: { isPackaged?: boolean; loadUpdater?: () => Promise<AutoUpdater> } = {}) {
  const updater = new FakeUpdater();
  const log = createMemoryLogger();
  const load = vi.fn(loadUpdater ?? (async () => updater));
  const policy = new UpdatePolicy({ isPackaged, loadUpdater: load, log });
  const statuses: UpdateStatus[] = [];
  policy.onStatus((status) => statuses.push(status));
  return { updater, log, load, policy, statuses };
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  vi.useFakeTimers();
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});

afterEach(async () => {
  vi.useRealTimers();
  // Give any stray rejection a turn to surface before asserting there was none.
  await new Promise((resolve) => setImmediate(resolve));
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

describe('UpdatePolicy when unpackaged (development, npm start)', () => {
  it('never loads the updater, never checks, and stays idle', async () => {
    const { policy, load, updater, statuses } = setup({ isPackaged: false });
    policy.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    expect(load).not.toHaveBeenCalled();
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    expect(updater.setFeedURL).not.toHaveBeenCalled();
    expect(policy.enabled).toBe(false);
    expect(policy.getStatus()).toEqual({ state: 'idle' });
    expect(statuses).toEqual([]);
  });

  it('answers a manual check with idle, without checking', async () => {
    const { policy, load } = setup({ isPackaged: false });
    await expect(policy.checkNow()).resolves.toEqual({ state: 'idle' });
    expect(load).not.toHaveBeenCalled();
  });

  it('restartNow does nothing', () => {
    const { policy, log } = setup({ isPackaged: false });
    policy.restartNow();
    expect(log.entries.at(-1)?.message).toMatch(/no update downloaded/);
  });
});

describe('UpdatePolicy schedule', () => {
  it('checks first 10 s after start, then every 4 hours', async () => {
    const { policy, updater, load } = setup();
    policy.start();
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
    expect(updater.checks).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(updater.checks).toBe(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(updater.checks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(updater.checks).toBe(2);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(updater.checks).toBe(4);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('configures background download and install on quit, and never sets a feed URL', async () => {
    const { policy, updater } = setup();
    policy.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(updater.setFeedURL).not.toHaveBeenCalled();
    expect(updater.listenerCount('error')).toBe(1);
  });

  it('routes electron-updater log lines to the logger, URLs cut to their origin', async () => {
    const { policy, updater, log } = setup();
    await policy.checkNow();
    updater.logger?.info(
      'Downloading update from https://updates.example.com/x/Shortlist-2.0.0.exe',
    );
    expect(log.entries.at(-1)).toMatchObject({
      level: 'info',
      message: '[updater] Downloading update from https://updates.example.com/…',
    });
  });

  it('start() twice schedules one set of checks', async () => {
    const { policy, updater } = setup();
    policy.start();
    policy.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS + CHECK_INTERVAL_MS);
    expect(updater.checks).toBe(2);
  });

  it('stop() clears the first check and the interval', async () => {
    const { policy, updater } = setup();
    policy.start();
    policy.stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(updater.checks).toBe(0);

    const second = setup();
    second.policy.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    second.policy.stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(second.updater.checks).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('UpdatePolicy status', () => {
  it('no update: checking, then idle', async () => {
    const { policy, statuses } = setup();
    await expect(policy.checkNow()).resolves.toEqual({ state: 'idle' });
    expect(statuses).toEqual([{ state: 'checking' }, { state: 'idle' }]);
  });

  it('an update: checking, downloading with whole percents, then ready with its version', async () => {
    const { policy, updater, statuses } = setup();
    const download = updater.findUpdate('2.0.0');
    await expect(policy.checkNow()).resolves.toEqual({ state: 'downloading', percent: 0 });
    updater.emit('download-progress', { percent: 41.7 });
    updater.emit('download-progress', { percent: 41.9 });
    updater.emit('download-progress', { percent: 100 });
    download.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toEqual([
      { state: 'checking' },
      { state: 'downloading', percent: 0 },
      { state: 'downloading', percent: 41 },
      { state: 'downloading', percent: 100 },
      { state: 'ready', version: '2.0.0' },
    ]);
    expect(policy.getStatus()).toEqual({ state: 'ready', version: '2.0.0' });
  });

  it('onStatus returns an unsubscribe, and a throwing listener does not stop the others', async () => {
    const { policy, log } = setup();
    const off = vi.fn();
    const after = vi.fn();
    policy.onStatus(() => {
      throw new Error('listener bug');
    });
    const unsubscribe = policy.onStatus(off);
    policy.onStatus(after);
    unsubscribe();
    await policy.checkNow();
    expect(off).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledTimes(2);
    expect(log.entries.some((entry) => entry.message === 'An update status listener failed')).toBe(
      true,
    );
  });
});

describe('UpdatePolicy one check at a time', () => {
  it('a check while one is running joins it instead of starting another', async () => {
    const { policy, updater } = setup();
    let answer!: (result: CheckResult) => void;
    updater.nextCheck = () => new Promise((resolve) => (answer = resolve));
    const first = policy.checkNow();
    const second = policy.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(updater.checks).toBe(1);
    answer({ isUpdateAvailable: false });
    await expect(Promise.all([first, second])).resolves.toEqual([
      { state: 'idle' },
      { state: 'idle' },
    ]);
  });

  it('the scheduled check is skipped while a manual one runs', async () => {
    const { policy, updater } = setup();
    let answer!: (result: CheckResult) => void;
    updater.nextCheck = () => new Promise((resolve) => (answer = resolve));
    policy.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
    const manual = policy.checkNow();
    await vi.advanceTimersByTimeAsync(1);
    expect(updater.checks).toBe(1);
    answer(null);
    await manual;
  });

  it('no new check while downloading', async () => {
    const { policy, updater } = setup();
    updater.findUpdate('2.0.0');
    await policy.checkNow();
    updater.emit('download-progress', { percent: 10 });
    await expect(policy.checkNow()).resolves.toEqual({ state: 'downloading', percent: 10 });
    expect(updater.checks).toBe(1);
  });

  it('no new check once an update is ready, manual or scheduled', async () => {
    const { policy, updater } = setup();
    const download = updater.findUpdate('2.0.0');
    policy.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    download.finish();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    await expect(policy.checkNow()).resolves.toEqual({ state: 'ready', version: '2.0.0' });
    expect(updater.checks).toBe(1);
  });
});

describe('UpdatePolicy restartNow (install waits for the user)', () => {
  it('quits and installs only once an update is ready', async () => {
    const { policy, updater, log } = setup();
    policy.restartNow();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    expect(log.entries.at(-1)).toMatchObject({ level: 'warn', details: { state: 'idle' } });

    const download = updater.findUpdate('2.0.0');
    await policy.checkNow();
    policy.restartNow();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();

    download.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    policy.restartNow();
    expect(updater.quitAndInstall).toHaveBeenCalledExactlyOnceWith(false, true);
  });

  it('a throwing quitAndInstall becomes the error status', async () => {
    const { policy, updater } = setup();
    const download = updater.findUpdate('2.0.0');
    await policy.checkNow();
    download.finish();
    await vi.advanceTimersByTimeAsync(0);
    updater.quitAndInstall.mockImplementation(() => {
      throw new Error('ENOENT installer');
    });
    expect(() => policy.restartNow()).not.toThrow();
    expect(policy.getStatus()).toEqual({ state: 'error', message: messages.updates.installFailed });
  });
});

describe('UpdatePolicy errors (never unhandled)', () => {
  it('a failed check (error event, then rejection) is one error status and one log line', async () => {
    const { policy, updater, log, statuses } = setup();
    const error = Object.assign(
      new Error('HttpError: 404 "method: GET url: https://updates.example.com/latest.yml?x=1"'),
      { code: 'ERR_UPDATER_LATEST_VERSION_NOT_FOUND' },
    );
    updater.failCheck(error);
    const expected = { state: 'error', message: messages.updates.checkFailed };
    await expect(policy.checkNow()).resolves.toEqual(expected);
    expect(statuses).toEqual([{ state: 'checking' }, expected]);
    const errors = log.entries.filter((entry) => entry.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.details).toMatchObject({
      error: 'Error',
      code: 'ERR_UPDATER_LATEST_VERSION_NOT_FOUND',
    });
    expect(JSON.stringify(errors[0]?.details)).not.toContain('latest.yml');
  });

  it('a rejected check without an error event is the error status', async () => {
    const { policy, updater } = setup();
    updater.nextCheck = () => Promise.reject(new Error('net::ERR_INTERNET_DISCONNECTED'));
    await expect(policy.checkNow()).resolves.toEqual({
      state: 'error',
      message: messages.updates.checkFailed,
    });
  });

  it('a failed download (error event and the rejected downloadPromise) is the download error', async () => {
    const { policy, updater, log } = setup();
    const download = updater.findUpdate('2.0.0');
    await policy.checkNow();
    download.fail(new Error('sha512 checksum mismatch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(policy.getStatus()).toEqual({
      state: 'error',
      message: messages.updates.downloadFailed,
    });
    expect(log.entries.filter((entry) => entry.level === 'error')).toHaveLength(1);
  });

  it('a later check recovers from an error', async () => {
    const { policy, updater } = setup();
    updater.failCheck(new Error('offline'));
    policy.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    expect(policy.getStatus().state).toBe('error');
    updater.findUpdate('2.0.0');
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(policy.getStatus()).toEqual({ state: 'downloading', percent: 0 });
  });

  it('an error event on its own (outside a check) is the error status', async () => {
    const { policy, updater } = setup();
    await policy.checkNow();
    updater.emit('error', new Error('something'));
    expect(policy.getStatus()).toEqual({ state: 'error', message: messages.updates.checkFailed });
  });

  it('an error once an update is ready keeps it ready (it still installs on quit)', async () => {
    const { policy, updater, log } = setup();
    const download = updater.findUpdate('2.0.0');
    await policy.checkNow();
    download.finish();
    await vi.advanceTimersByTimeAsync(0);
    updater.emit('error', new Error('late'));
    expect(policy.getStatus()).toEqual({ state: 'ready', version: '2.0.0' });
    expect(log.entries.at(-1)?.level).toBe('warn');
  });

  it('an updater that cannot be loaded is the error status, and is loaded again next time', async () => {
    const updater = new FakeUpdater();
    let attempts = 0;
    const { policy } = setup({
      loadUpdater: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Cannot find module');
        return updater;
      },
    });
    await expect(policy.checkNow()).resolves.toEqual({
      state: 'error',
      message: messages.updates.checkFailed,
    });
    await expect(policy.checkNow()).resolves.toEqual({ state: 'idle' });
    expect(attempts).toBe(2);
  });
});

describe('describeError', () => {
  it('keeps name, code and the first line, with URLs cut to their origin', () => {
    const error = Object.assign(
      new Error('Cannot download "https://user:secret@feed.example.com/a/b.zip?t=1"\nheaders: {}'),
      { code: 'ERR_X' },
    );
    expect(describeError(error)).toEqual({
      error: 'Error',
      code: 'ERR_X',
      message: 'Cannot download "https://feed.example.com/…"',
    });
    expect(describeError('oops')).toEqual({ error: 'string' });
  });
});

describe('manualCheckMessage', () => {
  it('tells the user what a manual check found', () => {
    expect(manualCheckMessage({ state: 'idle' }, true)).toBe('Shortlist is up to date.');
    expect(manualCheckMessage({ state: 'idle' }, false)).toBe(
      'Updates are checked only in the installed app.',
    );
    expect(manualCheckMessage({ state: 'downloading', percent: 30 }, true)).toBe(
      'An update is downloading (30%). It will be ready to install shortly.',
    );
    expect(manualCheckMessage({ state: 'ready', version: '2.0.0' }, true)).toMatch(
      /^Shortlist 2\.0\.0 has been downloaded/,
    );
    expect(manualCheckMessage({ state: 'error', message: 'x' }, true)).toBe('x');
  });
});
