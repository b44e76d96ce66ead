/**
 * Assertions on electron-builder.yml: the fuses (SECURITY E8), the deep-link scheme (D4) and
 * what gets packed. js-yaml is electron-builder's and electron-updater's own parser.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { load } = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const config = load(
  readFileSync(new URL('../../electron-builder.yml', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('electron-builder.yml', () => {
  it('names the app', () => {
    expect(config).toMatchObject({ appId: 'com.shortlist.desktop', productName: 'Shortlist' });
  });

  it('flips every security fuse (SECURITY E8)', () => {
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

  it('packs only the built app, into an asar', () => {
    expect(config['asar']).toBe(true);
    expect(config['files']).toEqual(['out/**']);
  });

  it('registers the shortlist:// scheme (SECURITY D4)', () => {
    expect(config['protocols']).toEqual([{ name: 'Shortlist', schemes: ['shortlist'] }]);
  });

  it('builds for every platform', () => {
    expect(config['mac']).toMatchObject({ target: ['dmg', 'zip'] });
    expect(config['win']).toMatchObject({ target: ['nsis'] });
    expect(config['linux']).toMatchObject({ target: ['AppImage', 'deb'] });
  });

  it('has its icon', () => {
    const directories = config['directories'] as { buildResources: string };
    const icon = readFileSync(
      new URL(`../../${directories.buildResources}/icon.png`, import.meta.url),
    );
    expect(icon.subarray(1, 4).toString()).toBe('PNG');
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
