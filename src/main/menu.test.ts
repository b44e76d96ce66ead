import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from './menu';

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

describe('buildMenuTemplate', () => {
  it('has the app menu on macOS only', () => {
    expect(buildMenuTemplate({ platform: 'darwin', isPackaged: true })[0]).toEqual({
      role: 'appMenu',
    });
    expect(roles(buildMenuTemplate({ platform: 'win32', isPackaged: true }))).not.toContain(
      'appMenu',
    );
    expect(roles(buildMenuTemplate({ platform: 'linux', isPackaged: true }))).toContain('about');
  });

  it('has the standard editing commands', () => {
    const edit = buildMenuTemplate({ platform: 'linux', isPackaged: true }).find(
      (item) => item.label === 'Edit',
    );
    expect(roles(edit?.submenu as MenuItemConstructorOptions[])).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'selectAll',
    ]);
  });

  it('offers developer tools only when unpackaged', () => {
    expect(roles(buildMenuTemplate({ platform: 'linux', isPackaged: false }))).toContain(
      'toggleDevTools',
    );
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const packaged = roles(buildMenuTemplate({ platform, isPackaged: true }));
      expect(packaged).not.toContain('toggleDevTools');
      expect(packaged).not.toContain('forceReload');
      expect(packaged).toEqual(
        expect.arrayContaining([
          'reload',
          'zoomIn',
          'zoomOut',
          'resetZoom',
          'togglefullscreen',
          'windowMenu',
          'help',
        ]),
      );
    }
  });

  it('uses roles only, no hand-written click handlers', () => {
    const hasClick = (items: MenuItemConstructorOptions[]): boolean =>
      items.some(
        (item) => 'click' in item || (Array.isArray(item.submenu) && hasClick(item.submenu)),
      );
    expect(hasClick(buildMenuTemplate({ platform: 'darwin', isPackaged: false }))).toBe(false);
  });
});
