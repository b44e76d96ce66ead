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
