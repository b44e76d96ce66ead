import type { DesktopBridge } from '../../shared/bridge';
import { createWebBridge } from './web';

let platform: DesktopBridge | undefined;

/**
 * The one way the UI reaches anything outside the page: the desktop app's preload bridge
 * (`window.desktop`) when it exists, else the browser implementation.
 */
export function getPlatform(): DesktopBridge {
  platform ??= window.desktop ?? createWebBridge();
  return platform;
}

/** True in the desktop app, whose preload set `window.desktop` before any script ran. */
export function isDesktopApp(): boolean {
  // `typeof`: route and navigation tables are also built by unit tests under Node.
  return typeof window !== 'undefined' && window.desktop !== undefined;
}
