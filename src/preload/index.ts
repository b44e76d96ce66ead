// Sandboxed preload (built as CommonJS): exposes the bridge as `window.desktop`, nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopBridge } from './desktop-bridge';

contextBridge.exposeInMainWorld('desktop', createDesktopBridge(ipcRenderer));
