import { describe, expect, it } from 'vitest';
import { BRIDGE_MEMBERS, bridgeChannel, type EventChannel, type InvokeChannel } from './bridge';

describe('bridge channels', () => {
  it('are the domain and method in kebab case; an event drops its "on"', () => {
    expect(bridgeChannel('session', 'getToken', 'invoke')).toBe('session:get-token');
    expect(bridgeChannel('socialLogin', 'start', 'invoke')).toBe('social-login:start');
    expect(bridgeChannel('updates', 'onStatus', 'event')).toBe('updates:status');
    expect(bridgeChannel('deepLinks', 'onLink', 'event')).toBe('deep-links:link');
    // Only an event loses the prefix.
    expect(bridgeChannel('app', 'onboard', 'invoke')).toBe('app:onboard');
  });

  it('derived at run time are the channels the types derive', () => {
    // Typed by the derived maps: a channel the types lack, or one missing here, fails to compile.
    const invoke: Record<InvokeChannel, true> = {
      'app:get-config': true,
      'app:open-external': true,
      'app:get-error-reporting': true,
      'session:get-token': true,
      'session:set-token': true,
      'session:sign-out': true,
      'session:get-persistence': true,
      'session:begin-impersonation': true,
      'session:end-impersonation': true,
      'session:is-impersonating': true,
      'social-login:start': true,
      'downloads:save': true,
      'preferences:get': true,
      'preferences:set': true,
      'updates:get-status': true,
      'updates:restart-now': true,
      'updates:check-now': true,
      'settings:get-api': true,
      'settings:set-api': true,
      'payments:collect-card': true,
      'payments:authenticate': true,
    };
    const events: Record<EventChannel, true> = {
      'social-login:result': true,
      'deep-links:link': true,
      'updates:status': true,
    };
    const channelsOf = (kind: 'invoke' | 'event') =>
      BRIDGE_MEMBERS.filter((member) => member.kind === kind)
        .map((member) => member.channel)
        .sort();
    expect(channelsOf('invoke')).toEqual(Object.keys(invoke).sort());
    expect(channelsOf('event')).toEqual(Object.keys(events).sort());
  });
});
