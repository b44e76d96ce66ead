import { describe, expect, it } from 'vitest';
import {
  groupFromPath,
  groupFromSegment,
  loginPath,
  returnPathFor,
  safeRedirectPath,
} from './paths';

describe('groupFromSegment', () => {
  it('maps the brief aliases to their groups', () => {
    expect(groupFromSegment('employer')).toBe('employer');
    expect(groupFromSegment('company')).toBe('employer');
    expect(groupFromSegment('candidate')).toBe('candidate');
    expect(groupFromSegment('freelancer')).toBe('candidate');
    expect(groupFromSegment('consultant')).toBe('candidate');
    expect(groupFromSegment('agency')).toBe('agency');
  });

  it('knows nothing else, prototype keys included', () => {
    for (const segment of [
      'nope',
      '',
      undefined,
      'constructor',
      '__proto__',
      'toString',
      'Employer',
    ]) {
      expect(groupFromSegment(segment)).toBeNull();
    }
  });
});

describe('safeRedirectPath', () => {
  it('follows a path inside the user group, with any alias', () => {
    expect(safeRedirectPath('/employer/dashboard', 'employer')).toBe('/employer/dashboard');
    expect(safeRedirectPath('/company/dashboard?tab=closed#top', 'employer')).toBe(
      '/company/dashboard?tab=closed#top',
    );
  });

  it("refuses another group's pages, so a user lands on their own dashboard", () => {
    expect(safeRedirectPath('/employer/dashboard', 'candidate')).toBeNull();
  });

  it('refuses anything that could leave the app', () => {
    for (const target of [
      'https://evil.example/employer/dashboard',
      '//evil.example/employer/dashboard',
      '/\\evil.example/employer',
      '\\\\evil.example',
      'javascript:alert(1)',
      'employer/dashboard',
      '/employer/dash board',
      '',
      null,
    ]) {
      expect(safeRedirectPath(target, 'employer')).toBeNull();
    }
  });
});

describe('login and return paths', () => {
  it('carries the page to come back to', () => {
    expect(loginPath('employer', '/employer/dashboard')).toBe(
      '/employer/login?redirectTo=%2Femployer%2Fdashboard',
    );
    expect(loginPath('agency')).toBe('/agency/login');
  });

  it('never returns to login, logout or register', () => {
    expect(returnPathFor('/candidate/login')).toBeNull();
    expect(returnPathFor('/candidate/logout')).toBeNull();
    expect(returnPathFor('/candidate')).toBeNull();
    expect(returnPathFor('/nope/dashboard')).toBeNull();
    expect(returnPathFor('/freelancer/dashboard', '?x=1')).toBe('/freelancer/dashboard?x=1');
  });

  it('reads the group of a whole path', () => {
    expect(groupFromPath('/company/dashboard')).toBe('employer');
    expect(groupFromPath('/')).toBeNull();
  });
});
