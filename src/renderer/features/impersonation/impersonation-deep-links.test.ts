import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './impersonation-deep-links';

const TOKEN = 'A'.repeat(43);

describe('deepLinkPath', () => {
  it('opens an impersonation link under the group the window shows', () => {
    const link = { kind: 'impersonate', id: '7', token: TOKEN } as const;
    expect(deepLinkPath(link, '/company/dashboard')).toBe(`/employer/impersonate/7?token=${TOKEN}`);
    expect(deepLinkPath(link, '/agency/network')).toBe(`/agency/impersonate/7?token=${TOKEN}`);
  });

  it('opens it under candidate where the window shows no group', () => {
    const link = { kind: 'impersonate', id: '7', token: TOKEN } as const;
    expect(deepLinkPath(link, '/')).toBe(`/candidate/impersonate/7?token=${TOKEN}`);
    expect(deepLinkPath(link, '/nowhere/at-all')).toBe(`/candidate/impersonate/7?token=${TOKEN}`);
  });

  it('leaves other links to whoever handles them', () => {
    expect(deepLinkPath({ kind: 'auth-callback', code: TOKEN, state: TOKEN }, '/')).toBeNull();
  });
});
