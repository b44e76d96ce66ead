/**
 * The keytar backend against a real Secret Service (docs/security.md K2; RECIPES "keytar against a real
 * Secret Service"): a private D-Bus session bus and an unlocked gnome-keyring in a fresh HOME,
 * started here and stopped afterwards, so it runs inside `npm test` wherever the machine has them
 * (`.ci/run` installs them). Elsewhere the suite is skipped and its name says why.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { fakeSafeStorage, fakeSessionServer } from './fakes';
import { createKeytarTokenStore, KEYCHAIN_SERVICE, loadKeytar, type Keytar } from './keytar';
import { openTokenStore, pendingAccount } from './open';
import { createSession } from './session';

const keytar = await loadKeytar();
const missing = ['dbus-daemon', 'dbus-send', 'gnome-keyring-daemon'].filter(
  (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
);
const skipReason =
  process.platform !== 'linux'
    ? 'not Linux'
    : keytar === null
      ? 'keytar is not installed or did not build'
      : missing.length > 0
        ? `${missing.join(', ')} not installed`
        : null;

const ACCOUNT = 'https://api.example.com';
const TOKEN = 'S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U';

let home: string;
const children: ChildProcess[] = [];

/** Starts a private session bus and answers its address. */
async function startBus(): Promise<string> {
  const bus = spawn(
    'dbus-daemon',
    ['--session', '--nofork', `--address=unix:path=${join(home, 'bus')}`, '--print-address=1'],
    { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, HOME: home } },
  );
  children.push(bus);
  return new Promise((resolve, reject) => {
    let output = '';
    bus.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    bus.on('exit', (code) => reject(new Error(`dbus-daemon exited with ${code}`)));
  });
}

/** Waits until a name is owned on the bus (gnome-keyring registers org.freedesktop.secrets). */
async function waitForName(address: string, name: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const answer = spawnSync(
      'dbus-send',
      [
        `--bus=${address}`,
        '--print-reply',
        '--dest=org.freedesktop.DBus',
        '/org/freedesktop/DBus',
        'org.freedesktop.DBus.NameHasOwner',
        `string:${name}`,
      ],
      { encoding: 'utf8' },
    );
    if (answer.stdout.includes('boolean true')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not appear on the bus`);
}

describe.skipIf(skipReason !== null)(
  `keytar against a real Secret Service${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const real = keytar as Keytar;

    beforeAll(async () => {
      home = await mkdtemp(join(tmpdir(), 'shortlist-keyring-'));
      const dataHome = join(home, '.local', 'share');
      await mkdir(join(dataHome, 'keyrings'), { recursive: true });
      const address = await startBus();
      // A fresh HOME and a non-empty unlock password: otherwise the daemon wants a graphical
      // prompt and every write fails.
      const keyring = spawn(
        'gnome-keyring-daemon',
        ['--foreground', '--unlock', '--components=secrets'],
        {
          stdio: ['pipe', 'ignore', 'ignore'],
          env: {
            ...process.env,
            HOME: home,
            XDG_DATA_HOME: dataHome,
            XDG_RUNTIME_DIR: home,
            DBUS_SESSION_BUS_ADDRESS: address,
          },
        },
      );
      children.push(keyring);
      keyring.stdin!.end('test');
      await waitForName(address, 'org.freedesktop.secrets');
      // libsecret connects on keytar's first call, so this process talks to the private bus.
      process.env['DBUS_SESSION_BUS_ADDRESS'] = address;
    }, 30_000);

    afterAll(async () => {
      for (const child of children.reverse()) child.kill();
      if (home) await rm(home, { recursive: true, force: true });
    });

    it('is the backend openTokenStore picks', async () => {
      const { persistence } = await openTokenStore({
        account: ACCOUNT,
        loadKeytar: async () => real,
        safeStorage: fakeSafeStorage(),
        platform: 'linux',
        filePath: join(home, 'unused', 'session.json'),
        log: createMemoryLogger(),
      });
      expect(persistence).toEqual({ persistent: true, backend: 'keychain' });
    });

    it('keeps the token in the keyring under Shortlist and the API, and sign-out deletes it', async () => {
      const store = createKeytarTokenStore(real, ACCOUNT);
      expect(await store.get()).toBeNull();
      await store.set(TOKEN);
      expect(await real.getPassword(KEYCHAIN_SERVICE, ACCOUNT)).toBe(TOKEN);
      // What a restart sees: a new store over the same keychain.
      expect(await createKeytarTokenStore(real, ACCOUNT).get()).toBe(TOKEN);

      await store.set(`${TOKEN}-2`);
      expect(await store.get()).toBe(`${TOKEN}-2`);

      await store.clear();
      expect(await real.getPassword(KEYCHAIN_SERVICE, ACCOUNT)).toBeNull();
      await store.clear();
    });

    it('keeps each API account apart', async () => {
      const remote = createKeytarTokenStore(real, ACCOUNT);
      const embedded = createKeytarTokenStore(real, 'embedded');
      await remote.set('remote');
      await embedded.set('embedded');
      expect(await remote.get()).toBe('remote');
      await remote.clear();
      expect(await embedded.get()).toBe('embedded');
      await embedded.clear();
    });

    it('a session over the keyring: impersonation is never written to it', async () => {
      const store = createKeytarTokenStore(real, ACCOUNT);
      const pending = createKeytarTokenStore(real, pendingAccount(ACCOUNT));
      const server = fakeSessionServer();
      const session = createSession(
        Promise.resolve({ store, pending, persistence: { persistent: true, backend: 'keychain' } }),
        { server, log: createMemoryLogger() },
      );
      await session.save('admin');
      session.beginImpersonation('target');
      expect(await session.get()).toBe('target');
      expect(await real.getPassword(KEYCHAIN_SERVICE, ACCOUNT)).toBe('admin');
      await expect(session.endImpersonation()).resolves.toEqual({ restored: true });
      // Offline: the sign-out waits in its own keyring entry for the next start.
      server.reachable = false;
      await session.signOut();
      expect(await real.getPassword(KEYCHAIN_SERVICE, ACCOUNT)).toBeNull();
      expect(await real.getPassword(KEYCHAIN_SERVICE, pendingAccount(ACCOUNT))).toBe('admin');
      server.reachable = true;
      await session.retryRevocations();
      expect(await real.getPassword(KEYCHAIN_SERVICE, pendingAccount(ACCOUNT))).toBeNull();
    });
  },
);
