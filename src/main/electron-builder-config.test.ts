/**
 * Assertions on electron-builder.yml: the fuses (docs/security.md E8), the deep-link scheme (D4), the
 * update feed and in-builder signing (U1), the targets per OS, the icons, and that no secret is
 * written in it. js-yaml is electron-builder's and electron-updater's own parser; the schema check
 * is electron-builder's own validation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { load } = require('js-yaml') as { load(text: string): unknown };
const root = new URL('../../', import.meta.url);
const text = readFileSync(new URL('electron-builder.yml', root), 'utf8');
const config = load(text) as Record<string, unknown>;
const section = (name: string) => config[name] as Record<string, unknown>;
const read = (path: string) => readFileSync(new URL(path, root));

/** Width and height of a PNG, from its IHDR. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema", async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as {
      DebugLogger: new (enabled: boolean) => unknown;
    };
    await expect(
      validateConfiguration(structuredClone(config), new DebugLogger(false)),
    ).resolves.toBeUndefined();
  });

  it('names the app, with the metadata the deb and the Windows publisher need', () => {
    expect(config).toMatchObject({
      appId: 'com.shortlist.desktop',
      productName: 'Shortlist',
      extraMetadata: {
        author: { name: 'Shortlist', email: expect.stringContaining('@') },
        homepage: expect.stringMatching(/^https:\/\//),
      },
    });
  });

  it('flips every security fuse (docs/security.md E8)', () => {
    expect(config['electronFuses']).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packs only the built app, into an asar, and writes to dist/', () => {
    expect(config['asar']).toBe(true);
    expect(config['files']).toEqual(['out/**']);
    expect(config['directories']).toEqual({ buildResources: 'resources', output: 'dist' });
  });

  it('registers the shortlist:// scheme (docs/security.md D4)', () => {
    expect(config['protocols']).toEqual([{ name: 'Shortlist', schemes: ['shortlist'] }]);
  });

  it('publishes one generic HTTPS update feed, per channel (docs/security.md U1)', () => {
    const publish = config['publish'];
    // One provider: electron-updater reads only the first, and app-update.yml is generated from
    // it at build time (the app never calls setFeedURL).
    expect(publish).toEqual({
      provider: 'generic',
      url: 'https://updates.shortlist.app/desktop/${channel}',
    });
    const url = new URL((publish as { url: string }).url.replace('${channel}', 'latest'));
    expect(url.protocol).toBe('https:');
    expect(url.username + url.password).toBe('');
  });

  it('signs and notarises on macOS inside electron-builder, from the environment (docs/security.md U1)', () => {
    const mac = section('mac');
    expect(mac).toMatchObject({
      target: ['dmg', 'zip'], // electron-updater's macOS updates need the zip
      hardenedRuntime: true,
      notarize: true, // credentials only from APPLE_* environment variables
      entitlements: 'resources/entitlements.mac.plist',
      entitlementsInherit: 'resources/entitlements.mac.plist',
      icon: 'resources/icon.icns',
    });
    // Signing identity from CSC_LINK / the keychain, never named or skipped here.
    expect(mac).not.toHaveProperty('identity');
    expect(mac).not.toHaveProperty('sign');
  });

  it('grants the hardened runtime only what Electron needs', () => {
    const plist = read('resources/entitlements.mac.plist').toString();
    const granted = [...plist.matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)].map((m) => m[1]);
    expect(granted).toEqual(['com.apple.security.cs.allow-jit']);
  });

  it('builds an NSIS installer on Windows, signed by electron-builder from the environment', () => {
    const win = section('win');
    expect(win).toMatchObject({ target: ['nsis'], icon: 'resources/icon.ico' });
    expect(win).not.toHaveProperty('cscLink');
    expect(win).not.toHaveProperty('cscKeyPassword');
    expect(win).not.toHaveProperty('sign'); // no custom signing hook that runs after the fact
    expect(section('nsis')).toMatchObject({ oneClick: false, perMachine: false });
  });

  it('builds an AppImage and a deb on Linux', () => {
    expect(section('linux')).toMatchObject({
      target: ['AppImage', 'deb'],
      icon: 'resources/icons',
    });
  });

  it('has every icon it names, at the sizes each platform needs', () => {
    expect(pngSize(read('resources/icon.png'))).toEqual([1024, 1024]);
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
      expect(pngSize(read(`resources/icons/${size}x${size}.png`))).toEqual([size, size]);
    }
    expect(read('resources/icon.icns').subarray(0, 4).toString()).toBe('icns');
    const ico = read('resources/icon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // reserved, type icon
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(6); // 16 … 256 px
    for (const path of [section('mac')['icon'], section('win')['icon'], section('linux')['icon']]) {
      expect(existsSync(new URL(String(path), root))).toBe(true);
    }
  });

  it('holds no secret: credentials come from the environment', () => {
    expect(text).not.toMatch(
      /\b(cscLink|cscKeyPassword|password|appleId|appleIdPassword|apiKey|token)\s*:/i,
    );
    expect(text).not.toMatch(/\$\{env\./); // not even by reference: signing reads the environment
    expect(text).not.toMatch(/-----BEGIN|\b[A-Za-z0-9+/]{60,}={0,2}/); // no PEM or base64 blob
  });
});
