import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, type PermissionSession } from './permissions';

type RequestHandler = Parameters<PermissionSession['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<PermissionSession['setPermissionCheckHandler']>[0];

function fakeSession() {
  const handlers: { request?: RequestHandler; check?: CheckHandler } = {};
  const session: PermissionSession = {
    setPermissionRequestHandler: (handler) => void (handlers.request = handler),
    setPermissionCheckHandler: (handler) => void (handlers.check = handler),
  };
  return { session, handlers };
}

const permissions = [
  'media',
  'geolocation',
  'notifications',
  'clipboard-read',
  'openExternal',
  'fullscreen',
  'hid',
  'unknown',
];

describe('denyAllPermissions', () => {
  it('sets both handlers', () => {
    const { session, handlers } = fakeSession();
    denyAllPermissions(session);
    expect(handlers.request).toBeTypeOf('function');
    expect(handlers.check).toBeTypeOf('function');
  });

  it.each(permissions)('denies a request for %s', (permission) => {
    const { session, handlers } = fakeSession();
    denyAllPermissions(session);
    const callback = vi.fn();
    handlers.request?.(null, permission, callback);
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
  });

  it.each(permissions)('answers a check for %s with false', (permission) => {
    const { session, handlers } = fakeSession();
    denyAllPermissions(session);
    expect(handlers.check?.(null, permission)).toBe(false);
  });
});
