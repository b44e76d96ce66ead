/**
 * The application menu: standard roles, so every item behaves the platform's way and carries its
 * usual shortcut (⌘Z/Ctrl+Z, ⇧⌘Z/Ctrl+Y, ⌘X, ⌘C, ⌘V, ⌘A, ⌘0/⌘+/⌘−, full screen, ⌘W, ⌘Q, …).
 * The only hand-written items are the Help links, which leave the app through the external-links
 * allow-list (docs/security.md E5) like every other link.
 * Pure (type-only electron import); index.ts builds it with `Menu.buildFromTemplate`.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { openExternalLink, type OpenExternal } from './external-links';

export interface MenuContext {
  platform: NodeJS.Platform;
  /** Reload and developer tools only in unpackaged builds. */
  isPackaged: boolean;
  /** `shell.openExternal`; only ever called with a URL the allow-list passed. */
  openExternal: OpenExternal;
}

export interface HelpLink {
  label: string;
  url: string;
}

export const HELP_LINKS: readonly HelpLink[] = [
  { label: 'Shortlist Help', url: 'https://shortlist.app/help' },
  { label: 'Contact Support', url: 'mailto:support@shortlist.app' },
];

/** Help items opening `links` in the browser or mail client, through the allow-list. */
export function helpLinkItems(
  links: readonly HelpLink[],
  openExternal: OpenExternal,
): MenuItemConstructorOptions[] {
  return links.map(({ label, url }) => ({
    label,
    click: () => void openExternalLink(url, openExternal),
  }));
}

export function buildMenuTemplate({
  platform,
  isPackaged,
  openExternal,
}: MenuContext): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];

  // About, Services, Hide, Hide Others, Show All, Quit (⌘Q).
  if (isMac) template.push({ role: 'appMenu' });
  // Close Window (⌘W) on macOS; Quit (Ctrl+Q / Alt+F4) elsewhere.
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
      ...(isMac ? ([{ role: 'pasteAndMatchStyle' }] as const) : []),
      { role: 'delete' },
      { type: 'separator' },
      { role: 'selectAll' },
    ],
  });
  template.push({
    label: 'View',
    submenu: [
      // A reload in a packaged app only loses the page's state (forms, the signed-in view's
      // place); it is a developer's tool, like the developer tools themselves.
      ...(isPackaged
        ? []
        : ([
            { role: 'reload' },
            { role: 'forceReload' },
            { role: 'toggleDevTools' },
            { type: 'separator' },
          ] as const)),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });
  // Minimize, Zoom, Close; on macOS also Bring All to Front.
  template.push({ role: 'windowMenu' });
  // macOS puts About in the app menu and adds a search field to Help; elsewhere About lives here.
  template.push({
    role: 'help',
    submenu: [
      ...helpLinkItems(HELP_LINKS, openExternal),
      ...(isMac ? [] : ([{ type: 'separator' }, { role: 'about' }] as const)),
    ],
  });
  return template;
}
