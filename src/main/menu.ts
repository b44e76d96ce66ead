/**
 * The application menu: standard roles only, so every item behaves the platform's way.
 * Pure (type-only electron import); index.ts builds it with `Menu.buildFromTemplate`.
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuContext {
  platform: NodeJS.Platform;
  /** Developer tools only in unpackaged builds. */
  isPackaged: boolean;
}

export function buildMenuTemplate({
  platform,
  isPackaged,
}: MenuContext): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];

  if (isMac) template.push({ role: 'appMenu' });
  template.push({ role: 'fileMenu' });
  template.push({
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  });
  template.push({
    label: 'View',
    submenu: [
      { role: 'reload' },
      ...(isPackaged ? [] : ([{ role: 'forceReload' }, { role: 'toggleDevTools' }] as const)),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });
  template.push({ role: 'windowMenu' });
  // macOS puts About in the app menu and a search field in Help; elsewhere About lives in Help.
  template.push({ role: 'help', submenu: isMac ? [] : [{ role: 'about' }] });
  return template;
}
