/**
 * Permission handlers for every session (docs/security.md E6). Electron grants every permission a page
 * asks for unless a session says otherwise; the app needs none (no camera, notifications,
 * geolocation, …), so both the request and the check handler deny everything.
 */

/** The part of Electron's `Session` this module uses; tests pass a fake. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler:
      | ((webContents: unknown, permission: string, callback: (granted: boolean) => void) => void)
      | null,
  ): void;
  setPermissionCheckHandler(
    handler: ((webContents: unknown, permission: string) => boolean) | null,
  ): void;
}

/** Call on the default session and from `app.on('session-created')` for any other. */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
