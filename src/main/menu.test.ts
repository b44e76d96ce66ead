import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { externalLinkPolicy } from './external-links';
import { buildMenuTemplate, HELP_LINKS, helpLinkItems, type MenuContext } from './menu';

type Item = MenuItemConstructorOptions;

function menu(platform: NodeJS.Platform, isPackaged = true, openExternal = vi.fn(async () => {})) {
  const context: MenuContext = { platform, isPackaged, openExternal };
  return buildMenuTemplate(context);
}

function roles(items: Item[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

function submenu(items: Item[], labelOrRole: string): Item[] {
  const found = items.find((item) => item.label === labelOrRole || item.role === labelOrRole);
  return (found?.submenu ?? []) as Item[];
}

function clickable(items: Item[]): Item[] {
  return items.flatMap((item) => [
    ...('click' in item ? [item] : []),
    ...(Array.isArray(item.submenu) ? clickable(item.submenu) : []),
  ]);
}

const click = (item: Item) => (item.click as () => void)();

const platforms = ['darwin', 'win32', 'linux'] as const;

describe('buildMenuTemplate', () => {
  it('has the app menu on macOS only, About in Help elsewhere', () => {
    expect(menu('darwin')[0]).toEqual({ role: 'appMenu' });
    expect(roles(menu('darwin'))).not.toContain('about'); // the app menu role has it
    for (const platform of ['win32', 'linux'] as const) {
      expect(roles(menu(platform))).not.toContain('appMenu');
      expect(roles(submenu(menu(platform), 'help'))).toEqual(['about']);
    }
  });

  it('has the standard menus in the usual order', () => {
    expect(menu('darwin').map((item) => item.role ?? item.label)).toEqual([
      'appMenu',
      'fileMenu',
      'Edit',
      'View',
      'windowMenu',
      'help',
    ]);
    expect(menu('win32').map((item) => item.role ?? item.label)).toEqual([
      'fileMenu',
      'Edit',
      'View',
      'windowMenu',
      'help',
    ]);
  });

  it('has the standard editing commands', () => {
    expect(roles(submenu(menu('linux'), 'Edit'))).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'delete',
      'selectAll',
    ]);
    expect(roles(submenu(menu('darwin'), 'Edit'))).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'pasteAndMatchStyle',
      'delete',
      'selectAll',
    ]);
  });

  it('offers reload and developer tools only when unpackaged', () => {
    expect(roles(submenu(menu('linux', false), 'View'))).toEqual([
      'reload',
      'forceReload',
      'toggleDevTools',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
    for (const platform of platforms) {
      const view = submenu(menu(platform, true), 'View');
      expect(roles(view)).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
      expect(view[0]?.type).not.toBe('separator'); // no dangling separator at the top
    }
  });

  it('leaves shortcuts to the roles (the platform’s usual ones)', () => {
    const withAccelerator = (items: Item[]): Item[] =>
      items.flatMap((item) => [
        ...(item.accelerator ? [item] : []),
        ...(Array.isArray(item.submenu) ? withAccelerator(item.submenu) : []),
      ]);
    for (const platform of platforms) {
      expect(withAccelerator(menu(platform, false))).toEqual([]);
    }
  });

  it('has no hand-written items but the Help links', () => {
    for (const platform of platforms) {
      expect(clickable(menu(platform, false)).map((item) => item.label)).toEqual(
        HELP_LINKS.map((link) => link.label),
      );
    }
  });

  it('opens the Help links outside the app', async () => {
    const openExternal = vi.fn(async () => {});
    const [help, support] = clickable(menu('darwin', true, openExternal));
    click(help!);
    click(support!);
    await vi.waitFor(() => expect(openExternal).toHaveBeenCalledTimes(2));
    expect(openExternal.mock.calls).toEqual([
      ['https://shortlist.app/help'],
      ['mailto:support@shortlist.app'],
    ]);
  });

  it('names only links the external-links allow-list passes (docs/security.md E5)', () => {
    for (const { url } of HELP_LINKS) expect(externalLinkPolicy(url).ok).toBe(true);
  });
});

describe('helpLinkItems', () => {
  it('sends links through the allow-list, so a bad one never opens', async () => {
    const openExternal = vi.fn(async () => {});
    const items = helpLinkItems(
      [
        { label: 'Script', url: 'javascript:alert(1)' },
        { label: 'File', url: 'file:///etc/passwd' },
        { label: 'Plain', url: 'http://shortlist.app/help' },
        { label: 'Fine', url: 'https://shortlist.app/help' },
      ],
      openExternal,
    );
    items.forEach(click);
    await vi.waitFor(() => expect(openExternal).toHaveBeenCalled());
    expect(openExternal.mock.calls).toEqual([['https://shortlist.app/help']]);
  });

  it('swallows a failing openExternal (a menu click has nowhere to report it)', async () => {
    const openExternal = vi.fn(async () => {
      throw new Error('no browser');
    });
    const [item] = helpLinkItems(HELP_LINKS, openExternal);
    expect(() => click(item!)).not.toThrow();
    await vi.waitFor(() => expect(openExternal).toHaveBeenCalledOnce());
  });
});
