import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { DeepLink } from '../shared/bridge';
import { authCallbackDeepLink, invitationDeepLink } from '../shared/deep-links';
import { impersonationDeepLink } from '../shared/impersonation';
import {
  createDeepLinkRouter,
  findDeepLinkInArgv,
  MAX_DEEP_LINK_LENGTH,
  parseDeepLink,
  type AuthCallbackHandler,
  type DeepLinkWindow,
} from './deep-links';
import { createMemoryLogger } from './logger';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE';
const CODE = 'c0de_c0de-c0de_c0de-c0de_c0de-c0de_c0de-c0d';
const STATE = 'StAtE-sTaTe_StAtE-sTaTe_StAtE-sTaTe_StAtE-s';
const IMPERSONATE = `shortlist://impersonate/42?token=${TOKEN}`;
const CALLBACK = `shortlist://auth/callback?code=${CODE}&state=${STATE}`;
const INVITE = `shortlist://invite/${TOKEN}`;

describe('parseDeepLink', () => {
  it('has 43-character test secrets, like the ones the server mints', () => {
    expect([TOKEN.length, CODE.length, STATE.length]).toEqual([43, 43, 43]);
  });

  it.each<[string, string, DeepLink]>([
    ['an impersonation link', IMPERSONATE, { kind: 'impersonate', id: '42', token: TOKEN }],
    [
      'the largest id',
      `shortlist://impersonate/2147483647?token=${TOKEN}`,
      { kind: 'impersonate', id: '2147483647', token: TOKEN },
    ],
    ['a social-login callback', CALLBACK, { kind: 'auth-callback', code: CODE, state: STATE }],
    ['an invitation', INVITE, { kind: 'invite', token: TOKEN }],
    [
      'a callback with state first',
      `shortlist://auth/callback?state=${STATE}&code=${CODE}`,
      { kind: 'auth-callback', code: CODE, state: STATE },
    ],
  ])('accepts %s', (_name, raw, expected) => {
    expect(parseDeepLink(raw)).toEqual(expected);
  });

  it('accepts what the server builds', () => {
    expect(parseDeepLink(impersonationDeepLink(7, TOKEN))).toEqual({
      kind: 'impersonate',
      id: '7',
      token: TOKEN,
    });
    expect(parseDeepLink(authCallbackDeepLink(CODE, STATE))).toEqual({
      kind: 'auth-callback',
      code: CODE,
      state: STATE,
    });
    expect(parseDeepLink(invitationDeepLink(TOKEN))).toEqual({ kind: 'invite', token: TOKEN });
  });

  const hostile: [string, string][] = [
    // Scheme and shape
    ['empty', ''],
    ['another scheme', `https://impersonate/42?token=${TOKEN}`],
    ['javascript', 'javascript:alert(1)'],
    ['a file', 'file:///etc/passwd'],
    ['upper-case scheme', `SHORTLIST://impersonate/42?token=${TOKEN}`],
    ['no slashes', `shortlist:impersonate/42?token=${TOKEN}`],
    ['three slashes', `shortlist:///impersonate/42?token=${TOKEN}`],
    ['a leading space', ` ${IMPERSONATE}`],
    ['a trailing space', `${IMPERSONATE} `],
    // Hosts
    ['an unknown host', `shortlist://evil/42?token=${TOKEN}`],
    ['a look-alike host', `shortlist://impersonate.evil.io/42?token=${TOKEN}`],
    ['an upper-case host', `shortlist://IMPERSONATE/42?token=${TOKEN}`],
    ['an encoded host', `shortlist://imperson%61te/42?token=${TOKEN}`],
    ['userinfo', `shortlist://admin@impersonate/42?token=${TOKEN}`],
    ['a password', `shortlist://:pw@impersonate/42?token=${TOKEN}`],
    ['a port', `shortlist://impersonate:443/42?token=${TOKEN}`],
    ['an empty port', `shortlist://impersonate:/42?token=${TOKEN}`],
    // Paths and traversal
    ['no id', `shortlist://impersonate/?token=${TOKEN}`],
    ['no path', `shortlist://impersonate?token=${TOKEN}`],
    ['a trailing slash', `shortlist://impersonate/42/?token=${TOKEN}`],
    ['a double slash', `shortlist://impersonate//42?token=${TOKEN}`],
    ['a deeper path', `shortlist://impersonate/42/43?token=${TOKEN}`],
    ['dot-dot to another id', `shortlist://impersonate/1/../42?token=${TOKEN}`],
    ['a dot segment', `shortlist://impersonate/./42?token=${TOKEN}`],
    ['encoded dot-dot', `shortlist://impersonate/%2e%2e/42?token=${TOKEN}`],
    ['dot-dot into the callback', `shortlist://auth/x/../callback?code=${CODE}&state=${STATE}`],
    ['an encoded slash', `shortlist://impersonate/1%2F42?token=${TOKEN}`],
    ['an encoded lower-case slash', `shortlist://impersonate/1%2f42?token=${TOKEN}`],
    ['an encoded slash in the host', `shortlist://auth%2Fcallback?code=${CODE}&state=${STATE}`],
    ['a backslash', `shortlist://impersonate\\42?token=${TOKEN}`],
    ['the callback path on the wrong host', `shortlist://impersonate/callback?token=${TOKEN}`],
    ['another auth path', `shortlist://auth/login?code=${CODE}&state=${STATE}`],
    [
      'the callback with a trailing slash',
      `shortlist://auth/callback/?code=${CODE}&state=${STATE}`,
    ],
    // Ids
    ['id zero', `shortlist://impersonate/0?token=${TOKEN}`],
    ['a leading zero', `shortlist://impersonate/042?token=${TOKEN}`],
    ['a negative id', `shortlist://impersonate/-42?token=${TOKEN}`],
    ['an exponent', `shortlist://impersonate/1e3?token=${TOKEN}`],
    ['a decimal id', `shortlist://impersonate/4.2?token=${TOKEN}`],
    ['an id past integer', `shortlist://impersonate/2147483648?token=${TOKEN}`],
    ['a long id', `shortlist://impersonate/99999999999?token=${TOKEN}`],
    ['a word id', `shortlist://impersonate/admin?token=${TOKEN}`],
    // Query
    ['no query', 'shortlist://impersonate/42'],
    ['no token', `shortlist://impersonate/42?code=${TOKEN}`],
    ['an empty token', 'shortlist://impersonate/42?token='],
    ['a short token', `shortlist://impersonate/42?token=${TOKEN.slice(1)}`],
    ['a long token', `shortlist://impersonate/42?token=${TOKEN}A`],
    ['plain base64 (+)', `shortlist://impersonate/42?token=+${TOKEN.slice(1)}`],
    ['plain base64 (/)', `shortlist://impersonate/42?token=/${TOKEN.slice(1)}`],
    ['base64 padding', `shortlist://impersonate/42?token=${TOKEN.slice(1)}=`],
    ['an encoded token character', `shortlist://impersonate/42?token=%41${TOKEN.slice(1)}`],
    ['an extra parameter', `${IMPERSONATE}&next=https://evil.example`],
    ['a duplicate token', `${IMPERSONATE}&token=${TOKEN}`],
    ['a trailing ampersand', `${IMPERSONATE}&`],
    ['a leading ampersand', `shortlist://impersonate/42?&token=${TOKEN}`],
    ['a semicolon', `${IMPERSONATE};next=x`],
    ['a fragment', `${IMPERSONATE}#x`],
    ['an empty fragment', `${IMPERSONATE}#`],
    ['a callback without state', `shortlist://auth/callback?code=${CODE}`],
    ['a callback with an extra parameter', `${CALLBACK}&redirect=https://evil.example`],
    ['a callback with a duplicate code', `${CALLBACK}&code=${CODE}`],
    ['a callback with a short state', `shortlist://auth/callback?code=${CODE}&state=abc`],
    [
      'a callback with an encoded code',
      `shortlist://auth/callback?code=%63${CODE.slice(1)}&state=${STATE}`,
    ],
    ['an impersonation token on the callback', `shortlist://auth/callback?token=${TOKEN}`],
    // Invitations
    ['an invitation without a token', 'shortlist://invite/'],
    ['an invitation without a path', 'shortlist://invite'],
    ['an upper-case invite host', `shortlist://INVITE/${TOKEN}`],
    ['an invitation with a trailing slash', `${INVITE}/`],
    ['an invitation with a deeper path', `${INVITE}/accept`],
    ['an invitation under a prefix', `shortlist://invite/x/${TOKEN}`],
    ['dot-dot into an invitation', `shortlist://invite/x/../${TOKEN}`],
    ['an encoded dot-dot before an invitation', `shortlist://invite/%2e%2e/${TOKEN}`],
    ['an encoded slash in an invitation', `shortlist://invite/%2F${TOKEN.slice(1)}`],
    ['an encoded token character', `shortlist://invite/%41${TOKEN.slice(1)}`],
    ['a short invitation token', `shortlist://invite/${TOKEN.slice(1)}`],
    ['a long invitation token', `${INVITE}A`],
    ['an invitation token with padding', `shortlist://invite/${TOKEN.slice(1)}=`],
    ['an invitation token with a dot', `shortlist://invite/${TOKEN.slice(1)}.`],
    ['an invitation with a query', `${INVITE}?next=https://evil.example`],
    ['an invitation with its token as a query', `shortlist://invite/?token=${TOKEN}`],
    ['an invitation with an empty query', `${INVITE}?`],
    ['an invitation with a fragment', `${INVITE}#x`],
    ['an invitation with userinfo', `shortlist://a@invite/${TOKEN}`],
    ['an invitation with a port', `shortlist://invite:80/${TOKEN}`],
    ['an invitation path on the callback host', `shortlist://auth/${TOKEN}`],
    ['an impersonation id on the invite host', `shortlist://invite/42?token=${TOKEN}`],
    ['a web invitation link', `https://app.example.com/invite/${TOKEN}`],
    // Characters the URL parser would quietly drop or fold
    ['a newline inside', `shortlist://imper\nsonate/42?token=${TOKEN}`],
    ['a tab inside', `shortlist://impersonate/4\t2?token=${TOKEN}`],
    ['a NUL', `shortlist://impersonate/42?token=${TOKEN}\0`],
    ['a newline in an invitation', `${INVITE}\n`],
    ['non-ASCII', `shortlist://impersonate/４２?token=${TOKEN}`],
    // Size
    ['overlong', `${IMPERSONATE}&pad=${'a'.repeat(MAX_DEEP_LINK_LENGTH)}`],
    ['huge', `shortlist://impersonate/42?token=${'A'.repeat(100_000)}`],
  ];

  it.each(hostile)('refuses %s', (_name, raw) => {
    expect(parseDeepLink(raw)).toBeNull();
  });
});

