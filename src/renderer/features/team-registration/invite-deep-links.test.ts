import { describe, expect, it } from 'vitest';
import { inviteDeepLinkPath } from './invite-deep-links';

const TOKEN = 'A'.repeat(43);

describe('inviteDeepLinkPath', () => {
  it('opens an invitation link at the invite landing, whatever the window shows', () => {
    expect(inviteDeepLinkPath({ kind: 'invite', token: TOKEN })).toBe(`/invite/${TOKEN}`);
  });

  it('leaves other links to whoever handles them', () => {
    expect(inviteDeepLinkPath({ kind: 'impersonate', id: '7', token: TOKEN })).toBeNull();
    expect(inviteDeepLinkPath({ kind: 'auth-callback', code: TOKEN, state: TOKEN })).toBeNull();
  });
});
