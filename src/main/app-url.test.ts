import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, isAppUrl, isOnAppOrigins } from './app-url';

describe('isAppUrl', () => {
  it.each([
    ['app://shortlist/', true],
    ['app://shortlist/employer/dashboard?tab=1#top', true],
    ['app://shortlist', true],
    ['app://shortlist/assets/index-abc.js', true],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['https://shortlist/', false],
    ['app://shortlist@evil/', false],
    ['app://shortlist:x@evil/', false],
    ['app://user@shortlist/', false],
    ['app://shortlist.evil/', false],
    ['app://evil.shortlist/', false],
    ['app://shortlist:8080/', false],
    ['app://SHORTLIST/', false],
    ['app:shortlist', false],
    ['app:/shortlist/', false],
    ['app:///shortlist/', false],
    ['appx://shortlist/', false],
    ['', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppUrl(url, APP_ORIGIN)).toBe(expected);
  });

  it.each([
    ['https://app.example.com/', true],
    ['https://app.example.com/path?q=1', true],
    ['https://app.example.com.evil.io/', false],
    ['https://app.example.com@evil.io/', false],
    ['https://app@evil/', false],
    ['https://evil.io/?https://app.example.com', false],
    ['http://app.example.com/', false],
    ['https://app.example.com:8443/', false],
  ])('against https://app.example.com: %s → %s', (url, expected) => {
    expect(isAppUrl(url, 'https://app.example.com')).toBe(expected);
  });

  it('compares the port of a dev server origin', () => {
    expect(isAppUrl('http://localhost:5173/src/main.tsx', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('http://localhost/', 'http://localhost:5173')).toBe(false);
  });

  it('refuses everything when the app origin itself is not a URL with a host', () => {
    expect(isAppUrl('app://shortlist/', 'app:')).toBe(false);
    expect(isAppUrl('app://shortlist/', 'nonsense')).toBe(false);
  });

  it('accepts any of several origins', () => {
    expect(isOnAppOrigins('http://localhost:5173/', [APP_ORIGIN, 'http://localhost:5173'])).toBe(
      true,
    );
    expect(isOnAppOrigins('https://evil.example/', [APP_ORIGIN, 'http://localhost:5173'])).toBe(
      false,
    );
    expect(isOnAppOrigins('app://shortlist/', [])).toBe(false);
  });
});