describe('findDeepLinkInArgv (docs/security.md D3)', () => {
  it.each<[string, string[], string | undefined]>([
    ['Windows second instance', ['C:\\Shortlist\\Shortlist.exe', IMPERSONATE], IMPERSONATE],
    [
      'Chromium switches appended after the link',
      ['/opt/Shortlist/shortlist', IMPERSONATE, '--no-sandbox', '--allow-file-access-from-files'],
      IMPERSONATE,
    ],
    [
      'switches before the link',
      ['/usr/bin/electron', '.', '--enable-logging', CALLBACK],
      CALLBACK,
    ],
    ['no link', ['/opt/Shortlist/shortlist', '--no-sandbox'], undefined],
    ['only the executable', ['/opt/Shortlist/shortlist'], undefined],
    ['empty', [], undefined],
    ['a link inside a switch', ['/opt/Shortlist/shortlist', `--url=${IMPERSONATE}`], undefined],
    ['another scheme', ['/opt/Shortlist/shortlist', 'https://example.com'], undefined],
    ['the first of two links', ['/opt/Shortlist/shortlist', CALLBACK, IMPERSONATE], CALLBACK],
  ])('%s', (_name, argv, expected) => {
    expect(findDeepLinkInArgv(argv)).toBe(expected);
  });
});

/** A window stub: an EventEmitter for `did-finish-load`, recording what was sent. */
function fakeWindow(options: { loading?: boolean } = {}) {
  const contents = new EventEmitter() as EventEmitter & {
    loading: boolean;
    sent: unknown[][];
    isLoading(): boolean;
    send(channel: string, ...args: unknown[]): void;
  };
  contents.loading = options.loading ?? true;
  contents.sent = [];
  contents.isLoading = () => contents.loading;
  contents.send = (channel, ...args) => void contents.sent.push([channel, ...args]);
  const window = {
    destroyed: false,
    isDestroyed: () => window.destroyed,
    webContents: contents,
    /** The page has loaded: what Electron's webContents does. */
    finishLoading() {
      contents.loading = false;
      contents.emit('did-finish-load');
    },
  };
  return window satisfies DeepLinkWindow;
}

function setUp(onAuthCallback?: AuthCallbackHandler) {
  const log = createMemoryLogger();
  const router = createDeepLinkRouter({ log });
  if (onAuthCallback) router.setAuthCallbackHandler(onAuthCallback);
  return { log, router };
}

describe('createDeepLinkRouter (docs/security.md D2)', () => {
  it('queues a link that arrives before the window exists, and delivers it once', () => {
    const { router } = setUp();
    // Like macOS's open-url at launch: an emitter firing before `ready`.
    const app = new EventEmitter();
    app.on('open-url', (url: string) => router.receive(url, 'open-url'));
    app.emit('open-url', IMPERSONATE);

    const window = fakeWindow();
    router.attachWindow(window);
    expect(window.webContents.sent).toEqual([]);

    window.finishLoading();
    expect(window.webContents.sent).toEqual([
      ['deep-links:link', { kind: 'impersonate', id: '42', token: TOKEN }],
    ]);
    window.webContents.emit('did-finish-load');
    expect(window.webContents.sent).toHaveLength(1);
  });

  it('sends at once when the page has loaded', () => {
    const { router } = setUp();
    const window = fakeWindow({ loading: false });
    router.attachWindow(window);
    router.receive(IMPERSONATE, 'second-instance');
    expect(window.webContents.sent).toEqual([
      ['deep-links:link', { kind: 'impersonate', id: '42', token: TOKEN }],
    ]);
  });

  it('hands an invitation to the renderer, queued until the page has loaded', () => {
    const onAuthCallback = vi.fn();
    const { router } = setUp(onAuthCallback);
    router.receive(INVITE, 'open-url');
    const window = fakeWindow();
    router.attachWindow(window);
    expect(window.webContents.sent).toEqual([]);
    window.finishLoading();
    expect(window.webContents.sent).toEqual([
      ['deep-links:link', { kind: 'invite', token: TOKEN }],
    ]);
    expect(onAuthCallback).not.toHaveBeenCalled();
  });

  it('keeps links in order while the page reloads', () => {
    const { router } = setUp();
    const window = fakeWindow({ loading: false });
    router.attachWindow(window);
    window.webContents.loading = true;
    const second = impersonationDeepLink(43, TOKEN);
    router.receive(IMPERSONATE, 'second-instance');
    router.receive(second, 'second-instance');
    expect(window.webContents.sent).toEqual([]);
    window.finishLoading();
    expect(window.webContents.sent.map((sent) => (sent[1] as { id: string }).id)).toEqual([
      '42',
      '43',
    ]);
  });

  it('waits for a new window when the old one was closed', () => {
    const { router } = setUp();
    const old = fakeWindow({ loading: false });
    router.attachWindow(old);
    old.destroyed = true;
    router.receive(IMPERSONATE, 'second-instance');
    expect(old.webContents.sent).toEqual([]);

    const replacement = fakeWindow();
    router.attachWindow(replacement);
    old.webContents.emit('did-finish-load');
    expect(replacement.webContents.sent).toEqual([]);
    replacement.finishLoading();
    expect(replacement.webContents.sent).toHaveLength(1);
  });

  it('hands a social-login callback to main, after the page has loaded, once', async () => {
    const onAuthCallback = vi.fn();
    const { router } = setUp(onAuthCallback);
    router.receive(CALLBACK, 'open-url');
    const window = fakeWindow();
    router.attachWindow(window);
    window.finishLoading();
    window.finishLoading();
    await vi.waitFor(() =>
      expect(onAuthCallback).toHaveBeenCalledExactlyOnceWith({
        kind: 'auth-callback',
        code: CODE,
        state: STATE,
      }),
    );
    // The callback never reaches the renderer: it carries a code only main can redeem.
    expect(window.webContents.sent).toEqual([]);
  });

  it('logs a failed callback handler without its link', async () => {
    const { router, log } = setUp(async () => {
      throw new Error(`could not redeem ${CODE}`);
    });
    router.attachWindow(fakeWindow({ loading: false }));
    router.receive(CALLBACK, 'open-url');
    await vi.waitFor(() =>
      expect(log.entries).toContainEqual({
        level: 'error',
        message: 'The social-login callback failed',
        details: { error: 'Error' },
      }),
    );
    expect(JSON.stringify(log.entries)).not.toContain(CODE);
  });

  it('says so when no social login is wired', () => {
    const { router, log } = setUp();
    router.attachWindow(fakeWindow({ loading: false }));
    router.receive(CALLBACK, 'open-url');
    expect(log.entries.at(-1)).toMatchObject({
      level: 'warn',
      message: 'Ignored a social-login callback: social login is not available',
    });
  });

  it('ignores and logs a hostile link, never sending it anywhere', () => {
    const onAuthCallback = vi.fn();
    const { router, log } = setUp(onAuthCallback);
    const window = fakeWindow({ loading: false });
    router.attachWindow(window);
    const hostile = `shortlist://impersonate/1/../42?token=${TOKEN}`;
    router.receive(hostile, 'second-instance');
    expect(window.webContents.sent).toEqual([]);
    expect(onAuthCallback).not.toHaveBeenCalled();
    expect(log.entries).toEqual([
      {
        level: 'warn',
        message: 'Ignored a link that is not a Shortlist deep link',
        details: { source: 'second-instance', length: hostile.length },
      },
    ]);
  });

  it('logs the kind and id, never a token, code or state', () => {
    const { router, log } = setUp(vi.fn());
    router.receive(IMPERSONATE, 'launch');
    router.receive(CALLBACK, 'open-url');
    router.receive(INVITE, 'second-instance');
    expect(log.entries.map((entry) => entry.details)).toEqual([
      { source: 'launch', kind: 'impersonate', id: '42' },
      { source: 'open-url', kind: 'auth-callback' },
      { source: 'second-instance', kind: 'invite' },
    ]);
    const logged = JSON.stringify(log.entries);
    for (const secret of [TOKEN, CODE, STATE]) expect(logged).not.toContain(secret);
  });

  it('drops a flood of links waiting for the window', () => {
    const { router, log } = setUp();
    for (let id = 1; id <= 20; id += 1) router.receive(impersonationDeepLink(id, TOKEN), 'launch');
    const window = fakeWindow();
    router.attachWindow(window);
    window.finishLoading();
    expect(window.webContents.sent).toHaveLength(8);
    expect(log.entries.filter((entry) => entry.level === 'warn')).toHaveLength(12);
  });
});
